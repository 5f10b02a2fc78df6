// A bulk SMS to the applicants' queue filtered by course, year, status and search, with a chosen template: the
// preview shows the count and the first student's SMS in both languages; sending confirms that count (admin only).
// The queue's "Message this list" opens it with the queue's filters in the address (/admin/messages?course=…#bulk):
// course, year, status and search fill the fields; the others (category, fees, form, scrutiny, dates, order) are
// listed in words and go with the list until cleared.
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  BULK_KINDS,
  COURSE_CATALOGUE,
  OFFICE_VARIABLES,
  SCRUTINY_LABELS,
  SMS_TEMPLATES,
  down,
  type AdminStudentSort,
  type BulkKind,
  type BulkMessagePreview,
  type ScrutinyState,
} from '@college/shared-types';
import { useText, tokens } from '@college/web-kit';
import { useSearchParams } from '@college/web-kit/routing';
import { Alert, Button, Panel, SelectField, TextField } from '@college/web-kit/ui';
import { useOfficeApi } from '../../lib/staff-session';
import { useAction } from '../../lib/use-action';
import { COMMON } from '../../lib/texts';
import { categoryWords } from '../../lib/words';
import { BULK_PANEL_ID, FILTER_KEYS, SORT_LABELS, type FilterKey } from '../queue/queue-query';
import { QUEUE_TEXT } from '../queue/queue-texts';
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

const Carried = styled.p`
  background: ${tokens.color.surface};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  padding: ${tokens.space(1)} ${tokens.space(2)};
  overflow-wrap: anywhere;
`;

const STATUS_OPTIONS = [
  { value: 'ready', label: QUEUE_TEXT.ready },
  { value: 'incomplete', label: QUEUE_TEXT.incomplete },
  { value: '0', label: { en: 'Pending', hi: 'लंबित' } },
  { value: '1', label: { en: 'Approved', hi: 'स्वीकृत' } },
  { value: '2', label: { en: 'Rejected', hi: 'अस्वीकृत' } },
  { value: 'correction', label: { en: 'Correction asked', hi: 'सुधार माँगा' } },
] as const;

/** The queue's filters the panel has fields for; the others are carried as the queue set them. */
const FIELD_KEYS = ['course', 'year', 'status', 'search'] as const satisfies readonly FilterKey[];
type CarriedKey = Exclude<FilterKey, (typeof FIELD_KEYS)[number]>;
const CARRIED_LABELS: Record<CarriedKey, { en: string; hi: string }> = {
  category: COMMON.category,
  registration_paid: QUEUE_TEXT.regPaid,
  paid: QUEUE_TEXT.admPaid,
  submitted: QUEUE_TEXT.submitted,
  scrutiny: QUEUE_TEXT.scrutiny,
  submitted_from: QUEUE_TEXT.submittedFrom,
  submitted_to: QUEUE_TEXT.submittedTo,
  sort: QUEUE_TEXT.sort,
};

/** The queue's filters of the address (what "Message this list" carries). */
function queueFiltersOf(params: URLSearchParams): Partial<Record<FilterKey, string>> {
  const out: Partial<Record<FilterKey, string>> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) out[key] = value;
  }
  return out;
}

export function BulkPanel() {
  const { t, lang } = useText();
  const api = useOfficeApi();
  const [params] = useSearchParams();
  const [fromQueue] = useState(() => queueFiltersOf(params));
  const [course, setCourse] = useState(fromQueue.course ?? '');
  const [year, setYear] = useState(fromQueue.year ?? '');
  const [status, setStatus] = useState(fromQueue.status ?? '');
  const [search, setSearch] = useState(fromQueue.search ?? '');
  const [carried, setCarried] = useState(
    () =>
      Object.fromEntries(
        Object.entries(fromQueue).filter(([k]) => !(FIELD_KEYS as readonly string[]).includes(k)),
      ) as Partial<Record<CarriedKey, string>>,
  );
  // Opened from the queue: the panel is what the office came for.
  useEffect(() => {
    if (window.location.hash === `#${BULK_PANEL_ID}`)
      document.getElementById(BULK_PANEL_ID)?.scrollIntoView({ block: 'start' });
  }, []);
  const [kind, setKind] = useState<BulkKind>('notice');
  const [notice, setNotice] = useState('');
  const [preview, setPreview] = useState<BulkMessagePreview | null>(null);
  const look = useAction(TEXT.previewReady);
  const send = useAction(TEXT.bulkSent);
  const officeFills = OFFICE_VARIABLES[kind] ?? [];

  const body = () => ({
    filters: Object.fromEntries(
      Object.entries({ ...carried, course, year, status, search: search.trim() }).filter(([, v]) => v),
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

  const yesNo = (v: string) => t(v === 'yes' ? COMMON.yes : COMMON.no);
  const carriedWords = (key: CarriedKey, value: string): string => {
    if (key === 'category') return categoryWords(value, t);
    if (key === 'scrutiny')
      return SCRUTINY_LABELS[value as ScrutinyState] ? t(SCRUTINY_LABELS[value as ScrutinyState]) : value;
    if (key === 'sort')
      return SORT_LABELS[value as AdminStudentSort] ? t(SORT_LABELS[value as AdminStudentSort]) : value;
    if (key === 'submitted_from' || key === 'submitted_to') return value.split('-').reverse().join('/');
    return yesNo(value);
  };
  const carriedList = (Object.entries(carried) as [CarriedKey, string][]).filter(([, v]) => v);

  return (
    <Panel title={t(TEXT.bulk)} id={BULK_PANEL_ID}>
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
        {carriedList.length ? (
          <Carried>
            {t(TEXT.carried)}{' '}
            {carriedList.map(([k, v]) => `${t(CARRIED_LABELS[k])}: ${carriedWords(k, v)}`).join(' · ')}{' '}
            <Button
              type="button"
              small
              variant="link"
              onClick={() => {
                setCarried({});
                setPreview(null);
              }}
            >
              {t(TEXT.clearCarried)}
            </Button>
          </Carried>
        ) : null}
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
