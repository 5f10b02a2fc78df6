// /student/login: email, password with show/hide, links to forgot password and register (SPEC §2, §5, §8).
import { useFormik } from 'formik';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ACCOUNT_MESSAGES, PORTAL_TOAST_MS, signInSchema, validatePayload } from '@college/shared-types';
import { useShell } from '@college/web-kit';
import { AuthLayout } from '../../components/auth-layout';
import { Button } from '../../components/button';
import { ShowPasswordButton, TextField } from '../../components/fields';
import { useApi } from '../../lib/api-client';
import { storeToken } from '../../lib/token';
import { useToast } from '../../lib/toast';
import { signIn } from './api/sign-in';

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px;
  margin: 20px 0 0;
  a {
    display: inline-block;
    padding: 10px 0;
    font-weight: 600;
  }
`;

export function LoginPage() {
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const { atoms } = useShell();
  const setAuthenticated = useSetAtom(atoms.isAuthenticated);
  const [show, setShow] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => clearTimeout(redirect.current ?? undefined), []);

  const formik = useFormik({
    initialValues: { email: '', password: '' },
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values) => {
      const checked = validatePayload(signInSchema, values);
      if (!checked.ok) {
        const all = Object.values(checked.errors).flat();
        if (all.includes(ACCOUNT_MESSAGES.fillAll)) toast.show({ kind: 'error', title: ACCOUNT_MESSAGES.fillAll });
        else toast.show({ kind: 'warning', title: ACCOUNT_MESSAGES.email });
        return;
      }
      try {
        const res = await signIn(api, checked.value);
        if (!res.ok) {
          toast.show({
            kind: 'error',
            title: 'Login Failed',
            // Too many attempts is not a wrong password: the server says when to try again.
            text: res.status === 429 && res.body?.message ? res.body.message : 'Invalid email or password.',
          });
          return;
        }
        const token = res.body?.token;
        if (!token) {
          toast.show({
            kind: 'error',
            title: res.body?.message || 'Login Failed',
            text: 'Please enter valid email and password',
          });
          return;
        }
        storeToken(token);
        setAuthenticated(true);
        toast.show({
          kind: 'success',
          title: res.body?.message || 'Login successful',
          text: 'Redirecting to dashboard...',
        });
        await new Promise<void>((resolve) => {
          redirect.current = setTimeout(resolve, PORTAL_TOAST_MS);
        });
        navigate('/student/dashboard');
      } catch {
        toast.show({ kind: 'error', title: 'Login Failed', text: 'Invalid email or password.' });
      }
    },
  });

  return (
    <AuthLayout title="Student Login" hindi="छात्र लॉगिन">
      <form noValidate onSubmit={formik.handleSubmit}>
        <TextField
          id="login-email"
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={formik.values.email}
          onChange={formik.handleChange}
        />
        <TextField
          id="login-password"
          label="Password"
          name="password"
          type={show ? 'text' : 'password'}
          autoComplete="current-password"
          value={formik.values.password}
          onChange={formik.handleChange}
          addon={<ShowPasswordButton shown={show} onToggle={() => setShow((s) => !s)} controls="login-password" />}
        />
        <Button type="submit" block pending={formik.isSubmitting}>
          {formik.isSubmitting ? 'Logging in...' : 'Login'}
        </Button>
      </form>
      <Links>
        <Link to="/student/forgot-password">Forgot Password</Link>
        <span>
          New student? <Link to="/student/register">Register</Link>
        </span>
      </Links>
    </AuthLayout>
  );
}
