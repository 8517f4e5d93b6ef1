/**
 * The content check: reads every file under content/ and checks it against the content model
 * (gatsby/content-model.ts, the same model the GraphQL types come from). Each problem is one line
 * `file: field: problem`, written for editors: the file relative to the repository, the field as
 * a path (`services[3].price`, entries counted from 1) and what to do in plain English.
 *
 * Used by `npm run content:check` (scripts/content-check.mjs) and by the build (gatsby-node.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { jobPath } from "../src/lib/jobs.ts";
import { JSON_SOURCES, LEGAL_SLUGS, MDX_COLLECTIONS, PAGES } from "./content-model.ts";
import {
  checkJobs,
  checkLiveSites,
  checkMdxBodies,
  checkMdxCollection,
  mdxCompiler,
} from "./content-check/collections.ts";
import { BOOKING_FILE, checkBooking } from "./content-check/booking.ts";
import { checkRedirects, publishedPages } from "./content-check/redirects.ts";
import { REDIRECTS_FILE } from "../src/lib/redirects.ts";
import { checkBodyLinks, checkPages, deadLink, staticRoutes, type Routes } from "./content-check/links.ts";
import { checkRetentionText, checkStorageKeys, checkTrackers } from "./content-check/policy.ts";
import {
  WHOLE_FILE,
  formatProblem,
  isPlainObject,
  rel,
  report,
  type ContentProblem,
  type Context,
} from "./content-check/problems.ts";
import { parseJson, parseMdx, walk, type MdxFile } from "./content-check/reading.ts";
import { checkFields, checkUnique } from "./content-check/values.ts";
import { describe } from "./content-check/wording.ts";

export { WHOLE_FILE, formatProblem, type ContentProblem } from "./content-check/problems.ts";
export { establishedFirst, OWNABLE_PATHS, RESERVED_PATHS } from "./content-check/links.ts";
export { jsonErrorAt } from "./content-check/reading.ts";
export { closest } from "./content-check/wording.ts";

export interface CheckOptions {
  /** Repository root: content/, static/ and src/ are read from here. */
  root: string;
  /** The build's environment: the trackers it turns on must be in the third-party list. Default: process.env. */
  env?: Record<string, string | undefined>;
  /** scripts/lib/mdx-compile.mjs, when this module cannot find it itself (see mdxCompiler). */
  mdxCompiler?: string;
}

