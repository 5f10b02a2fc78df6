// /admin and /admin/login: staff sign in with email and password (5 wrong tries in 15 minutes hold the
// account back); afterwards the page asked for (`next`) or the role's first section.
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from '@college/web-kit/routing';
import type { StaffIdentity } from '@college/shared-types';
import { isApiError, useText } from '@college/web-kit';
import { Alert, Button, Panel, TextField } from '@college/web-kit/ui';
import { PlainLayout } from '../../components/console-layout';
import { failureText } from '../../lib/format';
import { homeFor } from '../../lib/sections';
import { useStaffSession } from '../../lib/staff-session';
import { COMMON } from '../../lib/texts';
import { signIn } from './api/sign-in';

const TEXT = {
  title: { en: 'Staff sign in', hi: 'कर्मचारी साइन इन' },
  password: { en: 'Password', hi: 'पासवर्ड' },
  submit: { en: 'Sign in', hi: 'साइन इन करें' },
  wrong: { en: 'Invalid email or password.', hi: 'ईमेल या पासवर्ड गलत है।' },
  held: {
    en: 'Too many wrong tries. Wait 15 minutes and try again.',
    hi: 'बहुत अधिक गलत प्रयास। 15 मिनट प्रतीक्षा करके फिर से प्रयास करें।',
  },
  hint: {
    en: 'New staff: open the link in the mail from the office administrator to set your password.',
    hi: 'नए कर्मचारी: पासवर्ड बनाने के लिए कार्यालय प्रशासक के ईमेल का लिंक खोलें।',
  },
};

export function SignInPage() {
  const { t } = useText();
  const { api, signedIn } = useStaffSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setPending(true);
    setFailure(null);
    setFieldErrors({});
    try {
      const r = await signIn(api, email, password);
      if (!r.token || !r.admin) throw new Error('no token');
      signedIn(r.token, r.admin as StaffIdentity);
      const next = params.get('next');
      navigate(next && next.startsWith('/admin/') ? next : homeFor(r.admin.role), { replace: true });
    } catch (error) {
      if (isApiError(error) && error.status === 401) setFailure(t(TEXT.wrong));
      else if (isApiError(error) && error.status === 429) setFailure(t(TEXT.held));
      else {
        if (isApiError(error)) setFieldErrors(error.errors);
        setFailure(failureText(error, t));
      }
      setPending(false);
    }
  };

  return (
    <PlainLayout>
      <h1>{t(TEXT.title)}</h1>
      <Panel title={t(COMMON.console)}>
        <form onSubmit={(e) => void submit(e)} noValidate>
          {failure && <Alert tone="error">{failure}</Alert>}
          <TextField
            label={t(COMMON.email)}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={fieldErrors.email}
            required
          />
          <TextField
            label={t(TEXT.password)}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={fieldErrors.password}
            required
          />
          <Button type="submit" block pending={pending}>
            {t(TEXT.submit)}
          </Button>
          <p style={{ fontSize: 14 }}>{t(TEXT.hint)}</p>
        </form>
      </Panel>
    </PlainLayout>
  );
}
