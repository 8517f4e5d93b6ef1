/** GET /admin/leads/weekly: leads per week by source, campaign and landing page (../reports.ts counts them). */
import { markup, type Html } from "../../shared/html";
import { DESK_PATH, layout, type Viewer } from "../kit/layout";
import { reportTable } from "../kit/tables";
import type { WeeklyReport, WeeklyTable, WeekRangeRefused } from "../reports";

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
