// /student/login: email, password with show/hide, links to forgot password and register (SPEC §2, §5, §8).
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from '@college/web-kit/routing';
import styled from 'styled-components';
import { ACCOUNT_MESSAGES, PORTAL_TOAST_MS, accountMessage, moduleForPath } from '@college/shared-types';
import {
  isNoAnswer,
  navigate as goTo,
  readToken,
  safeNext,
  startSession,
  useApi,
  useFormTakeOver,
  useShell,
  useErrorText,
  useText,
} from '@college/web-kit';
import { AuthLayout } from '../../components/auth-layout';
import { takeRegisteredEmail } from '../../lib/registered-email';
import { Alert, Button } from '@college/web-kit/ui';
import { TextField } from '@college/web-kit/ui';
import { ShowPasswordButton } from '../../components/show-password-button';
import { useToast } from '@college/web-kit/ui';
import { signIn } from './api/sign-in';

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px;
  margin: 20px 0 0;
  a {
    /* A 44 px tap target whatever the script's line height (Devanagari sits lower than Latin). */
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`;

const WRONG = { en: 'Invalid email or password.', hi: 'ईमेल या पासवर्ड ग़लत है।' };
/** No answer came at all (the network, or the server down). */
const NO_ANSWER = {
  en: 'The server could not be reached. Please check your connection and try again.',
  hi: 'सर्वर से संपर्क नहीं हो सका। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से प्रयास करें।',
};

export function LoginPage() {
  const api = useApi();
  const toast = useToast();
  const shell = useShell();
  const { t, lang } = useText();
  const { errorText, ruleErrors } = useErrorText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Where the student was going when the login page opened (an ended session, a protected page).
  const next = safeNext(params.get('next')) ?? '/student/dashboard';
  const [show, setShow] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);

  // A student already signed in goes on to where they were going (the dashboard by default), not to a second
  // login; a token the API no longer accepts ends there and comes back here by the kit's 401 policy.
  const [signedIn] = useState(() => readToken() !== null);
  const elsewhere = moduleForPath(next.split('?')[0] ?? next) !== 'mf-portal';
  useEffect(() => {
    if (signedIn && elsewhere) goTo(next);
  }, [signedIn, elsewhere, next]);
  useEffect(() => () => clearTimeout(redirect.current ?? undefined), []);

  // Two fields checked on submit only: plain state, no form library on the page students open most.
  const [values, setValues] = useState({ email: '', password: '' });
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  // What went wrong stays on the page until the student changes the field or tries again (the toast goes after a
  // few seconds): the rules' messages under their fields, kept in English and shown in the page language; a
  // refusal or failure of the call in the form, shown in the page language.
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<{ error?: unknown; text?: string } | null>(null);
  // Typed (or sent) before the server's page was taken over: kept, and sent now.
  const form = useRef<HTMLFormElement>(null);
  const takeOver = useFormTakeOver(form, (name, value) => {
    if (name === 'email' || name === 'password') setValues((v) => ({ ...v, [name]: String(value) }));
  });
  // Just registered in this tab: the address is filled in and the password is next.
  useEffect(() => {
    const email = takeRegisteredEmail();
    if (!email) return;
    setValues((v) => (v.email ? v : { ...v, email }));
    document.getElementById('login-password')?.focus();
  }, []);
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = e.target;
    setValues((v) => ({ ...v, [name]: value }));
    setFieldErrors((errors) => (errors[name] ? { ...errors, [name]: [] } : errors));
  };

  const submit = async () => {
    // The shared rules (yup) are fetched on the first press, not with the page.
    const { checkSignIn } = await import('./api/check-sign-in');
    const checked = checkSignIn(values);
    setFailure(null);
    setFieldErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) {
      const all = Object.values(checked.errors).flat();
      if (all.includes(ACCOUNT_MESSAGES.fillAll))
        toast.show({ kind: 'error', title: t(accountMessage(ACCOUNT_MESSAGES.fillAll)) });
      else toast.show({ kind: 'warning', title: t(accountMessage(ACCOUNT_MESSAGES.email)) });
      return;
    }
    try {
      const body = await signIn(api, checked.value);
      if (!body.token) {
        setFailure({ text: (lang === 'en' && body.message) || undefined });
        toast.show({
          kind: 'error',
          title: (lang === 'en' && body.message) || t({ en: 'Login Failed', hi: 'लॉगिन नहीं हो सका' }),
          text: t({ en: 'Please enter valid email and password', hi: 'कृपया सही ईमेल और पासवर्ड लिखें' }),
        });
        return;
      }
      startSession(shell, body.token);
      toast.show({
        kind: 'success',
        title: (lang === 'en' && body.message) || t({ en: 'Login successful', hi: 'लॉगिन हो गया' }),
        text:
          next === '/student/dashboard'
            ? t({ en: 'Redirecting to dashboard...', hi: 'डैशबोर्ड खोला जा रहा है...' })
            : t({ en: 'Taking you back...', hi: 'आपको वापस ले जाया जा रहा है...' }),
      });
      await new Promise<void>((resolve) => {
        redirect.current = setTimeout(resolve, PORTAL_TOAST_MS);
      });
      // A page of this module opens through its router; a page of another module through the shell.
      if (moduleForPath(next.split('?')[0] ?? next) === 'mf-portal') navigate(next);
      else goTo(next);
    } catch (error) {
      setFailure({ error });
      toast.show({
        kind: 'error',
        title: t({ en: 'Login Failed', hi: 'लॉगिन नहीं हो सका' }),
        // The server's answer in the page language (a wrong password, or too many attempts: when to try again).
        text: failureText(error),
      });
    }
  };
  // The server's answer in the page language (a wrong password, or too many attempts: when to try again); an answer
  // without words of its own in plain ones (errorText: wrong details, or the server's trouble).
  const failureText = (error: unknown) => (isNoAnswer(error) ? t(NO_ANSWER) : errorText(error, WRONG));
  const shownErrors = ruleErrors(fieldErrors);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    void submit().finally(() => {
      busy.current = false;
      setSubmitting(false);
    });
  };

  if (signedIn && !elsewhere) return <Navigate to={next} replace />;
  if (signedIn) return null;

  return (
    <AuthLayout title="Student Login" hindi="छात्र लॉगिन">
      <form ref={form} {...takeOver} noValidate onSubmit={onSubmit} lang={lang}>
        {failure && (
          <Alert tone="error" title={t({ en: 'Login Failed', hi: 'लॉगिन नहीं हो सका' })} id="login-failure">
            <p>
              {failure.error !== undefined
                ? failureText(failure.error)
                : failure.text || t({ en: 'Please enter valid email and password', hi: 'कृपया सही ईमेल और पासवर्ड लिखें' })}
            </p>
          </Alert>
        )}
        <TextField
          id="login-email"
          label={t({ en: 'Email', hi: 'ईमेल' })}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onChange={onChange}
          error={shownErrors.email}
        />
        <TextField
          id="login-password"
          label={t({ en: 'Password', hi: 'पासवर्ड' })}
          name="password"
          type={show ? 'text' : 'password'}
          autoComplete="current-password"
          value={values.password}
          onChange={onChange}
          error={shownErrors.password}
          addon={<ShowPasswordButton shown={show} onToggle={() => setShow((s) => !s)} controls="login-password" />}
        />
        <Button type="submit" block pending={submitting}>
          {submitting ? t({ en: 'Logging in...', hi: 'लॉगिन हो रहा है...' }) : t({ en: 'Login', hi: 'लॉगिन करें' })}
        </Button>
      </form>
      <Links lang={lang}>
        <Link to="/student/forgot-password">{t({ en: 'Forgot Password', hi: 'पासवर्ड भूल गए' })}</Link>
        <span>
          {t({ en: 'New student?', hi: 'नए छात्र?' })}{' '}
          <Link to="/student/register">{t({ en: 'Register', hi: 'पंजीकरण करें' })}</Link>
        </span>
      </Links>
    </AuthLayout>
  );
}
