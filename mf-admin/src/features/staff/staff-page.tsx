// /admin/staff (admin): staff accounts — create one (a set-password link is mailed, never a password), change a
// role, disable or enable, and send a new set-password link.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { STAFF_ROLE_LABELS, down, type StaffRole } from '@college/shared-types';
import { isApiError, useText, tokens } from '@college/web-kit';
import { Alert, Badge, Button, DataTable, Panel, Select, SelectField, TextField, useToast } from '@college/web-kit/ui';
import { failureText, formatDateTime } from '../../lib/format';
import { useOfficeApi, useStaff } from '../../lib/staff-session';
import { COMMON } from '../../lib/texts';
import { useLoad } from '../../lib/use-load';
import { createStaff, getStaff, sendPasswordLink, updateStaff } from './api/staff';

const TEXT = {
  title: { en: 'Staff accounts', hi: 'कर्मचारी खाते' },
  add: { en: 'Add a staff member', hi: 'कर्मचारी जोड़ें' },
  create: { en: 'Create and mail the link', hi: 'बनाएँ और लिंक ईमेल करें' },
  created: {
    en: 'Account created. A set-password link was mailed to {email}.',
    hi: 'खाता बन गया। {email} पर पासवर्ड बनाने का लिंक भेजा गया।',
  },
  list: { en: 'Staff accounts', hi: 'कर्मचारी खाते' },
  state: { en: 'Account', hi: 'खाता' },
  active: { en: 'Active', hi: 'सक्रिय' },
  disabled: { en: 'Disabled', hi: 'निष्क्रिय' },
  noPassword: { en: 'Password not set yet', hi: 'पासवर्ड अभी नहीं बना' },
  lastSignIn: { en: 'Last sign-in', hi: 'अंतिम साइन इन' },
  actions: { en: 'Actions', hi: 'कार्य' },
  roleOf: { en: 'Role of {name}', hi: '{name} की भूमिका' },
  disable: { en: 'Disable', hi: 'निष्क्रिय करें' },
  enable: { en: 'Enable', hi: 'सक्रिय करें' },
  link: { en: 'Send set-password link', hi: 'पासवर्ड लिंक भेजें' },
  linkSent: { en: 'A new set-password link was mailed to {email}.', hi: '{email} पर पासवर्ड बनाने का नया लिंक भेजा गया।' },
  updated: { en: 'Saved.', hi: 'सहेजा गया।' },
};

const fill = (s: string, values: Record<string, string | number>) =>
  s.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

const CreateForm = styled.form`
  display: grid;
  grid-template-columns: 2fr 2fr 1fr auto;
  gap: 0 ${tokens.space(2)};
  align-items: end;
  ${down('md')} {
    grid-template-columns: 1fr;
  }
  button {
    margin-bottom: ${tokens.space(2)};
  }
`;

/** The roles from the least to the most powerful: a new account starts on the first, Administrator is last. */
const ROLES_BY_POWER: readonly StaffRole[] = ['editor', 'accounts', 'verifier', 'admin'];
const LEAST_POWERFUL: StaffRole = ROLES_BY_POWER[0]!;

