/**
 * The post-build pipeline: every rewrite of the built HTML, in one ordered pass over public/.
 *
 * Each HTML file is read once and goes through the rewrites in this order:
 *
 * 1. critical-css  checks the Emotion critical CSS that gatsby-ssr.tsx put into <head> (changes nothing)
 * 2. paint-first   Gatsby's <script src async> tags become a loader that adds them after the first paint
 * 3. csp           hashes the inline scripts as they are served (so: last)
 *
 * Every file is rewritten in memory before any is written, so a rewrite that fails leaves public/
 * as Gatsby wrote it; then the changed files are written, once each, and the per-build outputs
 * (the Content-Security-Policy in public/_headers). A rewrite whose pattern is missing on a page
 * where it must be present throws a PostBuildError naming the rewrite, the file and the pattern.
 *
 * `POST_BUILD_SKIP=paint-first,csp` (or `all`) leaves rewrites out, to measure what each
 * one buys; gatsby-node.ts prints that loudly.
 */
import fs from "node:fs";
import { criticalCss } from "./critical-css";
import { trackerCspSources, trackersFromEnv } from "../../src/contracts/trackers";
import { createCsp } from "./csp";
import { htmlFiles, publicPath } from "../built-html";
import { paintFirstRewrite } from "./paint-first";
import { REWRITE_NAMES, type Rewrite, type RewriteName } from "./rewrite";

export { PostBuildError, REWRITE_NAMES, type RewriteName } from "./rewrite";

/** A fresh set of the rewrites, in pipeline order (the CSP collects hashes per run). */
export function createRewrites(): Rewrite[] {
  const rewrites = [criticalCss, paintFirstRewrite, createCsp(trackerCspSources(trackersFromEnv(process.env)))];
  const order = rewrites.map((r) => r.name).join();
  if (order !== REWRITE_NAMES.join()) throw new Error(`post-build: rewrites ${order} out of REWRITE_NAMES order`);
  return rewrites;
}

/** The names in POST_BUILD_SKIP (comma-separated, or `all`); an unknown name is an error. */
export function parseSkip(value: string | undefined): Set<RewriteName> {
  const names = (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (names.includes("all")) return new Set(REWRITE_NAMES);
  const unknown = names.filter((n) => !(REWRITE_NAMES as readonly string[]).includes(n));
  if (unknown.length > 0) {
    throw new Error(
      `POST_BUILD_SKIP: unknown rewrite ${unknown.map((n) => `"${n}"`).join(", ")} (known: ${REWRITE_NAMES.join(", ")}, all)`,
    );
  }
  return new Set(names as RewriteName[]);
}

export interface RewriteReport {
  name: RewriteName;
  needs: string;
  skipped: boolean;
  /** Files this rewrite changed. */
  changed: number;
  /** The rewrite's per-build output (finish), if any. */
  output?: string;
}

export interface PipelineReport {
  /** HTML files read. */
  files: number;
  /** HTML files written (changed by any rewrite). */
  written: number;
  rewrites: RewriteReport[];
}

export interface PipelineOptions {
  skip?: ReadonlySet<RewriteName>;
  /** The rewrites to run; createRewrites() unless given (tests). */
  rewrites?: Rewrite[];
}

/** Runs the pipeline over every HTML file under publicDir. */
export function runPostBuild(publicDir: string, options: PipelineOptions = {}): PipelineReport {
  const skip = options.skip ?? new Set<RewriteName>();
  const all = options.rewrites ?? createRewrites();
  const active = all.filter((r) => !skip.has(r.name));
  const changed = new Map<RewriteName, number>(all.map((r) => [r.name, 0]));

  const outputs: { file: string; html: string }[] = [];
  const files = htmlFiles(publicDir);
  for (const file of files) {
    const rel = publicPath(publicDir, file);
    const page = { file: rel, fragment: rel.startsWith("_gatsby/") };
    const original = fs.readFileSync(file, "utf8");
    let html = original;
    for (const rewrite of active) {
      const out = rewrite.apply(html, page);
      if (out !== html) changed.set(rewrite.name, (changed.get(rewrite.name) ?? 0) + 1);
      html = out;
    }
    if (html !== original) outputs.push({ file, html });
  }
  for (const { file, html } of outputs) fs.writeFileSync(file, html);

  const reports = all.map((r) => ({
    name: r.name,
    needs: r.needs,
    skipped: skip.has(r.name),
    changed: changed.get(r.name) ?? 0,
    ...(!skip.has(r.name) && r.finish ? { output: r.finish(publicDir) } : {}),
  }));
  return { files: files.length, written: outputs.length, rewrites: reports };
}
