/**
 * The MDX collections and the openings beyond their fields: one file per slug, the legal pages all
 * present, every body through the build's MDX compiler, openings valid for Google, case studies
 * that find their portfolio tile.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { jobProblems, type JobFacts } from "../../src/lib/jobs.ts";
import { siteKey } from "../../src/lib/site-address.ts";
import { LEGAL_SLUGS, type MdxCollection } from "../content-model.ts";
import { isPlainObject, rel, report, type Context, type Where } from "./problems.ts";
import type { MdxFile } from "./reading.ts";
import { SLUG_RE, checkFields } from "./values.ts";
import { closest } from "./wording.ts";

export function checkMdxCollection(ctx: Context, name: string, c: MdxCollection, files: MdxFile[]) {
  for (const mdx of files) {
    const w = { ctx, abs: mdx.abs };
    checkFields(w, c.frontmatter, mdx.frontmatter, "");
    const slug = mdx.frontmatter.slug;
    if (c.layout === "folder" && typeof slug === "string" && SLUG_RE.test(slug)) {
      const folder = path.basename(path.dirname(mdx.abs));
      if (folder !== slug) report(w, "slug", `must equal the folder name "${folder}"`);
    }
  }
  for (const [key, field] of Object.entries(c.frontmatter)) {
    if (!field.unique) continue;
    const seen = new Map<string, MdxFile>();
    for (const mdx of files) {
      const v = mdx.frontmatter[key];
      if (typeof v !== "string" && typeof v !== "number") continue;
      const first = seen.get(String(v));
      if (first)
        report(
          { ctx, abs: mdx.abs },
          key,
          `"${String(v)}" is already used by ${rel(ctx, first.abs)}: each ${c.entry} needs its own ${key}`,
        );
      else seen.set(String(v), mdx);
    }
  }
  if (name === "legal") {
    const dir = path.join(ctx.contentDir, c.dir);
    for (const slug of LEGAL_SLUGS) {
      if (!files.some((f) => f.frontmatter.slug === slug))
        report({ ctx, abs: dir }, "slug", `no file has the slug "${slug}": the /${slug} page needs one`);
    }
  }
}

/**
 * Openings (content/jobs.json): beyond the model's field checks, what would make an opening's
 * JobPosting invalid for Google (src/lib/jobs.ts jobProblems: an on-site job without its office, a
 * remote one without the countries it may be worked from, a salary range upside down, ...).
 */
export function checkJobs(w: Where, jobs: unknown[], label: string) {
  const file = rel(w.ctx, w.abs);
  jobs.forEach((job, i) => {
    if (!isPlainObject(job)) return;
    for (const p of jobProblems(job as Partial<JobFacts>)) {
      const field = `${label}[${i + 1}].${p.field}`;
      // A value the model already refused (an unknown employment type, ...) is reported once.
      if (!w.ctx.problems.some((q) => q.file === file && q.field === field)) report(w, field, p.problem);
    }
  });
}

/**
 * The compiler of the build, run on the bodies by scripts/lib/mdx-compile.mjs (see there): in the
 * checked repository, else next to this module (Jest; the build bundles this module into .cache/,
 * so the repository comes first), else in the working directory. scripts/content-check.mjs, an ES
 * module without __dirname, passes the path itself.
 */
export function mdxCompiler(root: string): string {
  const at = (dir: string) => path.join(dir, "scripts", "lib", "mdx-compile.mjs");
  const candidates = [
    root,
    ...(typeof __dirname === "string" ? [path.join(__dirname, "..", "..")] : []),
    process.cwd(),
  ];
  return candidates.map(at).find((file) => fs.existsSync(file)) ?? at(root);
}

/**
 * Every MDX body through the build's own compiler (gatsby-plugin-mdx's @mdx-js/mdx with its remark
 * and rehype plugins): what would stop the build, and what would compile to code (a tag, braces,
 * import/export) where an editor typed text. Lines are of the file, front matter counted.
 */
export function checkMdxBodies(ctx: Context, files: MdxFile[], compiler: string) {
  if (files.length === 0) return;
  const input = JSON.stringify(files.map((f, i) => ({ id: String(i), body: f.body })));
  const run = spawnSync(process.execPath, [compiler], { input, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`content check: the MDX compiler failed: ${run.stderr || run.error}`);
  const found = JSON.parse(run.stdout) as { id: string; line: number; column: number; problem: string; kind: string }[];
  const textHint = "to show { } or < as text, write \\{, \\} and \\< (the content manager does this for you)";
  for (const f of found) {
    const mdx = files[Number(f.id)]!;
    const where = `body (line ${mdx.bodyLine + f.line - 1})`;
    report(
      { ctx, abs: mdx.abs },
      where,
      f.kind === "compile"
        ? `the build cannot read the text at column ${f.column}: ${f.problem} (curly braces and angle brackets are code in MDX: ${textHint})`
        : `${f.problem} (column ${f.column})`,
    );
  }
}

/**
 * A case study's live site is how /our-work finds its tile (src/sections/work.tsx, by siteKey): a
 * live site that matches no tile of content/portfolio.json gets no "Read the case study" link
 * there. Not wrong in itself (a client may be left out of the portfolio), so a warning.
 */
export function checkLiveSites(ctx: Context, studies: MdxFile[], portfolio: unknown) {
  if (!Array.isArray(portfolio)) return;
  const tiles = portfolio.flatMap((t) => (isPlainObject(t) && typeof t.url === "string" ? [t.url] : []));
  const keys = new Set(tiles.map(siteKey));
  for (const study of studies) {
    const url = study.frontmatter.url;
    // An address that is no web address at all is reported by the model's check of the field.
    if (typeof url !== "string" || !URL.canParse(url) || keys.has(siteKey(url))) continue;
    const guess = closest(siteKey(url), tiles.map(siteKey));
    const tile = guess ? tiles.find((t) => siteKey(t) === guess) : undefined;
    ctx.problems.push({
      file: rel(ctx, study.abs),
      field: "url",
      problem: `"${url}" is the address of no site in the portfolio (content/portfolio.json), so /our-work shows no "Read the case study" link for it${tile ? ` (did you mean "${tile}"?)` : ": add the site to the portfolio, or copy its address from there"}`,
      warning: true,
    });
  }
}
