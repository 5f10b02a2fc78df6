// /student/reset-password?token=…: the page of the mailed link, where the student chooses a new password.
import { useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PORTAL_TOAST_MS, resetPasswordConfirmSchema, validatePayload } from '@college/shared-types';
import { AuthLayout } from '../../components/auth-layout';
import { Button } from '@college/web-kit/ui';
import { ErrorList, TextField } from '@college/web-kit/ui';
import { ShowPasswordsCheckbox } from '../../components/show-passwords-checkbox';
import { errorMessage, isNoAnswer, useApi, type ApiRequestError } from '@college/web-kit';
import { useToast } from '@college/web-kit/ui';
import { confirmPasswordReset } from './api/confirm-password-reset';

const Back = styled.p`
  margin: 20px 0 0;
  a {
    display: inline-block;
    padding: 10px 0;
    font-weight: 600;
  }
`;

export function ResetPasswordPage() {
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [show, setShow] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(redirect.current ?? undefined), []);

  const formik = useFormik({
    initialValues: { password: '', password_confirmation: '' },
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values) => {
      const checked = validatePayload(resetPasswordConfirmSchema, { ...values, token });
      if (!checked.ok) {
        setErrors(checked.errors);
        return;
      }
      setErrors({});
      try {
        let answer: { message?: string };
        try {
          answer = await confirmPasswordReset(api, checked.value);
        } catch (error) {
          if (isNoAnswer(error)) throw error;
          setErrors((error as ApiRequestError).errors);
          toast.show({ kind: 'error', title: errorMessage(error, 'This reset link is not valid any more.') });
          return;
        }
        toast.show({
          kind: 'success',
          title: answer.message || 'Your password has been changed.',
          text: 'Please log in.',
        });
        await new Promise<void>((resolve) => {
          redirect.current = setTimeout(resolve, PORTAL_TOAST_MS);
        });
        navigate('/student/login');
      } catch (error) {
        console.error(error);
        toast.dialog({ kind: 'error', title: 'Server Busy', text: 'Please try again in a few minutes.' });
      }
    },
  });

  return (
    <AuthLayout title="Set a New Password" hindi="नया पासवर्ड बनाएँ">
      {!token && (
        <ErrorList id="reset-token-error" errors="This reset link is not complete. Please request a new one." />
      )}
      <form noValidate onSubmit={formik.handleSubmit}>
        <TextField
          label="New Password"
          name="password"
          type={show ? 'text' : 'password'}
          autoComplete="new-password"
          value={formik.values.password}
          onChange={formik.handleChange}
          error={errors.password}
        />
        <TextField
          label="Confirm New Password"
          name="password_confirmation"
          type={show ? 'text' : 'password'}
          autoComplete="new-password"
          value={formik.values.password_confirmation}
          onChange={formik.handleChange}
          error={errors.password_confirmation}
        />
        <ShowPasswordsCheckbox checked={show} onChange={setShow} />
        <ErrorList id="reset-form-error" errors={errors.token} />
        <Button type="submit" block pending={formik.isSubmitting} disabled={!token}>
          {formik.isSubmitting ? 'Saving...' : 'Save Password'}
        </Button>
      </form>
      <Back>
        <Link to="/student/forgot-password">Request a new link</Link> · <Link to="/student/login">Back to Login</Link>
      </Back>
    </AuthLayout>
  );
}
