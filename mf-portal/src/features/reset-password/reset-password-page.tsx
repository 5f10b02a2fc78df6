// /student/reset-password?token=…: the page of the mailed link, where the student chooses a new password.
import { useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@college/web-kit/routing';
import styled from 'styled-components';
import { PORTAL_TOAST_MS, accountMessage, resetPasswordConfirmSchema, validatePayload } from '@college/shared-types';
import { AuthLayout } from '../../components/auth-layout';
import { Button } from '@college/web-kit/ui';
import { ErrorList, TextField } from '@college/web-kit/ui';
import { ShowPasswordsCheckbox } from '../../components/show-passwords-checkbox';
import { errorMessage, isNoAnswer, useApi, useText, type ApiRequestError } from '@college/web-kit';
import { useToast } from '@college/web-kit/ui';
import { confirmPasswordReset } from './api/confirm-password-reset';

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

export function ResetPasswordPage() {
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [show, setShow] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const { t, lang } = useText();
  /** A field's messages in the site language (the shared rules' messages have their Hindi). */
  const shown = (list: string[] | undefined) => list?.map((m) => t(accountMessage(m)));
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
          title: answer.message || t({ en: 'Your password has been changed.', hi: 'आपका पासवर्ड बदल दिया गया है।' }),
          text: t({ en: 'Please log in.', hi: 'कृपया लॉगिन करें।' }),
        });
        await new Promise<void>((resolve) => {
          redirect.current = setTimeout(resolve, PORTAL_TOAST_MS);
        });
        navigate('/student/login');
      } catch (error) {
        console.error(error);
        toast.dialog({
          kind: 'error',
          title: t({ en: 'Server Busy', hi: 'सर्वर व्यस्त है' }),
          text: t({ en: 'Please try again in a few minutes.', hi: 'कृपया कुछ मिनट बाद फिर से प्रयास करें।' }),
        });
      }
    },
  });

  return (
    <AuthLayout title="Set a New Password" hindi="नया पासवर्ड बनाएँ">
      {!token && (
        <ErrorList
          id="reset-token-error"
          errors={t({
            en: 'This reset link is not complete. Please request a new one.',
            hi: 'यह लिंक अधूरा है। कृपया नया लिंक मँगाएँ।',
          })}
        />
      )}
      <form noValidate onSubmit={formik.handleSubmit} lang={lang}>
        <TextField
          label={t({ en: 'New Password', hi: 'नया पासवर्ड' })}
          name="password"
          type={show ? 'text' : 'password'}
          autoComplete="new-password"
          value={formik.values.password}
          onChange={formik.handleChange}
          error={shown(errors.password)}
        />
        <TextField
          label={t({ en: 'Confirm New Password', hi: 'नया पासवर्ड दोबारा लिखें' })}
          name="password_confirmation"
          type={show ? 'text' : 'password'}
          autoComplete="new-password"
          value={formik.values.password_confirmation}
          onChange={formik.handleChange}
          error={shown(errors.password_confirmation)}
        />
        <ShowPasswordsCheckbox checked={show} onChange={setShow} />
        <ErrorList id="reset-form-error" errors={errors.token} />
        <Button type="submit" block pending={formik.isSubmitting} disabled={!token}>
          {formik.isSubmitting
            ? t({ en: 'Saving...', hi: 'सहेजा जा रहा है...' })
            : t({ en: 'Save Password', hi: 'पासवर्ड सहेजें' })}
        </Button>
      </form>
      <Back lang={lang}>
        <Link to="/student/forgot-password">{t({ en: 'Request a new link', hi: 'नया लिंक मँगाएँ' })}</Link> ·{' '}
        <Link to="/student/login">{t({ en: 'Back to Login', hi: 'लॉगिन पर वापस जाएँ' })}</Link>
      </Back>
    </AuthLayout>
  );
}
