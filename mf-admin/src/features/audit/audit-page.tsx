// /admin/audit (admin): every staff action with who and when, newest first; filter by action, target and dates.
import styled from 'styled-components';
import { down } from '@college/shared-types';
import { isApiError, useText, tokens } from '@college/web-kit';
import { Alert, Button, DataTable, Panel, SelectField, TextField } from '@college/web-kit/ui';
import { failureText, formatDateTime } from '../../lib/format';
import { useOfficeApi } from '../../lib/staff-session';
import { useFilteredList } from '../../lib/use-filtered-list';
import { COMMON } from '../../lib/texts';
import { AUDIT_SENTENCES, auditSentence } from './audit-words';
import { getAudit } from './api/get-audit';

const TEXT = {
  title: { en: 'Audit log', hi: 'गतिविधि लॉग' },
  action: { en: 'Action', hi: 'कार्य' },
  target: { en: 'Form number', hi: 'फ़ॉर्म संख्या' },
  anyAction: { en: 'Every action', hi: 'सभी कार्य' },
  list: { en: 'Staff actions, newest first', hi: 'कर्मचारियों के कार्य, नवीनतम पहले' },
  who: { en: 'Who', hi: 'किसने' },
  what: { en: 'Action', hi: 'कार्य' },
  when: { en: 'When', hi: 'कब' },
  pageOf: { en: 'Page {page} of {pages} · {total} entries', hi: 'पृष्ठ {page} / {pages} · {total} प्रविष्टियाँ' },
};

const PER_PAGE = 50;

const Filters = styled.form`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr)) auto;
  gap: 0 ${tokens.space(2)};
  align-items: end;
  ${down('md')} {
    grid-template-columns: 1fr 1fr;
  }
  ${down('sm')} {
    grid-template-columns: 1fr;
  }
  button {
    margin-bottom: ${tokens.space(2)};
  }
`;

type Query = { action: string; target: string; from: string; to: string };

export function AuditPage() {
  const { t, lang } = useText();
  const api = useOfficeApi();
  const {
    page,
    setPage,
    load,
    apply,
    field: set,
  } = useFilteredList(
    (query, signal) => getAudit(api, query, signal),
    { action: '', target: '', from: '', to: '' } as Query,
    PER_PAGE,
    [api],
  );
  const data = load.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  const errors = isApiError(load.error) ? load.error.errors : {};

  return (
    <>
      <h1>{t(TEXT.title)}</h1>
      <Panel title={t(COMMON.search)}>
        <Filters onSubmit={apply}>
          <SelectField
            label={t(TEXT.action)}
            placeholder={t(TEXT.anyAction)}
            options={Object.keys(AUDIT_SENTENCES).map((a) => ({
              value: a,
              label: t(AUDIT_SENTENCES[a]!)
                .replace(/\{\w+\}:?\s*/g, '')
                .replace(/[:(]\s*$/, '')
                .trim(),
            }))}
            {...set('action')}
            error={errors.action}
          />
          <TextField label={t(TEXT.target)} {...set('target')} error={errors.target} />
          <TextField type="date" label={t(COMMON.from)} {...set('from')} error={errors.from} />
          <TextField type="date" label={t(COMMON.to)} {...set('to')} error={errors.to} />
          <Button type="submit">{t(COMMON.apply)}</Button>
        </Filters>
      </Panel>
      {load.error ? <Alert tone="error">{failureText(load.error, t)}</Alert> : null}
      <DataTable
        caption={t(TEXT.list)}
        rows={data?.data ?? []}
        rowKey={(r) => r.id}
        empty={load.loading ? t(COMMON.loading) : t(COMMON.none)}
        columns={[
          { key: 'when', header: t(TEXT.when), cell: (r) => formatDateTime(r.created_at, lang) },
          { key: 'who', header: t(TEXT.who), cell: (r) => r.staff_name ?? r.staff_email ?? '—' },
          { key: 'what', header: t(TEXT.what), cell: (r) => auditSentence(r, t, lang) },
        ]}
      />
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', marginTop: 16 }}>
        <Button small variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {t(COMMON.previousPage)}
        </Button>
        <span>
          {t(TEXT.pageOf)
            .replace('{page}', String(page))
            .replace('{pages}', String(pages))
            .replace('{total}', String(data?.total ?? 0))}
        </span>
        <Button small variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          {t(COMMON.nextPage)}
        </Button>
      </div>
    </>
  );
}
