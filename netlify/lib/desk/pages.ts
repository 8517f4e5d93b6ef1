/** The desk's HTML pages. Every value goes through `markup` (./html.ts): lead text is only ever text. */
import { formById, LEAD_FIELD_NAMES, optionLabel, phraseOf } from "../../../src/contracts";
import { CLICK_ID_KEYS } from "../../../src/contracts/visit";
import { formTitle, personName } from "../leads/notify";
import { channelStates, CHANNELS, type ChannelName, type NotificationState } from "../leads/record";
import { Html, markup } from "./html";
import { listTable, reportTable } from "./tables";
import {
  deskState,
  filterQuery,
  leadId,
  NOBODY,
  STATUSES,
  MAX_NOTE,
  type DeskChange,
  type DeskLead,
  type DeskState,
  type Filter,
} from "./inbox";
import type { IndexEntry } from "../leads/lead-index";
import { jobStatsTables, type WeeklyReport, type WeeklyTable, type WeekRangeRefused } from "./reports";
import { pct, type Report, type ReportRow } from "../stats/report";

export const DESK_PATH = "/admin/leads";

export interface Viewer {
  email: string;
  csrf: string;
}

export function layout(title: string, body: Html, viewer: Viewer | null): string {
  const signOut = viewer
    ? markup`<span>${viewer.email}</span>
        <form data-api="/api/desk/sign-out">
          <button type="submit" disabled>Sign out</button>
          <span data-result role="status"></span>
        </form>`
    : "";
  return markup`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        ${viewer ? markup`<meta name="csrf-token" content="${viewer.csrf}" />` : ""}
        <title>${title} | Lead desk | Atria Digital</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href="/admin/desk.css" />
        <script type="module" src="/admin/desk.mjs"></script>
      </head>
      <body>
        <header>
          <a href="${DESK_PATH}">Atria Digital lead desk</a>
          ${viewer ? reportLinks() : ""}
          ${signOut}
        </header>
        <main id="main">${body}</main>
      </body>
    </html> `.value;
}

export function signInPage(): string {
  return layout(
    "Sign in",
    markup`<div class="card stack">
      <h1>Sign in to the lead desk</h1>
      <p>
        Enter your work e-mail address. If it is on the staff list, we e-mail you a sign-in link that works once, for 15
        minutes.
      </p>
      <form data-api="/api/desk/link" class="stack">
        <div>
          <label for="email">E-mail address</label>
          <input id="email" name="email" type="email" autocomplete="email" required maxlength="254" />
        </div>
        <button type="submit" disabled>Send me a sign-in link</button>
        <p data-result role="status"></p>
      </form>
    </div>`,
    null,
  );
}

export function redeemPage(): string {
  return layout(
    "Sign in",
    markup`<div class="card stack">
      <h1>Sign in to the lead desk</h1>
      <form data-api="/api/desk/session" class="stack">
        <input type="hidden" name="token" value="" />
        <p>This link signs you in once. It expires 15 minutes after it was sent.</p>
        <button type="submit" disabled>Sign in</button>
        <p data-result role="status"></p>
      </form>
      <p><a href="${DESK_PATH}">Ask for a new link</a></p>
    </div>`,
    null,
  );
}

export function notFoundPage(viewer: Viewer): string {
  return layout(
    "Not found",
    markup`<h1>Not found</h1>
      <p>There is no such page or lead. <a href="${DESK_PATH}">Back to the inbox</a></p>`,
    viewer,
  );
}

export function when(iso: string | null | undefined): Html {
  if (!iso) return markup`—`;
  const text = iso
    .replace("T", " ")
    .replace(/\.\d+Z$/, " UTC")
    .replace(/Z$/, " UTC");
  return markup`<time datetime="${iso}">${text}</time>`;
}

export function options(values: readonly string[], selected: string, labels: (v: string) => string = (v) => v): Html {
  return markup`${values.map((v) => markup`<option value="${v}" ${v === selected ? markup` selected` : ""}>${labels(v)}</option>`)}`;
}

