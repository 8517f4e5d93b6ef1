// @ts-check
/**
 * Pure helpers of `npm run leads`: filtering and CSV/JSON rendering of lead records.
 *
 * The columns and cells of a lead are netlify/lib/leads/export-row.ts's (the desk's CSV starts with
 * them): Node runs that TypeScript module directly (type stripping; `npm run leads` passes
 * --experimental-strip-types for Node versions that still need it).
 */
import { csvTable } from "../../netlify/lib/shared/csv.ts";
import { LEAD_EXPORT_HEAD, leadExportCells } from "../../netlify/lib/leads/export-row.ts";

/**
 * The lead's columns (where and when it came in, its fields), then its notification state.
 * @type {readonly string[]}
 */
export const CSV_COLUMNS = [...LEAD_EXPORT_HEAD, "notification"];

/**
 * @param {any} lead a stored lead record
 * @returns {Record<string, string>}
 */
export const leadRow = (lead) => leadExportCells(lead);

/** CSV with a header row, in the one CSV rule (netlify/lib/shared/csv.ts). @param {any[]} leads */
export function toCsv(leads) {
  return csvTable(CSV_COLUMNS, leads.map(leadRow));
}

/** @param {any[]} leads */
export function toJson(leads) {
  return `${JSON.stringify(leads, null, 2)}\n`;
}

/**
 * Leads received at or after `since` (any date Date.parse reads, e.g. 2026-11-01), oldest first.
 * @param {any[]} leads
 * @param {string | undefined} since
 */
export function selectLeads(leads, since) {
  let from = -Infinity;
  if (since !== undefined) {
    from = Date.parse(since);
    if (!Number.isFinite(from)) throw new Error(`--since: not a date: ${since}`);
  }
  return leads
    .filter((l) => Date.parse(l.receivedAt) >= from)
    .sort(
      (a, b) => String(a.receivedAt).localeCompare(String(b.receivedAt)) || String(a.key).localeCompare(String(b.key)),
    );
}

/**
 * One line per lead for `list`.
 * @param {any} lead
 */
export function listLine(lead) {
  const row = /** @type {Record<string, string>} */ (leadRow(lead));
  const get = (/** @type {string} */ k) => row[k] ?? "";
  const who = get("name") || `${get("firstName")} ${get("lastName")}`.trim();
  // eslint-disable-next-line no-control-regex
  const clean = (/** @type {string} */ s) => s.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, " ");
  return [
    get("receivedAt"),
    get("form").padEnd(11),
    clean(who),
    `<${clean(get("email"))}>`,
    `[${get("notification")}]`,
    get("key"),
  ].join("  ");
}

/**
 * @typedef {{ command: string, format: string, formatGiven: boolean, since?: string, sandbox?: string, context?: string, email?: string, revokeAll: boolean, help: boolean }} Options
 */

/**
 * @param {string[]} argv arguments after `npm run leads --`
 * @returns {Options}
 */
export function parseArgs(argv) {
  /** @type {Options} */
  const opts = { command: "", format: "csv", formatGiven: false, revokeAll: false, help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    const [flag, inline] = arg.startsWith("--") ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    const value = () => {
      if (inline !== undefined) return inline;
      const next = argv[++i];
      if (next === undefined) throw new Error(`${flag} needs a value`);
      return next;
    };
    if (flag === "--help" || flag === "-h") opts.help = true;
    else if (flag === "--format") {
      opts.format = value();
      opts.formatGiven = true;
    } else if (flag === "--since") opts.since = value();
    else if (flag === "--sandbox") opts.sandbox = value();
    else if (flag === "--context") opts.context = value();
    else if (flag === "--email") opts.email = value();
    else if (flag === "--revoke-all") opts.revokeAll = true;
    else if (!flag.startsWith("-") && !opts.command) opts.command = flag;
    else throw new Error(`unknown argument: ${arg}`);
  }
  if (
    opts.command &&
    !["list", "export", "delete", "audit", "sessions", "reindex", "check-index"].includes(opts.command)
  )
    throw new Error(`unknown command: ${opts.command}`);
  if (opts.context !== undefined && !["production", "deploy-preview", "branch-deploy"].includes(opts.context))
    throw new Error(`--context must be production, deploy-preview or branch-deploy, not ${opts.context}`);
  if (opts.context !== undefined && opts.command === "sessions") throw new Error("--context does not go with sessions");
  if (opts.revokeAll && opts.command !== "sessions") throw new Error("--revoke-all goes with the sessions command");
  if (!["csv", "json"].includes(opts.format)) throw new Error(`--format must be csv or json, not ${opts.format}`);
  if (opts.email !== undefined) {
    if (!["export", "delete"].includes(opts.command))
      throw new Error("--email goes with the export and delete commands");
    if (!/^[^@\s]+@[^@\s]+$/.test(opts.email.trim())) throw new Error(`--email: not an e-mail address: ${opts.email}`);
    if (opts.since !== undefined)
      throw new Error("--since does not go with --email: a person's export holds all of it");
    if (opts.formatGiven && opts.format !== "json") throw new Error("a person's export (--email) is JSON only");
  }
  if (opts.command === "delete" && opts.email === undefined) throw new Error("delete needs --email ADDRESS");
  return opts;
}

/** An application deletion's audit entry (netlify/lib/applications/privacy.ts) as one line: ids only. */
export function applicationAuditLine(
  /** @type {{ at: string; reason: string; count: number; resumes: number; by: string; applications: string[] }} */ entry,
) {
  return [
    entry.at,
    entry.reason.padEnd(9),
    `${entry.count} application(s), ${entry.resumes} résumé(s)`,
    `by ${entry.by}`,
    entry.applications.join(" "),
  ]
    .join("  ")
    .trimEnd();
}

/**
 * One line per audit entry for `audit` (entries hold no personal data: see netlify/lib/leads/privacy.ts).
 * @param {{ at: string, by: string, reason: string, count: number, leads: string[] }} entry
 */
export function auditLine(entry) {
  return [entry.at, entry.reason.padEnd(9), `${entry.count} lead(s)`, `by ${entry.by}`, entry.leads.join(" ")]
    .join("  ")
    .trimEnd();
}
