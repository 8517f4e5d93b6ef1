#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench -- pages [RUNS]`: what each route of the Lighthouse gate costs a visitor, for the
 * performance work (docs/performance.md). Serves the build in public/ and loads every route RUNS
 * times (default 5) in Lighthouse exactly as the gate does (mobile, simulated throttling, a new
 * Chromium, a warm-up load), then prints per route the medians of LCP, FCP, TBT and CLS, what the
 * load transferred (JavaScript, the HTML document, fonts, everything; Lighthouse's network records,
 * compressed, prefetches included), and the size of the page's HTML file raw and with Brotli at
 * its highest quality (what a CDN serves precompressed).
 *
 *   QUALITY_ROUTES=/,/about narrows the routes. Run it on an idle machine; it prints the load average.
 */
import fs from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { stopAll, stopOnExit } from "../scripts/lib/services.mjs";
import { ROOT, startSite } from "../scripts/lib/site.mjs";
import { markdownTable } from "../scripts/quality/lighthouse-report.mjs";
import { runLighthouse } from "../scripts/quality/lighthouse.mjs";
import { LIGHTHOUSE_ROUTES } from "../scripts/quality/run.mjs";

const runs = Number(process.argv[2] ?? 5);
const only = process.env.QUALITY_ROUTES?.split(",").map((p) => p.trim());
const routes = only ? LIGHTHOUSE_ROUTES.filter((r) => only.includes(r.path)) : LIGHTHOUSE_ROUTES;
if (!Number.isInteger(runs) || runs < 1 || routes.length === 0) {
  console.error("usage: npm run bench -- pages [runs per route, default 5]  (QUALITY_ROUTES narrows the routes)");
  process.exit(2);
}

/** The built HTML file of a route (the 404 page for a path that is not built). */
function htmlFile(/** @type {string} */ route) {
  // `<route>.html` as gatsby-adapter-netlify publishes a page; the home page stays index.html.
  const file =
    route === "/" || route === ""
      ? path.join(ROOT, "public", "index.html")
      : path.join(ROOT, "public", `${route.replace(/\/$/, "")}.html`);
  return fs.existsSync(file) ? file : path.join(ROOT, "public", "404.html");
}

const kb = (/** @type {number} */ bytes) => (Number.isFinite(bytes) ? (bytes / 1024).toFixed(1) : "n/a");

stopOnExit();
try {
  const site = await startSite({ log: console.log });
  console.log(
    `${routes.length} routes, ${runs} Lighthouse runs each (medians); ${availableParallelism()} cores, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  /** @type {string[][]} */
  const rows = [];
  for (const row of await runLighthouse(site.base, routes, { log: console.log, allRuns: true, runs })) {
    const html = fs.readFileSync(htmlFile(row.path));
    const brotli = zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    rows.push([
      row.path,
      `${(row.metrics.lcp / 1000).toFixed(2)} s`,
      `${(row.metrics.fcp / 1000).toFixed(2)} s`,
      `${Math.round(row.metrics.tbt)} ms`,
      row.metrics.cls.toFixed(3),
      kb(row.transfer.script),
      kb(row.transfer.font),
      kb(row.transfer.document),
      kb(row.transfer.total),
      kb(html.length),
      kb(brotli),
    ]);
  }
  const header = [
    "route",
    "LCP",
    "FCP",
    "TBT",
    "CLS",
    "JS KB",
    "fonts KB",
    "doc KB",
    "all KB",
    "HTML KB",
    "HTML br KB",
  ];
  console.log(markdownTable(header, rows));
  await site.stop();
} finally {
  await stopAll();
}
