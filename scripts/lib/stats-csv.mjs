// @ts-check
/**
 * `npm run stats -- --csv`: the report as one CSV table (RFC 4180, CRLF), a row per name of each
 * table: `table,name,views,visits,leads,conversion,applications`. The careers rows (`job`: an opening's
 * page views and applications; `application-campaign`: a campaign's visits and applications) have
 * their conversion as applications per view or per visit. Cells follow the one CSV rule
 * (netlify/lib/shared/csv.ts): quoted, quotes doubled, and a name a spreadsheet would run as a
 * formula gets a leading apostrophe, so a forged campaign name stays text in a spreadsheet too.
 */
import { csvRows } from "../../netlify/lib/shared/csv.ts";

export const STATS_CSV_COLUMNS = ["table", "name", "views", "visits", "leads", "conversion", "applications"];

/**
 * @typedef {{ key: string, views?: number, visits: number, leads: number, rate: number | null }} Row
 * @typedef {{ key: string, views: number, applications: number, rate: number | null }} JobRow
 * @typedef {{ key: string, visits: number, applications: number, rate: number | null }} ApplicationCampaignRow
 * @param {{ pages: Row[], sources: Row[], campaigns: Row[], referrers: [string, number][], forms: [string, number][], jobs: JobRow[], applicationCampaigns: ApplicationCampaignRow[] }} report
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
  for (const r of report.jobs) rows.push(["job", r.key, r.views, "", "", rate(r.rate), r.applications]);
  for (const r of report.applicationCampaigns)
    rows.push(["application-campaign", r.key, "", r.visits, "", rate(r.rate), r.applications]);
  // Every row has every column (the lead rows leave applications empty).
  const full = rows.map((r) => [...r, ...new Array(STATS_CSV_COLUMNS.length - r.length).fill("")]);
  return csvRows(full);
}
