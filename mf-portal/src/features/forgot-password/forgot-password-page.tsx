// /student/forgot-password: asks for the address and mails a reset link to it (SPEC §2, §4, §5, §8).
import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { Link } from '@college/web-kit/routing';
import styled from 'styled-components';
import { ACCOUNT_MESSAGES, accountMessage, colors, forgotPasswordSchema, validatePayload } from '@college/shared-types';
import { AuthLayout } from '../../components/auth-layout';
import { Button } from '@college/web-kit/ui';
import { TextField } from '@college/web-kit/ui';
import { isNoAnswer, useApi, useErrorText, useFormTakeOver, useText, type ApiRequestError } from '@college/web-kit';
import { useToast } from '@college/web-kit/ui';
import { requestPasswordReset } from './api/request-password-reset';

const Note = styled.p`
  background: var(--color-warning-tint);
  border-left: 4px solid ${colors.accent};
  padding: 10px 12px;
  margin: 0 0 16px;
  line-height: 1.6;
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

export function ForgotPasswordPage() {
  const api = useApi();
  const toast = useToast();
  const { t, lang } = useText();
  const { ruleErrors } = useErrorText();
  const validEmail = { en: 'Please enter valid email', hi: 'कृपया सही ईमेल लिखें' };
  // The rules' message stays under the field (the toast goes after a few seconds) until the address changes.
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const formik = useFormik({
    initialValues: { applicant_email: '' },
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values) => {
      const checked = validatePayload(forgotPasswordSchema, values);
      setErrors(checked.ok ? {} : checked.errors);
      if (!checked.ok) {
        const empty = checked.errors.applicant_email?.includes(ACCOUNT_MESSAGES.emailEmpty);
        toast.show(
          empty
            ? { kind: 'error', title: t(accountMessage(ACCOUNT_MESSAGES.emailEmpty)) }
            : { kind: 'warning', title: t(accountMessage(ACCOUNT_MESSAGES.email)) },
        );
        return;
      }
      try {
        const body = await requestPasswordReset(api, checked.value.applicant_email);
        if (body.message) toast.show({ kind: 'success', title: body.message });
        else toast.show({ kind: 'warning', title: t(validEmail) });
      } catch (error) {
        if (!isNoAnswer(error) && (error as ApiRequestError).status < 500) {
          toast.show({ kind: 'warning', title: t(validEmail) });
          return;
        }
        console.error(error);
        toast.dialog({
          kind: 'error',
          title: t({ en: 'Server Busy', hi: 'सर्वर व्यस्त है' }),
          text: t({ en: 'Please try again in a few minutes.', hi: 'कृपया कुछ मिनट बाद फिर से प्रयास करें।' }),
        });
      }
    },
  });
  // Typed (or sent) before the server's page was taken over: kept, and sent now.
  const form = useRef<HTMLFormElement>(null);
  const takeOver = useFormTakeOver(form, (name, value) => {
    if (name === 'applicant_email') void formik.setFieldValue(name, String(value), false);
  });

  return (
    <AuthLayout title="Forgot Password" hindi="पासवर्ड भूल गए">
      <Note lang={lang}>
        {t({
          en: 'Write your registered email address. A link to make a new password will be sent to it.',
          hi: 'अपना पंजीकृत ईमेल पता लिखें। नया पासवर्ड बनाने का लिंक आपके ईमेल पते पर भेजा जाएगा।',
        })}
      </Note>
      <form ref={form} {...takeOver} noValidate onSubmit={formik.handleSubmit} lang={lang}>
        <TextField
          label={t({ en: 'Email', hi: 'ईमेल' })}
          name="applicant_email"
          type="email"
          autoComplete="email"
          inputMode="email"
          hint={t({
            en: 'We will mail you a link to set a new password.',
            hi: 'हम आपको नया पासवर्ड बनाने का लिंक ईमेल करेंगे।',
          })}
          value={formik.values.applicant_email}
          onChange={(e) => {
            formik.handleChange(e);
            setErrors({});
          }}
          error={ruleErrors(errors).applicant_email}
        />
        <Button type="submit" block pending={formik.isSubmitting}>
          {formik.isSubmitting ? t({ en: 'Sending...', hi: 'भेजा जा रहा है...' }) : t({ en: 'Send', hi: 'भेजें' })}
        </Button>
      </form>
      <Back lang={lang}>
        <Link to="/student/login">{t({ en: 'Back to Login', hi: 'लॉगिन पर वापस जाएँ' })}</Link>
      </Back>
    </AuthLayout>
  );
}
