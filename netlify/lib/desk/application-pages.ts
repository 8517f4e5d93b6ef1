/** The desk's application pages: the list and one application. Every value goes through `markup` (./html.ts). */
import { APPLICATION_FIELDS, RESUME_KINDS } from "../../../src/contracts/applications";
import {
  APPLICATION_STATUSES,
  applicationDeskState,
  applicationFilterQuery,
  JOBS,
  jobTitle,
  type ApplicationFilter,
  type ApplicationRecord,
} from "./applications";
import { markup, type Html } from "./html";
import { listTable } from "./tables";
import {
  change,
  DESK_PATH,
  layout,
  notesList,
  privacyRequest,
  statusFilter,
  when,
  workForm,
  type Viewer,
} from "./pages";

export const APPLICATIONS_PATH = `${DESK_PATH}/applications`;

/** The jobs a filter can choose: every opening in content, then any other slug an application names. */
function jobChoices(records: readonly ApplicationRecord[]): { slug: string; title: string }[] {
  const out = [...JOBS];
  for (const r of records) {
    const slug = r.job?.slug;
    if (typeof slug === "string" && !out.some((j) => j.slug === slug))
      out.push({ slug, title: jobTitle(slug, records) });
  }
  return out;
}

function size(bytes: number | undefined): string {
  if (typeof bytes !== "number") return "—";
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function applicationsPage(
  viewer: Viewer,
  filter: ApplicationFilter,
  all: readonly ApplicationRecord[],
  result: { items: ApplicationRecord[]; page: number; pages: number; total: number },
): string {
  const jobs = jobChoices(all);
  const rows = result.items.map((r) => {
    const state = applicationDeskState(r);
    return markup`<tr>
      <td data-label="Received">${when(r.receivedAt)}</td>
      <td data-label="Name">
        <a href="${APPLICATIONS_PATH}/${r.id}"><span class="text">${r.fields?.name || "(no name)"}</span></a>
      </td>
      <td data-label="E-mail"><span class="text">${r.fields?.email ?? ""}</span></td>
      <td data-label="Job"><span class="text">${jobTitle(r.job?.slug ?? "", all)}</span></td>
      <td data-label="Status"><span class="badge">${state.status}</span></td>
      <td data-label="Assigned to">${state.assignee ?? "—"}</td>
    </tr>`;
  });
  const prev =
    result.page > 1
      ? markup`<a href="${APPLICATIONS_PATH}${applicationFilterQuery(filter, result.page - 1)}" rel="prev">Newer</a>`
      : "";
  const next =
    result.page < result.pages
      ? markup`<a href="${APPLICATIONS_PATH}${applicationFilterQuery(filter, result.page + 1)}" rel="next">Older</a>`
      : "";
  const exportLink = filter.job
    ? markup`<p>
        <a href="${APPLICATIONS_PATH}/export.csv${applicationFilterQuery({ ...filter, page: 1 })}" download
          >Export these applications for ${jobTitle(filter.job, all)} as CSV</a
        >
      </p>`
    : markup`<p>Choose a job to export its applications as CSV.</p>`;
  return layout(
    "Applications",
    markup`<h1>Applications</h1>
      <form method="get" action="${APPLICATIONS_PATH}" class="filters" role="search" aria-label="Filter applications">
        <div>
          <label for="job">Job</label>
          <select id="job" name="job">
            <option value="">Any job</option>
            ${jobs.map(
              (j) =>
                markup`<option value="${j.slug}" ${j.slug === filter.job ? markup` selected` : ""}>${j.title}</option>`,
            )}
          </select>
        </div>
        ${statusFilter(APPLICATION_STATUSES, filter.status)}
        <div><button type="submit">Show applications</button></div>
      </form>
      ${exportLink}
      ${listTable({
        caption: markup`${result.total} application${result.total === 1 ? "" : "s"}, newest first; page ${result.page} of
          ${result.pages}`,
        columns: ["Received", "Name", "E-mail", "Job", "Status", "Assigned to"],
        rows,
        empty: "No applications match.",
      })}
      <nav class="pager" aria-label="Pages">${prev}${next}</nav>`,
    viewer,
  );
}

/** Export and deletion for the person who sent this application (their leads and applications). */
function privacySection(record: ApplicationRecord, counts: { leads: number; applications: number }): Html {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  const what = `${plural(counts.applications, "application")} (with their résumés) and ${plural(counts.leads, "lead")}`;
  return privacyRequest({
    intro: markup`For a request from this candidate to see or delete their data. This address,
      <span class="text">${record.fields?.email ?? ""}</span>, has ${what} stored; both actions cover all of them.`,
    exportHref: `${APPLICATIONS_PATH}/${record.id}/privacy.json`,
    api: `/api/desk/applications/${record.id}/forget`,
    deletes: markup`Deleting removes the ${what} of this address for good: there is no undo. An audit entry records who deleted
        how many, without the address.`,
  });
}

export function applicationPage(
  viewer: Viewer,
  record: ApplicationRecord,
  admins: string[],
  counts: { leads: number; applications: number },
): string {
  const state = applicationDeskState(record);
  const n = record.notification;
  const name = record.fields?.name || "(no name)";
  const kind = record.resume?.kind && Object.hasOwn(RESUME_KINDS, record.resume.kind) ? record.resume.kind : null;
  const timeline: { at: string; item: Html }[] = [
    { at: record.receivedAt, item: markup`received for ${jobTitle(record.job?.slug ?? "")}` },
    ...state.history.map((h) => ({ at: h.at, item: markup`${change(h)} by ${h.by}` })),
  ].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return layout(
    `${name}: application`,
    markup`<p><a href="${APPLICATIONS_PATH}">← All applications</a></p>
      <h1><span class="text">${name}</span></h1>
      <p>
        Applied for <span class="text">${jobTitle(record.job?.slug ?? "")}</span>. Status
        <span class="badge" data-testid="status">${state.status}</span>; assigned to ${state.assignee ?? "nobody"}.
      </p>
      <h2>Fields</h2>
      <dl>
        ${APPLICATION_FIELDS.map(
          (f) => markup`<dt>${f.label}</dt>
            <dd class="text">${record.fields?.[f.name] || "—"}</dd>`,
        )}
        <dt>Job opening</dt>
        <dd class="text">${record.job?.title ?? "—"} (${record.job?.slug ?? "—"})</dd>
        <dt>Consent</dt>
        <dd class="text">${record.consent?.text ?? "—"}</dd>
      </dl>
      <h2>Résumé</h2>
      ${
        kind
          ? markup`<p>
              ${RESUME_KINDS[kind].label}, ${size(record.resume.bytes)}. The candidate's file name was
              <span class="text">${record.resume.originalName}</span>.
            </p>
            <p><a href="${APPLICATIONS_PATH}/${record.id}/resume" download>Download the résumé</a></p>`
          : markup`<p>No résumé is stored with this application.</p>`
      }
      <h2>Where it came from</h2>
      <dl>
        <dt>Received</dt>
        <dd>${when(record.receivedAt)}</dd>
        <dt>Page</dt>
        <dd class="text">${record.page ?? "—"}</dd>
        <dt>Browser</dt>
        <dd class="text">${record.userAgent ?? "—"}</dd>
        <dt>E-mails</dt>
        <dd>
          ${n?.state ?? "—"} (to the hiring contact: ${n?.hiring ?? "—"}; confirmation to the candidate:
          ${n?.candidate ?? "—"}; attempts ${n?.attempts ?? 0})
        </dd>
        <dt>Last e-mail error</dt>
        <dd class="text">${n?.lastError ?? "—"}</dd>
        <dt>Application id</dt>
        <dd>${record.id}</dd>
      </dl>
      <h2 id="work-title">Work on this application</h2>
      ${workForm(`/api/desk/applications/${record.id}`, APPLICATION_STATUSES, state, admins)}
      ${notesList(state)}
      <h2>Timeline</h2>
      <ol class="timeline" aria-label="Timeline">
        ${timeline.map((t) => markup`<li>${when(t.at)}: ${t.item}</li>`)}
      </ol>
      ${privacySection(record, counts)}`,
    viewer,
  );
}
