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
  type AdminStudentsResponse,
} from '@college/shared-types';
import { isApiError, useText, tokens } from '@college/web-kit';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  DataTable,
  Modal,
  ModalActions,
  Panel,
  SelectField,
  TextField,
  useToast,
  type Column,
} from '@college/web-kit/ui';
import styled from 'styled-components';
import { down } from '@college/shared-types';
import { failureText, formatDateTime, formatRupees, saveBlob, todayInIndia } from '../../lib/format';
import { REVIEW_STATES, ReviewBadge, STATUS_OF, courseOptions } from '../../lib/review';
import { useCan, useOfficeApi } from '../../lib/staff-session';
import { COMMON } from '../../lib/texts';
import { useLoad } from '../../lib/use-load';
import { categoryWords } from '../../lib/words';
import { FILTER_KEYS, PER_PAGE, SORT_LABELS, filtersOf, queueQueryString, type FilterKey } from './queue-query';

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

const FilterGrid = styled.form`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 0 ${tokens.space(2)};
  align-items: end;
  ${down('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${down('sm')} {
    grid-template-columns: 1fr;
  }
  .wide {
    grid-column: span 2;
    ${down('sm')} {
      grid-column: auto;
    }
  }
  .actions {
    display: flex;
    gap: ${tokens.space(1)};
    flex-wrap: wrap;
    margin-bottom: ${tokens.space(2)};
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
    (signal) =>
      api.get<AdminStudentsResponse>('adminStudents', {
        query: { per_page: PER_PAGE, ...query } as Record<string, string | number>,
        signal,
      }),
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
    setFilters(next);
  };

  // A tab shows one review state of the queue the filters above describe: a course chosen there and not yet
  // applied counts too (the tab applies it), and is never dropped from the address.
  const chooseStatus = (status: string) => setFilters({ ...chosen(), status });

  const exportCsv = async () => {
    setExporting(true);
    setFailure(null);
    try {
      const q = { ...query } as Record<string, string>;
      delete q.page;
      delete q.per_page;
      const blob = await api.blob('/api/admin/admissions.csv', { query: q });
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

  const columns: Array<Column<AdminStudentRow>> = [
    ...(mayDecide
      ? [
          {
            key: 'select',
            header: t(TEXT.select),
            cell: (r: AdminStudentRow) => (
              <SelectBox>
                <input
                  type="checkbox"
                  aria-label={fill(t(TEXT.selectName), { name: r.name })}
                  checked={selected.includes(r.id)}
                  onChange={() => toggle(r.id)}
                />
              </SelectBox>
            ),
          },
        ]
      : []),
    {
      key: 'name',
      header: t(COMMON.name),
      cell: (r) => (
        <span>
          <Link to={`/admin/applicants/${r.id}${queueQuery}`}>{r.name}</Link>
          <br />
          <small>{r.email}</small>
        </span>
      ),
    },
    { key: 'form', header: t(TEXT.form), cell: (r) => r.form_number ?? '—' },
    {
      key: 'course',
      header: t(COMMON.course),
      cell: (r) => (r.course_name ? `${r.course_name}${r.course_year ? ` · ${r.course_year}` : ''}` : '—'),
    },
    { key: 'category', header: t(COMMON.category), cell: (r) => categoryWords(r.category, t) },
    { key: 'reg', header: t(TEXT.regPaid), cell: (r) => t(r.registration_paid ? COMMON.yes : COMMON.no) },
    {
      key: 'adm',
      header: t(TEXT.admPaid),
      cell: (r) =>
        r.is_admission_fee_payed
          ? t(COMMON.yes)
          : r.fee_to_pay
            ? `${t(COMMON.no)} (${formatRupees(r.fee_to_pay, lang)})`
            : t(COMMON.no),
    },
    { key: 'submitted', header: t(TEXT.submitted), cell: (r) => formatDateTime(r.submitted_at, lang) },
    {
      key: 'state',
      header: t(COMMON.status),
      cell: (r) => (
        <>
          <ReviewBadge state={r.review_state} />
          {r.scrutiny_state && r.scrutiny_state !== 'correction' && (
            <>
              {' '}
              <Badge $tone={r.scrutiny_state === 'verified' ? 'resolved' : 'pending'}>
                {t(SCRUTINY_LABELS[r.scrutiny_state])}
              </Badge>
            </>
          )}
        </>
      ),
    },
  ];

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

  return (
    <>
      <h1>{t(TEXT.title)}</h1>
      <Panel title={t(TEXT.filters)}>
        <FilterGrid onSubmit={apply} aria-label={t(TEXT.filters)}>
          <div className="wide">
            <TextField type="search" label={t(TEXT.searchLabel)} {...text('search')} />
          </div>
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
          <div className="actions">
            <Button type="submit">{t(COMMON.apply)}</Button>
            <Button type="button" variant="secondary" onClick={() => setParams(new URLSearchParams())}>
              {t(COMMON.clear)}
            </Button>
          </div>
        </FilterGrid>
      </Panel>

      <Tabs role="group" aria-label={t(TEXT.tabs)}>
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
      {query.status === 'ready' && <p>{t(TEXT.readyHint)}</p>}
      {query.status === 'incomplete' && <p>{t(TEXT.incompleteHint)}</p>}

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

      <Bar>
        <span aria-live="polite">
          {data ? fill(t(TEXT.shown), { from, to, total: data.total }) : load.loading ? t(COMMON.loading) : ''}
        </span>
        <Button variant="secondary" small pending={exporting} onClick={() => void exportCsv()}>
          {t(TEXT.export)}
        </Button>
        {mayDecide && (
          <>
            <Checkbox
              label={t(TEXT.all)}
              checked={allOnPage}
              onChange={() =>
                setSelected(
                  allOnPage
                    ? selected.filter((id) => !rows.some((r) => r.id === id))
                    : [...new Set([...selected, ...rows.map((r) => r.id)])],
                )
              }
            />
            <Button small variant="success" disabled={selected.length === 0} onClick={() => setBulkOpen(true)}>
              {fill(t(TEXT.bulk), { n: selected.length })}
            </Button>
          </>
        )}
      </Bar>

      <DataTable
        caption={t(TEXT.list)}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        empty={load.loading ? t(COMMON.loading) : t(TEXT.none)}
        selected={(r) => selected.includes(r.id)}
      />

      <nav aria-label={t(TEXT.pagination)}>
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
      onDone(await api.post<AdminBulkApproveResponse>('adminBulkApprove', { json: { ids, fee_to_pay: fee } }));
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
