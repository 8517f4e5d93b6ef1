/**
 * CSV of the desk's current filter: the columns of `npm run leads -- export --format csv`
 * (scripts/lib/leads-export.mjs) plus the desk's status and assignee, with the same cell rule: quoted, quotes
 * doubled, and a cell a spreadsheet would run as a formula (first character =, +, -, @, tab or CR)
 * gets a leading apostrophe.
 */
import { LEAD_FIELD_NAMES } from "../../../src/contracts";
import { deskState, type DeskLead } from "./inbox";

export const DESK_CSV_COLUMNS = [
  "key",
  "receivedAt",
  "form",
  ...LEAD_FIELD_NAMES,
  "page",
  "userAgent",
  "notification",
  "status",
  "assignee",
] as const;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function deskCsv(leads: DeskLead[]): string {
  const lines = [DESK_CSV_COLUMNS.map(csvCell).join(",")];
  for (const lead of leads) {
    const state = deskState(lead);
    const row: Record<string, string> = {
      key: lead.key,
      receivedAt: lead.receivedAt,
      form: lead.form,
      page: lead.page ?? "",
      userAgent: lead.userAgent ?? "",
      notification: lead.notification?.state ?? "",
      status: state.status,
      assignee: state.assignee ?? "",
    };
    for (const name of LEAD_FIELD_NAMES) row[name] = lead.fields[name] ?? "";
    lines.push(DESK_CSV_COLUMNS.map((c) => csvCell(row[c])).join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}
