// /admin/admitted (admin, verifier, accounts): the register of admitted students (decision 027). The filters (course,
// year, category, search) live in the address, so a reload or a shared link shows the same register. The CSV comes
// from the API (UTF-8 with a byte-order mark, India time); Print gives a register on paper: the college's name, the
// course, the date and lines for the signatures, without the console's menus.
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from '@college/web-kit/routing';
import styled, { createGlobalStyle } from 'styled-components';
import { COURSE_CATALOGUE, CATEGORY_WORDS, courseYears, type AdmittedRow } from '@college/shared-types';
import { useText } from '@college/web-kit';
import { Alert, Button, Panel, SelectField, TextField } from '@college/web-kit/ui';
import { WideScroll, WideTable } from '../../components/wide-table';
import { BothLanguages } from '../../components/both-languages';
import { failureText, formatRupees, saveBlob, todayInIndia } from '../../lib/format';
import { useOfficeApi } from '../../lib/staff-session';
import { COMMON } from '../../lib/texts';
import { useLoad } from '../../lib/use-load';
import { downloadCsv } from '../../api/csv';
import { TEXT, fill } from './admitted-texts';
import { getAdmitted } from './api/get-admitted';

export const ADMITTED_FILTERS = ['course', 'year', 'category', 'q'] as const;
export type AdmittedFilter = (typeof ADMITTED_FILTERS)[number];
const CATEGORIES = ['GENERAL', 'OBC', 'SC', 'ST', 'EWS'] as const;

/** The filters of the address that the API takes: a course of the catalogue, a year it has, a category, a search. */
export function admittedQuery(params: URLSearchParams): Partial<Record<AdmittedFilter, string>> {
  const out: Partial<Record<AdmittedFilter, string>> = {};
  const course = (params.get('course') ?? '').toUpperCase();
  if (COURSE_CATALOGUE.some((c) => c.code === course)) out.course = course;
  const year = params.get('year') ?? '';
  if (/^[1-3]$/.test(year) && (!out.course || courseYears(out.course).includes(Number(year)))) out.year = year;
  const category = (params.get('category') ?? '').toUpperCase();
  if ((CATEGORIES as readonly string[]).includes(category)) out.category = category;
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  if (q) out.q = q;
  return out;
}

/** On paper: only the register, with its heading and signature lines. */
const PrintOnly = createGlobalStyle`
  @media print {
    @page { size: A4 landscape; margin: 12mm; }
    body { background: #fff !important; }
    header, nav, footer, [data-no-print] { display: none !important; }
    main { padding: 0 !important; margin: 0 !important; max-width: none !important; }
    [data-print-register] { overflow: visible !important; }
    [data-print-register] table { min-width: 0 !important; font-size: 10pt !important; }
    [data-print-register] th, [data-print-register] td { border: 1px solid #000 !important; padding: 3px 4px !important; }
    [data-print-register] thead { display: table-header-group; }
    [data-print-register] tr { break-inside: avoid; }
  }
`;

const PrintHead = styled.div`
  display: none;
  text-align: center;
  margin-bottom: 8px;
  h2 {
    margin: 0;
    font-size: 16pt;
  }
  p {
    margin: 2px 0;
  }
  @media print {
    display: block;
  }
`;

const Signatures = styled.div`
  display: none;
  @media print {
    display: flex;
    justify-content: space-between;
    margin-top: 48px;
    break-inside: avoid;
    span {
      display: inline-block;
      min-width: 220px;
      border-top: 1px solid #000;
      padding-top: 4px;
      text-align: center;
    }
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  gap: 0 16px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin: 8px 0 16px;
`;

const Table = styled(WideTable).attrs({ $minWidth: 1100, $align: 'top' as const })`
  tbody th {
    white-space: nowrap;
  }
`;

function courseName(code: string, lang: 'en' | 'hi'): string {
  const c = COURSE_CATALOGUE.find((x) => x.code === code);
  return c ? (lang === 'hi' ? c.second_name : c.name) : code;
}

