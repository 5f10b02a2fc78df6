// /student/register: name, email verified by a mailed code, mobile number, password twice (SPEC §2, §4, §5).
import { useFormik } from 'formik';
import { useEffect, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  ACCOUNT_MESSAGES,
  canRegister,
  colors,
  EMAIL_PATTERN,
  initialSignUpVerification,
  normalisePhone,
  OTP_PATTERN,
  REGISTER_HINT_MS,
  signUpReducer,
  signUpSchema,
  validatePayload,
  verificationStep,
} from '@college/shared-types';
import { AuthLayout } from '../../components/auth-layout';
import { Button } from '@college/web-kit/ui';
import { TextField } from '@college/web-kit/ui';
import { ShowPasswordsCheckbox } from '../../components/show-passwords-checkbox';
import { errorMessage, isNoAnswer, useApi, type ApiRequestError } from '@college/web-kit';
import { useToast } from '@college/web-kit/ui';
import { sendOtp } from './api/send-otp';
import { signUp } from './api/sign-up';
import { validateOtp } from './api/validate-otp';

const LOCKED_EMAIL = 'OTP Already sent you cannot change Email';

/** Wire names of the signup call → the form's own names, to show server errors under the right field. */
const FIELD_OF: Record<string, string> = {
  name: 'fullName',
  email: 'email',
  phone: 'phone',
  password: 'password',
  password_confirmation: 'confirmPassword',
  email_refrence_id: 'email',
};

const Verified = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  margin: -8px 0 16px;
  color: ${colors.success};
  font-weight: 700;
`;

const ResetRow = styled.div`
  margin: -8px 0 16px;
`;

const Hint = styled.p`
  margin: 8px 0 0;
  color: ${colors.warning};
  font-weight: 600;
  min-height: 1.5em;
