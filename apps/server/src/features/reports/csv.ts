/** A cell a spreadsheet would run as a formula starts with one of these: it is written as text. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * RFC 4180 CSV: a header line, then one line per row, CRLF between lines, fields with commas, quotes or line
 * breaks quoted. It starts with a byte-order mark so spreadsheets read it as UTF-8.
 */
export function toCsv<Row extends Record<string, string | number>>(
  columns: readonly (keyof Row & string)[],
  rows: readonly Row[],
): string {
  const lines = [columns.map(cell).join(',')];
  for (const row of rows) lines.push(columns.map((column) => cell(row[column] as string | number)).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
