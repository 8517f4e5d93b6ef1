#!/usr/bin/env node
// @ts-check
/**
 * `npm run weight`: first-load JavaScript per route, from the production build in public/.
 * A route's scripts come from the build's own manifest, not from its HTML: webpack's stats
 * (public/webpack.stats.json) list the files of the `app` chunk group (webpack runtime, framework,
 * app) and of the page component's chunk group (its chunk and the shared chunks webpack split out
 * of it), and the route's page-data.json names that component. Counted at gzip level 9; fails when
 * a route goes over its budget, and when a chunk group, page-data file or script is missing.
 *
 * It also prints each route's HTML as served (Brotli at the quality of `npm start`,
 * scripts/lib/platform.mjs) and names the routes whose document needs a second round trip: a
 * response fits the first one (ten TCP segments, 14,600 bytes) with its headers (the policy from
 * public/_headers and about 600 bytes more) when its body is at most FIRST_TRIP_BODY bytes
 * (docs/performance.md). A figure, not a budget: an
 * editor's longer page does not fail the build.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import { htmlFiles, publicPath } from "../gatsby/built-html.ts";
import { BROTLI_QUALITY } from "./lib/platform.mjs";

const PUBLIC = path.resolve("public");
/** Budgets in KB of gzip: start from what the pages need, only ever lower them. */
const BUDGET_KB = { "/": 130, default: 110 };
/** Response headers besides the policy (netlify.toml's, type, encoding, date…): 588 bytes on 2026-11-27. */
const OTHER_HEADER_BYTES = 600;

/** The Content-Security-Policy header's bytes, as the build wrote it into public/_headers (it grows with the hashes). */
function policyHeaderBytes() {
  const file = path.join(PUBLIC, "_headers");
  const line = existsSync(file)
    ? /^\s*(Content-Security-Policy: .*)$/m.exec(readFileSync(file, "utf8"))?.[1]
    : undefined;
  return line ? line.length + 2 : 0;
}

/** The largest compressed body that arrives in the first round trip (14,600 bytes) with the headers it is served with. */
const FIRST_TRIP_BODY = 14600 - OTHER_HEADER_BYTES - policyHeaderBytes();

/** @param {string} file */
const servedHtmlBytes = (file) =>
  brotliCompressSync(readFileSync(file), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }).length;

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`page-weight: ${message}`);
  process.exit(1);
}

/** @param {string} file @returns {any} */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch (e) {
    return fail(
      `cannot read ${path.relative(process.cwd(), file)} (${/** @type {Error} */ (e).message}); run \`npm run build\` first`,
    );
  }
}

/** @type {Map<string, number>} */
const gzCache = new Map();
/** @param {string} asset a file name from webpack's stats, relative to public/ */
function gzipKb(asset) {
  if (!gzCache.has(asset)) {
    const file = path.join(PUBLIC, asset);
    if (!existsSync(file)) fail(`webpack's stats list ${asset}, which is not in public/`);
    gzCache.set(asset, gzipSync(readFileSync(file), { level: 9 }).length / 1024);
  }
  return /** @type {number} */ (gzCache.get(asset));
}

function routeOf(/** @type {string} */ file) {
  const rel = publicPath(PUBLIC, file);
  if (rel === "index.html") return "/";
  if (rel === "404.html") return "/404";
  return `/${rel.replace(/\/index\.html$/, "").replace(/\.html$/, "")}`;
}

/** @type {{ namedChunkGroups: Record<string, { assets: { name: string }[] } | undefined> }} */
const stats = readJson(path.join(PUBLIC, "webpack.stats.json"));
if (!stats.namedChunkGroups) fail("public/webpack.stats.json has no namedChunkGroups");

/** The JavaScript files of a chunk group, from webpack's stats. @param {string} name @param {string} route */
function chunkGroupScripts(name, route) {
  const group = stats.namedChunkGroups[name];
  if (!group) fail(`${route}: no chunk group "${name}" in public/webpack.stats.json`);
  const scripts = group.assets.map((a) => a.name).filter((f) => f.endsWith(".js"));
  if (scripts.length === 0) fail(`${route}: chunk group "${name}" has no JavaScript file`);
  return scripts;
}

/**
 * Every script a route loads first: the `app` chunk group, which every page starts (the
 * paint-first loader adds its files), and the page component's group, which the app fetches right
 * after start (the component named in the route's page-data.json).
 * @param {string} route
 */
function routeScripts(route) {
  const dataFile = path.join(PUBLIC, "page-data", route === "/" ? "index" : route, "page-data.json");
  /** @type {{ componentChunkName?: string }} */
  const pageData = readJson(dataFile);
  if (!pageData.componentChunkName)
    fail(`${route}: no componentChunkName in ${path.relative(process.cwd(), dataFile)}`);
  return [...new Set([...chunkGroupScripts("app", route), ...chunkGroupScripts(pageData.componentChunkName, route)])];
}

const rows = htmlFiles(PUBLIC)
  .filter((f) => !/\/404\/index\.html$|dev-404-page|\/_gatsby\//.test(f))
  .map((file) => {
    const route = routeOf(file);
    const scripts = routeScripts(route);
    const kb = scripts.reduce((sum, src) => sum + gzipKb(src), 0);
    const budget = route === "/" ? BUDGET_KB["/"] : BUDGET_KB.default;
    return { route, scripts: scripts.length, kb, budget, html: servedHtmlBytes(file) };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

const pad = (/** @type {string} */ s, /** @type {number} */ n) => s.padEnd(n);
console.log(`${pad("route", 64)} ${pad("scripts", 8)} ${pad("JS gzip KB", 11)} ${pad("budget", 7)} HTML br KB`);
for (const r of rows) {
  const flag = r.kb > r.budget ? "  OVER BUDGET" : "";
  const trips = r.html > FIRST_TRIP_BODY ? " (2 round trips)" : "";
  console.log(
    `${pad(r.route, 64)} ${pad(String(r.scripts), 8)} ${pad(r.kb.toFixed(1), 11)} ${pad(String(r.budget), 7)} ${(r.html / 1024).toFixed(1)}${trips}${flag}`,
  );
}
const twoTrips = rows.filter((r) => r.html > FIRST_TRIP_BODY);
console.log(
  `\nHTML over the first round trip (Brotli-${BROTLI_QUALITY} body over ${FIRST_TRIP_BODY} bytes): ${twoTrips.length === 0 ? "none" : twoTrips.map((r) => `${r.route} ${r.html}`).join(", ")}`,
);
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
