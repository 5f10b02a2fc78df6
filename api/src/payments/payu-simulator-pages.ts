// The PayU stand-in's pages (outside production): plain HTML forms, no script, where a person picks how to pay and
// what the bank answers. Each function returns the whole document; payu-simulator-routes.ts sends it.
import { escapeHtml } from '../mail/mail-templates';
import { MODES, OUTCOMES, SIMULATOR_PATHS, type Form, type Mode, type Outcome } from './payu-simulator-service';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans Devanagari',sans-serif;background:#eef2f6;color:#1f2933}
main{max-width:480px;margin:0 auto;padding:16px}
.card{background:#fff;border-radius:8px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.25rem;margin:0 0 4px}
.note{margin:0 0 16px;color:#52606d;font-size:.875rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0 0 20px}
dt{color:#52606d}
dd{margin:0;overflow-wrap:anywhere;font-weight:600}
.amount{font-size:1.5rem}
.actions{display:flex;flex-wrap:wrap;gap:12px;margin:0}
.actions form{flex:1 1 120px;margin:0}
button{width:100%;min-height:48px;padding:10px 16px;font:inherit;font-weight:600;border:2px solid #1f4e8c;border-radius:6px;background:#1f4e8c;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1f4e8c}
button.danger{background:#fff;color:#9b1c1c;border-color:#9b1c1c}
button:focus-visible{outline:3px solid #f0b429;outline-offset:2px}
.error{color:#9b1c1c;font-weight:600}
`;

/** A page of the simulator: its title and the card's content. */
function document(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><div class="card">${body}</div></main></body></html>`
  );
}

/** The gateway's error page (sent with HTTP 400). */
export function errorPage(message: string): string {
  return document(
    'Payment error',
    `<h1>Payment error</h1><p class="note">Payment gateway simulator</p><p class="error" role="alert">${escapeHtml(message)}</p>`,
  );
}

function summary(req: Form): string {
  const rows: Array<[string, string]> = [
    ['Amount', `₹ ${req.amount ?? ''}`],
    ['For', req.productinfo ?? ''],
    ['Name', req.firstname ?? ''],
    ['Email', req.email ?? ''],
    ['Transaction', req.txnid ?? ''],
  ];
  return `<dl>${rows
    .map(([k, v], i) => `<dt>${k}</dt><dd${i === 0 ? ' class="amount"' : ''}>${escapeHtml(v)}</dd>`)
    .join('')}</dl>`;
}

function hidden(fields: Form): string {
  return Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
}

/** The checkout's first page: the payment asked for and a button per way to pay. */
export function choosePage(ref: string, req: Form): string {
  const buttons = (Object.keys(MODES) as Mode[])
    .map(
      (mode) =>
        `<form method="post" action="${SIMULATOR_PATHS.mode}">${hidden({ ref, mode })}` +
        `<button type="submit">${MODES[mode].label}</button></form>`,
    )
    .join('');
  return document(
    'Choose how to pay',
    `<h1>Choose how to pay</h1><p class="note">Payment gateway simulator: no money moves.</p>${summary(req)}` +
      `<h2 class="note" id="mode-heading">Payment method</h2><div class="actions" role="group" aria-labelledby="mode-heading">${buttons}</div>`,
  );
}

/** The bank's page: one form per outcome, each carrying the signed fields PayU would post back. */
export function outcomePage(mode: Mode, req: Form, answers: Record<Outcome, Form>): string {
  const classes: Record<Outcome, string> = { success: '', failure: 'secondary', cancel: 'danger' };
  const forms = (Object.keys(OUTCOMES) as Outcome[])
    .map(
      (outcome) =>
        `<form method="post" action="${SIMULATOR_PATHS.complete}">${hidden(answers[outcome])}` +
        `<button type="submit" class="${classes[outcome]}">${OUTCOMES[outcome].label}</button></form>`,
    )
    .join('');
  return document(
    `Pay by ${MODES[mode].label}`,
    `<h1>Pay by ${MODES[mode].label}</h1><p class="note">Payment gateway simulator: choose what the bank answers.</p>${summary(req)}` +
      `<h2 class="note" id="outcome-heading">Outcome</h2><div class="actions" role="group" aria-labelledby="outcome-heading">${forms}</div>`,
  );
}

/** The end of a checkout whose student closed the tab before returning to the site. */
export function closedTabPage(outcome: Outcome, req: Form): string {
  return document(
    'Payment complete',
    `<h1>Payment ${escapeHtml(OUTCOMES[outcome].label)}</h1><p class="note">Payment gateway simulator: the tab was closed before returning to the site.</p>${summary(req)}`,
  );
}
