/** GET /admin/leads: the inbox, one page of the leads a filter selects, with the filters form. */
import { formById } from "../../../../src/contracts";
import type { IndexEntry } from "../../leads/lead-index";
import { markup } from "../../shared/html";
import { filterQuery, NOBODY, STATUSES, type Filter } from "../inbox";
import { DESK_PATH, layout, type Viewer } from "../kit/layout";
import { options, statusFilter, when } from "../kit/parts";
import { listTable } from "../kit/tables";

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