/** Checks everything under <root>/content and returns the problems, in file order. */
export function checkContent({ root, env = process.env, mdxCompiler: compiler }: CheckOptions): ContentProblem[] {
  const contentDir = path.join(root, "content");
  const ctx: Context = {
    root,
    contentDir,
    problems: [],
    slugs: { blog: [], services: [], testimonials: [], team: [] },
    unreadable: new Set(),
    links: [],
  };
  const files = walk(contentDir);
  const jsonValues = new Map<string, unknown>();
  const mdx: Record<string, MdxFile[]> = Object.fromEntries(Object.keys(MDX_COLLECTIONS).map((k) => [k, []]));
  const unreadableArticles: string[] = [];
  const sources = new Map(JSON_SOURCES.map((s) => [s.file, s]));
  const blogDir = path.join(contentDir, MDX_COLLECTIONS.blog.dir);
  const pageFiles: { abs: string; value: unknown }[] = [];
  let booking: { abs: string; value: unknown } | undefined;
  let redirects: { abs: string; value: unknown } | undefined;

  for (const s of JSON_SOURCES) {
    if (!fs.existsSync(path.join(contentDir, s.file)))
      report({ ctx, abs: path.join(contentDir, s.file) }, WHOLE_FILE, `is missing: the site needs this file`);
  }

  for (const abs of files) {
    const relToContent = path.relative(contentDir, abs).split(path.sep);
    const ext = path.extname(abs).toLowerCase();
    const w = { ctx, abs };
    if (ext === ".json") {
      if (relToContent.length === 1 && sources.has(relToContent[0]!)) {
        const parsed = parseJson(ctx, abs);
        if (parsed.ok) jsonValues.set(relToContent[0]!, parsed.value);
      } else if (relToContent.length === 1 && relToContent[0] === BOOKING_FILE) {
        // The booking rules: read by src/contracts/booking.ts, not a GraphQL source; checked below.
        const parsed = parseJson(ctx, abs);
        if (parsed.ok) booking = { abs, value: parsed.value };
      } else if (relToContent.length === 1 && relToContent[0] === REDIRECTS_FILE) {
        // Redirects and short links: read by the build (gatsby-node.ts), not a GraphQL source; checked below.
        const parsed = parseJson(ctx, abs);
        if (parsed.ok) redirects = { abs, value: parsed.value };
      } else if (relToContent.length === 2 && relToContent[0] === PAGES.dir) {
        const parsed = parseJson(ctx, abs);
        if (parsed.ok) pageFiles.push({ abs, value: parsed.value });
      } else {
        report(
          w,
          WHOLE_FILE,
          `the site does not use this file: content files are ${JSON_SOURCES.map((s) => s.file).join(", ")} and pages in content/${PAGES.dir}/<name>.json`,
        );
      }
    } else if (ext === ".mdx" || ext === ".md") {
      const [top] = relToContent;
      const collection = Object.entries(MDX_COLLECTIONS).find(([, c]) => c.dir === top);
      const shapeOk =
        ext === ".mdx" &&
        collection !== undefined &&
        (collection[1].layout === "folder"
          ? relToContent.length === 3 && relToContent[2] === "index.mdx"
          : relToContent.length === 2);
      if (!collection || !shapeOk) {
        const c = collection?.[1];
        const folder = relToContent.length === 3 ? relToContent[1]! : undefined;
        const beside = folder ? path.join(contentDir, top!, folder, "index.mdx") : undefined;
        if (c?.layout === "folder" && beside && fs.existsSync(beside) && ext === ".mdx")
          // What the CMS writes for a new entry whose slug another one has: <slug>/index-1.mdx.
          report(
            w,
            WHOLE_FILE,
            `is a second ${c.entry} in the folder of the ${c.entry} "${folder}" (${rel(ctx, beside)}), and the site ignores it: ` +
              `"${folder}" is already that ${c.entry}'s slug, so give this ${c.entry} a slug of its own and move it to content/${c.dir}/<its-slug>/index.mdx, with its images`,
          );
        else
          report(
            w,
            WHOLE_FILE,
            "the site does not use this file: articles are content/blog/<slug>/index.mdx, case studies content/case-studies/<slug>/index.mdx, legal pages content/legal/<name>.mdx",
          );
        continue;
      }
      const parsed = parseMdx(ctx, abs);
      if (parsed) mdx[collection[0]]!.push(parsed);
      // An article whose frontmatter cannot be read still has its folder name for a slug.
      else if (collection[0] === "blog") unreadableArticles.push(relToContent[1]!);
    }
  }
  for (const entry of fs.existsSync(blogDir) ? fs.readdirSync(blogDir, { withFileTypes: true }) : []) {
    if (entry.isDirectory() && !fs.existsSync(path.join(blogDir, entry.name, "index.mdx")))
      report(
        { ctx, abs: path.join(blogDir, entry.name) },
        "index.mdx",
        "is missing: every article folder needs an index.mdx",
      );
  }
  // The same for the case studies (content/case-studies/<slug>/index.mdx).
  const caseStudyDir = path.join(contentDir, MDX_COLLECTIONS.caseStudies.dir);
  for (const entry of fs.existsSync(caseStudyDir) ? fs.readdirSync(caseStudyDir, { withFileTypes: true }) : []) {
    if (entry.isDirectory() && !fs.existsSync(path.join(caseStudyDir, entry.name, "index.mdx")))
      report(
        { ctx, abs: path.join(caseStudyDir, entry.name) },
        "index.mdx",
        "is missing: every case study folder needs an index.mdx",
      );
  }

  // Slugs first, so references can be checked in any order.
  const services = jsonValues.get("services.json");
  if (Array.isArray(services))
    ctx.slugs.services = services.flatMap((s) => (isPlainObject(s) && typeof s.slug === "string" ? [s.slug] : []));
  else ctx.unreadable.add("services");
  // Case studies quote a testimonial by the name of the person (content/testimonials.json).
  const testimonials = jsonValues.get("testimonials.json");
  if (Array.isArray(testimonials))
    ctx.slugs.testimonials = testimonials.flatMap((t) =>
      isPlainObject(t) && typeof t.name === "string" ? [t.name] : [],
    );
  else ctx.unreadable.add("testimonials");
  // Articles and case studies name their authors by a team member's slug (content/team.json).
  const team = jsonValues.get("team.json");
  if (Array.isArray(team))
    ctx.slugs.team = team.flatMap((m) => (isPlainObject(m) && typeof m.slug === "string" ? [m.slug] : []));
  else ctx.unreadable.add("team");
  ctx.slugs.blog = [
    ...mdx.blog!.flatMap((m) => (typeof m.frontmatter.slug === "string" ? [m.frontmatter.slug] : [])),
    ...unreadableArticles,
  ];

  for (const s of JSON_SOURCES) {
    if (!jsonValues.has(s.file)) continue;
    const value = jsonValues.get(s.file);
    const w = { ctx, abs: path.join(contentDir, s.file) };
    const label = s.file.replace(/\.json$/, "");
    if (s.shape === "object") {
      if (isPlainObject(value)) checkFields(w, s.fields, value, "");
      else report(w, WHOLE_FILE, `must be one group of fields in { }, not ${describe(value)}`);
    } else if (!Array.isArray(value)) {
      report(w, WHOLE_FILE, `must be a list of ${s.entry} entries in [ ], not ${describe(value)}`);
    } else {
      value.forEach((item, i) => {
        const at = `${label}[${i + 1}]`;
        if (isPlainObject(item)) checkFields(w, s.fields, item, at);
        else report(w, at, `must be a ${s.entry} entry in { }, not ${describe(item)}`);
      });
      checkUnique(w, s.fields, value, label, s.entry);
      if (s.file === "jobs.json") checkJobs(w, value, label);
    }
  }

  for (const [name, c] of Object.entries(MDX_COLLECTIONS)) checkMdxCollection(ctx, name, c, mdx[name] ?? []);
  checkMdxBodies(ctx, Object.values(mdx).flat(), compiler ?? mdxCompiler(root));
  checkLiveSites(ctx, mdx.caseStudies ?? [], jsonValues.get("portfolio.json"));

  const legalSlugs = mdx.legal!.flatMap((m) =>
    LEGAL_SLUGS.some((s) => s === m.frontmatter.slug) ? [String(m.frontmatter.slug)] : [],
  );
  const contentPaths = checkPages(ctx, pageFiles, legalSlugs);
  const routes: Routes = { pages: staticRoutes(root, legalSlugs, contentPaths), ctx };
  // Each opening has a page at /Career/<slug>, open or filled (gatsby-node.ts).
  const jobs = jsonValues.get("jobs.json");
  for (const job of Array.isArray(jobs) ? jobs : [])
    if (isPlainObject(job) && typeof job.slug === "string") routes.pages.add(jobPath(job.slug));
  // Each case study has a page at /our-work/<slug> (gatsby-node.ts).
  for (const c of mdx.caseStudies ?? [])
    if (typeof c.frontmatter.slug === "string") routes.pages.add(`/our-work/${c.frontmatter.slug}`);
  for (const file of [...mdx.blog!, ...mdx.legal!, ...(mdx.caseStudies ?? [])]) checkBodyLinks(routes, file);
  checkStorageKeys(ctx, jsonValues.get("privacy-choices.json"), jsonValues.get("site.json"));
  if (booking) {
    const site = jsonValues.get("site.json");
    const siteZone = isPlainObject(site) && isPlainObject(site.hours) ? site.hours.timeZone : undefined;
    checkBooking({ ctx, abs: booking.abs }, booking.value, siteZone);
  }
  if (redirects) {
    // Compared with the last build's commit on Netlify (CACHED_COMMIT_REF), else with the last commit.
    const published = publishedPages(root, env.CACHED_COMMIT_REF?.trim() || "HEAD");
    checkRedirects({ ctx, abs: redirects.abs }, redirects.value, routes, published);
  }
  checkRetentionText(ctx, mdx.legal!, jsonValues.get("site.json"));
  checkTrackers(ctx, env, jsonValues.get("third-party-services.json"), jsonValues.get("privacy-choices.json"));
  for (const link of ctx.links) {
    const why = deadLink(routes, link.href);
    if (why) report(link.w, link.at, why);
  }

  const order = (p: ContentProblem) => p.file;
  return ctx.problems
    .map((p, i) => ({ p, i }))
    .sort((a, b) => order(a.p).localeCompare(order(b.p)) || a.i - b.i)
    .map(({ p }) => p);
}