export function StaffPage() {
  const { t, lang } = useText();
  const api = useOfficeApi();
  const me = useStaff();
  const toast = useToast();
  const load = useLoad((signal) => getStaff(api, signal), [api]);
  const [values, setValues] = useState<{ email: string; name: string; role: string }>({
    email: '',
    name: '',
    role: LEAST_POWERFUL,
  });
  const [pending, setPending] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  const create = async (e: FormEvent) => {
    e.preventDefault();
    setPending(true);
    setFailure(null);
    setErrors({});
    try {
      await createStaff(api, values);
      toast.show({ kind: 'success', title: fill(t(TEXT.created), { email: values.email }) });
      setValues({ email: '', name: '', role: LEAST_POWERFUL });
      load.reload();
    } catch (error) {
      if (isApiError(error)) setErrors(error.errors);
      setFailure(failureText(error, t));
    } finally {
      setPending(false);
    }
  };

  const act = async (id: number, call: () => Promise<unknown>, message: string) => {
    setBusy(id);
    setFailure(null);
    try {
      await call();
      toast.show({ kind: 'success', title: message });
      load.reload();
    } catch (error) {
      setFailure(failureText(error, t));
    } finally {
      setBusy(null);
    }
  };

  const roleOptions = ROLES_BY_POWER.map((r) => ({ value: r, label: t(STAFF_ROLE_LABELS[r]) }));

  return (
    <>
      <h1>{t(TEXT.title)}</h1>
      <Panel title={t(TEXT.add)}>
        <CreateForm onSubmit={(e) => void create(e)} noValidate>
          <TextField
            label={t(COMMON.email)}
            type="email"
            value={values.email}
            onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
            error={errors.email}
          />
          <TextField
            label={t(COMMON.name)}
            value={values.name}
            onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
            error={errors.name}
          />
          <SelectField
            label={t(COMMON.role)}
            options={roleOptions}
            value={values.role}
            onChange={(e) => setValues((v) => ({ ...v, role: e.target.value }))}
            error={errors.role}
          />
          <Button type="submit" pending={pending}>
            {t(TEXT.create)}
          </Button>
        </CreateForm>
      </Panel>
      {failure && (
        <Alert tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {load.error ? <Alert tone="error">{failureText(load.error, t)}</Alert> : null}
      <DataTable
        caption={t(TEXT.list)}
        rows={load.data?.data ?? []}
        rowKey={(r) => r.id}
        empty={load.loading ? t(COMMON.loading) : t(COMMON.none)}
        columns={[
          {
            key: 'name',
            header: t(COMMON.name),
            cell: (r) => (
              <span>
                {r.name}
                <br />
                <small>{r.email}</small>
              </span>
            ),
          },
          {
            key: 'role',
            header: t(COMMON.role),
            cell: (r) => (
              <Select
                aria-label={fill(t(TEXT.roleOf), { name: r.name })}
                value={r.role}
                disabled={busy === r.id || r.id === me.id}
                $invalid={false}
                onChange={(e) =>
                  void act(r.id, () => updateStaff(api, r.id, { role: e.target.value as StaffRole }), t(TEXT.updated))
                }
              >
                {roleOptions.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </Select>
            ),
          },
          {
            key: 'state',
            header: t(TEXT.state),
            cell: (r) => (
              <span>
                <Badge $tone={r.disabled ? 'danger' : 'resolved'}>{t(r.disabled ? TEXT.disabled : TEXT.active)}</Badge>
                {!r.password_set && (
                  <>
                    <br />
                    <small>{t(TEXT.noPassword)}</small>
                  </>
                )}
              </span>
            ),
          },
          { key: 'last', header: t(TEXT.lastSignIn), cell: (r) => formatDateTime(r.last_signin_at, lang) },
          {
            key: 'actions',
            header: t(TEXT.actions),
            cell: (r) =>
              r.id === me.id ? (
                '—'
              ) : (
                <span style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
                  <Button
                    small
                    variant={r.disabled ? 'secondary' : 'danger'}
                    pending={busy === r.id}
                    onClick={() =>
                      void act(r.id, () => updateStaff(api, r.id, { disabled: !r.disabled }), t(TEXT.updated))
                    }
                  >
                    {t(r.disabled ? TEXT.enable : TEXT.disable)}
                  </Button>
                  {!r.disabled && (
                    <Button
                      small
                      variant="secondary"
                      disabled={busy === r.id}
                      onClick={() =>
                        void act(r.id, () => sendPasswordLink(api, r.id), fill(t(TEXT.linkSent), { email: r.email }))
                      }
                    >
                      {t(TEXT.link)}
                    </Button>
                  )}
                </span>
              ),
          },
        ]}
      />
    </>
  );
}