/** A list's filter by status (the filters form's "Status" choice, "Any status" first). */
export function statusFilter(statuses: readonly string[], selected: string): Html {
  return markup`<div>
          <label for="status">Status</label>
          <select id="status" name="status">
            <option value="">Any status</option>
            ${options(statuses, selected)}
          </select>
        </div>`;
}

export function inboxPage(
  viewer: Viewer,
  filter: Filter,
  result: { items: IndexEntry[]; page: number; pages: number; total: number },
  admins: string[] = [],
): string {
  const rows = result.items.map(
    (entry) => markup`<tr>
      <td data-label="Received">${when(entry.receivedAt)}</td>
      <td data-label="Name">
        <a href="${DESK_PATH}/lead/${entry.id}"><span class="text">${entry.name || "(no name)"}</span></a>
      </td>
      <td data-label="E-mail"><span class="text">${entry.email}</span></td>
      <td data-label="Company"><span class="text">${entry.company}</span></td>
      <td data-label="Form">${formById(entry.form)?.title ?? entry.form}</td>
      <td data-label="Status"><span class="badge">${entry.status}</span></td>
      <td data-label="Assigned to">${entry.assignee ?? "—"}</td>
    </tr>`,
  );
  const prev =
    result.page > 1 ? markup`<a href="${DESK_PATH}${filterQuery(filter, result.page - 1)}" rel="prev">Newer</a>` : "";
  const next =
    result.page < result.pages
      ? markup`<a href="${DESK_PATH}${filterQuery(filter, result.page + 1)}" rel="next">Older</a>`
      : "";
  const exportQuery = filterQuery({ ...filter, page: 1 });
  return layout(
    "Inbox",
    markup`<h1>Leads</h1>
      <form method="get" action="${DESK_PATH}" class="filters" role="search" aria-label="Filter leads">
        <div class="q">
          <label for="q">Search name, e-mail, company or message</label>
          <input id="q" name="q" type="search" value="${filter.q}" maxlength="200" />
        </div>
        <div>
          <label for="form">Form</label>
          <select id="form" name="form">
            <option value="">Any form</option>
            ${options(["get-started", "contact"], filter.form, (v) => formById(v)?.title ?? v)}
          </select>
        </div>
        ${statusFilter(STATUSES, filter.status)}
        <div>
          <label for="from">Received from</label><input id="from" name="from" type="date" value="${filter.from}" />
        </div>
        <div><label for="to">Received until</label><input id="to" name="to" type="date" value="${filter.to}" /></div>
        <div>
          <label for="campaign">Campaign</label
          ><input id="campaign" name="campaign" value="${filter.campaign}" maxlength="200" />
        </div>
        <div>
          <label for="source">Source</label><input id="source" name="source" value="${filter.source}" maxlength="200" />
        </div>
        <div>
          <label for="assignee">Assigned to</label>
          <select id="assignee" name="assignee">
            <option value="">Anyone</option>
            <option value="${NOBODY}" ${filter.assignee === NOBODY ? markup` selected` : ""}>Nobody</option>
            ${options(
              admins.includes(filter.assignee) || !filter.assignee || filter.assignee === NOBODY
                ? admins
                : [...admins, filter.assignee],
              filter.assignee,
            )}
          </select>
        </div>
        <div>
          <input id="clickid" name="clickid" type="checkbox" value="yes" ${filter.clickId ? markup`checked` : ""} />
          <label for="clickid">Has a click id (gclid, fbclid, msclkid)</label>
        </div>
        <div><button type="submit">Show leads</button></div>
      </form>
      <p><a href="${DESK_PATH}/export.csv${exportQuery}" download>Export these leads as CSV</a></p>
      ${listTable({
        caption: markup`${result.total} lead${result.total === 1 ? "" : "s"}, newest first; page ${result.page} of ${result.pages}`,
        columns: ["Received", "Name", "E-mail", "Company", "Form", "Status", "Assigned to"],
        rows,
        empty: "No leads match.",
      })}
      <nav class="pager" aria-label="Pages">${prev}${next}</nav>`,
    viewer,
  );
}

