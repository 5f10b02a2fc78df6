// /admin/applicants: the review queue. Filters, search, sort and page live in the address; tabs with counts per
// review state; a verifier selects applicants and approves them with one fee; the CSV export takes the same filters.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  ADMIN_STUDENT_SORTS,
  COURSE_YEARS,
  OPTIONS,
  REVIEW_STATE_LABELS,
  SCRUTINY_LABELS,
  SCRUTINY_STATES,
  type AdminBulkApproveResponse,
  type AdminStudentRow,
} from '@college/shared-types';
import { isApiError, useText, tokens } from '@college/web-kit';
import { Alert, Badge, Button, Modal, ModalActions, SelectField, TextField, useToast } from '@college/web-kit/ui';
import styled, { createGlobalStyle } from 'styled-components';
import { down } from '@college/shared-types';
import { failureText, formatDateTime, formatRupees, saveBlob, todayInIndia } from '../../lib/format';
import { REVIEW_STATES, ReviewBadge, STATUS_OF, courseOptions } from '../../lib/review';
import { useCan, useOfficeApi } from '../../lib/staff-session';
import { COMMON } from '../../lib/texts';
import { useLoad } from '../../lib/use-load';
import { categoryWords } from '../../lib/words';
import { getFees } from '../../api/fees';
import { downloadCsv } from '../../api/csv';
import { RowDecisionDialog, tableFee, type RowDecision } from './row-decision';
import { FILTER_KEYS, SORT_LABELS, filtersOf, queueQueryString, type FilterKey } from './queue-query';
import { queueCall, takeEarlyQueue } from './early-queue';
import { bulkApprove, getStudents } from './api/students';

const TEXT = {
  title: { en: 'Applicants', hi: 'आवेदक' },
  filters: { en: 'Filters', hi: 'फ़िल्टर' },
  searchLabel: {
    en: 'Name, form number, admission code, enrolment number, mobile or email',
    hi: 'नाम, फ़ॉर्म संख्या, प्रवेश कोड, नामांकन संख्या, मोबाइल या ईमेल',
  },
  all: { en: 'All', hi: 'सभी' },
  ready: { en: 'Ready to review', hi: 'समीक्षा के लिए तैयार' },
  readyHint: {
    en: 'Registration fee paid, profile complete, form submitted and not yet verified.',
    hi: 'पंजीकरण शुल्क जमा, प्रोफ़ाइल पूर्ण, फ़ॉर्म जमा और अभी सत्यापित नहीं।',
  },
  incomplete: { en: 'Not ready yet', hi: 'अभी तैयार नहीं' },
  incompleteHint: {
    en: 'Registration fee not paid or profile not complete: nothing to decide yet.',
    hi: 'पंजीकरण शुल्क जमा नहीं या प्रोफ़ाइल अधूरी: अभी निर्णय के लिए कुछ नहीं।',
  },
  tabs: { en: 'Review state', hi: 'समीक्षा की स्थिति' },
  regPaid: { en: 'Registration fee paid', hi: 'पंजीकरण शुल्क जमा' },
  regPaidShort: { en: 'Reg. fee paid', hi: 'पंजी. शुल्क जमा' },
  admPaidShort: { en: 'admission fee paid', hi: 'प्रवेश शुल्क जमा' },
  filtersApplied: { en: 'Filters ({n} applied)', hi: 'फ़िल्टर ({n} लागू)' },
  close: { en: 'Close', hi: 'बंद करें' },
  print: { en: 'Print this list', hi: 'यह सूची प्रिंट करें' },
  selectPage: { en: 'Select everyone on this page', hi: 'इस पृष्ठ के सभी चुनें' },
  actions: { en: 'Actions', hi: 'कार्य' },
  documents: { en: 'Documents', hi: 'दस्तावेज़' },
  approveFee: { en: 'Approve', hi: 'स्वीकृत' },
  correction: { en: 'Correction', hi: 'सुधार' },
  admPaid: { en: 'Admission fee paid', hi: 'प्रवेश शुल्क जमा' },
  submitted: { en: 'Form submitted', hi: 'फ़ॉर्म जमा' },
  scrutiny: { en: 'Scrutiny of the form', hi: 'फ़ॉर्म की जाँच' },
  submittedFrom: { en: 'Submitted from', hi: 'जमा, इस दिन से' },
  submittedTo: { en: 'Submitted to', hi: 'जमा, इस दिन तक' },
  sort: { en: 'Sort', hi: 'क्रम' },
  list: { en: 'Applicants in the queue', hi: 'कतार में आवेदक' },
  none: { en: 'No applicant matches these filters.', hi: 'इन फ़िल्टरों से कोई आवेदक नहीं मिला।' },
  form: { en: 'Form no.', hi: 'फ़ॉर्म सं.' },
  fee: { en: 'Fee to pay', hi: 'देय शुल्क' },
  select: { en: 'Select', hi: 'चुनें' },
  selectName: { en: 'Select {name}', hi: '{name} को चुनें' },
  shown: { en: '{from}–{to} of {total}', hi: '{total} में से {from}–{to}' },
  pageOf: { en: 'Page {page} of {pages}', hi: 'पृष्ठ {page} / {pages}' },
  export: { en: 'Download CSV', hi: 'CSV डाउनलोड करें' },
  bulk: { en: 'Approve selected ({n})', hi: 'चुने हुए स्वीकृत करें ({n})' },
  bulkTitle: { en: 'Approve the selected applicants', hi: 'चुने हुए आवेदकों को स्वीकृत करें' },
  bulkFee: { en: 'Admission fee for each (₹)', hi: 'प्रत्येक का प्रवेश शुल्क (₹)' },
  bulkDone: { en: '{n} approved.', hi: '{n} स्वीकृत।' },
  bulkSkipped: { en: '{n} left as they were: {why}', hi: '{n} पहले जैसे छोड़े गए: {why}' },
  approve: { en: 'Approve', hi: 'स्वीकृत करें' },
  pagination: { en: 'Pages of the queue', hi: 'कतार के पृष्ठ' },
};

