/**
 * What a stored lead or job application adds to the day's counters, and the report `npm run stats`
 * prints (and the lead desk shows): views, visits, leads and conversion rate per page, source and
 * campaign; views and applications per job page and applications per campaign.
 */
import type { VisitContext } from "../../../src/contracts/visit.ts";
import { NONE, readDays, type DayCounts, type Increment, type Tally } from "./counters.ts";
import type { BlobStore as BlobStore } from "../shared/blobs.ts";
import { marker, showInvisible } from "../shared/visible-text.ts";

/** A lead of `form` from a visit (or from an unknown visit: NONE everywhere but the form). */
export function leadIncrement(form: string, visit: VisitContext | null): Increment {
  return {
    leadsByForm: [form],
    leadsByLanding: [visit?.landingPage ?? NONE],
    leadsBySource: [visit?.utm?.source ?? NONE],
    leadsByCampaign: [visit?.utm?.campaign ?? NONE],
  };
}

/** The job pages' path prefix: an opening's page is /Career/<slug> (src/lib/jobs.ts jobPath). */
export const JOB_PATH_PREFIX = "/Career/";

/** An application stored for the opening `job` (its slug), from a visit (or an unknown one: NONE). */
export function applicationIncrement(job: string, visit: VisitContext | null): Increment {
  return { applicationsByJob: [job], applicationsByCampaign: [visit?.utm?.campaign ?? NONE] };
}

/** One opening: its page's views, the applications stored for it and applications per view. */
export interface JobRow {
  /** The opening's slug. */
  key: string;
  views: number;
  applications: number;
  /** applications / views, 0-1; null without views. */
  rate: number | null;
}

/** Applications per campaign, beside the campaign's visits. */
export interface ApplicationCampaignRow {
  key: string;
  visits: number;
  applications: number;
  /** applications / visits, 0-1; null without visits. */
  rate: number | null;
}

/**
 * Every opening with views of its page or applications: views are counted per path
 * (`/Career/<slug>`), applications per slug (OTHER stays OTHER in both).
 */
function jobRows(views: Tally, applications: Tally): JobRow[] {
  const viewsBySlug: Tally = {};
  for (const [path, n] of Object.entries(views)) {
    const slug = path.startsWith(JOB_PATH_PREFIX) ? path.slice(JOB_PATH_PREFIX.length) : "";
    if (slug && !slug.includes("/")) viewsBySlug[slug] = (viewsBySlug[slug] ?? 0) + n;
  }
  const keys = new Set([...Object.keys(viewsBySlug), ...Object.keys(applications)]);
  return [...keys]
    .map((key) => {
      const v = viewsBySlug[key] ?? 0;
      const a = applications[key] ?? 0;
      return { key, views: v, applications: a, rate: v > 0 ? a / v : null };
    })
    .sort((a, b) => b.views - a.views || b.applications - a.applications || a.key.localeCompare(b.key));
}

export interface ReportRow {
  key: string;
  views?: number;
  visits: number;
  leads: number;
  /** leads / visits, 0-1; null without visits. */
  rate: number | null;
}

function rows(visits: Tally, leads: Tally, views?: Tally): ReportRow[] {
  const keys = new Set([...Object.keys(visits), ...Object.keys(leads), ...Object.keys(views ?? {})]);
  return [...keys]
    .map((key) => {
      const v = visits[key] ?? 0;
      const l = leads[key] ?? 0;
      return { key, ...(views ? { views: views[key] ?? 0 } : {}), visits: v, leads: l, rate: v > 0 ? l / v : null };
    })
    .sort(
      (a, b) =>
        (b.views ?? 0) - (a.views ?? 0) || b.visits - a.visits || b.leads - a.leads || a.key.localeCompare(b.key),
    );
}

export function buildReport(total: DayCounts) {
  return {
    pages: rows(total.visits, total.leadsByLanding, total.views),
    sources: rows(total.sources, total.leadsBySource),
    campaigns: rows(total.campaigns, total.leadsByCampaign),
    referrers: Object.entries(total.referrers).sort((a, b) => b[1] - a[1]),
    forms: Object.entries(total.leadsByForm).sort((a, b) => b[1] - a[1]),
    jobs: jobRows(total.views, total.applicationsByJob),
    applicationCampaigns: rows(total.campaigns, total.applicationsByCampaign)
      .filter((r) => r.leads > 0)
      .map(({ key, visits, leads, rate }): ApplicationCampaignRow => ({ key, visits, applications: leads, rate })),
  };
}

/** The days of "the last N days, today included" (UTC). */
export function lastDays(days: number, now: Date): { from: string; to: string } {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return { from: day(new Date(now.getTime() - (days - 1) * 86_400_000)), to: day(now) };
}

/** The report of the last `days` days: what `npm run stats` prints and the desk shows. */
export async function readReport(store: BlobStore, days: number, now: Date) {
  const { from, to } = lastDays(days, now);
  const { total } = await readDays(store, from, to);
  return { from, to, report: buildReport(total) };
}

export type Report = ReturnType<typeof buildReport>;

export const pct = (r: number | null) => (r === null ? "-" : `${(r * 100).toFixed(1)} %`);

/**
 * A name (page, source, campaign, host, form) as one line of plain text: control, bidi and
 * zero-width characters, line breaks and tabs shown as markers (`⟨U+202E⟩`), so a name cannot
 * move the terminal's cursor, reverse the text after it or break a table. Markup stays text: a
 * terminal shows `<img …>` as those characters.
 */
export const nameText = (name: string) => showInvisible(name).replace(/[\n\t]/g, marker);

/** The report as aligned text tables. */
export function formatReport(report: ReturnType<typeof buildReport>, heading: string): string {
  const table = (title: string, head: string[], body: (string | number)[][]) => {
    const all = [head, ...body.map(([name, ...n]) => [nameText(String(name)), ...n.map(String)])];
    const widths = head.map((_, i) => Math.max(...all.map((r) => (r[i] ?? "").length)));
    const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
    return [`\n${title}`, line(head), ...all.slice(1).map(line)].join("\n");
  };
  /** A table of counts by name whose columns are the rows' fields, and the conversion rate last. */
  const rated = <R extends { key: string; rate: number | null }>(
    title: string,
    name: string,
    counts: readonly (keyof R & string)[],
    rows: readonly R[],
  ) =>
    table(
      title,
      [name, ...counts, "conversion"],
      rows.map((r) => [r.key, ...counts.map((c) => Number(r[c] ?? 0)), pct(r.rate)]),
    );
  return [
    heading,
    rated("Pages (visits and leads by landing page)", "page", ["views", "visits", "leads"], report.pages),
    rated("Sources (utm_source of the landing page)", "source", ["visits", "leads"], report.sources),
    rated("Campaigns (utm_campaign of the landing page)", "campaign", ["visits", "leads"], report.campaigns),
    table("Referring sites", ["host", "visits"], report.referrers),
    table("Leads per form", ["form", "leads"], report.forms),
    rated("Job pages (views of /Career/<slug> and applications)", "job", ["views", "applications"], report.jobs),
    rated(
      "Applications per campaign (utm_campaign of the landing page)",
      "campaign",
      ["visits", "applications"],
      report.applicationCampaigns,
    ),
  ].join("\n");
}
