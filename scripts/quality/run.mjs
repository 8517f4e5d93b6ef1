#!/usr/bin/env node
// @ts-check
/**
 * `npm run quality`, after `npm run build`: the gates of the issue "Quality gates" that need the
 * built site. Serves public/ itself with `npm start` (scripts/lib/site.mjs: a free port on
 * 127.0.0.1, or QUALITY_PORT when set and free), with the news function reading a local stand-in
 * for Hacker News (the recorded front page of the e2e tests), so /news is measured as visitors see
 * it, with its cards, and nothing touches the network. `npm test` (scripts/test.mjs) calls
 * runQualityGates with the server it shares with the e2e tests. The gates:
 *
 *   1. Nu Html Checker over public/ (zero errors),
 *   2. links from / and the sitemap, checked by linkinator (zero broken links and anchors),
 *   3. Lighthouse on fourteen routes (mobile, simulated throttling; floors in lighthouse-report.mjs; one load
 *      a route when it is clearly inside every floor, else the median of up to five: oneLoadSettles).
 *
 * Prints every gate's figures and exits non-zero when any gate fails.
 *   QUALITY_GATES=vnu,links,lighthouse picks gates; QUALITY_ROUTES=/,/about picks Lighthouse routes.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { stopAll, stopOnExit } from "../lib/services.mjs";
import { startSite } from "../lib/site.mjs";
import { checkLinks } from "./links.mjs";
import {
  CATEGORIES,
  FLOORS,
  ONE_LOAD_MARGINS,
  PERFORMANCE_RUNS,
  floorFailures,
  formatTable,
} from "./lighthouse-report.mjs";
import { runLighthouse } from "./lighthouse.mjs";
import { runVnu } from "./vnu.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const PUBLIC = path.join(ROOT, "public");
const GATES = (process.env.QUALITY_GATES ?? "vnu,links,lighthouse").split(",").map((g) => g.trim());

/**
 * The routes of the issue. The 404 page is served with status 404, which two audits fail by
 * design, so they are not run there (every other audit is): SEO's "Page has successful HTTP status
 * code" (a missing page must not be indexed) and best practices' "No browser errors logged to the
 * console" (Chromium logs the document's own 404, Gatsby's loader logs the 404 of the missing
 * path's page data, and the page logs the missing path as the spec asks; tests/e2e/not-found.spec.ts
 * checks that page).
 * @type {import("./lighthouse-report.mjs").RouteSpec[]}
 */
export const LIGHTHOUSE_ROUTES = [
  { path: "/" },
  { path: "/services" },
  { path: "/services/website-design-development" },
  { path: "/about" },
  { path: "/contact" },
  { path: "/blog" },
  { path: "/blog/strategies-for-digital-triumph" },
  // Topics and authors (issue 49): one page of each kind (src/templates/topic.tsx, author.tsx).
  { path: "/blog/topic/seo" },
  { path: "/blog/author/priya-raman" },
  { path: "/our-work" },
  { path: "/news" },
  // Careers (issue 35): the list and one opening's page (src/templates/job.tsx; every opening shares it).
  { path: "/Career" },
  { path: "/Career/react-developer" },
  // The subscription preferences page (issue 50) is not measured yet: it is noindex by design (SEO's
  // "Page is blocked from indexing" then fails) and its first paint without a token shifts its
  // layout (CLS 0.044 on 2026-12-01); both are issue 50's to fix before it joins this list.
  // Site search (issue 49): the page without a query (the header's field is on every route above).
  { path: "/search" },
  { path: "/no-such-page", status: 404, skipAudits: ["http-status-code", "errors-in-console"] },
];

const log = (/** @type {string} */ line = "") => console.log(line);

/** @param {string[]} failures */
async function vnuGate(failures) {
  log("== Nu Html Checker (vnu-jar) over public/**/*.html");
  const started = Date.now();
  const { files, errors, warnings, infos } = runVnu(PUBLIC);
  for (const m of [...errors, ...warnings])
    log(`  ${m.type === "info" ? "warning" : "error"}: ${m.url}:${m.lastLine ?? "?"}: ${m.message}`);
  log(
    `  ${files} pages checked in ${((Date.now() - started) / 1000).toFixed(0)} s: ${errors.length} errors, ${warnings.length} warnings, ${infos.length} info messages`,
  );
  if (errors.length > 0) failures.push(`vnu: ${errors.length} errors`);
}