function fieldRows(lead: DeskLead): Html[] {
  const contract = formById(lead.form);
  const names = Object.keys(lead.fields).sort(
    (a, b) => LEAD_FIELD_NAMES.indexOf(a as never) - LEAD_FIELD_NAMES.indexOf(b as never),
  );
  return names.map((name) => {
    const field = contract?.field(name);
    const value = lead.fields[name] ?? "";
    const shown = field?.options && value ? `${optionLabel(field, value)} (${value})` : value;
    return markup`<dt>${field ? phraseOf(field) : name}</dt>
      <dd class="text">${shown || "—"}</dd>`;
  });
}

export function change(entry: DeskChange<string>): Html {
  switch (entry.kind) {
    case "status":
      return markup`status ${entry.from} → ${entry.to}`;
    case "assignee":
      return markup`assigned ${entry.from ?? "nobody"} → ${entry.to ?? "nobody"}`;
    default:
      return markup`note added`;
  }
}

/**
 * Access, portability and erasure for the person who sent this lead (netlify/lib/leads/privacy.ts):
 * a JSON download, and a deletion that only goes ahead when their address is typed again.
 */
function privacySection(lead: DeskLead, id: string, leadsOfPerson: number): Html {
  const email = lead.fields.email ?? "";
  const count = `${leadsOfPerson} lead${leadsOfPerson === 1 ? "" : "s"}`;
  return privacyRequest({
    intro: markup`For a request from the person who sent this lead to see or delete their data. This address,
      <span class="text">${email}</span>, sent ${count};
      ${leadsOfPerson === 1 ? "both actions cover it, with its notes." : "both actions cover all of them, with their notes."}`,
    exportHref: `${DESK_PATH}/lead/${id}/privacy.json`,
    api: `/api/desk/leads/${id}/forget`,
    deletes: markup`Deleting removes the ${count} of this address for good: there is no undo. An audit entry records who deleted
        how many leads, without the address.`,
  });
}

/**
 * A person's privacy request on a desk page: what is stored (`intro`), the JSON export, and the
 * deletion (`deletes` says what it removes), which only goes ahead when their address is typed again.
 */
export function privacyRequest(p: { intro: Html; exportHref: string; api: string; deletes: Html }): Html {
  return markup`<section aria-labelledby="privacy-title" class="stack">
    <h2 id="privacy-title">Privacy request</h2>
    <p>
      ${p.intro}
    </p>
    <p><a href="${p.exportHref}" download>Export this person's data</a> (JSON)</p>
    <form data-api="${p.api}" class="card stack danger">
      <p>
        ${p.deletes}
      </p>
      <div>
        <label for="forget-email">To confirm, type the person's e-mail address</label>
        <input id="forget-email" name="email" type="email" autocomplete="off" required maxlength="254" />
      </div>
      <button type="submit" disabled>Delete this person's data</button>
      <p data-result role="status"></p>
    </form>
  </section>`;
}

const CHANNEL_LABELS: Record<ChannelName, string> = {
  agency: "E-mail to the agency",
  visitor: "Confirmation to the visitor",
  webhook: "Webhook",
  slack: "Slack",
  hubspot: "HubSpot",
};

/** One row per channel: its outcome in words, attempts, last attempt and last error. */
function channelRows(n: NotificationState): Html[] {
  const states = channelStates(n);
  return CHANNELS.map((name) => {
    const tried = n.perChannel?.[name];
    // Leads stored before channels could be "failed" kept "pending" under a failed notification.
    const state = states[name] === "pending" && n.state === "failed" ? "failed" : states[name];
    const outcome =
      state === "sent"
        ? "sent"
        : state === "skipped"
          ? "skipped (not configured)"
          : state === "failed"
            ? "failed (gave up)"
            : markup`pending, next try ${when(n.nextAttemptAt)}`;
    return markup`<tr>
      <th scope="row">${CHANNEL_LABELS[name]}</th>
      <td data-label="Outcome" data-channel="${name}">${outcome}</td>
      <td data-label="Attempts">${tried ? tried.attempts : "—"}</td>
      <td data-label="Last attempt">${when(tried?.lastAttemptAt)}</td>
      <td data-label="Last error" class="text">${tried?.lastError ?? "—"}</td>
    </tr>`;
  });
}

