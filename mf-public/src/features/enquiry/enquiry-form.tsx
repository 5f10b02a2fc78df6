// The enquiry form of Contact Us and Feedback (SPEC §4, §5, §8): name, email, mobile and message, all required
// and checked with the shared enquiry schema as the visitor goes (a field's error shows under it once the field
// is left, and goes as soon as it is fixed; a failed send lists every error in a summary that takes the focus);
// the server's answer in a toast; the form is cleared only on 'Sent Message Successfully'; the server's field
// errors show under their fields; any other failure shows 'Failed to send message.' under the form.
import {
  cloneElement,
  useCallback,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
  type ReactElement,
} from 'react';
import {
  ENQUIRY,
  accountMessage,
  enquirySchema,
  isEnquirySent,
  validatePayload,
  type EnquiryRequest,
} from '@college/shared-types';
import * as ui from '../../components/ui.module.css';
import * as css from './enquiry.module.css';
import { isApiError, useApi, useFormTakeOver, useText } from '@college/web-kit';
import { addEnquiry } from './api/add-enquiry';
import { Toast } from './toast';

const EMPTY: EnquiryRequest = { name: '', email: '', mobile: '', message: '' };

const TEXT = {
  en: {
    name: 'Name',
    email: 'Email',
    mobile: 'Mobile',
    message: 'Message',
    send: 'Send',
    sending: 'Sending...',
    failed: ENQUIRY.failureMessage,
    close: 'Close',
    required: 'required',
    summary: 'Please correct these fields:',
  },
  hi: {
    name: 'नाम',
    email: 'ईमेल',
    mobile: 'मोबाइल',
    message: 'संदेश',
    send: 'भेजें',
    sending: 'भेजा जा रहा है...',
    failed: 'संदेश नहीं भेजा जा सका।',
    close: 'बंद करें',
    required: 'आवश्यक',
    summary: 'कृपया इन प्रविष्टियों को ठीक करें:',
  },
};

