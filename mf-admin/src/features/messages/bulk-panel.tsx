// A bulk SMS to the applicants' queue filtered by course, year and status, with a chosen template: the preview
// shows the count and the first student's SMS in both languages; sending confirms that count (admin only).
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  BULK_KINDS,
  COURSE_CATALOGUE,
  OFFICE_VARIABLES,
  SMS_TEMPLATES,
  down,
  type BulkKind,
  type BulkMessagePreview,
} from '@college/shared-types';
import { useText, tokens } from '@college/web-kit';
import { Alert, Button, Panel, SelectField, TextField } from '@college/web-kit/ui';
import { useOfficeApi } from '../../lib/staff-session';
import { useAction } from '../../lib/use-action';
import { COMMON } from '../../lib/texts';
import { previewBulk, sendBulk } from './api/messages';
import { MESSAGES_TEXT as TEXT } from './texts';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: 0 ${tokens.space(2)};
  ${down('md')} {
    grid-template-columns: 1fr 1fr;
  }
  ${down('sm')} {
    grid-template-columns: 1fr;
  }
`;

const Sms = styled.p`
  border-left: 4px solid ${tokens.color.primary};
  padding: ${tokens.space(1)} ${tokens.space(2)};
  margin: ${tokens.space(1)} 0;
  overflow-wrap: anywhere;
`;

const STATUS_OPTIONS = [
  { value: '0', label: { en: 'Pending', hi: 'लंबित' } },
  { value: '1', label: { en: 'Approved', hi: 'स्वीकृत' } },
  { value: '2', label: { en: 'Rejected', hi: 'अस्वीकृत' } },
  { value: 'correction', label: { en: 'Correction asked', hi: 'सुधार माँगा' } },
] as const;

export function BulkPanel() {
  const { t, lang } = useText();
  const api = useOfficeApi();
  const [course, setCourse] = useState('');
  const [year, setYear] = useState('');
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<BulkKind>('notice');
  const [notice, setNotice] = useState('');
  const [preview, setPreview] = useState<BulkMessagePreview | null>(null);
  const look = useAction(TEXT.previewReady);
  const send = useAction(TEXT.bulkSent);
  const officeFills = OFFICE_VARIABLES[kind] ?? [];

  const body = () => ({
    filters: Object.fromEntries(
      Object.entries({ course, year, status, search: search.trim() }).filter(([, v]) => v !== ''),
    ) as Record<string, string>,
    kind,
    values: (officeFills.includes('notice') ? { notice } : {}) as Record<string, string>,
  });
  const change =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPreview(null);
    };
  const onPreview = (e: FormEvent) => {
    e.preventDefault();
    void look.run(async () => setPreview(await previewBulk(api, body())));
  };

  return (
    <Panel title={t(TEXT.bulk)}>
      <p>{t(TEXT.bulkHint)}</p>
      <form onSubmit={onPreview} noValidate>
        <Grid>
          <SelectField
            label={t(COMMON.course)}
            placeholder={t(COMMON.any)}
            options={COURSE_CATALOGUE.map((c) => ({
              value: c.code,
              label: `${c.code} · ${lang === 'hi' ? c.second_name : c.name}`,
            }))}
            value={course}
            onChange={(e) => change(setCourse)(e.target.value)}
          />
          <SelectField
            label={t(COMMON.year)}
            placeholder={t(COMMON.any)}
            options={['1', '2', '3'].map((y) => ({ value: y, label: y }))}
            value={year}
            onChange={(e) => change(setYear)(e.target.value)}
          />
          <SelectField
            label={t(COMMON.status)}
            placeholder={t(TEXT.allStatuses)}
            options={STATUS_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
            value={status}
            onChange={(e) => change(setStatus)(e.target.value)}
          />
          <TextField
            label={t(TEXT.bulkSearch)}
            value={search}
            maxLength={100}
            onChange={(e) => change(setSearch)(e.target.value)}
          />
          <SelectField
            label={t(TEXT.template)}
            options={BULK_KINDS.map((k) => ({ value: k, label: t(SMS_TEMPLATES[k].label) }))}
            value={kind}
            onChange={(e) => change(setKind)(e.target.value as BulkKind)}
          />
        </Grid>
        {officeFills.includes('notice') ? (
          <TextField
            label={t(TEXT.notice)}
            value={notice}
            maxLength={60}
            onChange={(e) => change(setNotice)(e.target.value)}
            error={look.errors.notice ?? send.errors.notice}
          />
        ) : null}
        <Button type="submit" variant="secondary" disabled={look.pending}>
          {t(TEXT.preview)}
        </Button>
      </form>
      {look.failure ? <Alert tone="error">{look.failure}</Alert> : null}
      {preview ? (
        <section aria-live="polite">
          <p>
            <strong>
              {t(TEXT.count).replace('{count}', String(preview.count)).replace('{cap}', String(preview.cap))}
            </strong>
          </p>
          {preview.preview ? (
            <>
              <h3>{t(TEXT.previewOf)}</h3>
              <Sms lang={lang}>{preview.preview[lang]}</Sms>
              <Sms lang={lang === 'hi' ? 'en' : 'hi'}>{preview.preview[lang === 'hi' ? 'en' : 'hi']}</Sms>
              <Button
                disabled={send.pending}
                onClick={() =>
                  void send.run(
                    () => sendBulk(api, { ...body(), confirm_count: preview.count }),
                    () => setPreview(null),
                  )
                }
              >
                {t(TEXT.send).replace('{count}', String(preview.count))}
              </Button>
            </>
          ) : (
            <p>{t(TEXT.noOne)}</p>
          )}
        </section>
      ) : null}
      {send.failure ? <Alert tone="error">{send.failure}</Alert> : null}
    </Panel>
  );
}
