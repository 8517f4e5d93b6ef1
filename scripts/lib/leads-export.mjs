// @ts-check
/** Pure helpers of `npm run leads`: filtering and CSV/JSON rendering of lead records. */

export const CSV_COLUMNS = [
  "key",
  "receivedAt",
  "form",
  "name",
  "firstName",
  "lastName",
  "email",
  "phone",
  "company",
  "service",
  "message",
  "page",
  "userAgent",
  "notification",
];

/**
 * One CSV cell: quoted, quotes doubled, and neutralised against formula injection: a value a
 * spreadsheet would run (first character equals, plus, minus, at sign, tab or CR) gets a
 * leading apostrophe.
 * @param {unknown} value
 */
export function csvCell(value) {
  let text = value == null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * @param {any} lead a stored lead record
 * @returns {Record<string, string>}
 */
export function leadRow(lead) {
  const f = lead.fields ?? {};
  return {
    key: lead.key ?? "",
    receivedAt: lead.receivedAt ?? "",
    form: lead.form ?? "",
    name: f.name ?? "",
    firstName: f.firstName ?? "",
    lastName: f.lastName ?? "",
    email: f.email ?? "",
    phone: f.phone ?? "",
    company: f.company ?? "",
    service: f.service ?? "",
    message: f.message ?? "",
    page: lead.page ?? "",
    userAgent: lead.userAgent ?? "",
    notification: lead.notification?.state ?? "",
  };
}

/** RFC 4180 CSV (CRLF line ends) with a header row. @param {any[]} leads */
export function toCsv(leads) {
  const lines = [CSV_COLUMNS.map(csvCell).join(",")];
  for (const lead of leads) {
    const row = leadRow(lead);
    lines.push(CSV_COLUMNS.map((c) => csvCell(row[c])).join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
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
 * @param {string[]} argv arguments after `npm run leads --`
 * @returns {{ command: string, format: string, since?: string, sandbox?: string, help: boolean }}
 */
export function parseArgs(argv) {
  /** @type {{ command: string, format: string, since?: string, sandbox?: string, help: boolean }} */
  const opts = { command: "", format: "csv", help: false };
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
    else if (flag === "--format") opts.format = value();
    else if (flag === "--since") opts.since = value();
    else if (flag === "--sandbox") opts.sandbox = value();
    else if (!flag.startsWith("-") && !opts.command) opts.command = flag;
    else throw new Error(`unknown argument: ${arg}`);
  }
  if (opts.command && !["list", "export"].includes(opts.command)) throw new Error(`unknown command: ${opts.command}`);
  if (!["csv", "json"].includes(opts.format)) throw new Error(`--format must be csv or json, not ${opts.format}`);
  return opts;
}