`;

const Back = styled.p`
  margin: 20px 0 0;
  a {
    display: inline-block;
    padding: 10px 0;
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
  const [verification, dispatch] = useReducer(signUpReducer, undefined, initialSignUpVerification);
  const { emailStatus } = verification;
  const step = verificationStep(emailStatus);
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
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
      if (!canRegister(values, emailStatus)) {
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
        const body = await signUp(api, checked.value);
        if (body.success !== false) {
          toast.show({ kind: 'success', title: body.message || 'Registration successful' });
          dispatch({ type: 'reset' });
          helpers.resetForm();
          navigate('/student/login');
          return;
        }
        toast.show({ kind: 'error', title: body.message || 'Registration failed' });
      } catch (error) {
        if (isNoAnswer(error)) {
          console.error(error);
          toast.show({ kind: 'error', title: 'Server Busy', text: 'Please try again in a few minutes.' });
          return;
        }
        setErrors(byField((error as ApiRequestError).errors));
        toast.show({ kind: 'error', title: errorMessage(error, 'Registration failed') });
      } finally {
        dispatch({ type: 'loading', value: false });
      }
    },
  });
  const { values } = formik;
  const allowed = canRegister(values, emailStatus);

  function showHint() {
    setHint(true);
    clearTimeout(hintTimer.current ?? undefined);
    hintTimer.current = setTimeout(() => setHint(false), REGISTER_HINT_MS);
  }

  function onEmailKey(e: KeyboardEvent<HTMLInputElement>) {
    // Enter in the address asks for the code, the step the student is on, rather than submitting the form.
    if (e.key === 'Enter' && step === 'not-sent') {
      e.preventDefault();
      void getOtp();
      return;
    }
    // The address is read-only once a code is sent; say why instead of silently ignoring the keys.
    if (emailStatus.isReadonly && (e.key.length === 1 || e.key === 'Backspace' || e.key === 'Delete')) {
      toast.show({ kind: 'warning', title: LOCKED_EMAIL });
    }
  }

  async function getOtp() {
    const email = values.email.trim();
    if (!EMAIL_PATTERN.test(email)) {
      toast.show({ kind: 'warning', title: ACCOUNT_MESSAGES.email });
      return;
    }
    setBusy('send');
    try {
      const body = await sendOtp(api, { type_of: 'email_otp', sender: email });
      const referenceId = body.refrence_id;
      if (body.success && referenceId) {
        dispatch({ type: 'otpSent', channel: 'email', referenceId });
        await formik.setFieldValue('email', email);
        toast.show({ kind: 'success', title: body.message || 'OTP sent to your email' });
      } else {
        toast.show({ kind: 'warning', title: body.message || 'Could not send the code' });
      }
    } catch (error) {
      if (isNoAnswer(error)) {
        console.error(error);
        toast.show({ kind: 'error', title: 'Server Busy', text: 'Please try again in a few minutes.' });
      } else toast.show({ kind: 'warning', title: errorMessage(error, 'Could not send the code') });
    } finally {
      setBusy(null);
    }
  }

  async function verify() {
    const otp = emailStatus.otp ?? '';
    if (!OTP_PATTERN.test(otp) || !emailStatus.referenceId) {
      toast.show({ kind: 'warning', title: ACCOUNT_MESSAGES.otp });
      return;
    }
    setBusy('verify');
    try {
      const body = await validateOtp(api, { sender: values.email.trim(), reference_id: emailStatus.referenceId, otp });
      if (body.success) {
        dispatch({ type: 'verified', channel: 'email', referenceId: body.refrence_id });
        toast.show({ kind: 'success', title: body.message || 'Email verified' });
      } else {
        toast.show({ kind: 'warning', title: body.message || 'The code is not correct' });
      }
    } catch (error) {
      if (isNoAnswer(error)) {
        console.error(error);
        toast.show({ kind: 'error', title: 'Server Busy', text: 'Please try again in a few minutes.' });
      } else toast.show({ kind: 'warning', title: errorMessage(error, 'The code is not correct') });
    } finally {
      setBusy(null);
    }
  }

  async function resetVerification() {
    dispatch({ type: 'resetVerification', channel: 'email' });
    await formik.setFieldValue('email', '');
    document.getElementById('register-email')?.focus();
  }

  return (
    <AuthLayout title="Student Registration" hindi="छात्र पंजीकरण" wide>
      <form noValidate onSubmit={formik.handleSubmit}>
        <TextField
          label="Full Name"
          name="fullName"
          autoComplete="name"
          hint={<span lang="hi">पूरा नाम (हिन्दी या अंग्रेज़ी में)</span>}
          value={values.fullName}
          onChange={formik.handleChange}
          error={errors.fullName}
        />
        <TextField
          id="register-email"
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          readOnly={emailStatus.isReadonly}
          aria-readonly={emailStatus.isReadonly || undefined}
          verified={emailStatus.isVerified}
          value={values.email}
          onChange={formik.handleChange}
          onKeyDown={onEmailKey}
          hint={step === 'sent' ? 'Enter the 6 digit code we mailed to this address.' : undefined}
          error={errors.email}
          addon={
            step === 'not-sent' ? (
              <Button onClick={getOtp} pending={busy === 'send'} variant="secondary">
                Get Otp
              </Button>
            ) : undefined
          }
        />
        {step === 'sent' && (
          <TextField
            label="Email OTP"
            name="email_otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={emailStatus.otp ?? ''}
            onChange={(e) => dispatch({ type: 'otpTyped', channel: 'email', otp: e.target.value })}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void verify();
              }
            }}
            addon={
              <Button onClick={verify} pending={busy === 'verify'} variant="secondary">
                Verify
              </Button>
            }
          />
        )}
        {step === 'verified' && (
          <Verified role="status">
            <span aria-hidden="true">✔</span> Verified Email
          </Verified>
        )}
        {step !== 'not-sent' && (
          <ResetRow>
            <Button variant="link" small onClick={resetVerification}>
              Reset Verification
            </Button>
          </ResetRow>
        )}
        <TextField
          label="Mobile Number"
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          hint="10 digits, without +91"
          value={values.phone}
          onChange={(e) => formik.setFieldValue('phone', normalisePhone(e.target.value))}
          error={errors.phone}
        />
        <TextField
          label="Password"
          name="password"
          type={show ? 'text' : 'password'}
          autoComplete="new-password"
          hint="At least 8 characters"
          value={values.password}
          onChange={formik.handleChange}
          error={errors.password}
        />
        <TextField
          label="Confirm Password"
          name="confirmPassword"
          type={show ? 'text' : 'password'}
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={formik.handleChange}
          error={errors.confirmPassword}
        />
        <ShowPasswordsCheckbox checked={show} onChange={setShow} />
        <Button
          type="submit"
          block
          pending={verification.formLoading}
          // aria-disabled keeps the button pressable so that a press can say what is missing.
          aria-disabled={!allowed}
        >
          {verification.formLoading ? 'Registering...' : 'Register'}
        </Button>
        <Hint role="status">{hint ? 'Fill in every field and verify your email to register.' : ''}</Hint>
      </form>
      <Back>
        Already registered? <Link to="/student/login">Login</Link>
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