export function AdmittedPage() {
  const { t, lang } = useText();
  const api = useOfficeApi();
  const [params, setParams] = useSearchParams();
  const query = admittedQuery(params);
  const key = JSON.stringify(query);
  const [draft, setDraft] = useState<Record<AdmittedFilter, string>>({ course: '', year: '', category: '', q: '' });
  const [exporting, setExporting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    setDraft({ course: query.course ?? '', year: query.year ?? '', category: query.category ?? '', q: query.q ?? '' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const load = useLoad((signal) => getAdmitted(api, query, signal), [api, key]);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const next = new URLSearchParams();
    for (const k of ADMITTED_FILTERS) if (draft[k].trim()) next.set(k, draft[k].trim());
    setParams(next);
  };
  const clear = () => setParams(new URLSearchParams());

  const download = async () => {
    setExporting(true);
    setFailure(null);
    try {
      const blob = await downloadCsv(api, 'admitted', { ...query });
      saveBlob(blob, `admitted-${query.course ? `${query.course}-` : ''}${todayInIndia()}.csv`);
    } catch (error) {
      setFailure(failureText(error, t));
    } finally {
      setExporting(false);
    }
  };

  const years = draft.course ? courseYears(draft.course) : [1, 2, 3];
  const rows = load.data?.data ?? [];
  const college = load.data?.college;
  const courseText = query.course ? courseName(query.course, lang) : t(TEXT.allCourses);
  const heading = [
    courseText,
    query.year ? fill(t(TEXT.yearOption), { year: query.year }) : null,
    query.category ? t(CATEGORY_WORDS[query.category]!) : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <>
      <PrintOnly />
      <div data-no-print>
        <h1>{t(TEXT.title)}</h1>
        <p>{t(TEXT.intro)}</p>
        <Panel title={t(TEXT.filters)}>
          <form onSubmit={apply} noValidate aria-label={t(TEXT.filters)}>
            <Grid>
              <SelectField
                label={t(COMMON.course)}
                value={draft.course}
                onChange={(e) => setDraft((d) => ({ ...d, course: e.target.value, year: '' }))}
                options={[
                  { value: '', label: t(TEXT.anyCourse) },
                  ...COURSE_CATALOGUE.map((c) => ({ value: c.code, label: lang === 'hi' ? c.second_name : c.name })),
                ]}
              />
              <SelectField
                label={t(COMMON.year)}
                value={draft.year}
                onChange={(e) => setDraft((d) => ({ ...d, year: e.target.value }))}
                options={[
                  { value: '', label: t(TEXT.anyYear) },
                  ...years.map((y) => ({ value: String(y), label: fill(t(TEXT.yearOption), { year: y }) })),
                ]}
              />
              <SelectField
                label={t(TEXT.category)}
                value={draft.category}
                onChange={(e) => setDraft((d) => ({ ...d, category: e.target.value }))}
                options={[
                  { value: '', label: t(TEXT.anyCategory) },
                  ...CATEGORIES.map((c) => ({ value: c, label: t(CATEGORY_WORDS[c]!) })),
                ]}
              />
              <TextField
                label={t(TEXT.search)}
                type="search"
                value={draft.q}
                maxLength={100}
                onChange={(e) => setDraft((d) => ({ ...d, q: e.target.value }))}
              />
            </Grid>
            <Actions>
              <Button type="submit">{t(COMMON.apply)}</Button>
              <Button variant="secondary" onClick={clear}>
                {t(COMMON.clear)}
              </Button>
            </Actions>
          </form>
        </Panel>
        <Actions>
          <Button variant="secondary" pending={exporting} onClick={() => void download()}>
            {t(TEXT.download)}
          </Button>
          <Button variant="secondary" onClick={() => window.print()} disabled={!rows.length}>
            {t(TEXT.print)}
          </Button>
          {load.data ? (
            <span role="status" data-testid="admitted-count">
              {fill(t(TEXT.count), { count: load.data.total })}
            </span>
          ) : null}
        </Actions>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
      </div>
      {load.error ? (
        <Alert tone="error">
          {failureText(load.error, t)}{' '}
          <Button variant="secondary" onClick={load.reload}>
            {t(COMMON.retry)}
          </Button>
        </Alert>
      ) : !load.data ? (
        <p role="status">{t(COMMON.loading)}</p>
      ) : rows.length === 0 ? (
        <p>{t(TEXT.none)}</p>
      ) : (
        <section data-print-register aria-label={t(TEXT.registerOf)}>
          <PrintHead>
            {college ? (
              <h2>
                <BothLanguages text={college} />
              </h2>
            ) : null}
            <p>
              <strong>{t(TEXT.registerOf)}</strong> — {heading}
            </p>
            <p>{fill(t(TEXT.printedOn), { date: todayInIndia().split('-').reverse().join('/') })}</p>
          </PrintHead>
          <Register rows={rows} />
          <Signatures aria-hidden="true">
            <span>{t(TEXT.checkedBy)}</span>
            <span>{t(TEXT.signature)}</span>
          </Signatures>
        </section>
      )}
    </>
  );
}

function Register({ rows }: { rows: AdmittedRow[] }) {
  const { t, lang } = useText();
  return (
    <WideScroll
      tabIndex={0}
      role="region"
      aria-label={fill(t(TEXT.scroll), { table: t(TEXT.caption) })}
      data-testid="admitted-register"
      data-print-register
    >
      <Table>
        <caption>{t(TEXT.caption)}</caption>
        <thead>
          <tr>
            <th scope="col">{t(TEXT.enrolment)}</th>
            <th scope="col">{t(TEXT.form)}</th>
            <th scope="col">{t(TEXT.name)}</th>
            <th scope="col">{t(TEXT.father)}</th>
            <th scope="col">{t(TEXT.course)}</th>
            <th scope="col">{t(TEXT.category)}</th>
            <th scope="col">{t(TEXT.seat)}</th>
            <th scope="col">{t(TEXT.indexMarks)}</th>
            <th scope="col">{t(TEXT.admittedAt)}</th>
            <th scope="col">{t(TEXT.fee)}</th>
            <th scope="col">{t(TEXT.receipt)}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.student_id}>
              <th scope="row">{r.enrolment_no}</th>
              <td className="n">{r.form_number ?? '—'}</td>
              <td>{r.name}</td>
              <td>{r.father_name ?? '—'}</td>
              <td>
                {courseName(r.course, lang)}
                {r.year ? ` · ${fill(t(TEXT.yearOption), { year: r.year })}` : ''}
              </td>
              <td>{t(r.category_words)}</td>
              <td>{r.seat_label ? <BothLanguages text={r.seat_label} /> : t(TEXT.direct)}</td>
              <td className="n">{r.index_marks_text ?? '—'}</td>
              <td className="n">{r.admitted_at_ist.replace(/\s*IST$/, '')}</td>
              <td className="n">{formatRupees(r.fee_paid, lang)}</td>
              <td>
                {r.txnid ?? '—'}
                {r.bank_ref ? ` / ${r.bank_ref}` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </WideScroll>
  );
}
