// The enquiry form of Contact Us and Feedback (SPEC §4, §5, §8): name, email, mobile and message, all required
// and checked with the shared enquiry schema; the server's answer in a toast; the form is cleared only on
// 'Sent Message Successfully'; the server's field errors show under their fields; any other failure shows
// 'Failed to send message.' under the form.
import { cloneElement, useCallback, useId, useState, type ChangeEvent, type FormEvent, type ReactElement } from 'react';
import { ENQUIRY, enquirySchema, isEnquirySent, validatePayload, type EnquiryRequest } from '@college/shared-types';
import * as ui from '../../components/ui.module.css';
import * as css from './enquiry.module.css';
import { isApiError, useApi, useText } from '@college/web-kit';
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
  const api = useApi();
  const [toast, setToast] = useState<string | null>(null);
  const closeToast = useCallback(() => setToast(null), []);

  const change = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((v) => ({ ...v, [e.target.name]: e.target.value }));

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setFailed(false);
    const checked = validatePayload(enquirySchema, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const { message } = await addEnquiry(api, checked.value);
      setToast(message);
      if (isEnquirySent(message)) setValues(EMPTY);
    } catch (error) {
      // A refusal of a field (422) is shown under that field; anything else under the form.
      if (isApiError(error) && Object.keys(error.errors).length) setErrors(error.errors);
      else {
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
          'aria-invalid': problems.length ? true : undefined,
          'aria-describedby': problems.length ? `${id}-${name}-error` : undefined,
        })}
        {problems.length > 0 && (
          <p id={`${id}-${name}-error`} className={css.error}>
            {problems.join(' ')}
          </p>
        )}
      </div>
    );
  };

  return (
    <>
      <form className={css.form} onSubmit={submit} aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`}>{heading}</h2>
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