/** The status, assignee and note form of a lead or an application (sent as JSON by desk.mjs). */
export function workForm(
  api: string,
  statuses: readonly string[],
  state: DeskState<string>,
  admins: readonly string[],
): Html {
  return markup`<form data-api="${api}" class="card stack" aria-labelledby="work-title">
    <input type="hidden" name="revision" data-type="int" value="${state.revision}" />
    <div>
      <label for="status">Status</label>
      <select id="status" name="status">
        ${options(statuses, state.status)}
      </select>
    </div>
    <div>
      <label for="assignee">Assigned to</label>
      <select id="assignee" name="assignee">
        <option value="">Nobody</option>
        ${options(admins, state.assignee ?? "")}
      </select>
    </div>
    <div>
      <label for="note">Add a note</label>
      <textarea id="note" name="note" rows="4" maxlength="${MAX_NOTE}"></textarea>
    </div>
    <button type="submit" disabled>Save</button>
    <p data-result role="status"></p>
  </form>`;
}

/** The notes of a lead or an application, oldest first. */
export function notesList(state: DeskState<string>): Html {
  return markup`<h2>Notes</h2>
    ${
      state.notes.length
        ? markup`<ul>
            ${state.notes.map(
              (note) =>
                markup`<li>
                  <p class="text">${note.text}</p>
                  <p>${note.by}, ${when(note.at)}</p>
                </li>`,
            )}
          </ul>`
        : markup`<p>No notes yet.</p>`
    }`;
}

export function leadPage(viewer: Viewer, lead: DeskLead, admins: string[], leadsOfPerson = 1): string {
  const state = deskState(lead);
  const n = lead.notification;
  const utm = lead.context?.utm && typeof lead.context.utm === "object" ? Object.entries(lead.context.utm) : [];
  const clickIds = CLICK_ID_KEYS.flatMap((k) => {
    const v = lead.context?.clickIds?.[k];
    return typeof v === "string" && v ? [[k, v] as const] : [];
  });
  const timeline: { at: string; item: Html }[] = [
    { at: lead.receivedAt, item: markup`received through the ${formTitle(lead)} form` },
    ...(n.lastAttemptAt ? [{ at: n.lastAttemptAt, item: markup`notification attempt ${n.attempts}: ${n.state}` }] : []),
    ...CHANNELS.flatMap((name) => {
      const tried = n.perChannel?.[name];
      if (!tried) return [];
      const result = tried.lastError ? "not delivered" : "delivered";
      return [{ at: tried.lastAttemptAt, item: markup`${CHANNEL_LABELS[name]}: attempt ${tried.attempts} ${result}` }];
    }),
    ...state.history.map((h) => ({ at: h.at, item: markup`${change(h)} by ${h.by}` })),
  ].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  const id = leadId(lead);
  return layout(
    personName(lead) || "Lead",
    markup`<p><a href="${DESK_PATH}">← All leads</a></p>
      <h1><span class="text">${personName(lead) || "(no name)"}</span></h1>
      <p>
        Status <span class="badge" data-testid="status">${state.status}</span>; assigned to
        ${state.assignee ?? "nobody"}.
      </p>
      <h2>Fields</h2>
      <dl>${fieldRows(lead)}</dl>
      <h2>Where it came from</h2>
      <dl>
        <dt>Form</dt>
        <dd>${formTitle(lead)}</dd>
        <dt>Received</dt>
        <dd>${when(lead.receivedAt)}</dd>
        <dt>Page</dt>
        <dd class="text">${lead.page ?? "—"}</dd>
        <dt>Browser</dt>
        <dd class="text">${lead.userAgent ?? "—"}</dd>
        <dt>Landing page</dt>
        <dd class="text">${lead.context?.landingPage ?? "—"}</dd>
        <dt>Referring site</dt>
        <dd class="text">${lead.context?.referrer ?? "—"}</dd>
        <dt>Campaign (UTM)</dt>
        <dd>
          ${
            utm.length
              ? markup`${utm.map(([k, v]) => markup`<span class="text">${k}: ${typeof v === "string" ? v : JSON.stringify(v)}</span><br />`)}`
              : "not recorded"
          }
        </dd>
        <dt>Click ids (ads)</dt>
        <dd>
          ${
            clickIds.length
              ? markup`${clickIds.map(([k, v]) => markup`<span class="text">${k}: ${v}</span><br />`)}`
              : "none"
          }
        </dd>
        <dt>Lead key</dt>
        <dd>${lead.key}</dd>
      </dl>
      <h2>Notifications</h2>
      <dl>
        <dt>State</dt>
        <dd>${n.state}</dd>
        <dt>Attempts</dt>
        <dd>${n.attempts}</dd>
        <dt>Last attempt</dt>
        <dd>${when(n.lastAttemptAt)}</dd>
        <dt>Next retry</dt>
        <dd>${when(n.nextAttemptAt)}</dd>
        <dt>Last error</dt>
        <dd class="text">${n.lastError ?? "—"}</dd>
      </dl>
      <table>
        <caption>
          Where the lead was sent
        </caption>
        <thead>
          <tr>
            <th scope="col">Channel</th>
            <th scope="col">Outcome</th>
            <th scope="col">Attempts</th>
            <th scope="col">Last attempt</th>
            <th scope="col">Last error</th>
          </tr>
        </thead>
        <tbody>
          ${channelRows(n)}
        </tbody>
      </table>
      <h2 id="work-title">Work on this lead</h2>
      ${workForm(`/api/desk/leads/${id}`, STATUSES, state, admins)}
      ${notesList(state)}
      <h2>Timeline</h2>
      <ol class="timeline" aria-label="Timeline">
        ${timeline.map((t) => markup`<li>${when(t.at)}: ${t.item}</li>`)}
      </ol>
      ${privacySection(lead, id, leadsOfPerson)}`,
    viewer,
  );
}