/** @param {string} base @param {string[]} failures */
async function linksGate(base, failures) {
  log("== Links from / and /sitemap-index.xml (linkinator)");
  const site = JSON.parse(readFileSync(path.join(ROOT, "content/site.json"), "utf8"));
  const r = await checkLinks(base, { siteOrigin: site.siteUrl, sitemap: "/sitemap-index.xml" });
  for (const line of r.broken) log(`  broken: ${line}`);
  log(
    `  ${r.checked} internal links answered 200, ${r.external} external links checked offline: ${r.broken.length} broken`,
  );
  if (r.broken.length > 0) failures.push(`links: ${r.broken.length} broken`);
}

/**
 * @param {string} base @param {string[]} failures
 * @param {{ benchmarkIndex?: [number, number] }} measured what the run measured of the host
 */
async function lighthouseGate(base, failures, measured) {
  const only = process.env.QUALITY_ROUTES?.split(",").map((p) => p.trim());
  const routes = only ? LIGHTHOUSE_ROUTES.filter((r) => only.includes(r.path)) : LIGHTHOUSE_ROUTES;
  const unknown = (only ?? []).filter((p) => !LIGHTHOUSE_ROUTES.some((r) => r.path === p));
  if (unknown.length > 0) {
    // A typo must not pass as a gate that measured nothing.
    failures.push(`lighthouse: QUALITY_ROUTES names routes it does not measure: ${unknown.join(", ")}`);
    log(
      `  QUALITY_ROUTES: not Lighthouse routes: ${unknown.join(", ")} (they are ${LIGHTHOUSE_ROUTES.map((r) => r.path).join(", ")})`,
    );
    return;
  }
  log(
    `== Lighthouse ${CATEGORIES.join(", ")}: mobile, simulated throttling; one load per route when it is inside every floor by the one-load margins (LCP <= ${ONE_LOAD_MARGINS.lcpAtMostMs} ms, TBT <= ${ONE_LOAD_MARGINS.tbtAtMostMs} ms, CLS <= ${ONE_LOAD_MARGINS.clsAtMost}), else the medians of ${PERFORMANCE_RUNS} runs (3 when those 3 already settle it)`,
  );
  log(
    `   floors: performance >= ${FLOORS.performance}, accessibility/best practices/SEO = 100, CLS < ${FLOORS.clsBelow}, TBT < ${FLOORS.tbtBelowMs} ms, LCP < ${FLOORS.lcpBelowMs} ms`,
  );
  const rows = await runLighthouse(base, routes, { log });
  log(formatTable(rows));
  const indexes = rows.map((r) => r.benchmarkIndex).filter((i) => i > 0);
  if (indexes.length > 0) measured.benchmarkIndex = [Math.min(...indexes), Math.max(...indexes)];
  for (const row of rows) {
    const missed = floorFailures(row);
    if (missed.length === 0) continue;
    failures.push(`lighthouse ${row.path}: ${missed.join(", ")}`);
    log(`  ${row.path} misses: ${missed.join(", ")}`);
    for (const audit of row.failing) log(`    ${audit}`);
  }
}

/**
 * Runs the chosen gates against the site served at `base` (a server the caller started and owns).
 * @param {string} base
 * @param {string[]} [gates]
 * @param {{ benchmarkIndex?: [number, number] }} [measured] filled with the range of Lighthouse's
 *   benchmarkIndex over the routes (their medians), for `npm test`'s timings table
 * @returns {Promise<string[]>} the failures, one line each
 */
export async function runQualityGates(base, gates = GATES, measured = {}) {
  /** @type {string[]} */
  const failures = [];
  const started = Date.now();
  if (gates.includes("vnu")) await vnuGate(failures);
  if (gates.includes("links")) await linksGate(base, failures);
  if (gates.includes("lighthouse")) await lighthouseGate(base, failures, measured);
  log(
    `== quality: ${failures.length === 0 ? "passed" : `FAILED (${failures.length})`} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  for (const f of failures) log(`  - ${f}`);
  return failures;
}

/** `npm run quality`: serves public/ itself (a free port, or QUALITY_PORT when set and free). */
async function main() {
  stopOnExit();
  try {
    const site = await startSite({ port: process.env.QUALITY_PORT, portVariable: "QUALITY_PORT", log });
    const failures = await runQualityGates(site.base);
    process.exitCode = failures.length === 0 ? 0 : 1;
  } finally {
    await stopAll();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    // One line: what is wrong and what to do (a taken port, a missing build or browser).
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 2;
  });
}