export function EnquiryForm({ heading }: { heading: string }) {
  const { lang } = useText();
  const x = TEXT[lang];
  const id = useId();
  const [values, setValues] = useState<EnquiryRequest>(EMPTY);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  // Fields the visitor has left (their errors show) and whether a send failed on the rules (the summary shows).
  const [touched, setTouched] = useState<Partial<Record<keyof EnquiryRequest, boolean>>>({});
  const [summary, setSummary] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const api = useApi();
  const [toast, setToast] = useState<string | null>(null);
  const closeToast = useCallback(() => setToast(null), []);
  // Typed (or sent) before the server's page was taken over (decision 017): kept, and sent now.
  const form = useRef<HTMLFormElement>(null);
  const takeOver = useFormTakeOver(form, (name, value) => {
    if (name in EMPTY) setValues((v) => ({ ...v, [name]: String(value) }));
  });

  /** The shared rules' errors of these values, for the fields shown (all of them after a send). */
  const check = (next: EnquiryRequest, shown: Partial<Record<keyof EnquiryRequest, boolean>>) => {
    const checked = validatePayload(enquirySchema, next);
    const all = checked.ok ? {} : checked.errors;
    return Object.fromEntries(Object.entries(all).filter(([k]) => shown[k as keyof EnquiryRequest]));
  };

  const change = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = { ...values, [e.target.name]: e.target.value };
    setValues(next);
    // A shown error goes as soon as the field is right (and a new one shows only when the field is left).
    const name = e.target.name as keyof EnquiryRequest;
    if (errors[name]) {
      const now = check(next, touched);
      setErrors((old) => {
        const out = { ...old };
        if (now[name]) out[name] = now[name];
        else delete out[name];
        return out;
      });
    }
  };

  const leave = (e: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const name = e.target.name as keyof EnquiryRequest;
    // Leaving an untouched empty field says nothing yet: the visitor may be moving through the form.
    if (!touched[name] && !values[name].trim()) return;
    // Leaving for Send: the send checks every field. An error appearing now would move Send from under the
    // pointer between the press and the release, and the click would be lost.
    if ((e.relatedTarget as HTMLElement | null)?.getAttribute('type') === 'submit') return;
    const shown = { ...touched, [name]: true };
    setTouched(shown);
    const now = check(values, shown);
    setErrors((old) => {
      const out = { ...old };
      if (now[name]) out[name] = now[name];
      else delete out[name];
      return out;
    });
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setFailed(false);
    const checked = validatePayload(enquirySchema, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setTouched({ name: true, email: true, mobile: true, message: true });
      setSummary(true);
      // The summary takes the focus, so a screen reader reads it and the keyboard starts from it.
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setErrors({});
    setSummary(false);
    setSending(true);
    try {
      const { message } = await addEnquiry(api, checked.value);
      setToast(message);
      if (isEnquirySent(message)) setValues(EMPTY);
    } catch (error) {
      // A refusal of a field (422) is shown under that field; anything else under the form.
      if (isApiError(error) && Object.keys(error.errors).length) {
        setErrors(error.errors);
        setSummary(true);
      } else {
        console.error('enquiry', error);
        setFailed(true);
      }
    } finally {
      setSending(false);
    }
  };

  const field = (name: keyof EnquiryRequest, label: string, input: ReactElement<Record<string, unknown>>) => {
    const problems = errors[name] ?? [];
    return (
      <div className={css.field}>
        <label htmlFor={`${id}-${name}`}>
          {label}{' '}
          <span className={css.required} aria-hidden="true">
            *
          </span>
        </label>
        {cloneElement(input, {
          onBlur: leave,
          'aria-invalid': problems.length ? true : undefined,
          'aria-describedby': problems.length ? `${id}-${name}-error` : undefined,
        })}
        {problems.length > 0 && (
          <p id={`${id}-${name}-error`} className={css.error} data-testid={`error-${name}`}>
            {problems.map((p) => accountMessage(p)[lang]).join(' ')}
          </p>
        )}
      </div>
    );
  };

  return (
    <>
      <form
        ref={form}
        {...takeOver}
        className={css.form}
        onSubmit={submit}
        aria-labelledby={`${id}-heading`}
        noValidate
      >
        <h2 id={`${id}-heading`}>{heading}</h2>
        {summary && Object.keys(errors).length > 0 && (
          <div ref={summaryRef} className={css.summary} role="alert" tabIndex={-1} data-testid="error-summary">
            <p>{x.summary}</p>
            <ul>
              {(['name', 'email', 'mobile', 'message'] as const)
                .filter((f) => errors[f]?.length)
                .map((f) => (
                  <li key={f}>
                    <a href={`#${id}-${f}`}>
                      {x[f]}: {errors[f]!.map((p) => accountMessage(p)[lang]).join(' ')}
                    </a>
                  </li>
                ))}
            </ul>
          </div>
        )}
        {field(
          'name',
          x.name,
          <input
            id={`${id}-name`}
            name="name"
            type="text"
            autoComplete="name"
            required
            value={values.name}
            onChange={change}
          />,
        )}
        {field(
          'email',
          x.email,
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={change}
          />,
        )}
        {field(
          'mobile',
          x.mobile,
          <input
            id={`${id}-mobile`}
            name="mobile"
            type="text"
            inputMode="tel"
            autoComplete="tel"
            required
            value={values.mobile}
            onChange={change}
          />,
        )}
        {field(
          'message',
          x.message,
          <textarea id={`${id}-message`} name="message" required value={values.message} onChange={change} />,
        )}
        <div>
          <button type="submit" className={ui.button} disabled={sending}>
            {sending ? x.sending : x.send}
          </button>
        </div>
        {failed && (
          <p className={css.error} role="alert">
            {x.failed}
          </p>
        )}
      </form>
      <Toast
        message={toast}
        kind={toast && isEnquirySent(toast) ? 'success' : 'info'}
        closeLabel={x.close}
        onClose={closeToast}
      />
    </>
  );
}