// ---------------------------------------------------------------------------------------------
// Reports

function reportLinks(): Html {
  return markup`<nav aria-label="Sections">
      <a href="${DESK_PATH}">Leads</a>
      <a href="${DESK_PATH}/applications">Applications</a>
    </nav>
    <nav aria-label="Reports">
    <a href="${DESK_PATH}/weekly">Weekly report</a>
    <a href="${DESK_PATH}/stats">Visits and conversion</a>
  </nav>`;
}

function weeklyTable(title: string, head: string, weeks: string[], t: WeeklyTable): Html {
  return reportTable({
    label: title,
    caption: markup`${title}: ${t.total} lead${t.total === 1 ? "" : "s"}`,
    head: markup`<th scope="col">${head}</th>
          ${weeks.map((w) => markup`<th scope="col"><time datetime="${w}">${w}</time></th>`)}
          <th scope="col">Total</th>`,
    rows: t.rows.map(
      (r) => markup`<tr>
                  <th scope="row"><span class="text">${r.key}</span></th>
                  ${r.counts.map((n) => markup`<td>${n}</td>`)}
                  <td>${r.total}</td>
                </tr>`,
    ),
    columns: weeks.length + 2,
    empty: "No leads in this range.",
    foot: markup`
      <tfoot>
        <tr>
          <th scope="row">All leads</th>
          ${t.totals.map((n) => markup`<td>${n}</td>`)}
          <td>${t.total}</td>
        </tr>
      </tfoot>`,
  });
}

/** GET /admin/leads/weekly: leads per week by source, campaign and landing page. */
function weeklyForm(from: string, to: string): Html {
  return markup`<form method="get" action="${DESK_PATH}/weekly" class="filters" aria-label="Choose the weeks">
    <div><label for="from">From the week of</label><input id="from" name="from" type="date" value="${from}" /></div>
    <div><label for="to">Until</label><input id="to" name="to" type="date" value="${to}" /></div>
    <div><button type="submit">Show</button></div>
  </form>`;
}

const WEEKLY_INTRO = markup`<h1>Leads per week</h1>
  <p>
    Weeks run Monday to Sunday (UTC) and are named by their Monday. Source is the campaign link's utm_source, else the
    referring site, else "direct"; campaign and landing page come from the first page of the visit.
  </p>`;

