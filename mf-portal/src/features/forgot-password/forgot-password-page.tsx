// /student/forgot-password: asks for the address and mails a reset link to it (SPEC §2, §4, §5, §8).
import { useFormik } from 'formik';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ACCOUNT_MESSAGES, colors, forgotPasswordSchema, validatePayload } from '@college/shared-types';
import { AuthLayout } from '../../components/auth-layout';
import { Button } from '@college/web-kit/ui';
import { TextField } from '@college/web-kit/ui';
import { isNoAnswer, useApi, type ApiRequestError } from '@college/web-kit';
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
    display: inline-block;
    padding: 10px 0;
    font-weight: 600;
  }
`;

export function ForgotPasswordPage() {
  const api = useApi();
  const toast = useToast();
  const formik = useFormik({
    initialValues: { applicant_email: '' },
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values) => {
      const checked = validatePayload(forgotPasswordSchema, values);
      if (!checked.ok) {
        const empty = checked.errors.applicant_email?.includes(ACCOUNT_MESSAGES.emailEmpty);
        toast.show(
          empty
            ? { kind: 'error', title: ACCOUNT_MESSAGES.emailEmpty }
            : { kind: 'warning', title: ACCOUNT_MESSAGES.email },
        );
        return;
      }
      try {
        const body = await requestPasswordReset(api, checked.value.applicant_email);
        if (body.message) toast.show({ kind: 'success', title: body.message });
        else toast.show({ kind: 'warning', title: 'Please enter valid email' });
      } catch (error) {
        if (!isNoAnswer(error) && (error as ApiRequestError).status < 500) {
          toast.show({ kind: 'warning', title: 'Please enter valid email' });
          return;
        }
        console.error(error);
        toast.dialog({ kind: 'error', title: 'Server Busy', text: 'Please try again in a few minutes.' });
      }
    },
  });

  return (
    <AuthLayout title="Forgot Password" hindi="पासवर्ड भूल गए">
      <Note lang="hi">अपना पंजीकृत ईमेल पता लिखें। नया पासवर्ड बनाने का लिंक आपके ईमेल पते पर भेजा जाएगा।</Note>
      <form noValidate onSubmit={formik.handleSubmit}>
        <TextField
          label="Email"
          name="applicant_email"
          type="email"
          autoComplete="email"
          inputMode="email"
          hint="We will mail you a link to set a new password."
          value={formik.values.applicant_email}
          onChange={formik.handleChange}
        />
        <Button type="submit" block pending={formik.isSubmitting}>
          {formik.isSubmitting ? 'Sending...' : 'Send'}
        </Button>
      </form>
      <Back>
        <Link to="/student/login">Back to Login</Link>
      </Back>
    </AuthLayout>
  );
}
