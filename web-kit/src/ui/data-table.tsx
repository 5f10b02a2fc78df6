// Tables: a normal table on wide screens; on a phone (below the `sm` breakpoint) each row becomes a card of
// labelled lines. DataTable draws one from columns and rows; TableStyles styles a hand-written <table>
// whose cells carry data-label.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { down } from '@college/shared-types';
import { tokens } from '../theme/tokens';

const c = tokens.color;

export const TableStyles = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 15px;
  caption {
    text-align: left;
    font-weight: 600;
    padding: 0 0 ${tokens.space(1)};
  }
  th,
  td {
    text-align: left;
    padding: 10px ${tokens.space(1)};
    border-bottom: 1px solid ${c.border};
    vertical-align: middle;
  }
  th {
    background: ${c.primaryTint};
    color: ${c.primaryDark};
    font-size: ${tokens.fontSize.sm};
  }
  td .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space(1)};
    align-items: center;
  }
  ${down('sm')} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr {
      display: block;
      border: 1px solid ${c.border};
      border-radius: ${tokens.radius.lg};
      margin-bottom: 12px;
      padding: 4px ${tokens.space(1)};
    }
    td {
      display: flex;
      flex-wrap: wrap;
      justify-content: space-between;
      gap: ${tokens.space(1)};
      border-bottom: 1px dashed ${c.border};
      word-break: break-word;
    }
    td:last-child {
      border-bottom: 0;
    }
    td::before {
      content: attr(data-label);
      font-weight: 700;
      color: ${c.muted};
    }
  }
`;

export interface Column<Row> {
  /** Unique within the table. */
  key: string;
  /** The column head; also the label of the cell on a phone. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Sort or filter buttons in the head, e.g. */
  headerExtra?: ReactNode;
}

export interface DataTableProps<Row> {
  columns: ReadonlyArray<Column<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Names the table for screen readers (visible above it). */
  caption?: ReactNode;
  /** Shown in one cell when there are no rows. */
  empty?: ReactNode;
  /** Marks a row, e.g. the one open in a dialog. */
  selected?: (row: Row) => boolean;
}

export function DataTable<Row>({ columns, rows, rowKey, caption, empty, selected }: DataTableProps<Row>) {
  return (
    <TableStyles>
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((col) => (
            <th key={col.key} scope="col">
              {col.header}
              {col.headerExtra}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && empty ? (
          <tr>
            <td colSpan={columns.length}>{empty}</td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={rowKey(row)} aria-selected={selected ? selected(row) : undefined}>
              {columns.map((col) => (
                <td key={col.key} data-label={col.header}>
                  {col.cell(row)}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </TableStyles>
  );
}
