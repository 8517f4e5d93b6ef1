/**
 * CSV of the desk's current filter: the lead's columns of `npm run leads -- export --format csv`
 * (../leads/export-row.ts), then where the visit came from (landing page, referrer, the UTM
 * fields, the click ids Google Ads, Meta and Microsoft Ads need for offline conversions), then the
 * desk's status and assignee (docs/desk.md lists them). The cells follow the one CSV rule
 * (../shared/csv.ts).
 */
import { CLICK_ID_KEYS, UTM_KEYS } from "../../../src/contracts/visit";
import { LEAD_EXPORT_HEAD, leadExportCells } from "../leads/export-row";
import { csvTable } from "../shared/csv";
import { deskState, type DeskLead } from "./inbox";

/** The attribution columns: utm_source … utm_content, then gclid, fbclid, msclkid. */
const UTM_COLUMNS = UTM_KEYS.map((k) => `utm_${k}` as const);

export const DESK_CSV_COLUMNS = [
  ...LEAD_EXPORT_HEAD,
  "landingPage",
  "referrer",
  ...UTM_COLUMNS,
  ...CLICK_ID_KEYS,
  "notification",
  "status",
  "assignee",
] as const;

/** A stored value as cell text: strings only (a record written by an older or broken client may hold anything). */
const text = (value: unknown): string => (typeof value === "string" ? value : "");

export function deskCsv(leads: DeskLead[]): string {
  const rows = leads.map((lead) => {
    const state = deskState(lead);
    const row: Record<string, string> = {
      ...leadExportCells(lead),
      status: state.status,
      assignee: state.assignee ?? "",
    };
    const context = lead.context;
    row.landingPage = text(context?.landingPage);
    row.referrer = text(context?.referrer);
    for (const key of UTM_KEYS) row[`utm_${key}`] = text(context?.utm?.[key]);
    for (const key of CLICK_ID_KEYS) row[key] = text(context?.clickIds?.[key]);
    return row;
  });
  return csvTable(DESK_CSV_COLUMNS, rows);
}
