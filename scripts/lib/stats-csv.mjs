// @ts-check
/**
 * `npm run stats -- --csv`: the report as one CSV table (RFC 4180, CRLF), a row per name of each
 * table: `table,name,views,visits,leads,conversion`. Cells follow the lead export's rule
 * (scripts/lib/leads-export.mjs csvCell): quoted, quotes doubled, and a name a spreadsheet would run
 * as a formula gets a leading apostrophe, so a forged campaign name stays text in a spreadsheet too.
 */
import { csvCell } from "./leads-export.mjs";

export const STATS_CSV_COLUMNS = ["table", "name", "views", "visits", "leads", "conversion"];

/**
 * @typedef {{ key: string, views?: number, visits: number, leads: number, rate: number | null }} Row
 * @param {{ pages: Row[], sources: Row[], campaigns: Row[], referrers: [string, number][], forms: [string, number][] }} report
 */
export function toStatsCsv(report) {
  /** @type {unknown[][]} */
  const rows = [STATS_CSV_COLUMNS];
  const rate = (/** @type {number | null} */ r) => (r === null ? "" : r.toFixed(4));
  for (const r of report.pages) rows.push(["page", r.key, r.views ?? 0, r.visits, r.leads, rate(r.rate)]);
  for (const r of report.sources) rows.push(["source", r.key, "", r.visits, r.leads, rate(r.rate)]);
  for (const r of report.campaigns) rows.push(["campaign", r.key, "", r.visits, r.leads, rate(r.rate)]);
  for (const [host, n] of report.referrers) rows.push(["referrer", host, "", n, "", ""]);
  for (const [form, n] of report.forms) rows.push(["form", form, "", "", n, ""]);
  return `${rows.map((r) => r.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
