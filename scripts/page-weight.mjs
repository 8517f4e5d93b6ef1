#!/usr/bin/env node
// @ts-check
/**
 * `npm run weight`: first-load JavaScript per route, from the production build in public/.
 * Counts every script a page's HTML loads (<script src> or the paint-first loader's list) (framework, app, runtime, page and shared chunks),
 * gzip level 9, and fails when a route goes over its budget.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const PUBLIC = path.resolve("public");
/** Budgets in KB of gzip: start from what the pages need, only ever lower them. */
const BUDGET_KB = { "/": 130, default: 110 };

/** @param {string} dir @returns {string[]} */
function htmlFiles(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const p = path.join(dir, entry);
    if (statSync(p).isDirectory()) return entry === "page-data" || entry === "static" ? [] : htmlFiles(p);
    return entry.endsWith(".html") ? [p] : [];
  });
}

/** @type {Map<string, number>} */
const gzCache = new Map();
/** @param {string} src */
function gzipKb(src) {
  if (!gzCache.has(src)) {
    const file = path.join(PUBLIC, src.split("?")[0] ?? src);
    gzCache.set(src, gzipSync(readFileSync(file), { level: 9 }).length / 1024);
  }
  return /** @type {number} */ (gzCache.get(src));
}

function routeOf(/** @type {string} */ file) {
  const rel = path.relative(PUBLIC, file).replace(/\\/g, "/");
  if (rel === "index.html") return "/";
  if (rel === "404.html") return "/404";
  return `/${rel.replace(/\/index\.html$/, "").replace(/\.html$/, "")}`;
}

/** @type {{ assetsByChunkName: Record<string, string[]> }} */
const stats = JSON.parse(readFileSync(path.join(PUBLIC, "webpack.stats.json"), "utf8"));

/**
 * The page's own chunks: the app fetches them right after start, from the component named in the
 * route's page-data.json (with the shared chunks webpack split out of it).
 * @param {string} route
 */
function pageChunks(route) {
  const dataFile = path.join(PUBLIC, "page-data", route === "/" ? "index" : route, "page-data.json");
  /** @type {{ componentChunkName: string }} */
  const pageData = JSON.parse(readFileSync(dataFile, "utf8"));
  return (stats.assetsByChunkName[pageData.componentChunkName] ?? [])
    .filter((f) => f.endsWith(".js"))
    .map((f) => `/${f}`);
}

const rows = htmlFiles(PUBLIC)
  .filter((f) => !/\/404\/index\.html$|dev-404-page|\/_gatsby\//.test(f))
  .map((file) => {
    const html = readFileSync(file, "utf8");
    const route = routeOf(file);
    // Gatsby's scripts: <script src> tags, or the list the loader of gatsby/paint-first.ts starts after the first paint.
    const loader = /var s=(\[[^\]]*\]);function go\(\)/.exec(html);
    const inHtml = [
      ...[...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1] ?? ""),
      ...(loader ? /** @type {string[]} */ (JSON.parse(loader[1] ?? "[]")) : []),
    ];
    const scripts = [...new Set([...inHtml, ...pageChunks(route)])];
    const kb = scripts.reduce((sum, src) => sum + gzipKb(src), 0);
    const budget = route === "/" ? BUDGET_KB["/"] : BUDGET_KB.default;
    return { route, scripts: scripts.length, kb, budget };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

const pad = (/** @type {string} */ s, /** @type {number} */ n) => s.padEnd(n);
console.log(`${pad("route", 64)} ${pad("scripts", 8)} ${pad("JS gzip KB", 11)} budget`);
for (const r of rows) {
  const flag = r.kb > r.budget ? "  OVER BUDGET" : "";
  console.log(`${pad(r.route, 64)} ${pad(String(r.scripts), 8)} ${pad(r.kb.toFixed(1), 11)} ${r.budget}${flag}`);
}
const over = rows.filter((r) => r.kb > r.budget);
if (rows.length === 0) {
  console.error("no HTML in public/: run `npm run build` first");
  process.exit(1);
}
if (over.length > 0) {
  console.error(`\n${over.length} route(s) over their first-load JavaScript budget`);
  process.exit(1);
}
console.log(`\n${rows.length} routes within budget`);
