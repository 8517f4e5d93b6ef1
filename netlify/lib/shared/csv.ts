/**
 * The one CSV rule of netlify/ and scripts/ (the desk's lead and application exports, `npm run leads
 * -- export --format csv`, `npm run stats -- --csv`): RFC 4180 with CRLF line ends, every cell quoted
 * with its quotes doubled, and a cell a spreadsheet would run as a formula (first character =, +, -,
 * @, tab or CR) given a leading apostrophe, so a forged value stays text in a spreadsheet too.
 *
 * No imports and no TypeScript-only syntax: `npm run leads` and `npm run stats` run it with Node's
 * type stripping.
 */

/** One cell: null and undefined are empty. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** Rows of cells as CSV, each line ended by CRLF. */
export function csvRows(rows: readonly (readonly unknown[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
}

/** A header row of `columns`, then one row per record with its value of each column. */
export function csvTable(columns: readonly string[], records: readonly Readonly<Record<string, unknown>>[]): string {
  return csvRows([columns, ...records.map((record) => columns.map((c) => record[c]))]);
}
