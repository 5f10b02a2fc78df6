// A server-rendered form can be filled and sent before the browser has taken the page over (decision 017). Sent
// then, it would go to the server as a plain form: the student's press would reload the page and lose what was
// typed. From the first script on, the shell holds such a submit: a form marked `data-hold-submit` is not sent
// until its page has taken it over (web-kit's useFormTakeOver), which then sends it again with what was typed.

/** The DOM property the kit sets on a form once React handles it; `held` when a submit waits for that. */
export interface HeldForm extends HTMLFormElement {
  siteTakenOver?: boolean;
  siteSubmitHeld?: boolean;
}

export function holdEarlySubmits(doc: Document = document): void {
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HeldForm;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-hold-submit') || form.siteTakenOver) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      form.siteSubmitHeld = true;
    },
    true,
  );
}
