// The delivery log: every message by mail and SMS with the provider's answer; filter by student, kind and status;
// send one again.
import styled from 'styled-components';
import {
  MESSAGE_KINDS,
  MESSAGE_STATUSES,
  MESSAGE_STATUS_LABELS,
  SMS_TEMPLATES,
  down,
  isMessageKind,
} from '@college/shared-types';
import { useText, tokens } from '@college/web-kit';
import { Alert, Badge, Button, DataTable, Panel, SelectField, TextField } from '@college/web-kit/ui';
import { failureText, formatDateTime } from '../../lib/format';
import { useOfficeApi } from '../../lib/staff-session';
import { useAction } from '../../lib/use-action';
import { useFilteredList } from '../../lib/use-filtered-list';
import { COMMON } from '../../lib/texts';
import { getMessages, resendMessage } from './api/messages';
import { MESSAGES_TEXT as TEXT } from './texts';

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

const Small = styled.span`
  display: block;
  font-size: 0.85em;
  color: ${tokens.color.muted};
  overflow-wrap: anywhere;
`;

const TONE = { queued: 'pending', sending: 'info', sent: 'resolved', failed: 'danger', skipped: 'info' } as const;

type Query = { search: string; kind: string; status: string; channel: string };

export function MessageLog() {
  const { t, lang } = useText();
  const api = useOfficeApi();
  const {
    page,
    setPage,
    load,
    apply,
    field: set,
  } = useFilteredList(
    (query, signal) => getMessages(api, query, signal),
    { search: '', kind: '', status: '', channel: '' } as Query,
    PER_PAGE,
    [api],
  );
  const resend = useAction(TEXT.resent);
  const data = load.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  const kindLabel = (k: string) => (isMessageKind(k) ? t(SMS_TEMPLATES[k].label) : k);

  return (
    <Panel title={t(TEXT.log)}>
      <Filters onSubmit={apply} aria-label={t(COMMON.search)}>
        <TextField label={t(TEXT.search)} {...set('search')} />
        <SelectField
          label={t(TEXT.kind)}
          placeholder={t(TEXT.anyKind)}
          options={MESSAGE_KINDS.map((k) => ({ value: k, label: kindLabel(k) }))}
          {...set('kind')}
        />
        <SelectField
          label={t(COMMON.status)}
          placeholder={t(TEXT.anyStatus)}
          options={MESSAGE_STATUSES.map((s) => ({ value: s, label: t(MESSAGE_STATUS_LABELS[s]) }))}
          {...set('status')}
        />
        <SelectField
          label={t(TEXT.channel)}
          placeholder={t(TEXT.anyChannel)}
          options={[
            { value: 'sms', label: t(TEXT.sms) },
            { value: 'mail', label: t(TEXT.mail) },
          ]}
          {...set('channel')}
        />
        <Button type="submit">{t(COMMON.apply)}</Button>
      </Filters>
      {load.error ? <Alert tone="error">{failureText(load.error, t)}</Alert> : null}
      {resend.failure ? <Alert tone="error">{resend.failure}</Alert> : null}
      <DataTable
        caption={t(TEXT.logCaption)}
        rows={data?.data ?? []}
        rowKey={(r) => r.id}
        empty={load.loading ? t(COMMON.loading) : t(COMMON.none)}
        columns={[
          { key: 'when', header: t(TEXT.when), cell: (r) => formatDateTime(r.created_at, lang) },
          {
            key: 'student',
            header: t(TEXT.student),
            cell: (r) => (
              <>
                {r.student_name ?? '—'}
                {r.form_number !== null ? <Small>#{r.form_number}</Small> : null}
              </>
            ),
          },
          {
            key: 'kind',
            header: t(TEXT.kind),
            cell: (r) => (
              <>
                {kindLabel(r.kind)}
                <Small>
                  {t(r.channel === 'sms' ? TEXT.sms : TEXT.mail)} · {r.recipient}
                </Small>
              </>
            ),
          },
          { key: 'text', header: t(TEXT.text), cell: (r) => <Small lang={r.language}>{r.text}</Small> },
          {
            key: 'status',
            header: t(COMMON.status),
            cell: (r) => (
              <>
                <Badge $tone={TONE[r.status]}>{t(MESSAGE_STATUS_LABELS[r.status])}</Badge>
                <Small>
                  {t(TEXT.tries)}: {r.attempts}
                  {r.provider_answer ? ` · ${r.provider_answer}` : ''}
                </Small>
              </>
            ),
          },
          {
            key: 'resend',
            header: t(TEXT.resend),
            cell: (r) =>
              SMS_TEMPLATES[r.kind]?.code ? (
                '—'
              ) : (
                <Button
                  small
                  variant="secondary"
                  disabled={resend.pending}
                  aria-label={t(TEXT.resendOf).replace('{id}', String(r.id))}
                  onClick={() => void resend.run(() => resendMessage(api, r.id), load.reload)}
                >
                  {t(TEXT.resend)}
                </Button>
              ),
          },
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
    </Panel>
  );
}
