// A form the server rendered (decision 017) can be filled, and even sent, before the browser takes the page over:
// the typed text is in the fields but not in React's state, and the page's inline script held the submit
// (shared-types' PAINT_FIRST_SCRIPT, for forms marked `data-hold-submit`). Once React handles the form, this hook
// writes what was typed into the form's state and then sends the held submit again, so nothing the student did is lost.
import { useEffect, useState, type RefObject } from 'react';
import type { HeldForm as TakenOverForm } from '@college/shared-types';

/** Every field whose value differs from the one the page was rendered with: typed before the page was live. */
export function fieldsChangedInPage(form: HTMLFormElement): Array<[name: string, value: string | boolean]> {
  const changed: Array<[string, string | boolean]> = [];
  for (const el of Array.from(form.elements)) {
    if (el instanceof HTMLInputElement && el.name) {
      if (el.type === 'checkbox') {
        if (el.checked !== el.defaultChecked) changed.push([el.name, el.checked]);
      } else if (el.type === 'radio') {
        if (el.checked && !el.defaultChecked) changed.push([el.name, el.value]);
      } else if (el.type !== 'file' && el.value !== el.defaultValue) {
        changed.push([el.name, el.value]);
      }
    } else if (el instanceof HTMLTextAreaElement && el.name && el.value !== el.defaultValue) {
      changed.push([el.name, el.value]);
    }
  }
  return changed;
}

/**
 * Takes a server-rendered form over: `apply` receives each field typed before the page was live, then a submit the
 * shell held is sent again. Spread the result on the <form>: the shell holds its early submits, and one sent before
 * even the shell's first script ran is a POST (the site server sends the page again), never a GET that would put
 * the fields, a password too, in the address.
 */
export function useFormTakeOver(
  ref: RefObject<HTMLFormElement | null>,
  apply: (name: string, value: string | boolean) => void,
): { 'data-hold-submit': ''; method: 'post' } {
  const [resend, setResend] = useState(false);
  useEffect(() => {
    const form = ref.current as TakenOverForm | null;
    if (!form) return;
    for (const [name, value] of fieldsChangedInPage(form)) apply(name, value);
    form.siteTakenOver = true;
    if (form.siteSubmitHeld) {
      form.siteSubmitHeld = false;
      setResend(true);
    }
    // Once, when the form is first handled by React.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!resend) return;
    setResend(false);
    ref.current?.requestSubmit();
  }, [resend, ref]);
  return { 'data-hold-submit': '', method: 'post' };
}
