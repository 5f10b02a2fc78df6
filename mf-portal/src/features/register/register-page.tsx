// /student/register: name, email verified by a mailed code, mobile number, password twice (SPEC §2, §4, §5). The
// code steps of the email (and of the number, when the office asks) are `use-code-verification.ts`.
import { useFormik } from 'formik';
import { useEffect, useReducer, useRef, useState } from 'react';
import { Link, useNavigate } from '@college/web-kit/routing';
import styled from 'styled-components';
import {
  canRegister,
  colors,
  initialSignUpVerification,
  normalisePhone,
  REGISTER_HINT_MS,
  signUpReducer,
  signUpSchema,
  validatePayload,
} from '@college/shared-types';
import { AuthLayout } from '../../components/auth-layout';
import { rememberRegisteredEmail } from '../../lib/registered-email';
import { Button } from '@college/web-kit/ui';
import { TextField } from '@college/web-kit/ui';
import { ShowPasswordsCheckbox } from '../../components/show-passwords-checkbox';
import { isNoAnswer, texts, useApi, useErrorText, useFormTakeOver, type ApiRequestError } from '@college/web-kit';
import { useToast } from '@college/web-kit/ui';
import { signUp } from './api/sign-up';
import { EMAIL_CODE, MOBILE_CODE, NO_ANSWER } from './code-channels';
import { addressProps, CodeSteps } from './code-parts';
import { useMobileVerification } from './mobile-verification';
import { useCodeVerification } from './use-code-verification';

const TEXT = texts({
  registered: { en: 'Registration successful', hi: 'पंजीकरण सफल रहा। कृपया लॉगिन करें।' },
  registerFailed: { en: 'Registration failed', hi: 'पंजीकरण नहीं हो सका' },
  title: { en: 'Student Registration', hi: 'छात्र पंजीकरण' },
  fullName: { en: 'Full Name', hi: 'पूरा नाम' },
  fullNameHint: { en: 'Your full name (in Hindi or English)', hi: 'पूरा नाम (हिन्दी या अंग्रेज़ी में)' },
  email: { en: 'Email', hi: 'ईमेल' },
  mobile: { en: 'Mobile Number', hi: 'मोबाइल नंबर' },
  mobileHint: { en: '10 digits, without +91', hi: '10 अंक, +91 के बिना' },
  password: { en: 'Password', hi: 'पासवर्ड' },
  passwordHint: { en: 'At least 8 characters', hi: 'कम से कम 8 अक्षर' },
  confirmPassword: { en: 'Confirm Password', hi: 'पासवर्ड दोबारा लिखें' },
  registering: { en: 'Registering...', hi: 'पंजीकरण हो रहा है...' },
  register: { en: 'Register', hi: 'पंजीकरण करें' },
  registerHint: {
    en: 'Fill in every field and verify your email to register.',
    hi: 'पंजीकरण के लिए हर प्रविष्टि भरें और अपना ईमेल सत्यापित करें।',
  },
  registerHintMobile: {
    en: 'Fill in every field and verify your email and mobile number to register.',
    hi: 'पंजीकरण के लिए हर प्रविष्टि भरें और अपना ईमेल व मोबाइल नंबर सत्यापित करें।',
  },
  already: { en: 'Already registered?', hi: 'पहले से पंजीकृत हैं?' },
  login: { en: 'Login', hi: 'लॉगिन करें' },
});

/** Wire names of the signup call → the form's own names, to show server errors under the right field. */
const FIELD_OF: Record<string, string> = {
  name: 'fullName',
  email: 'email',
  phone: 'phone',
  password: 'password',
  password_confirmation: 'confirmPassword',
  email_refrence_id: 'email',
  phone_refrence_id: 'phone',
};

const Hint = styled.p`
  margin: 8px 0 0;
  color: ${colors.warning};
  font-weight: 600;
  min-height: 1.5em;
`;

const Back = styled.p`
  margin: 20px 0 0;
  a {
    /* A 44 px tap target whatever the script's line height (Devanagari sits lower than Latin). */
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`;

interface Values {
  fullName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

const EMPTY: Values = { fullName: '', email: '', phone: '', password: '', confirmPassword: '' };

export function RegisterPage() {
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const { errorText, ruleErrors, lang } = useErrorText();
  const t = (label: { en: string; hi: string }) => label[lang];
  /** The server's own success sentence in English; the page's text in Hindi. */
  const said = (message: string | undefined, label: { en: string; hi: string }) =>
    lang === 'hi' ? label.hi : message || label.en;
  const [verification, dispatch] = useReducer(signUpReducer, undefined, initialSignUpVerification);
  const { emailStatus, phoneStatus } = verification;
  const mobile = useMobileVerification(api);
  const [show, setShow] = useState(false);
  const [hint, setHint] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const hintTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(hintTimer.current ?? undefined), []);

