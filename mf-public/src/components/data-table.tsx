// A table of the public pages. Each cell follows the table cell rule (SPEC §9): an https value that is not a
// PDF shows as a 100 px image, a PDF link as a 'View PDF' button, anything else as text.
import { TABLE_IMAGE_SIZE, pick, tableCell, type Label } from '@college/shared-types';
import * as ui from './ui.module.css';
import { useText } from '@college/web-kit';
import { ResponsiveImage } from '@college/web-kit';

export interface Column {
  key: string;
  label: Label;
}

export type Row = Record<string, string | number | null | undefined>;

const VIEW_PDF = { en: 'View PDF', hi: 'पीडीएफ देखें' };
const NEW_TAB = { en: '(opens in a new tab)', hi: '(नए टैब में खुलता है)' };

function Cell({ value, rowName }: { value: Row[string]; rowName: string }) {
  const { lang } = useText();
  const cell = tableCell(value);
  if (cell.kind === 'image') {
    return (
      <ResponsiveImage
        className={ui.cellImage}
        src={cell.src}
        alt={rowName}
        width={TABLE_IMAGE_SIZE}
        height={TABLE_IMAGE_SIZE}
        sizes={`${TABLE_IMAGE_SIZE}px`}
      />
    );
  }
  if (cell.kind === 'pdf') {
    return (
      <a className={`${ui.button} ${ui.small}`} href={cell.href} target="_blank" rel="noopener noreferrer">
        {pick(VIEW_PDF, lang)}
        <span className="sr-only">
          : {rowName} {pick(NEW_TAB, lang)}
        </span>
      </a>
    );
  }
  return <>{cell.text}</>;
}

/** The first text of a row that is not a serial number names it: the alt text of its image, the context of its PDF. */
function rowNameOf(row: Row, columns: Column[]): string {
  for (const c of columns) {
    const cell = tableCell(row[c.key]);
    if (cell.kind === 'text' && cell.text && !/^\d+\.?$/.test(cell.text)) return cell.text;
  }
  return '';
}

export function DataTable({ caption, columns, rows }: { caption: string; columns: Column[]; rows: Row[] }) {
  const { t } = useText();
  return (
    // The wrapper scrolls sideways on a phone; it takes focus so the keyboard can scroll it too.
    <div className={ui.tableWrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={ui.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col">
                {t(c.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => {
            const rowName = rowNameOf(row, columns);
            return (
              <tr key={i}>
                {columns.map((c) => (
                  <td key={c.key}>
                    <Cell value={row[c.key]} rowName={rowName} />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
