// /admin/password: a staff member changes their own password (their other sessions end).
import { useState, type FormEvent } from 'react';
import { isApiError, useText } from '@college/web-kit';
import { Alert, Button, Panel, TextField } from '@college/web-kit/ui';
import { failureText } from '../../lib/format';
import { useOfficeApi } from '../../lib/staff-session';
import { PASSWORD_TEXT } from '../set-password/set-password-page';
import { changePassword } from './api/change-password';

const TEXT = {
  title: { en: 'Change password', hi: 'पासवर्ड बदलें' },
  current: { en: 'Current password', hi: 'वर्तमान पासवर्ड' },
  submit: { en: 'Change password', hi: 'पासवर्ड बदलें' },
  done: {
    en: 'Your password is changed. Other sessions of your account have ended.',
    hi: 'आपका पासवर्ड बदल गया है। आपके खाते के अन्य सत्र समाप्त हो गए हैं।',
  },
};

export function PasswordPage() {
  const { t } = useText();
  const api = useOfficeApi();
  const [values, setValues] = useState({ current_password: '', password: '', password_confirmation: '' });
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setPending(true);
    setFailure(null);
    setErrors({});
    setDone(false);
    try {
      await changePassword(api, values);
      setDone(true);
      setValues({ current_password: '', password: '', password_confirmation: '' });
    } catch (error) {
      if (isApiError(error)) setErrors(error.errors);
      setFailure(failureText(error, t));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <h1>{t(TEXT.title)}</h1>
      <div style={{ maxWidth: 480 }}>
        <Panel title={t(TEXT.title)}>
          <form onSubmit={(e) => void submit(e)} noValidate>
            {done && <Alert tone="success">{t(TEXT.done)}</Alert>}
            {failure && <Alert tone="error">{failure}</Alert>}
            <TextField
              label={t(TEXT.current)}
              type="password"
              autoComplete="current-password"
              value={values.current_password}
              onChange={set('current_password')}
              error={errors.current_password}
            />
            <TextField
              label={t(PASSWORD_TEXT.password)}
              hint={t(PASSWORD_TEXT.rule)}
              type="password"
              autoComplete="new-password"
              value={values.password}
              onChange={set('password')}
              error={errors.password}
            />
            <TextField
              label={t(PASSWORD_TEXT.confirm)}
              type="password"
              autoComplete="new-password"
              value={values.password_confirmation}
              onChange={set('password_confirmation')}
              error={errors.password_confirmation}
            />
            <Button type="submit" pending={pending}>
              {t(TEXT.submit)}
            </Button>
          </form>
        </Panel>
      </div>
    </>
  );
}
