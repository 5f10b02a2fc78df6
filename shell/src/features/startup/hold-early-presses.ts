// A server-rendered page is on screen before its scripts have run (decision 017). A press on one of its buttons
// then would reach no handler: the press would be lost, with nothing to show it was. From the first script on, the
// shell keeps such a press instead: inside a part of the page the server rendered and the browser has not yet taken
// over (marked `data-ssr-pending` by the site server), a press on a button, a checkbox or a radio button is held,
// the control shows that it is waiting (`data-held-press`, styled in index.html; `aria-busy`), and once that part is
// live the kit (web-kit's TakeOverPresses) presses it again. Links and form submits need no help: a link works
// without a script and a submit is held by hold-early-submits.ts.

/** The mark the site server puts on each part it rendered; removed by the kit when that part is live. */
export const PENDING_ATTR = 'data-ssr-pending';
/** The mark on an element the shell made itself inside such a part (a fallback with Retry): its presses work. */
export const LIVE_ATTR = 'data-live-controls';
/** The mark on a control whose press is held. */
export const HELD_ATTR = 'data-held-press';

/** The DOM property holding the controls pressed in a part before it was live, in the order pressed. */
export interface HeldRegion extends HTMLElement {
  siteHeldPresses?: HTMLElement[];
}

/** The control a press on `target` works: a button, a checkbox or radio (directly or through its label). */
export function pressedControl(target: Element): HTMLElement | null {
  const hit = target.closest<HTMLElement>('button, [role="button"], input, label');
  const control = hit instanceof HTMLLabelElement ? hit.control : hit;
  if (!control) return null;
  if (control instanceof HTMLButtonElement) return control.type === 'submit' ? null : control;
  if (control instanceof HTMLInputElement)
    return control.type === 'checkbox' || control.type === 'radio' ? control : null;
  // A text field, select or other labelled control works by itself; an element with role="button" does not.
  return control.getAttribute('role') === 'button' ? control : null;
}

export function holdEarlyPresses(doc: Document = document): void {
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      const region = target.closest<HeldRegion>(`[${PENDING_ATTR}]`);
      if (!region || target.closest(`[${LIVE_ATTR}]`)) return;
      const control = pressedControl(target);
      if (!control || !region.contains(control) || (control as HTMLButtonElement).disabled) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const held = (region.siteHeldPresses ??= []);
      // Pressed again while waiting: still one press, not a second one (a second "Show" would hide it again).
      if (held.includes(control)) return;
      held.push(control);
      control.setAttribute(HELD_ATTR, control.getAttribute('aria-busy') ?? '');
      control.setAttribute('aria-busy', 'true');
    },
    true,
  );
}
