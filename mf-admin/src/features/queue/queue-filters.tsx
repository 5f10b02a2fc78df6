// The queue's search, its filters (one line below the search on a desktop, a sheet from the bottom on a phone,
// folded behind one button until asked for) and the tabs of review states with their counts.
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  ADMIN_STUDENT_SORTS,
  COURSE_YEARS,
  OPTIONS,
  REVIEW_STATE_LABELS,
  SCRUTINY_LABELS,
  SCRUTINY_STATES,
  down,
} from '@college/shared-types';
import { isApiError, useText, tokens } from '@college/web-kit';
import { Button, SelectField, TextField } from '@college/web-kit/ui';
import { REVIEW_STATES, STATUS_OF, courseOptions } from '../../lib/review';
import { COMMON } from '../../lib/texts';
import { categoryWords } from '../../lib/words';
import { FILTER_KEYS, SORT_LABELS, type FilterKey } from './queue-query';
import { QUEUE_TEXT, fill } from './queue-texts';
import type { Queue } from './use-queue';

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

/**
 * The review states. On a phone one row that scrolls sideways: the counts arrive with the list and widen the
 * buttons, and a row that wrapped anew would push the list down as it is drawn.
 */
const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space(1)};
  margin-bottom: ${tokens.space(2)};
  ${down('sm')} {
    flex-wrap: nowrap;
    overflow-x: auto;
    padding-bottom: 2px;
    > * {
      flex: 0 0 auto;
    }
  }
`;

/** The filters as the form holds them before they are applied (the address holds the applied ones). */
export function useFilterDraft(queue: Queue) {
  const { params, queryKey } = queue;
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const d: Record<string, string> = {};
    for (const key of FILTER_KEYS) d[key] = params.get(key) ?? '';
    setDraft(d);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryKey]);

  /** The filters as the form shows them, applied or not, without the review state (the tabs choose it). */
  const chosen = () =>
    Object.fromEntries(
      FILTER_KEYS.filter((k) => k !== 'status').map((k) => [k, draft[k] ?? params.get(k) ?? '']),
    ) as Partial<Record<FilterKey, string>>;

  return { draft, setDraft, open, setOpen, chosen };
}

export type FilterDraft = ReturnType<typeof useFilterDraft>;

export function QueueFilters({ queue, filters }: { queue: Queue; filters: FilterDraft }) {
  const { t, lang } = useText();
  const { params, query, data, load } = queue;
  const { draft, setDraft, open: filtersOpen, setOpen: setFiltersOpen, chosen } = filters;

  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFiltersOpen(false);
    queue.search(chosen());
  };

  // A tab shows one review state of the queue the filters above describe: a course chosen there and not yet
  // applied counts too (the tab applies it), and is never dropped from the address.
  const chooseStatus = (status: string) => {
    setFiltersOpen(false);
    queue.setFilters({ ...chosen(), status });
  };

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

  return (
    <>
      <SearchBar onSubmit={apply} aria-label={t(QUEUE_TEXT.filters)} className="no-print">
        <div className="search">
          <TextField type="search" label={t(QUEUE_TEXT.searchLabel)} {...text('search')} />
        </div>
        <Button type="submit">{t(COMMON.search)}</Button>
        <Button
          type="button"
          variant="secondary"
          aria-expanded={filtersOpen}
          aria-controls="queue-filters"
          onClick={() => setFiltersOpen((o) => !o)}
        >
          {applied ? fill(t(QUEUE_TEXT.filtersApplied), { n: applied }) : t(QUEUE_TEXT.filters)}
        </Button>
        {(applied > 0 || query.search) && (
          <Button type="button" variant="link" onClick={queue.clear}>
            {t(COMMON.clear)}
          </Button>
        )}
        <FilterSheet id="queue-filters" hidden={!filtersOpen} aria-label={t(QUEUE_TEXT.filters)} role="group">
          <div className="sheet-head">
            <h2>{t(QUEUE_TEXT.filters)}</h2>
            <Button type="button" small variant="link" onClick={() => setFiltersOpen(false)}>
              {t(QUEUE_TEXT.close)}
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
              label={t(QUEUE_TEXT.regPaid)}
              placeholder={t(COMMON.any)}
              options={yesNo}
              {...text('registration_paid')}
            />
            <SelectField label={t(QUEUE_TEXT.admPaid)} placeholder={t(COMMON.any)} options={yesNo} {...text('paid')} />
            <SelectField
              label={t(QUEUE_TEXT.submitted)}
              placeholder={t(COMMON.any)}
              options={yesNo}
              {...text('submitted')}
            />
            <SelectField
              label={t(QUEUE_TEXT.scrutiny)}
              placeholder={t(COMMON.any)}
              options={SCRUTINY_STATES.map((v) => ({ value: v, label: t(SCRUTINY_LABELS[v]) }))}
              {...text('scrutiny')}
            />
            <TextField
              type="date"
              label={t(QUEUE_TEXT.submittedFrom)}
              error={fieldError('submitted_from')}
              {...text('submitted_from')}
            />
            <TextField
              type="date"
              label={t(QUEUE_TEXT.submittedTo)}
              error={fieldError('submitted_to')}
              {...text('submitted_to')}
            />
            <SelectField
              label={t(QUEUE_TEXT.sort)}
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

      <Tabs role="group" aria-label={t(QUEUE_TEXT.tabs)} className="no-print">
        <Button
          small
          variant={query.status ? 'secondary' : 'primary'}
          aria-pressed={!query.status}
          onClick={() => chooseStatus('')}
        >
          {t(QUEUE_TEXT.all)}
          {data ? ` (${REVIEW_STATES.reduce((n, s) => n + data.counts[s], data.views.incomplete)})` : ''}
        </Button>
        <Button
          small
          variant={query.status === 'ready' ? 'primary' : 'secondary'}
          aria-pressed={query.status === 'ready'}
          onClick={() => chooseStatus('ready')}
        >
          {t(QUEUE_TEXT.ready)}
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
          {t(QUEUE_TEXT.incomplete)}
          {data ? ` (${data.views.incomplete})` : ''}
        </Button>
      </Tabs>
      {query.status === 'ready' && <p className="no-print">{t(QUEUE_TEXT.readyHint)}</p>}
      {query.status === 'incomplete' && <p className="no-print">{t(QUEUE_TEXT.incompleteHint)}</p>}
    </>
  );
}
