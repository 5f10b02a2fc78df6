// A stand-in for PayU's hosted checkout outside production: same request form, hashes, return fields and
// verify_payment answer, with a small checkout page (plain forms, no script) where a person picks the outcome.
import { randomBytes, randomInt } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { onlyThisMachine } from '../plugins/security';
import { escapeHtml } from '../mail/mail-templates';
import {
  commandHash,
  formatAmount,
  indiaDateTime,
  PAYU_HASH_ERROR,
  paymentHash,
  responseFields,
  responseHash,
  sameHash,
  UDF_KEYS,
  type VerifiedTransaction,
} from './payu';
import * as sims from './payu-simulator-repository';

export const SIMULATOR_PATHS = {
  payment: '/api/dev/payu/_payment',
  mode: '/api/dev/payu/_payment/mode',
  complete: '/api/dev/payu/_payment/complete',
  verify: '/api/dev/payu/verify_payment',
  /** POST JSON { txnid, ...SimScenario }: the hard case one payment plays. */
  scenario: '/api/dev/payu/scenario',
} as const;

/**
 * The hard cases of a real gateway, chosen per payment (before or after its checkout starts):
 * - return 'none': the student pays and closes the tab; the browser never comes back to the site;
 * - verify 'late' (answers after verify_delay_ms) or 'down' (answers HTTP 503: no answer at all);
 * - webhook 'before' or 'after' the browser's return (the server-to-server notice), or 'none';
 * - amount: the amount the gateway reports (signed correctly) instead of the one asked for.
 */
export interface SimScenario {
  return?: 'browser' | 'none';
  verify?: 'normal' | 'late' | 'down';
  verify_delay_ms?: number;
  webhook?: 'none' | 'before' | 'after';
  amount?: string;
}

/** A merchant's or a browser's form, as PayU takes it: text fields only. */
const ANY_FORM = {
  type: 'object',
  additionalProperties: { type: 'string', maxLength: 2000 },
  maxProperties: 100,
} as const;

const MODE_FORM = {
  type: 'object',
  additionalProperties: false,
  properties: { ref: { type: 'string', maxLength: 64 }, mode: { type: 'string', maxLength: 8 } },
} as const;

/** PayU's merchant web-service form (verify_payment, cancel_refund_transaction). */
const COMMAND_FORM = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(
    ['key', 'command', 'var1', 'var2', 'var3', 'hash'].map((k) => [k, { type: 'string', maxLength: 4000 }]),
  ),
} as const;

const SCENARIO_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['txnid'],
  properties: {
    txnid: { type: 'string', minLength: 1, maxLength: 40 },
    return: { type: 'string', enum: ['browser', 'none'] },
    verify: { type: 'string', enum: ['normal', 'late', 'down'] },
    verify_delay_ms: { type: 'integer', minimum: 0, maximum: 120000 },
    webhook: { type: 'string', enum: ['none', 'before', 'after'] },
    amount: { type: 'string', pattern: '^\\d{1,7}(\\.\\d{1,2})?$' },
  },
} as const;

declare module 'fastify' {
  interface FastifyInstance {
    /** The simulator's test hooks; `idle` resolves when every webhook it has started has been delivered. */
    payuSimulator: { idle: () => Promise<void> };
  }
}

const REQUIRED = ['key', 'txnid', 'amount', 'productinfo', 'firstname', 'email', 'phone', 'surl', 'furl', 'hash'];

const MODES = {
  CC: { label: 'Card', pgType: 'CC-PG', bankcode: 'CC' },
  NB: { label: 'Net Banking', pgType: 'NB-PG', bankcode: 'TESTPGNB' },
} as const;
type Mode = keyof typeof MODES;

