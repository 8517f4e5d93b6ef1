/**
 * Scheduled publishing (gatsby/schedule.ts): the build's day from ATRIA_BUILD_DATE, and the
 * articles and case studies dated after it left out of the build's data layer (gatsby-config.ts),
 * so an entry is absent from the build of the day before its date and present on its date.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import matter from "gray-matter";
import type { GatsbyConfig } from "gatsby";
import { buildDay, postedBy, removeScheduledOutput, scheduledEntries, scheduledIgnores } from "./schedule";

const REPO = path.resolve(__dirname, "..");
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
/** The newest case study, read from content/. */
const newest = fs
  .readdirSync(path.join(REPO, "content", "case-studies"))
  .map((slug) => {
    const { date } = matter(fs.readFileSync(path.join(REPO, "content", "case-studies", slug, "index.mdx"), "utf8"))
      .data as {
      date: string | Date;
    };
    return { slug, date: date instanceof Date ? date.toISOString().slice(0, 10) : date };
  })
  .sort((a, b) => b.date.localeCompare(a.date))[0]!;

/** The content source's ignore list of gatsby-config.ts, loaded afresh with these variables. */
async function ignoredBy(env: Record<string, string>): Promise<string[]> {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    let config: GatsbyConfig | undefined;
    await jest.isolateModulesAsync(async () => {
      config = (await import("../gatsby-config")).default;
    });
    const source = config!.plugins!.find(
      (p) => typeof p === "object" && p.resolve === "gatsby-source-filesystem" && p.options?.name === "content",
    ) as unknown as { options: { ignore: string[] } };
    return source.options.ignore;
  } finally {
    for (const k of Object.keys(env)) delete process.env[k];
    Object.assign(process.env, saved);
  }
}

test("the build's day is ATRIA_BUILD_DATE when set, else today (UTC); a wrong value stops the build", () => {
  expect(buildDay({ ATRIA_BUILD_DATE: "2027-03-01" })).toBe("2027-03-01");
  expect(buildDay({}, new Date("2026-12-01T23:59:59Z"))).toBe("2026-12-01");
  expect(() => buildDay({ ATRIA_BUILD_DATE: "2027-02-30" })).toThrow(
    'ATRIA_BUILD_DATE must be a day as YYYY-MM-DD, not "2027-02-30"',
  );
  expect(() => buildDay({ ATRIA_BUILD_DATE: "tomorrow" })).toThrow(/YYYY-MM-DD/);
});

test("an entry dated tomorrow is left out today and built on its day; previews build it", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "schedule-"));
  try {
    for (const [dir, slug, date] of [
      ["blog", "spring-seo-checklist", "2027-03-02"],
      ["blog", "old-news", "2025-08-01"],
      ["case-studies", "coming-soon", "2027-03-05"],
    ]) {
      fs.mkdirSync(path.join(root, "content", dir!, slug!), { recursive: true });
      fs.writeFileSync(path.join(root, "content", dir!, slug!, "index.mdx"), `---\ntitle: x\ndate: "${date}"\n---\n`);
    }
    expect(scheduledEntries(root, "2027-03-01")).toEqual([
      { dir: "blog", slug: "spring-seo-checklist", date: "2027-03-02" },
      { dir: "case-studies", slug: "coming-soon", date: "2027-03-05" },
    ]);
    expect(scheduledIgnores(root, "2027-03-01", {})).toEqual([
      "**/content/blog/spring-seo-checklist/**",
      "**/content/case-studies/coming-soon/**",
    ]);
    expect(scheduledIgnores(root, "2027-03-02", {})).toEqual(["**/content/case-studies/coming-soon/**"]);
    expect(scheduledIgnores(root, "2027-03-01", { CONTEXT: "deploy-preview" })).toEqual([]);
    expect(scheduledIgnores(root, "2027-03-01", { gatsby_executing_command: "develop" })).toEqual([]);
    expect(scheduledIgnores(root, "2027-03-01", { CONTEXT: "production" })).toHaveLength(2);
    // An earlier build's copy of a page that now waits is removed from public/.
    for (const f of [
      "blog/spring-seo-checklist.html",
      "page-data/blog/spring-seo-checklist/page-data.json",
      "blog/old-news.html",
    ]) {
      fs.mkdirSync(path.dirname(path.join(root, "public", f)), { recursive: true });
      fs.writeFileSync(path.join(root, "public", f), "x");
    }
    expect(removeScheduledOutput(root, "2027-03-01", {})).toEqual([
      "blog/spring-seo-checklist.html",
      "page-data/blog/spring-seo-checklist",
    ]);
    expect(fs.existsSync(path.join(root, "public", "blog", "old-news.html"))).toBe(true);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test("gatsby-config leaves the newest case study out of the build of the day before its date, and in on its date", async () => {
  const glob = `**/content/case-studies/${newest.slug}/**`;
  expect(await ignoredBy({ ATRIA_BUILD_DATE: dayBefore(newest.date) })).toContain(glob);
  expect(await ignoredBy({ ATRIA_BUILD_DATE: newest.date })).not.toContain(glob);
  expect(await ignoredBy({ ATRIA_BUILD_DATE: dayBefore(newest.date), CONTEXT: "deploy-preview" })).not.toContain(glob);
});

test("openings posted after the build's day wait, except on previews", () => {
  expect(postedBy("2027-03-01", {})).toBe("2027-03-01");
  expect(postedBy("2027-03-01", { CONTEXT: "deploy-preview" })).toBe("9999-12-31");
});
