/**
 * Scheduled publishing (issue 49 item 6; docs/decisions/scheduled-publishing.md): an article or a
 * case study dated after the build's day is not built at all. gatsby-config.ts leaves its folder out
 * of the data layer, so no page, list, feed, sitemap, related article, topic, author page or search
 * index can hold it; a job opening posted after the build's day gets no page and is not on /Career
 * (gatsby/create-pages.ts, src/pages/Career.tsx). The daily build hook (netlify/functions/
 * daily-build.ts) publishes each on its day. Deploy previews build everything, so an editor sees a
 * scheduled article before its day.
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { isPreview, type DeployEnv } from "../src/contracts/deploy-context.ts";
import { isoDay } from "../src/lib/jobs.ts";

/** The folders of content/ whose entries are dated (content/<dir>/<slug>/index.mdx `date`). */
export const SCHEDULED_DIRS = ["blog", "case-studies"] as const;

/**
 * The build's day, YYYY-MM-DD (UTC): ATRIA_BUILD_DATE when set (tests, or a rebuild "as of" a day),
 * else today. A value that is not a real day stops the build rather than publishing by accident.
 */
export function buildDay(env: Record<string, string | undefined> = process.env, now = new Date()): string {
  const set = env.ATRIA_BUILD_DATE?.trim();
  if (!set) return isoDay(now);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(set) || isoDay(new Date(`${set}T00:00:00Z`)) !== set)
    throw new Error(`ATRIA_BUILD_DATE must be a day as YYYY-MM-DD, not "${set}"`);
  return set;
}

const dayOf = (v: unknown) => (v instanceof Date ? isoDay(v) : typeof v === "string" ? v : "");

/** The entries dated after `today`: { dir, slug, date }, in folder order. */
export function scheduledEntries(root: string, today: string): { dir: string; slug: string; date: string }[] {
  return SCHEDULED_DIRS.flatMap((dir) => {
    const base = path.join(root, "content", dir);
    if (!fs.existsSync(base)) return [];
    return fs
      .readdirSync(base, { withFileTypes: true })
      .filter((e) => e.isDirectory() && fs.existsSync(path.join(base, e.name, "index.mdx")))
      .flatMap((e) => {
        let date = "";
        try {
          date = dayOf(matter(fs.readFileSync(path.join(base, e.name, "index.mdx"), "utf8")).data.date);
        } catch {
          return []; // the content check reports the file
        }
        return date > today ? [{ dir, slug: e.name, date }] : [];
      })
      .sort((a, b) => a.slug.localeCompare(b.slug));
  });
}

/**
 * The globs gatsby-source-filesystem ignores: the folders of entries dated after the build's day,
 * except on a deploy preview and under `gatsby develop` (`npm run cms`): there the editor checks
 * what is coming, and neither is indexed.
 */
export function scheduledIgnores(
  root: string,
  today: string,
  env: DeployEnv & { gatsby_executing_command?: string } = process.env,
): string[] {
  if (isPreview(env) || env.gatsby_executing_command === "develop") return [];
  return scheduledEntries(root, today).map((e) => `**/content/${e.dir}/${e.slug}/**`);
}

/**
 * The last `datePosted` of the openings a build publishes: the build's day, or any day on a deploy
 * preview. An opening posted after it has no page and is not on /Career yet.
 */
export const postedBy = (today: string, env: DeployEnv = process.env) => (isPreview(env) ? "9999-12-31" : today);

/** Where each kind's page lives: /blog/<slug>, /our-work/<slug>. */
const ROUTE_OF: Record<(typeof SCHEDULED_DIRS)[number], string> = { blog: "blog", "case-studies": "our-work" };

/**
 * Removes what an earlier build left in public/ of entries that now wait for their day (an entry
 * whose date moved into the future): Gatsby keeps the HTML of a page it no longer knows when its
 * cache was cleared, and the ignore list's change clears it. Returns the removed files.
 */
export function removeScheduledOutput(root: string, today: string, env: DeployEnv = process.env): string[] {
  if (isPreview(env)) return [];
  const removed: string[] = [];
  for (const e of scheduledEntries(root, today)) {
    const route = `${ROUTE_OF[e.dir as keyof typeof ROUTE_OF]}/${e.slug}`;
    for (const rel of [`${route}.html`, `${route}/index.html`, `page-data/${route}`, `og/${route}.png`]) {
      const abs = path.join(root, "public", rel);
      if (!fs.existsSync(abs)) continue;
      fs.rmSync(abs, { recursive: true, force: true });
      removed.push(rel);
    }
  }
  return removed;
}
