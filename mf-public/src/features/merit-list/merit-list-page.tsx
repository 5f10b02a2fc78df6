// One published merit list (decision 026): /merit-list/<COURSE>/<year>/<round>. The list by rank, 100 rows a page
// with a pager; a search by form number; the whole list as CSV and as a page to print or save as PDF. Form number,
// name, category, compartment allotted, index marks, rank and status; nothing else about an applicant. Reserved
// seats released to the open category (UR) for the round are named above the list, the page's language first.
import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  MERIT_LIST_COLUMNS,
  MERIT_LIST_QUERY,
  MERIT_LIST_STATUS_LABELS,
  MERIT_LIST_TEXT,
  apiPath,
  categoryWords,
  indianDate,
  meritListReleaseText,
  pick,
  type MeritListPage as MeritListAnswer,
} from '@college/shared-types';
import { ModuleLink, isApiError, useApi, useErrorText, useText } from '@college/web-kit';
import * as ui from '../../components/ui.module.css';
import { Page } from '../../components/page';
import { Loading } from '../../components/loading';
import { useParams } from '@college/web-kit/routing';
import { usePublishedAt } from '../../app/page-date';
import { MERIT_TEXT } from './merit-list-text';
import * as css from './merit-list.module.css';

type Loaded =
  | { state: 'loading' }
  | { state: 'ready'; data: MeritListAnswer }
  | { state: 'missing'; error: unknown }
  | { state: 'failed'; error: unknown };

interface Ask {
  page: number;
  q: string | null;
}

function useMeritList(course: string, year: string, round: string, ask: Ask, attempt: number): Loaded {
  const api = useApi();
  const [result, setResult] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setResult((r) => (r.state === 'ready' ? r : { state: 'loading' }));
    api
      .get<{ data: MeritListAnswer }>('meritList', {
        params: { course, year, round },
        query: ask.q ? { q: ask.q } : ask.page > 1 ? { page: ask.page } : undefined,
        signal: controller.signal,
      })
      .then(
        (answer) => setResult({ state: 'ready', data: answer.data }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const status = isApiError(error) ? error.status : 0;
          setResult(status === 404 || status === 400 ? { state: 'missing', error } : { state: 'failed', error });
        },
      );
    return () => controller.abort();
  }, [api, course, year, round, ask.page, ask.q, attempt]);
  return result;
}