export function weeklyPage(viewer: Viewer, report: WeeklyReport): string {
  const { range } = report;
  return layout(
    "Weekly report",
    markup`${WEEKLY_INTRO}
      ${weeklyForm(range.from, range.to)}
      ${range.notes?.length ? markup`<div role="status">${range.notes.map((n) => markup`<p>${n}</p>`)}</div>` : ""}
      <p>${report.leads} lead${report.leads === 1 ? "" : "s"} from ${range.from} to ${range.to}.</p>
      ${weeklyTable("Leads per week by source", "Source", range.weeks, report.sources)}
      ${weeklyTable("Leads per week by campaign", "Campaign", range.weeks, report.campaigns)}
      ${weeklyTable("Leads per week by landing page", "Landing page", range.weeks, report.landings)}`,
    viewer,
  );
}

/** The weekly report refused a range (its start after its end): the reason, and the form to choose again. */
export function weeklyRefusedPage(viewer: Viewer, refused: WeekRangeRefused): string {
  return layout(
    "Weekly report",
    markup`${WEEKLY_INTRO}
      ${weeklyForm(refused.from, refused.to)}
      <p role="alert">${refused.refused}</p>`,
    viewer,
  );
}

function statsTable(title: string, head: string, rows: ReportRow[], views: boolean): Html {
  return reportTable({
    label: title,
    caption: title,
    head: markup`<th scope="col">${head}</th>
          ${views ? markup`<th scope="col">Views</th>` : ""}
          <th scope="col">Visits</th>
          <th scope="col">Leads</th>
          <th scope="col">Conversion</th>`,
    rows: rows.map(
      (r) => markup`<tr>
                  <th scope="row"><span class="text">${r.key}</span></th>
                  ${views ? markup`<td>${r.views ?? 0}</td>` : ""}
                  <td>${r.visits}</td>
                  <td>${r.leads}</td>
                  <td>${pct(r.rate)}</td>
                </tr>`,
    ),
    columns: views ? 5 : 4,
    empty: "Nothing counted in this period.",
  });
}

function pairTable(title: string, head: string, value: string, rows: [string, number][]): Html {
  return reportTable({
    label: title,
    caption: title,
    head: markup`<th scope="col">${head}</th>
          <th scope="col">${value}</th>`,
    rows: rows.map(
      ([k, n]) => markup`<tr>
                  <th scope="row"><span class="text">${k}</span></th>
                  <td>${n}</td>
                </tr>`,
    ),
    columns: 2,
    empty: "Nothing counted in this period.",
  });
}

/** GET /admin/leads/stats: the first-party measurement report, the numbers of `npm run stats`. */
export function statsPage(viewer: Viewer, days: number, result: { from: string; to: string; report: Report }): string {
  const { report } = result;
  return layout(
    "Visits and conversion",
    markup`<h1>Visits and conversion</h1>
      <p>
        The site's own counters (no cookie, no personal data): the numbers of <code>npm run stats -- --days ${days}</code>.
        Conversion is leads per visit; for a job page, applications per view of the page.
      </p>
      <form method="get" action="${DESK_PATH}/stats" class="filters" aria-label="Choose the period">
        <div>
          <label for="days">Days (today included)</label
          ><input id="days" name="days" type="number" min="1" max="3660" value="${days}" />
        </div>
        <div><button type="submit">Show</button></div>
      </form>
      <p>From ${result.from} to ${result.to} (UTC).</p>
      ${statsTable("Pages (visits and leads by landing page)", "Page", report.pages, true)}
      ${statsTable("Sources (utm_source of the landing page)", "Source", report.sources, false)}
      ${statsTable("Campaigns (utm_campaign of the landing page)", "Campaign", report.campaigns, false)}
      ${pairTable("Referring sites", "Host", "Visits", report.referrers)}
      ${pairTable("Leads per form", "Form", "Leads", report.forms)}
      ${jobStatsTables(report)}`,
    viewer,
  );
}
