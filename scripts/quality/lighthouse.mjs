// @ts-check
/**
 * Lighthouse gate: one load per route when it is clearly inside every floor, else up to
 * PERFORMANCE_RUNS runs, in Debian's Chromium (mobile form factor, Lighthouse's default simulated
 * throttling), the first with every category and the others with performance only; scores and the
 * medians of the metrics per route, for the floors of the issue "Quality gates"
 * (docs/decisions/one-load.md). Chromium resolves no host but 127.0.0.1, so nothing is fetched from the network.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, chromiumPath } from "../lib/chromium.mjs";
import { rendererCore } from "../lib/cpu-affinity.mjs";
import { disownGroup, ownGroup } from "../lib/services.mjs";
import {
  anotherRun,
  CATEGORIES,
  nextCpuMultiplier,
  PERFORMANCE_RUNS,
  oneLoadSettles,
  REFERENCE_BENCHMARK_INDEX,
  RUNTIME_ERROR_ATTEMPTS,
  rowFromLhr,
  runAgain,
  withMedians,
} from "./lighthouse-report.mjs";

/** @typedef {import("./lighthouse-report.mjs").RouteSpec} RouteSpec */
/** @typedef {import("./lighthouse-report.mjs").LighthouseRow} LighthouseRow */

/**
 * The project's Chromium flags (scripts/lib/chromium.mjs) headless, plus a host resolver that
 * answers only for the loopback address: a page or Lighthouse itself reaching for the network
 * fails instead.
 */
export const CHROME_FLAGS = [
  "--headless=new",
  ...CHROMIUM_FLAGS,
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
];

/**
 * Runs Lighthouse on each route against `baseUrl`, in one Chromium: one load when it is clearly
 * inside every floor (oneLoadSettles), else until the median of PERFORMANCE_RUNS runs is sure to
 * meet the floors (three passing runs settle it: medianPassSettled), else all PERFORMANCE_RUNS;
 * `allRuns` always takes all of them (the benchmark of the gate's false-failure rate counts every
 * single run, and judges the one-load scheme on the first of them).
 * @param {string} baseUrl
 * @param {RouteSpec[]} routes
 * @param {{ chromePath?: string, log?: (line: string) => void, allRuns?: boolean, runs?: number }} [options]
 *   `runs` replaces PERFORMANCE_RUNS (bench/pages.mjs)
 * @returns {Promise<LighthouseRow[]>}
 */
