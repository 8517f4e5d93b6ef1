/** GET /admin/leads/applications: one page of the applications a filter (job, status) selects. */
import { markup } from "../../shared/html";
import {
  APPLICATION_STATUSES,
  applicationDeskState,
  applicationFilterQuery,
  JOBS,
  jobTitle,
  type ApplicationFilter,
  type ApplicationRecord,
} from "../applications";
import { APPLICATIONS_PATH, layout, type Viewer } from "../kit/layout";
import { statusFilter, when } from "../kit/parts";
import { listTable } from "../kit/tables";

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
