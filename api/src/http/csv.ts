// CSV as the office's spreadsheets read it: UTF-8 with a byte-order mark (so Hindi shows), lines ended by CRLF, and
// every cell safe to open: a cell that starts like a formula is read as text (CSV injection).

/** One cell: a leading =, +, -, @, tab or CR neutralised; quoted when it holds a quote, a comma or a line break. */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Lines of cells as the file's text: the byte-order mark first, CRLF after every line. */
export function csvText(lines: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return `\uFEFF${lines.map((l) => l.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
