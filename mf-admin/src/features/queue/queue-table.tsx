// The compact list of applicants: one line per applicant on a desktop, on a phone a short card of three lines;
// sortable heads (the sort kept in the address), a selection for the verifier's approval, the row's actions.
import { Link } from '@college/web-kit/routing';
import styled, { createGlobalStyle } from 'styled-components';
import { SCRUTINY_LABELS, down, type AdminStudentRow, type FeeTableRow } from '@college/shared-types';
import { useText, tokens } from '@college/web-kit';
import { Badge } from '@college/web-kit/ui';
import { formatDateTime } from '../../lib/format';
import { ReviewBadge } from '../../lib/review';
import { COMMON } from '../../lib/texts';
import { categoryWords } from '../../lib/words';
import { QUEUE_TEXT, fill } from './queue-texts';
import { RowActions, type OnDecide } from './row-actions';

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
  /* While the list comes, its place is a screen high: what is below it (the pages, the footer) does not move
     when the rows arrive. */
  td.waiting {
    height: 100vh;
    vertical-align: top;
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
export const PrintOnly = createGlobalStyle`
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

interface QueueTableProps {
  rows: AdminStudentRow[];
  loading: boolean;
  /** The checkboxes of the verifier's approval; null: none (the accounts office). */
  selection: { selected: number[]; setSelected: (ids: number[]) => void } | null;
  /** The column sort in the address, and how a head changes it. */
  sortNow: string;
  onSort: (sort: string) => void;
  queueQuery: string;
  fees: readonly FeeTableRow[] | undefined;
  onDecide: OnDecide;
}

export function QueueTableView({
  rows,
  loading,
  selection,
  sortNow,
  onSort,
  queueQuery,
  fees,
  onDecide,
}: QueueTableProps) {
  const { t, lang } = useText();
  const mayDecide = selection !== null;
  const selected = selection?.selected ?? [];
  const setSelected = (ids: number[]) => selection?.setSelected(ids);
  const allOnPage = rows.length > 0 && rows.every((r) => selected.includes(r.id));
  const toggle = (id: number) =>
    setSelected(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  /** A column head that sorts on the server; the sort is kept in the address. */
  const sortHead = (label: string, key: 'name' | 'submitted_at') => {
    const on = sortNow.replace(/^-/, '') === key;
    const desc = sortNow.startsWith('-');
    const next = on && !desc ? `-${key}` : key;
    return (
      <th scope="col" aria-sort={on ? (desc ? 'descending' : 'ascending') : 'none'}>
        <button type="button" className="sort" onClick={() => onSort(next)}>
          {label}
          <span aria-hidden="true">{on ? (desc ? ' ▼' : ' ▲') : ' ↕'}</span>
        </button>
      </th>
    );
  };

  return (
    <QueueTable aria-label={t(QUEUE_TEXT.list)}>
      <thead>
        <tr>
          {mayDecide && (
            <th scope="col" className="no-print">
              <SelectBox>
                <input
                  type="checkbox"
                  aria-label={t(QUEUE_TEXT.selectPage)}
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
          <th scope="col">{t(QUEUE_TEXT.form)}</th>
          {sortHead(t(COMMON.name), 'name')}
          <th scope="col">{t(COMMON.course)}</th>
          <th scope="col" className="wide">
            {t(COMMON.category)}
          </th>
          <th scope="col" className="wide">
            {t(QUEUE_TEXT.regPaidShort)}
          </th>
          {sortHead(t(QUEUE_TEXT.submitted), 'submitted_at')}
          <th scope="col">{t(COMMON.status)}</th>
          <th scope="col" className="no-print">
            {t(QUEUE_TEXT.actions)}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={9} className={loading ? 'waiting' : undefined}>
              {loading ? t(COMMON.loading) : t(QUEUE_TEXT.none)}
            </td>
          </tr>
        ) : (
          rows.map((r) => (
            <tr key={r.id} aria-selected={selected.includes(r.id)}>
              {mayDecide && (
                <td className="no-print pick">
                  <SelectBox>
                    <input
                      type="checkbox"
                      aria-label={fill(t(QUEUE_TEXT.selectName), { name: r.name })}
                      checked={selected.includes(r.id)}
                      onChange={() => toggle(r.id)}
                    />
                  </SelectBox>
                </td>
              )}
              <td className="form" data-label={t(QUEUE_TEXT.form)}>
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
                {r.is_admission_fee_payed ? ` · ${t(QUEUE_TEXT.admPaidShort)}` : ''}
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
                <RowActions row={r} queueQuery={queueQuery} fees={fees} onDecide={onDecide} />
              </td>
            </tr>
          ))
        )}
      </tbody>
    </QueueTable>
  );
}