  const formik = useFormik<Values>({
    initialValues: EMPTY,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      if (!canRegister(values, emailStatus) || (mobile.on && !phoneStatus.isVerified)) {
        showHint();
        return;
      }
      const checked = validatePayload(signUpSchema, {
        name: values.fullName,
        email: values.email,
        phone: values.phone,
        password: values.password,
        password_confirmation: values.confirmPassword,
        email_refrence_id: emailStatus.referenceId ?? '',
      });
      if (!checked.ok) {
        setErrors(byField(checked.errors));
        return;
      }
      setErrors({});
      dispatch({ type: 'loading', value: true });
      try {
        // With mobile verification on, the number's verified code goes with it (decision 035).
        const body = await signUp(
          api,
          mobile.on ? { ...checked.value, phone_refrence_id: phoneStatus.referenceId ?? '' } : checked.value,
        );
        if (body.success !== false) {
          toast.show({ kind: 'success', title: said(body.message, TEXT.registered) });
          dispatch({ type: 'reset' });
          rememberRegisteredEmail(checked.value.email);
          helpers.resetForm();
          navigate('/student/login');
          return;
        }
        toast.show({ kind: 'error', title: said(body.message, TEXT.registerFailed) });
      } catch (error) {
        if (isNoAnswer(error)) {
          console.error(error);
          toast.show({ kind: 'error', title: t(NO_ANSWER.serverBusy), text: t(NO_ANSWER.tryLater) });
          return;
        }
        setErrors(byField((error as ApiRequestError).errors));
        // The office turned verification on after the page asked: the number's code box appears.
        if ((error as ApiRequestError).code === 'mobile_not_verified') mobile.require();
        toast.show({ kind: 'error', title: errorText(error, TEXT.registerFailed) });
      } finally {
        dispatch({ type: 'loading', value: false });
      }
    },
  });
  // Typed (or sent) before the server's page was taken over: kept, and sent now.
  const form = useRef<HTMLFormElement>(null);
  const takeOver = useFormTakeOver(form, (name, value) => {
    if (name in EMPTY) void formik.setFieldValue(name, String(value), false);
  });
  const { values } = formik;
  // Field errors are kept in the rules' English and shown in the page language.
  const shown = ruleErrors(errors);
  const allowed = canRegister(values, emailStatus) && (!mobile.on || phoneStatus.isVerified);
  const codeOf = { api, toast, lang, errorText, dispatch };
  const emailCode = useCodeVerification({
    ...codeOf,
    channel: EMAIL_CODE,
    status: emailStatus,
    value: values.email,
    setValue: (email) => formik.setFieldValue('email', email),
  });
  const phoneCode = useCodeVerification({
    ...codeOf,
    channel: MOBILE_CODE,
    status: phoneStatus,
    value: values.phone,
    setValue: (phone) => formik.setFieldValue('phone', phone),
  });
  // The number's code steps only when the office asks for them (decision 035).
  const phoneField = mobile.on ? addressProps(phoneCode) : undefined;

  function showHint() {
    setHint(true);
    clearTimeout(hintTimer.current ?? undefined);
    hintTimer.current = setTimeout(() => setHint(false), REGISTER_HINT_MS);
  }

  return (
    <AuthLayout title="Student Registration" hindi="छात्र पंजीकरण" wide>
      <form ref={form} {...takeOver} noValidate onSubmit={formik.handleSubmit} lang={lang}>
        <TextField
          label={t(TEXT.fullName)}
          name="fullName"
          autoComplete="name"
          hint={t(TEXT.fullNameHint)}
          value={values.fullName}
          onChange={formik.handleChange}
          error={shown.fullName}
        />
        <TextField
          id="register-email"
          label={t(TEXT.email)}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onChange={formik.handleChange}
          {...addressProps(emailCode)}
          error={shown.email}
        />
        <CodeSteps flow={emailCode} />
        <TextField
          id="register-phone"
          label={t(TEXT.mobile)}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={values.phone}
          onChange={(e) => formik.setFieldValue('phone', normalisePhone(e.target.value))}
          error={shown.phone}
          {...phoneField}
          hint={phoneField?.hint || t(TEXT.mobileHint)}
        />
        {mobile.on && <CodeSteps flow={phoneCode} />}
        <TextField
          label={t(TEXT.password)}
          name="password"
          type={show ? 'text' : 'password'}
          autoComplete="new-password"
          hint={t(TEXT.passwordHint)}
          value={values.password}
          onChange={formik.handleChange}
          error={shown.password}
        />
        <TextField
          label={t(TEXT.confirmPassword)}
          name="confirmPassword"
          type={show ? 'text' : 'password'}
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={formik.handleChange}
          error={shown.confirmPassword}
        />
        <ShowPasswordsCheckbox checked={show} onChange={setShow} />
        <Button
          type="submit"
          block
          pending={verification.formLoading}
          // aria-disabled keeps the button pressable so that a press can say what is missing.
          aria-disabled={!allowed}
        >
          {verification.formLoading ? t(TEXT.registering) : t(TEXT.register)}
        </Button>
        <Hint role="status">{hint ? t(mobile.on ? TEXT.registerHintMobile : TEXT.registerHint) : ''}</Hint>
      </form>
      <Back lang={lang}>
        {t(TEXT.already)} <Link to="/student/login">{t(TEXT.login)}</Link>
      </Back>
    </AuthLayout>
  );
}

function byField(errors: Record<string, string[]>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, list] of Object.entries(errors)) {
    const field = FIELD_OF[key] ?? key;
    out[field] = [...(out[field] ?? []), ...list];
  }
  return out;
}