export const OUTCOMES = {
  success: {
    label: 'Success',
    status: 'success',
    unmappedstatus: 'captured',
    error: 'E000',
    error_Message: 'No Error',
    field9: 'Transaction Completed Successfully',
  },
  failure: {
    label: 'Failure',
    status: 'failure',
    unmappedstatus: 'failed',
    error: 'E308',
    error_Message: 'Transaction declined by the bank',
    field9: 'Transaction Failed',
  },
  cancel: {
    label: 'Cancel',
    status: 'failure',
    unmappedstatus: 'userCancelled',
    error: 'E1605',
    error_Message: 'Transaction cancelled by the customer',
    field9: 'Cancelled by user',
  },
} as const;
type Outcome = keyof typeof OUTCOMES;

type Form = Record<string, string>;

function textFields(body: unknown): Form {
  const out: Form = {};
  if (body && typeof body === 'object') {
    for (const [k, v] of Object.entries(body)) if (typeof v === 'string') out[k] = v;
  }
  return out;
}

function isHttpUrl(v: string | undefined): boolean {
  try {
    return !!v && /^https?:$/.test(new URL(v).protocol);
  } catch {
    return false;
  }
}

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

function page(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><div class="card">${body}</div></main></body></html>`,
    );
}

/**
 * The outcome forms end, after the 307, at the merchant's return addresses, which may be on another host than this
 * simulator (the site opened under 127.0.0.1, the gateway configured under localhost). A browser applies
 * form-action to that redirect too; PayU's own pages do not restrict it, so neither does this page.
 */
function allowReturnsTo(reply: FastifyReply, urls: string[]): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string') return;
  const origins = [...new Set(urls.map((u) => new URL(u).origin))].join(' ');
  reply.header(
    'content-security-policy',
    policy.replace(/form-action([^;]*)/, (_all, list: string) => `form-action${list} ${origins}`),
  );
}

function errorPage(reply: FastifyReply, message: string): FastifyReply {
  return page(
    reply,
    400,
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

function scenarioOf(sim: { scenario?: string | null }): SimScenario {
  try {
    return sim.scenario ? (JSON.parse(sim.scenario) as SimScenario) : {};
  } catch {
    return {};
  }
}

const simulator: FastifyPluginAsync = async (app) => {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);
  const { key, salt } = app.config.payu;
  // Whoever reaches the simulator can mark fees paid: it answers the machine itself only.
  app.addHook('onRequest', onlyThisMachine);
  // Scenarios chosen before the checkout starts wait here for their payment.
  const waiting = new Map<string, SimScenario>();
  const deliveries = new Set<Promise<unknown>>();
  // The root app owns the object (app.ts); this plugin's scope fills it in.
  app.payuSimulator.idle = async () => {
    while (deliveries.size) await Promise.allSettled([...deliveries]);
  };

  /** PayU's server-to-server notice: the same signed fields as the browser's return, posted to the webhook. */
  function sendWebhook(fields: Form, delayMs = 0): Promise<unknown> {
    const delivery = new Promise((resolve) => setTimeout(resolve, delayMs))
      .then(() =>
        app.inject({
          method: 'POST',
          url: '/api/v2/payment/webhook',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(fields).toString(),
        }),
      )
      .catch((error) => app.log.error({ err: error }, 'simulated webhook not delivered'))
      .finally(() => deliveries.delete(delivery));
    deliveries.add(delivery);
    return delivery;
  }

  app.post<{ Body: SimScenario & { txnid: string } }>(
    SIMULATOR_PATHS.scenario,
    { schema: { body: SCENARIO_SCHEMA } },
    async (request) => {
      const { txnid, ...scenario } = request.body;
      if (!(await sims.setScenario(app.db, txnid, JSON.stringify(scenario)))) waiting.set(txnid, scenario);
      return { txnid, scenario };
    },
  );

  /** The fields PayU posts back to surl or furl for one outcome, signed with the reverse hash. */
  function returnFields(
    req: Form,
    sim: { mihpayid: string; addedon: string; bank_ref_num: string; scenario?: string | null },
    mode: Mode,
    outcome: Outcome,
  ): Form {
    const o = OUTCOMES[outcome];
    const m = MODES[mode];
    const udf = Object.fromEntries(UDF_KEYS.map((k) => [k, req[k] ?? '']));
    const amount = scenarioOf(sim).amount ?? req.amount ?? '';
    const base = {
      key: req.key ?? '',
      txnid: req.txnid ?? '',
      amount,
      productinfo: req.productinfo ?? '',
      firstname: req.firstname ?? '',
      email: req.email ?? '',
      ...udf,
    };
    return {
      mihpayid: sim.mihpayid,
      mode,
      status: o.status,
      unmappedstatus: o.unmappedstatus,
      ...base,
      lastname: req.lastname ?? '',
      phone: req.phone ?? '',
      addedon: sim.addedon,
      field9: o.field9,
      PG_TYPE: m.pgType,
      bankcode: m.bankcode,
      bank_ref_num: outcome === 'success' ? sim.bank_ref_num : '',
      error: o.error,
      error_Message: o.error_Message,
      net_amount_debit: outcome === 'success' ? amount : '0',
      hash: responseHash({ ...base, status: o.status }, salt),
    };
  }

  app.post(SIMULATOR_PATHS.payment, { schema: { body: ANY_FORM } }, async (request, reply) => {
    const req = textFields(request.body);
    const missing = REQUIRED.filter((k) => !req[k]);
    if (missing.length) return errorPage(reply, `Transaction failed due to missing parameter: ${missing.join(', ')}.`);
    if (req.key !== key) return errorPage(reply, 'Transaction failed due to an invalid merchant key.');
    const expected = paymentHash(
      {
        key: req.key,
        txnid: req.txnid!,
        amount: req.amount!,
        productinfo: req.productinfo!,
        firstname: req.firstname!,
        email: req.email!,
        ...Object.fromEntries(UDF_KEYS.map((k) => [k, req[k] ?? ''])),
      },
      salt,
    );
    if (!sameHash(req.hash, expected)) return errorPage(reply, PAYU_HASH_ERROR);
    if (!formatAmount(req.amount) || req.txnid!.length > 25) {
      return errorPage(reply, 'Transaction failed due to an invalid amount or transaction id.');
    }
    if (!isHttpUrl(req.surl) || !isHttpUrl(req.furl))
      return errorPage(reply, 'Transaction failed due to an invalid return URL.');

    const ref = randomBytes(12).toString('hex');
    await sims.insertSimPayment(app.db, {
      ref,
      txnid: req.txnid!,
      mihpayid: String(randomInt(100_000_000, 999_999_999)) + String(randomInt(1000, 9999)),
      request: JSON.stringify(req),
      mode: null,
      status: 'initiated',
      unmappedstatus: null,
      bank_ref_num: null,
      error_code: null,
      error_message: null,
      addedon: indiaDateTime(),
      created_at: new Date().toISOString(),
      scenario: waiting.has(req.txnid!) ? JSON.stringify(waiting.get(req.txnid!)) : null,
    });
    waiting.delete(req.txnid!);
    const buttons = (Object.keys(MODES) as Mode[])
      .map(
        (mode) =>
          `<form method="post" action="${SIMULATOR_PATHS.mode}">${hidden({ ref, mode })}` +
          `<button type="submit">${MODES[mode].label}</button></form>`,
      )
      .join('');
    return page(
      reply,
      200,
      'Choose how to pay',
      `<h1>Choose how to pay</h1><p class="note">Payment gateway simulator: no money moves.</p>${summary(req)}` +
        `<h2 class="note" id="mode-heading">Payment method</h2><div class="actions" role="group" aria-labelledby="mode-heading">${buttons}</div>`,
    );
  });

  app.post(SIMULATOR_PATHS.mode, { schema: { body: MODE_FORM } }, async (request, reply) => {
    const { ref = '', mode = '' } = textFields(request.body);
    const sim = await sims.simByRef(app.db, ref);
    if (!sim || sim.status !== 'initiated') return errorPage(reply, 'This payment session has ended.');
    if (!(mode in MODES)) return errorPage(reply, 'Choose Card or Net Banking.');
    const m = mode as Mode;
    const bankRef = String(randomInt(100_000_000, 999_999_999));
    await sims.updateSim(app.db, sim.id, { mode: m, bank_ref_num: bankRef });
    const req = JSON.parse(sim.request) as Form;
    const classes: Record<Outcome, string> = { success: '', failure: 'secondary', cancel: 'danger' };
    const forms = (Object.keys(OUTCOMES) as Outcome[])
      .map((outcome) => {
        const fields = returnFields(req, { ...sim, bank_ref_num: bankRef }, m, outcome);
        return (
          `<form method="post" action="${SIMULATOR_PATHS.complete}">${hidden(fields)}` +
          `<button type="submit" class="${classes[outcome]}">${OUTCOMES[outcome].label}</button></form>`
        );
      })
      .join('');
    allowReturnsTo(reply, [req.surl!, req.furl!]);
    return page(
      reply,
      200,
      `Pay by ${MODES[m].label}`,
      `<h1>Pay by ${MODES[m].label}</h1><p class="note">Payment gateway simulator: choose what the bank answers.</p>${summary(req)}` +
        `<h2 class="note" id="outcome-heading">Outcome</h2><div class="actions" role="group" aria-labelledby="outcome-heading">${forms}</div>`,
    );
  });

  // Records the chosen outcome, then a 307 makes the browser post the very same PayU fields to surl or furl.
  app.post(SIMULATOR_PATHS.complete, { schema: { body: ANY_FORM } }, async (request, reply) => {
    const fields = textFields(request.body);
    const sim = await sims.simByMihpayid(app.db, fields.mihpayid ?? '', fields.txnid ?? '');
    if (!sim) return errorPage(reply, 'This payment session has ended.');
    const f = responseFields(fields);
    if (f.key !== key || !sameHash(f.hash, responseHash(f, salt))) return errorPage(reply, PAYU_HASH_ERROR);
    const outcome = (Object.keys(OUTCOMES) as Outcome[]).find(
      (o) => OUTCOMES[o].status === fields.status && OUTCOMES[o].unmappedstatus === fields.unmappedstatus,
    );
    if (!outcome) return errorPage(reply, 'Unknown outcome.');
    const o = OUTCOMES[outcome];
    if (sim.status === 'initiated') {
      await sims.settleSim(app.db, sim.id, {
        status: o.status,
        unmappedstatus: o.unmappedstatus,
        error_code: o.error,
        error_message: o.error_Message,
        bank_ref_num: outcome === 'success' ? sim.bank_ref_num : null,
      });
    } else if (sim.status !== o.status || sim.unmappedstatus !== o.unmappedstatus) {
      return errorPage(reply, 'This payment is already complete.');
    }
    const req = JSON.parse(sim.request) as Form;
    const scenario = scenarioOf(sim);
    if (scenario.webhook === 'before') await sendWebhook(fields);
    // Delivered a moment after the browser's answer has gone.
    if (scenario.webhook === 'after') void sendWebhook(fields, 50);
    if (scenario.return === 'none') {
      // The student closed the tab: the bank has the money, the site never sees the browser again.
      return page(
        reply,
        200,
        'Payment complete',
        `<h1>Payment ${escapeHtml(o.label)}</h1><p class="note">Payment gateway simulator: the tab was closed before returning to the site.</p>${summary(req)}`,
      );
    }
    return reply.redirect(o.status === 'success' ? req.surl! : req.furl!, 307);
  });

  /** PayU's cancel_refund_transaction: var1 mihpayid, var2 the merchant's refund id, var3 the amount. */
  async function refund(mihpayid: string, refundId: string, amount: string) {
    const sim = await sims.simByMihpayid(app.db, mihpayid);
    if (!sim || sim.status !== 'success') return { status: 0, msg: 'Invalid payuid', error_code: 102 };
    if (!refundId) return { status: 0, msg: 'Token ID is mandatory', error_code: 107 };
    const paid = scenarioOf(sim).amount ?? (JSON.parse(sim.request) as Form).amount;
    if (formatAmount(amount) === null || Number(amount) > Number(paid)) {
      return { status: 0, msg: 'Refund amount exceeds the amount paid', error_code: 105 };
    }
    if (sim.refund_status) return { status: 0, msg: 'Request for this token already exists', error_code: 106 };
    await sims.updateSim(app.db, sim.id, { refund_status: 'queued' });
    return {
      status: 1,
      msg: 'Refund Request Queued',
      request_id: String(randomInt(100_000_000, 999_999_999)),
      bank_ref_num: null,
      mihpayid: sim.mihpayid,
      error_code: 102,
    };
  }

  app.post(SIMULATOR_PATHS.verify, { schema: { body: COMMAND_FORM } }, async (request, reply) => {
    const { key: k = '', command = '', var1 = '', hash = '' } = textFields(request.body);
    const form = textFields(request.body);
    if (k !== key || !sameHash(hash, commandHash(k, command, var1, salt))) return { status: 0, msg: 'Invalid Hash.' };
    if (command === 'cancel_refund_transaction') return refund(var1, form.var2 ?? '', form.var3 ?? '');
    if (command !== 'verify_payment') return { status: 0, msg: 'Invalid command.' };
    const txnids = var1.split('|').filter(Boolean);
    // A gateway that answers late, or not at all, for any payment asked about.
    const scenarios = await sims.scenariosOf(app.db, txnids);
    const slow = scenarios.map(scenarioOf);
    if (slow.some((sc) => sc.verify === 'down'))
      return reply.status(503).send({ status: 0, msg: 'Service unavailable' });
    const delay = Math.max(0, ...slow.filter((sc) => sc.verify === 'late').map((sc) => sc.verify_delay_ms ?? 2000));
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    const details: Record<string, VerifiedTransaction> = {};
    let found = 0;
    for (const txnid of txnids) {
      const sim = await sims.latestSimOf(app.db, txnid);
      if (!sim) {
        details[txnid] = { mihpayid: 'Not Found', status: 'Not Found' };
        continue;
      }
      found += 1;
      const req = JSON.parse(sim.request) as Form;
      const reported = scenarioOf(sim).amount ?? req.amount ?? '';
      const done = sim.status !== 'initiated';
      const mode = sim.mode && sim.mode in MODES ? (sim.mode as Mode) : null;
      details[txnid] = {
        mihpayid: sim.mihpayid,
        request_id: '',
        bank_ref_num: sim.status === 'success' ? (sim.bank_ref_num ?? '') : '',
        amt: reported,
        transaction_amount: reported,
        txnid,
        additional_charges: '0.00',
        productinfo: req.productinfo ?? '',
        firstname: req.firstname ?? '',
        bankcode: mode ? MODES[mode].bankcode : '',
        udf1: req.udf1 ?? '',
        udf2: req.udf2 ?? '',
        udf3: req.udf3 ?? '',
        udf4: req.udf4 ?? '',
        udf5: req.udf5 ?? '',
        field9: done ? (sim.error_message ?? '') : '',
        error_code: sim.error_code ?? '',
        addedon: sim.addedon,
        payment_source: 'payu',
        error_Message: sim.error_message ?? '',
        net_amount_debit: sim.status === 'success' ? Number(reported) : 0,
        disc: '0.00',
        mode: sim.mode ?? '',
        PG_TYPE: mode ? MODES[mode].pgType : '',
        // PayU answers "pending" for a checkout the customer has not finished.
        status: done ? sim.status : 'pending',
        unmappedstatus: done ? (sim.unmappedstatus ?? '') : 'initiated',
      };
    }
    return {
      status: found > 0 ? 1 : 0,
      msg: `${found} out of ${txnids.length} Transactions Fetched Successfully`,
      transaction_details: details,
    };
  });
};

export default simulator;
