// /admin/set-password?token=…: a new staff member (or one whose link was sent again) sets a password from the
// single-use mailed link (48 hours), then signs in.
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from '@college/web-kit/routing';
import { STAFF_PASSWORD_MIN } from '@college/shared-types';
import { isApiError, useText } from '@college/web-kit';
import { Alert, Button, Panel, TextField } from '@college/web-kit/ui';
import { PlainLayout } from '../../components/console-layout';
import { failureText } from '../../lib/format';
import { useStaffSession } from '../../lib/staff-session';
import { setFirstPassword } from './api/set-password';

export const PASSWORD_TEXT = {
  password: { en: 'New password', hi: 'नया पासवर्ड' },
  confirm: { en: 'New password again', hi: 'नया पासवर्ड दोबारा' },
  rule: {
    en: `At least ${STAFF_PASSWORD_MIN} characters, with letters and digits.`,
    hi: `कम से कम ${STAFF_PASSWORD_MIN} अक्षर, जिनमें अक्षर और अंक दोनों हों।`,
  },
};

const TEXT = {
  title: { en: 'Set your password', hi: 'अपना पासवर्ड बनाएँ' },
  submit: { en: 'Set password', hi: 'पासवर्ड बनाएँ' },
  done: { en: 'Your password is set. You can sign in now.', hi: 'आपका पासवर्ड बन गया है। अब साइन इन करें।' },
  signIn: { en: 'Go to sign in', hi: 'साइन इन पर जाएँ' },
  noToken: {
    en: 'This link is not valid. Ask the office administrator for a new one.',
    hi: 'यह लिंक मान्य नहीं है। कार्यालय प्रशासक से नया लिंक माँगें।',
  },
};

export function SetPasswordPage() {
  const { t } = useText();
  const { api } = useStaffSession();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setPending(true);
    setFailure(null);
    setErrors({});
    try {
      await setFirstPassword(api, { token, password, password_confirmation: confirmation });
      setDone(true);
    } catch (error) {
      if (isApiError(error)) setErrors(error.errors);
      setFailure(isApiError(error) && error.errors.token ? t(TEXT.noToken) : failureText(error, t));
    } finally {
      setPending(false);
    }
  };

  return (
    <PlainLayout>
      <h1>{t(TEXT.title)}</h1>
      <Panel title={t(TEXT.title)}>
        {!token ? (
          <Alert tone="error">{t(TEXT.noToken)}</Alert>
        ) : done ? (
          <>
            <Alert tone="success">{t(TEXT.done)}</Alert>
            <Link to="/admin/login">{t(TEXT.signIn)}</Link>
          </>
        ) : (
          <form onSubmit={(e) => void submit(e)} noValidate>
            {failure && <Alert tone="error">{failure}</Alert>}
            <TextField
              label={t(PASSWORD_TEXT.password)}
              hint={t(PASSWORD_TEXT.rule)}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors.password}
            />
            <TextField
              label={t(PASSWORD_TEXT.confirm)}
              type="password"
              autoComplete="new-password"
              value={confirmation}
              onChange={(e) => setConfirmation(e.target.value)}
              error={errors.password_confirmation}
            />
            <Button type="submit" block pending={pending}>
              {t(TEXT.submit)}
            </Button>
          </form>
        )}
      </Panel>
    </PlainLayout>
  );
}