const fill = (s: string, values: Record<string, string | number>) =>
  s.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

const SearchBar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0 ${tokens.space(1)};
  margin-bottom: ${tokens.space(1)};
  .search {
    flex: 1 1 320px;
  }
  > button {
    margin-bottom: ${tokens.space(2)};
  }
`;

/** The filters: one line that opens below the search on a desktop, a sheet from the bottom on a phone. */
const FilterSheet = styled.div`
  flex: 1 0 100%;
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  padding: ${tokens.space(1)} ${tokens.space(2)};
  background: ${tokens.color.surface};
  &[hidden] {
    display: none;
  }
  .sheet-head {
    display: flex;
    justify-content: space-between;
    align-items: center;
    h2 {
      font-size: 1rem;
      margin: 0;
    }
  }
  .grid {
    display: grid;
    grid-template-columns: repeat(5, minmax(0, 1fr));
    gap: 0 ${tokens.space(2)};
    align-items: end;
    ${down('md')} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  .sheet-actions {
    display: flex;
    gap: ${tokens.space(1)};
    margin-bottom: ${tokens.space(1)};
  }
  ${down('sm')} {
    position: fixed;
    z-index: 50;
    left: 0;
    right: 0;
    bottom: 0;
    max-height: 85vh;
    overflow-y: auto;
    border-radius: ${tokens.radius.lg} ${tokens.radius.lg} 0 0;
    box-shadow: 0 -6px 24px rgba(0, 0, 0, 0.25);
    .grid {
      grid-template-columns: 1fr;
    }
    .sheet-actions {
      position: sticky;
      bottom: 0;
      background: ${tokens.color.surface};
      padding: ${tokens.space(1)} 0;
    }
  }
`;

/** The compact list: one line per applicant on a desktop; on a phone a short card of three lines. */
const QueueTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th,
  td {
    text-align: left;
    padding: 4px 6px;
    border-bottom: 1px solid ${tokens.color.border};
    vertical-align: middle;
  }
  th {
    background: ${tokens.color.primaryTint};
    color: ${tokens.color.primaryDark};
    font-size: 13px;
    white-space: nowrap;
  }
  th .sort {
    font: inherit;
    font-weight: 700;
    color: inherit;
    background: none;
    border: 0;
    padding: 0;
    min-height: 32px;
    cursor: pointer;
    text-decoration: underline;
  }
  tr[aria-selected='true'] td {
    background: ${tokens.color.primaryTint};
  }
  td.who small {
    display: block;
    color: ${tokens.color.muted};
  }
  td.when,
  td.course {
    white-space: nowrap;
  }
  td.wide {
    min-width: 9em;
  }
  td.acts {
    white-space: nowrap;
  }
  td.acts > * {
    margin-right: ${tokens.space(1)};
  }
  td.pick,
  th:first-child {
    width: 44px;
  }
  ${down('sm')} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    &,
    tbody {
      display: block;
      width: 100%;
    }
    tr {
      display: grid;
      grid-template-columns: 44px minmax(0, 1fr) auto;
      grid-template-areas:
        'pick who who'
        'pick course form'
        'pick state state'
        'pick acts acts';
      gap: 0 ${tokens.space(1)};
      border-bottom: 1px solid ${tokens.color.border};
      padding: 4px 0;
    }
    td {
      border: 0;
      padding: 2px 0;
    }
    td.pick {
      grid-area: pick;
    }
    td.who {
      grid-area: who;
    }
    td.form {
      grid-area: form;
      text-align: right;
    }
    td.form::before {
      content: attr(data-label) ' ';
      color: ${tokens.color.muted};
    }
    td.course {
      grid-area: course;
    }
    td.state {
      grid-area: state;
    }
    td.who small {
      word-break: break-all;
    }
    td.acts {
      grid-area: acts;
      white-space: normal;
    }
    td.wide,
    td.when {
      display: none;
    }
    td[colspan] {
      grid-column: 1 / -1;
    }
  }
`;

/** Printing the list: only the table, on A4, with the columns shown. */
const PrintOnly = createGlobalStyle`
  .print-area .print-only {
    display: none;
  }
  @media print {
    @page {
      size: A4;
      margin: 12mm;
    }
    body * {
      visibility: hidden;
    }
    .print-area,
    .print-area * {
      visibility: visible;
    }
    .print-area {
      position: absolute;
      left: 0;
      top: 0;
      width: 100%;
    }
    .print-area .print-only {
      display: block;
    }
    .print-area .no-print {
      display: none !important;
    }
  }
`;

const SelectBox = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  cursor: pointer;
  input {
    width: 22px;
    height: 22px;
  }
`;

const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space(1)};
  margin-bottom: ${tokens.space(2)};
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space(1)} ${tokens.space(2)};
  margin: ${tokens.space(1)} 0 ${tokens.space(2)};
`;

export function QueuePage() {
  const { t, lang } = useText();
  const api = useOfficeApi();
  const toast = useToast();
  const mayDecide = useCan('verifier');
  const [params, setParams] = useSearchParams();
  const query = filtersOf(params);
  const queryKey = JSON.stringify(query);
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [selected, setSelected] = useState<number[]>([]);
  const [exporting, setExporting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const navigate = useNavigate();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [rowDecision, setRowDecision] = useState<{ decision: RowDecision; row: AdminStudentRow } | null>(null);
  // The fee table prefills an approval from the list (verifiers and accounts may read it).
  const fees = useLoad(
    (signal) => (mayDecide ? getFees(api, signal) : Promise.resolve({ data: [] })),
    [api, mayDecide],
  );
  /** Set when a search is applied from the form: its one exact match opens directly (a reload or Back does not). */
  const justSearched = useRef(false);

  useEffect(() => {
    const d: Record<string, string> = {};
    for (const key of FILTER_KEYS) d[key] = params.get(key) ?? '';
    setDraft(d);
    setSelected([]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryKey]);

  const load = useLoad(
    (signal) => {
      const call = queueCall(params);
      // The first page may have been asked for as the console started (early-queue.ts); a failed early answer is
      // asked again through the session's client, whose 401 opens the sign-in page.
      const early = takeEarlyQueue(call);
      return early ? early.catch(() => getStudents(api, call, signal)) : getStudents(api, call, signal);
    },
    [queryKey, api],
  );
  const data = load.data;

  // A form number, admission code, enrolment number, mobile or email typed in the search names one applicant:
  // open that applicant's page, with the queue kept for next and previous.
  useEffect(() => {
    if (!justSearched.current || !data) return;
    justSearched.current = false;
    if (data.exact && query.search) navigate(`/admin/applicants/${data.exact.id}${queueQueryString(params)}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);

  const setFilters = (next: Partial<Record<FilterKey | 'page', string>>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) p.set(k, v);
      else p.delete(k);
    }
    if (!('page' in next)) p.delete('page');
    setParams(p);
  };

  /** The filters as the form shows them, applied or not, without the review state (the tabs choose it). */
  const chosen = () =>
    Object.fromEntries(
      FILTER_KEYS.filter((k) => k !== 'status').map((k) => [k, draft[k] ?? params.get(k) ?? '']),
    ) as Partial<Record<FilterKey, string>>;

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const next = chosen();
    justSearched.current = Boolean(next.search?.trim());
    setFiltersOpen(false);
    setFilters(next);
  };

  // A tab shows one review state of the queue the filters above describe: a course chosen there and not yet
  // applied counts too (the tab applies it), and is never dropped from the address.
  const chooseStatus = (status: string) => {
    setFiltersOpen(false);
    setFilters({ ...chosen(), status });
  };

  const exportCsv = async () => {
    setExporting(true);
    setFailure(null);
    try {
      const q = { ...query } as Record<string, string>;
      delete q.page;
      delete q.per_page;
      const blob = await downloadCsv(api, 'admissions', q);
      saveBlob(blob, `admissions-${todayInIndia()}.csv`);
    } catch (error) {
      setFailure(failureText(error, t));
    } finally {
      setExporting(false);
    }
  };

  const queueQuery = queueQueryString(params);
  const rows = data?.data ?? [];
  const allOnPage = rows.length > 0 && rows.every((r) => selected.includes(r.id));
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  const page = data?.page ?? 1;
  const from = data && data.total > 0 ? (page - 1) * data.per_page + 1 : 0;
  const to = data ? Math.min(data.total, page * data.per_page) : 0;
  const yesNo = [
    { value: 'yes', label: t(COMMON.yes) },
    { value: 'no', label: t(COMMON.no) },
  ];
  const text = (key: FilterKey) => ({
    value: draft[key] ?? '',
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value })),
  });
  const fieldError = (key: string) => (load.error && isApiError(load.error) ? load.error.errors[key] : undefined);

  const applied = FILTER_KEYS.filter((k) => k !== 'status' && k !== 'search' && k !== 'sort' && params.get(k)).length;
  const sortNow = query.sort ?? '-id';
  /** A column head that sorts on the server; the sort is kept in the address. */
  const sortHead = (label: string, key: 'name' | 'submitted_at') => {
    const on = sortNow.replace(/^-/, '') === key;
    const desc = sortNow.startsWith('-');
    const next = on && !desc ? `-${key}` : key;
    return (
      <th scope="col" aria-sort={on ? (desc ? 'descending' : 'ascending') : 'none'}>
        <button type="button" className="sort" onClick={() => setFilters({ ...chosen(), sort: next })}>
          {label}
          <span aria-hidden="true">{on ? (desc ? ' ▼' : ' ▲') : ' ↕'}</span>
        </button>
      </th>
    );
  };
  // From the list: approve one the office can decide (registration paid), or send a submitted form back.
  const mayApprove = (r: AdminStudentRow) =>
    mayDecide && !r.is_admission_fee_payed && r.review_state === 'pending' && r.registration_paid;
  const mayAskCorrection = (r: AdminStudentRow) =>
    mayDecide &&
    !r.is_admission_fee_payed &&
    r.is_admission_submitted &&
    (r.review_state === 'pending' || r.review_state === 'approved');

  return (
    <>
      <PrintOnly />
      <h1>{t(TEXT.title)}</h1>
      <SearchBar onSubmit={apply} aria-label={t(TEXT.filters)} className="no-print">
        <div className="search">
          <TextField type="search" label={t(TEXT.searchLabel)} {...text('search')} />
        </div>
        <Button type="submit">{t(COMMON.search)}</Button>
        <Button
          type="button"
          variant="secondary"
          aria-expanded={filtersOpen}
          aria-controls="queue-filters"
          onClick={() => setFiltersOpen((o) => !o)}
        >
          {applied ? fill(t(TEXT.filtersApplied), { n: applied }) : t(TEXT.filters)}
        </Button>
        {(applied > 0 || query.search) && (
          <Button type="button" variant="link" onClick={() => setParams(new URLSearchParams())}>
            {t(COMMON.clear)}
          </Button>
        )}
        <FilterSheet id="queue-filters" hidden={!filtersOpen} aria-label={t(TEXT.filters)} role="group">
          <div className="sheet-head">
            <h2>{t(TEXT.filters)}</h2>
            <Button type="button" small variant="link" onClick={() => setFiltersOpen(false)}>
              {t(TEXT.close)}
            </Button>
          </div>
          <div className="grid">
            <SelectField
              label={t(COMMON.course)}
              placeholder={t(COMMON.any)}
              options={courseOptions(lang)}
              {...text('course')}
            />
            <SelectField
              label={t(COMMON.year)}
              placeholder={t(COMMON.any)}
              options={COURSE_YEARS.map((y) => ({ value: String(y), label: String(y) }))}
              {...text('year')}
            />
            <SelectField
              label={t(COMMON.category)}
              placeholder={t(COMMON.any)}
              options={OPTIONS.category.map((c) => ({ value: c, label: categoryWords(c, t) }))}
              {...text('category')}
            />
            <SelectField
              label={t(TEXT.regPaid)}
              placeholder={t(COMMON.any)}
              options={yesNo}
              {...text('registration_paid')}
            />
            <SelectField label={t(TEXT.admPaid)} placeholder={t(COMMON.any)} options={yesNo} {...text('paid')} />
            <SelectField label={t(TEXT.submitted)} placeholder={t(COMMON.any)} options={yesNo} {...text('submitted')} />
            <SelectField
              label={t(TEXT.scrutiny)}
              placeholder={t(COMMON.any)}
              options={SCRUTINY_STATES.map((v) => ({ value: v, label: t(SCRUTINY_LABELS[v]) }))}
              {...text('scrutiny')}
            />
            <TextField
              type="date"
              label={t(TEXT.submittedFrom)}
              error={fieldError('submitted_from')}
              {...text('submitted_from')}
            />
            <TextField
              type="date"
              label={t(TEXT.submittedTo)}
              error={fieldError('submitted_to')}
              {...text('submitted_to')}
            />
            <SelectField
              label={t(TEXT.sort)}
              options={ADMIN_STUDENT_SORTS.map((s) => ({ value: s, label: t(SORT_LABELS[s]) }))}
              value={draft.sort || '-id'}
              onChange={(e) => setDraft((d) => ({ ...d, sort: e.target.value === '-id' ? '' : e.target.value }))}
            />
          </div>
          <div className="sheet-actions">
            <Button type="submit">{t(COMMON.apply)}</Button>
          </div>
        </FilterSheet>
      </SearchBar>

      <Tabs role="group" aria-label={t(TEXT.tabs)} className="no-print">
        <Button
          small
          variant={query.status ? 'secondary' : 'primary'}
          aria-pressed={!query.status}
          onClick={() => chooseStatus('')}
        >
          {t(TEXT.all)}
          {data ? ` (${REVIEW_STATES.reduce((n, s) => n + data.counts[s], data.views.incomplete)})` : ''}
        </Button>
        <Button
          small
          variant={query.status === 'ready' ? 'primary' : 'secondary'}
          aria-pressed={query.status === 'ready'}
          onClick={() => chooseStatus('ready')}
        >
          {t(TEXT.ready)}
          {data ? ` (${data.views.ready})` : ''}
        </Button>
        {REVIEW_STATES.map((s) => (
          <Button
            key={s}
            small
            variant={query.status === STATUS_OF[s] ? 'primary' : 'secondary'}
            aria-pressed={query.status === STATUS_OF[s]}
            onClick={() => chooseStatus(STATUS_OF[s])}
          >
            {t(REVIEW_STATE_LABELS[s])}
            {data ? ` (${data.counts[s]})` : ''}
          </Button>
        ))}
        <Button
          small
          variant={query.status === 'incomplete' ? 'primary' : 'secondary'}
          aria-pressed={query.status === 'incomplete'}
          onClick={() => chooseStatus('incomplete')}
        >
          {t(TEXT.incomplete)}
          {data ? ` (${data.views.incomplete})` : ''}
        </Button>
      </Tabs>
      {query.status === 'ready' && <p className="no-print">{t(TEXT.readyHint)}</p>}
      {query.status === 'incomplete' && <p className="no-print">{t(TEXT.incompleteHint)}</p>}

      {failure && (
        <Alert tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {load.error ? (
        <Alert tone="error">
          {failureText(load.error, t)}{' '}
          <Button small variant="link" onClick={load.reload}>
            {t(COMMON.retry)}
          </Button>
        </Alert>
      ) : null}

      <Bar className="no-print">
        <span aria-live="polite">
          {data ? fill(t(TEXT.shown), { from, to, total: data.total }) : load.loading ? t(COMMON.loading) : ''}
        </span>
        <Button variant="secondary" small pending={exporting} onClick={() => void exportCsv()}>
          {t(TEXT.export)}
        </Button>
        <Button variant="secondary" small onClick={() => window.print()}>
          {t(TEXT.print)}
        </Button>
        {mayDecide && (
          <Button small variant="success" disabled={selected.length === 0} onClick={() => setBulkOpen(true)}>
            {fill(t(TEXT.bulk), { n: selected.length })}
          </Button>
        )}
      </Bar>

      <div className="print-area">
        <p className="print-only">
          {t(TEXT.title)} · {data ? fill(t(TEXT.shown), { from, to, total: data.total }) : ''} ·{' '}
          {formatDateTime(new Date().toISOString(), lang)}
        </p>
        <QueueTable aria-label={t(TEXT.list)}>
          <thead>
            <tr>
              {mayDecide && (
                <th scope="col" className="no-print">
                  <SelectBox>
                    <input
                      type="checkbox"
                      aria-label={t(TEXT.selectPage)}
                      checked={allOnPage}
                      onChange={() =>
                        setSelected(
                          allOnPage
                            ? selected.filter((id) => !rows.some((r) => r.id === id))
                            : [...new Set([...selected, ...rows.map((r) => r.id)])],
                        )
                      }
                    />
                  </SelectBox>
                </th>
              )}
              <th scope="col">{t(TEXT.form)}</th>
              {sortHead(t(COMMON.name), 'name')}
              <th scope="col">{t(COMMON.course)}</th>
              <th scope="col" className="wide">
                {t(COMMON.category)}
              </th>
              <th scope="col" className="wide">
                {t(TEXT.regPaidShort)}
              </th>
              {sortHead(t(TEXT.submitted), 'submitted_at')}
              <th scope="col">{t(COMMON.status)}</th>
              <th scope="col" className="no-print">
                {t(TEXT.actions)}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={9}>{load.loading ? t(COMMON.loading) : t(TEXT.none)}</td>
              </tr>
            ) : (
              rows.map((r) => (
                <tr key={r.id} aria-selected={selected.includes(r.id)}>
                  {mayDecide && (
                    <td className="no-print pick">
                      <SelectBox>
                        <input
                          type="checkbox"
                          aria-label={fill(t(TEXT.selectName), { name: r.name })}
                          checked={selected.includes(r.id)}
                          onChange={() => toggle(r.id)}
                        />
                      </SelectBox>
                    </td>
                  )}
                  <td className="form" data-label={t(TEXT.form)}>
                    {r.form_number ?? '—'}
                  </td>
                  <td className="who">
                    <Link to={`/admin/applicants/${r.id}${queueQuery}`}>{r.name}</Link>
                    <small>{r.email}</small>
                  </td>
                  <td className="course">
                    {r.course_name ? `${r.course_name}${r.course_year ? ` · ${r.course_year}` : ''}` : '—'}
                  </td>
                  <td className="wide">{categoryWords(r.category, t)}</td>
                  <td className="wide">
                    {t(r.registration_paid ? COMMON.yes : COMMON.no)}
                    {r.is_admission_fee_payed ? ` · ${t(TEXT.admPaidShort)}` : ''}
                  </td>
                  <td className="when">{formatDateTime(r.submitted_at, lang)}</td>
                  <td className="state">
                    <ReviewBadge state={r.review_state} />
                    {r.scrutiny_state && r.scrutiny_state !== 'correction' && (
                      <>
                        {' '}
                        <Badge $tone={r.scrutiny_state === 'verified' ? 'resolved' : 'pending'}>
                          {t(SCRUTINY_LABELS[r.scrutiny_state])}
                        </Badge>
                      </>
                    )}
                  </td>
                  <td className="no-print acts">
                    {r.form_number !== null && (
                      <Link to={`/admin/applicants/${r.id}${queueQuery}#documents`}>
                        {t(TEXT.documents)}
                        <span className="sr-only">: {r.name}</span>
                      </Link>
                    )}
                    {mayApprove(r) && (
                      <Button small variant="link" onClick={() => setRowDecision({ decision: 'approve', row: r })}>
                        {t(TEXT.approveFee)}
                        {tableFee(fees.data?.data, r) ? ` ${formatRupees(tableFee(fees.data?.data, r), lang)}` : ''}
                        <span className="sr-only">: {r.name}</span>
                      </Button>
                    )}
                    {mayAskCorrection(r) && (
                      <Button small variant="link" onClick={() => setRowDecision({ decision: 'correction', row: r })}>
                        {t(TEXT.correction)}
                        <span className="sr-only">: {r.name}</span>
                      </Button>
                    )}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </QueueTable>
      </div>

      {rowDecision && (
        <RowDecisionDialog
          decision={rowDecision.decision}
          applicant={rowDecision.row}
          fee={tableFee(fees.data?.data, rowDecision.row)}
          onClose={() => setRowDecision(null)}
          onDone={(message) => {
            setRowDecision(null);
            toast.show({ kind: 'success', title: message });
            load.reload();
          }}
        />
      )}

      <nav aria-label={t(TEXT.pagination)} className="no-print">
        <Bar>
          <Button small variant="secondary" disabled={page <= 1} onClick={() => setFilters({ page: String(page - 1) })}>
            {t(COMMON.previousPage)}
          </Button>
          <span>{fill(t(TEXT.pageOf), { page, pages })}</span>
          <Button
            small
            variant="secondary"
            disabled={page >= pages}
            onClick={() => setFilters({ page: String(page + 1) })}
          >
            {t(COMMON.nextPage)}
          </Button>
        </Bar>
      </nav>

      {bulkOpen && (
        <BulkApproveDialog
          ids={selected}
          onClose={() => setBulkOpen(false)}
          onDone={(r) => {
            setBulkOpen(false);
            setSelected([]);
            toast.show({
              kind: 'success',
              title: fill(t(TEXT.bulkDone), { n: r.approved.length }),
              text: r.skipped.length
                ? fill(t(TEXT.bulkSkipped), { n: r.skipped.length, why: r.skipped.map((s) => s.reason).join('; ') })
                : undefined,
            });
            load.reload();
          }}
        />
      )}
    </>
  );
}

function BulkApproveDialog({
  ids,
  onClose,
  onDone,
}: {
  ids: number[];
  onClose: () => void;
  onDone: (r: AdminBulkApproveResponse) => void;
}) {
  const { t } = useText();
  const api = useOfficeApi();
  const [fee, setFee] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setPending(true);
    setFailure(null);
    try {
      onDone(await bulkApprove(api, ids, fee));
    } catch (error) {
      if (isApiError(error)) setErrors(error.errors);
      setFailure(failureText(error, t));
      setPending(false);
    }
  };

  return (
    <Modal title={t(TEXT.bulkTitle)} onClose={onClose} closable={!pending}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          label={t(TEXT.bulkFee)}
          inputMode="decimal"
          value={fee}
          onChange={(e) => setFee(e.target.value)}
          error={errors.fee_to_pay ?? errors.ids}
        />
        <ModalActions>
          <Button type="button" variant="secondary" onClick={onClose} disabled={pending}>
            {t(COMMON.cancel)}
          </Button>
          <Button type="submit" variant="success" pending={pending}>
            {fill(t(TEXT.approve), {})} ({ids.length})
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
