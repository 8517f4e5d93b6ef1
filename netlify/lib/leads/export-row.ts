/**
 * A stored lead as export cells: the columns of `npm run leads -- export --format csv`
 * (scripts/lib/leads-export.mjs) and the first and last of the desk's CSV (../desk/csv.ts), which
 * adds where the visit came from and the desk's state. A record written by an older or broken
 * client may lack any of them: an empty cell.
 *
 * Explicit `.ts` imports and no TypeScript-only syntax: `npm run leads` runs it with Node's type
 * stripping.
 */
import { LEAD_FIELD_NAMES } from "../../../src/contracts/forms.ts";

/** The record's key, time and form, every field of the form contract in its order, then the page and browser it came from. */
export const LEAD_EXPORT_HEAD = ["key", "receivedAt", "form", ...LEAD_FIELD_NAMES, "page", "userAgent"] as const;

/** What an export reads of a stored lead (the CLI reads records as they are on disk: any of it may be missing). */
export interface ExportedLead {
  key?: string;
  receivedAt?: string;
  form?: string;
  fields?: Readonly<Record<string, string | undefined>>;
  page?: string | null;
  userAgent?: string | null;
  notification?: { state?: string } | null;
}

/** The head's cells and `notification`, the state of the lead's notification. */
export function leadExportCells(lead: ExportedLead): Record<string, string> {
  const row: Record<string, string> = { key: lead.key ?? "", receivedAt: lead.receivedAt ?? "", form: lead.form ?? "" };
  for (const name of LEAD_FIELD_NAMES) row[name] = lead.fields?.[name] ?? "";
  row.page = lead.page ?? "";
  row.userAgent = lead.userAgent ?? "";
  row.notification = lead.notification?.state ?? "";
  return row;
}