export async function runLighthouse(baseUrl, routes, options = {}) {
  // The renderers on a core of their own, this process and what it started (the site's server)
  // on the others, until the gate ends (scripts/lib/cpu-affinity.mjs).
  const cores = rendererCore();
  const chrome = await chromeLauncher.launch({
    chromePath: options.chromePath ?? chromiumPath(),
    chromeFlags: CHROME_FLAGS,
    logLevel: "error",
    handleSIGINT: false, // the step's own handler (scripts/lib/services.mjs) stops it with the rest
  });
  ownGroup(chrome.pid);
  try {
    cores.keepOff([process.pid]);
    const { cpus } = cores;
    options.log?.(
      cpus
        ? `  the pages' renderers on CPU ${cpus.renderer}; Chromium's other processes, Lighthouse and the server on CPU ${cpus.rest} (docs/decisions/renderer-core.md)`
        : `  the pages' renderers share the CPUs with the browser and the server: ${cores.off}`,
    );
    /** @type {LighthouseRow[]} */
    const rows = [];
    /** @type {number[]} the benchmarkIndex of every counted load */
    const countedIndexes = [];
    let warmUpIndex = NaN;
    /** The most renderers one load's `pin` found: none means Chromium forks them somewhere else now. */
    let renderersPinned = 0;
    /** The CPU slowdown of the next load: from the host's benchmarkIndex so far (4× before any). */
    const slowdown = () => nextCpuMultiplier(warmUpIndex, countedIndexes);
    /** @type {(route: RouteSpec, categories: string[], attempt?: number) => Promise<LighthouseRow>} */
    const run = async (route, categories, attempt = 1) => {
      renderersPinned = Math.max(renderersPinned, cores.pin(chrome.pid));
      const result = await lighthouse(new URL(route.path, baseUrl).href, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: categories,
        skipAudits: route.skipAudits ?? [],
        ignoreStatusCode: (route.status ?? 200) !== 200,
        throttling: { cpuSlowdownMultiplier: slowdown() },
        // The full-page screenshot only illustrates the HTML report, which the gate does not write;
        // taking it resizes the page to its full height after every load.
        disableFullPageScreenshot: true,
        // Lighthouse's documented neutral page between loads, here one of the site's own: every
        // document of the site sends Cross-Origin-Opener-Policy: same-origin, so a load from
        // about:blank switches browsing-context groups and with them the renderer process while the
        // trace runs, and 4 loads in 50 came back without their navigationStart (NO_NAVSTART); from
        // a page of the same origin and policy the load stays in its process (docs/decisions/interaction.md).
        blankPage: new URL("/robots.txt", baseUrl).href,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route.path}`);
      if (result.lhr.runtimeError) {
        const { code, message } = result.lhr.runtimeError;
        // The trace and DevTools log of the load, for finding why it came back incomplete.
        const evidence = path.join(os.tmpdir(), `atria-lighthouse-${code}-${Date.now()}.json`);
        fs.writeFileSync(
          evidence,
          JSON.stringify({
            url: result.lhr.finalDisplayedUrl,
            artifacts: { Trace: result.artifacts.Trace, DevtoolsLog: result.artifacts.DevtoolsLog },
          }),
        );
        if (runAgain(code, attempt)) {
          // Lighthouse's own advice for these ("Please run Lighthouse again"): the trace of one
          // load came back incomplete, which says nothing about the page. Bounded, and printed.
          options.log?.(
            `  ${route.path}: ${code} (attempt ${attempt} of ${RUNTIME_ERROR_ATTEMPTS}), running again; trace in ${evidence}`,
          );
          return run(route, categories, attempt + 1);
        }
        throw new Error(`${route.path}: ${message}`);
      }
      const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
      if (reportDir) {
        // Every run's full report, for finding what a page spends its main thread on.
        fs.mkdirSync(reportDir, { recursive: true });
        const name = `${route.path.replace(/[^a-z0-9]+/gi, "_") || "_"}-${Date.now()}.json`;
        fs.writeFileSync(path.join(reportDir, name), JSON.stringify(result.lhr));
      }
      return rowFromLhr(route.path, result.lhr, route.skipAudits ?? []);
    };
    // A load of the first route that is not counted. The first load in a new Chromium is the
    // browser's own cold start (its fonts, caches and renderer brought up from disk), not the
    // page's, and it is the load that came back without a navigationStart in CI (NO_NAVSTART).
    const warm = Date.now();
    const warmUp = routes[0] && (await run(routes[0], ["performance"]));
    if (warmUp && cores.cpus && renderersPinned === 0)
      options.log?.(
        "  no renderer found under Chromium's process before a load: they share the CPUs (docs/decisions/renderer-core.md)",
      );
    if (warmUp) {
      warmUpIndex = warmUp.benchmarkIndex;
      options.log?.(
        `  warm-up load of ${warmUp.path} (not counted): TBT ${Math.round(warmUp.metrics.tbt)} ms, ${((Date.now() - warm) / 1000).toFixed(0)} s; ` +
          `benchmarkIndex ${warmUp.benchmarkIndex}, so the CPU slowdown is ${slowdown()}× (4× at ${REFERENCE_BENCHMARK_INDEX})`,
      );
    }
    for (const route of routes) {
      const started = Date.now();
      /** @type {number[]} the slowdown each of this route's loads ran at */
      const multipliers = [];
      /** @type {(categories: string[]) => Promise<LighthouseRow>} */
      const counted = async (categories) => {
        multipliers.push(slowdown());
        const row = await run(route, categories);
        countedIndexes.push(row.benchmarkIndex);
        return row;
      };
      /** @type {[LighthouseRow, ...LighthouseRow[]]} */
      const runs = [await counted([...CATEGORIES])];
      // One load clearly inside every floor passes the route (oneLoadSettles); any other first load
      // goes on to the median, which three passing runs settle (medianPassSettled).
      while (anotherRun(runs, { allRuns: options.allRuns, runs: options.runs }))
        runs.push(await counted(["performance"]));
      const oneLoad = runs.length === 1 && !options.allRuns && oneLoadSettles(runs[0]);
      const row = withMedians(runs);
      const took = ((Date.now() - started) / 1000).toFixed(0);
      const why = options.allRuns
        ? ""
        : oneLoad
          ? ": inside every floor by the one-load margins"
          : row.runs < PERFORMANCE_RUNS
            ? `: the median of ${PERFORMANCE_RUNS} meets the floors whatever the rest give`
            : "";
      options.log?.(
        `  ${route.path}: ${CATEGORIES.map((c) => row.scores[c]).join("/")}, TBT ${row.tbtRuns.join(" ")} ms, LCP ${row.lcpRuns.join(" ")} ms (${row.runs} run${row.runs === 1 ? "" : "s"}${why}, ${took} s, benchmarkIndex ${row.benchmarkIndex}, slowdown ${[...new Set(multipliers)].join("/")}×)`,
      );
      rows.push(row);
    }
    return rows;
  } finally {
    cores.release();
    chrome.kill();
    disownGroup(chrome.pid);
  }
}
