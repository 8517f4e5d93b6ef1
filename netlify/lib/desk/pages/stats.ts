/** GET /admin/leads/stats: the first-party measurement report, the numbers of `npm run stats`. */
import { markup, type Html } from "../../shared/html";
import { pct, type Report, type ReportRow } from "../../stats/report";
import { DESK_PATH, layout, type Viewer } from "../kit/layout";
import { reportTable } from "../kit/tables";

/**
 * The careers part of the desk's stats page (GET /admin/leads/stats), the numbers `npm run stats`
 * prints: each job page's views and applications (applications per view), then applications per
 * campaign (per visit). Names are text, never markup (`markup` escapes them).
 */
export function jobStatsTables(report: Pick<Report, "jobs" | "applicationCampaigns">): Html {
  const table = (title: string, head: string[], rows: (string | number)[][]) =>
    markup`<div class="scroll" role="region" aria-label="${title}" tabindex="0">
      <table class="report">
        <caption>
          ${title}
        </caption>
        <thead>
          <tr>
            ${head.map((h) => markup`<th scope="col">${h}</th>`)}
          </tr>
        </thead>
        <tbody>
          ${
            rows.length
              ? rows.map(
                  ([key, ...cells]) => markup`<tr>
                    <th scope="row"><span class="text">${String(key)}</span></th>
                    ${cells.map((c) => markup`<td>${String(c)}</td>`)}
                  </tr>`,
                )
              : markup`<tr>
                  <td colspan="${head.length}">Nothing counted in this period.</td>
                </tr>`
          }
        </tbody>
      </table>
    </div>`;
  return markup`${table(
    "Job pages (views of /Career/<slug> and applications)",
    ["Opening", "Views", "Applications", "Conversion"],
    report.jobs.map((r) => [r.key, r.views, r.applications, pct(r.rate)]),
  )}
  ${table(
    "Applications per campaign (utm_campaign of the landing page)",
    ["Campaign", "Visits", "Applications", "Conversion"],
    report.applicationCampaigns.map((r) => [r.key, r.visits, r.applications, pct(r.rate)]),
  )}`;
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