export function MeritListPage() {
  const { t, lang } = useText();
  const { errorText } = useErrorText();
  const { course = '', year = '', round = '' } = useParams();
  const [ask, setAsk] = useState<Ask>({ page: 1, q: null });
  const [attempt, setAttempt] = useState(0);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState(false);
  const result = useMeritList(course, year, round, ask, attempt);
  const data = result.state === 'ready' ? result.data : null;
  usePublishedAt(data?.updated_at);
  const searchId = useId();
  const releasesId = useId();
  const other = lang === 'hi' ? 'en' : 'hi';

  const title = data
    ? `${t(MERIT_TEXT.listTitle)}: ${pick(data.course_name, lang)}, ${t(MERIT_TEXT.year(data.year))}, ${t(MERIT_TEXT.round(data.round))}`
    : t(MERIT_TEXT.listTitle);

  function search(e: FormEvent) {
    e.preventDefault();
    const q = typed.trim();
    if (!q) {
      setTypedError(false);
      setAsk({ page: 1, q: null });
      return;
    }
    if (!MERIT_LIST_QUERY.test(q)) {
      setTypedError(true);
      return;
    }
    setTypedError(false);
    setAsk({ page: 1, q });
  }

  const c = MERIT_LIST_COLUMNS;
  const params = { course, year, round };
  const first = data && !data.q ? (data.page - 1) * data.per_page + 1 : 0;
  const caption = data
    ? data.q
      ? t(MERIT_TEXT.searchCaption)
      : t(MERIT_TEXT.caption(first, first + data.rows.length - 1, data.total))
    : '';

  return (
    <Page title={title}>
      <p className={css.meta}>
        <ModuleLink href="/merit-list">{t(MERIT_TEXT.allLists)}</ModuleLink>
        {data && (
          <>
            {' '}
            · {t(MERIT_TEXT.publishedOn)}: {indianDate(data.published_at)} · {t(MERIT_TEXT.rows(data.count))} ·{' '}
            {t(data.state === 'open' ? MERIT_TEXT.open : MERIT_TEXT.closed)}
          </>
        )}
      </p>
      {result.state === 'loading' && <Loading />}
      {result.state === 'missing' && !ask.q && (
        <p className={ui.muted} role="alert">
          {errorText(result.error, MERIT_TEXT.notPublished)}
        </p>
      )}
      {(result.state === 'failed' || (result.state === 'missing' && ask.q)) && (
        <div role="alert">
          <p>{errorText(result.error, MERIT_TEXT.failed)}</p>
          <button type="button" className={ui.button} onClick={() => setAttempt((n) => n + 1)}>
            {t(MERIT_TEXT.retry)}
          </button>
        </div>
      )}
      {data && (
        <>
          {data.releases?.length ? (
            <section className={css.releases} aria-labelledby={releasesId} data-testid="merit-list-releases">
              <h2 id={releasesId}>
                {t(MERIT_LIST_TEXT.releases)}
                <span className={css.other} lang={other}>
                  {MERIT_LIST_TEXT.releases[other]}
                </span>
              </h2>
              <ul>
                {data.releases.map((r) => {
                  const text = meritListReleaseText(r);
                  return (
                    <li key={`${r.compartment}/${r.from_round ?? 0}`}>
                      {text[lang]}
                      <span className={css.other} lang={other}>
                        {text[other]}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </section>
          ) : null}
          <div className={css.tools}>
            <form className={css.search} role="search" onSubmit={search} noValidate>
              <div>
                <label htmlFor={searchId}>{t(MERIT_TEXT.search)}</label>
                <input
                  id={searchId}
                  name="q"
                  inputMode="numeric"
                  autoComplete="off"
                  value={typed}
                  maxLength={12}
                  aria-invalid={typedError || undefined}
                  aria-describedby={typedError ? `${searchId}-error` : undefined}
                  onChange={(e) => setTyped(e.target.value)}
                />
              </div>
              <button type="submit" className={ui.button}>
                {t(MERIT_TEXT.find)}
              </button>
              {ask.q && (
                <button
                  type="button"
                  className={ui.buttonOutline}
                  onClick={() => {
                    setTyped('');
                    setAsk({ page: 1, q: null });
                  }}
                >
                  {t(MERIT_TEXT.clear)}
                </button>
              )}
              {typedError && (
                <p id={`${searchId}-error`} className={css.error} role="alert">
                  {t(MERIT_TEXT.digitsOnly)}
                </p>
              )}
            </form>
            <div className={css.downloads}>
              <a className={ui.buttonOutline} href={apiPath('meritListCsv', params)} download>
                {t(MERIT_TEXT.csv)}
              </a>
              <a
                className={ui.buttonOutline}
                href={`${apiPath('meritListPrint', params)}?lang=${lang}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t(MERIT_TEXT.pdf)}
                <span className="sr-only"> {t(MERIT_TEXT.newTab)}</span>
              </a>
            </div>
          </div>
          {data.q && (
            <p role="status">{data.total ? t(MERIT_TEXT.found(data.total, data.q)) : t(MERIT_TEXT.notFound(data.q))}</p>
          )}
          {data.rows.length > 0 && (
            <div className={ui.tableWrap} role="region" aria-label={caption} tabIndex={0}>
              <table className={ui.table} data-testid="merit-list">
                <caption>{caption}</caption>
                <thead>
                  <tr>
                    {[c.rank, c.form_number, c.name, c.category, c.compartment, c.index_marks, c.status].map((h) => (
                      <th key={h.en} scope="col">
                        {t(h)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.rows.map((r) => (
                    <tr key={r.form_number}>
                      <td className={css.number}>{r.rank}</td>
                      <td className={css.number}>{r.form_number}</td>
                      <td>{r.name}</td>
                      <td>{t(categoryWords(r.category))}</td>
                      <td>{r.compartment ? pick(r.compartment, lang) : '—'}</td>
                      <td className={css.number}>{r.index_marks}</td>
                      <td className={css.status}>{t(MERIT_LIST_STATUS_LABELS[r.status])}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {!data.q && data.pages > 1 && (
            <nav className={css.pager} aria-label={t(MERIT_TEXT.pager)}>
              <button
                type="button"
                className={ui.buttonOutline}
                disabled={data.page <= 1}
                onClick={() => setAsk({ page: data.page - 1, q: null })}
              >
                {t(MERIT_TEXT.previous)}
              </button>
              <span aria-live="polite">{t(MERIT_TEXT.pageOf(data.page, data.pages))}</span>
              <button
                type="button"
                className={ui.buttonOutline}
                disabled={data.page >= data.pages}
                onClick={() => setAsk({ page: data.page + 1, q: null })}
              >
                {t(MERIT_TEXT.next)}
              </button>
            </nav>
          )}
        </>
      )}
    </Page>
  );
}