/** The message the build and develop print when the check finds problems. */
export function problemsMessage(problems: ContentProblem[]): string {
  const n = problems.length;
  return [
    `The content check found ${n} problem${n === 1 ? "" : "s"} in content/ (file: field: problem).`,
    "Fix each one; `npm run content:check` lists them again without building.",
    "",
    ...problems.map(formatProblem),
  ].join("\n");
}

/** The part of Gatsby's reporter the build hook uses. */
export interface CheckReporter {
  error: (message: string) => void;
  warn?: (message: string) => void;
  panicOnBuild: (message: string) => void;
}

/**
 * The check as the build runs it (gatsby-node.ts): a build stops with the problems
 * (panicOnBuild); `gatsby develop` prints them and keeps running, so the editor can fix the files
 * and see the check run again. Returns true when the content is clean.
 */
export function runContentCheck(root: string, reporter: CheckReporter, developing: boolean): boolean {
  const found = checkContent({ root });
  const warnings = found.filter((p) => p.warning);
  if (warnings.length > 0) (reporter.warn ?? reporter.error)(warnings.map(formatProblem).join("\n"));
  const problems = found.filter((p) => !p.warning);
  if (problems.length === 0) return true;
  const message = problemsMessage(problems);
  if (developing) {
    reporter.error(
      `${message}\n\nThe development server keeps running: pages that read these fields may fail until they are fixed. The check runs again when you save a file in content/.`,
    );
  } else {
    reporter.panicOnBuild(`${message}\n\nThe build stops here so that broken content is never published.`);
  }
  return false;
}
