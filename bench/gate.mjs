#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench -- gate [GATES]`: the Lighthouse gate's false-failure rate. Serves the build in
 * public/ once and runs the whole Lighthouse gate GATES times (default 8) against it, exactly as
 * `npm test` runs it (a new Chromium each time, a warm-up load, PERFORMANCE_RUNS runs a route).
 * Prints every gate's verdict at today's floors and at the goal figures (GOALS: performance 100,
 * LCP under 1.2 s, TBT under 50 ms); then, for both, per route the medians, the share of single
 * runs that miss each floor and the chance that a median of five misses, and the estimated
 * false-failure rate of one gate. The floors move to the goals when that estimate is below 1 in 20.
 * Each gate also says how many routes the first load alone settles (oneLoadSettles, as `npm test`
 * runs the gate) and whether that verdict differs from the median of five on the same runs.
 *
 *   QUALITY_ROUTES=/,/about narrows the routes; run it on an idle machine, on a build you trust.
 */
import { availableParallelism, loadavg } from "node:os";
import { stopAll, stopOnExit } from "../scripts/lib/services.mjs";
import { startSite } from "../scripts/lib/site.mjs";
import {
  FLOORS,
  GOALS,
  PERFORMANCE_RUNS,
  anyMissProbability,
  firstRun,
  floorFailures,
  missShares,
  oneLoadSettles,
  routeMissProbability,
} from "../scripts/quality/lighthouse-report.mjs";
import { runLighthouse } from "../scripts/quality/lighthouse.mjs";
import { LIGHTHOUSE_ROUTES } from "../scripts/quality/run.mjs";

const gates = Number(process.argv[2] ?? 8);
const only = process.env.QUALITY_ROUTES?.split(",").map((p) => p.trim());
const routes = only ? LIGHTHOUSE_ROUTES.filter((r) => only.includes(r.path)) : LIGHTHOUSE_ROUTES;
if (!Number.isInteger(gates) || gates < 1 || routes.length === 0) {
  console.error("usage: npm run bench -- gate [number of gate runs, default 8]  (QUALITY_ROUTES narrows the routes)");
  process.exit(2);
}

stopOnExit();
try {
  const site = await startSite({ log: console.log });
  console.log(
    `${gates} gate runs of ${routes.length} routes, ${PERFORMANCE_RUNS} runs each; ${availableParallelism()} cores, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  /**
   * Every single run of a route, and its medians in each gate.
   * @type {Map<string, { tbtRuns: number[], lcpRuns: number[], performanceRuns: number[], medians: import("../scripts/quality/lighthouse-report.mjs").LighthouseRow[] }>}
   */
  const byRoute = new Map(routes.map((r) => [r.path, { tbtRuns: [], lcpRuns: [], performanceRuns: [], medians: [] }]));
  /** Each gate's rows (route medians), to count the gates that missed at either set of floors. */
  /** @type {import("../scripts/quality/lighthouse-report.mjs").LighthouseRow[][]} */
  const gateRows = [];
  /** What the one-load scheme (oneLoadSettles) would have done with each gate's first runs. */
  const oneLoad = { settled: 0, routes: 0, differ: /** @type {string[]} */ ([]) };
  for (let g = 1; g <= gates; g++) {
    const started = Date.now();
    // Every run, not only the three that settle a passing median: the shares below need them all.
    const rows = await runLighthouse(site.base, routes, { log: () => {}, allRuns: true });
    /** @param {typeof FLOORS} floors */
    const misses = (floors) =>
      rows
        .filter((row) => floorFailures(row, floors).length > 0)
        .map((r) => `${r.path}: ${floorFailures(r, floors).join(", ")}`);
    const atFloors = misses(FLOORS);
    const atGoals = misses(GOALS);
    gateRows.push(rows);
    for (const row of rows) {
      const r = byRoute.get(row.path);
      if (!r) continue;
      r.tbtRuns.push(...row.tbtRuns);
      r.lcpRuns.push(...row.lcpRuns);
      r.performanceRuns.push(...row.performanceRuns);
      r.medians.push(row);
    }
    console.log(
      `gate ${g} (${((Date.now() - started) / 1000).toFixed(0)} s): floors ${atFloors.length === 0 ? "passed" : `FAILED (${atFloors.join("; ")})`}; goals ${atGoals.length === 0 ? "passed" : `missed (${atGoals.join("; ")})`}`,
    );
    console.log(
      `  medians LCP/TBT: ${rows.map((r) => `${r.path} ${Math.round(r.metrics.lcp)}/${Math.round(r.metrics.tbt)}`).join(", ")}`,
    );
    // The gate as npm test runs it, judged on the same runs: a route whose first load is inside the
    // one-load margins passes on it; any other is judged on its median, as above.
    const settledByOne = rows.filter((r) => oneLoadSettles(firstRun(r)));
    const differ = settledByOne.filter((r) => floorFailures(r, FLOORS).length > 0);
    oneLoad.settled += settledByOne.length;
    oneLoad.routes += rows.length;
    oneLoad.differ.push(...differ.map((r) => `gate ${g} ${r.path}`));
    console.log(
      `  one load settled ${settledByOne.length} of ${rows.length} routes; its verdict ${differ.length === 0 ? "is the median's" : `passes what the median failed: ${differ.map((r) => r.path).join(", ")}`}`,
    );
  }
  const range = (/** @type {number[]} */ v) => `${Math.min(...v)}-${Math.max(...v)}`;
  const pct = (/** @type {number} */ x) => `${(100 * x).toFixed(x > 0 && x < 0.001 ? 3 : 1)} %`;
  for (const [name, floors] of /** @type {const} */ ([
    ["today's floors", FLOORS],
    ["the goal figures", GOALS],
  ])) {
    console.log(
      `\nat ${name} (performance >= ${floors.performance}, LCP < ${floors.lcpBelowMs} ms, TBT < ${floors.tbtBelowMs} ms), per route over ${gates} gates:`,
    );
    /** @type {number[]} */
    const routeChances = [];
    for (const [path, r] of byRoute) {
      const shares = missShares(r, floors);
      const chance = routeMissProbability(shares);
      routeChances.push(chance);
      console.log(
        `  ${path}: medians LCP ${range(r.medians.map((m) => Math.round(m.metrics.lcp)))} ms, TBT ${range(r.medians.map((m) => Math.round(m.metrics.tbt)))} ms; single runs missing: performance ${pct(shares.performance)}, LCP ${pct(shares.lcp)}, TBT ${pct(shares.tbt)}; P(median misses) ${pct(chance)}; route missed in ${r.medians.filter((m) => floorFailures(m, floors).length > 0).length} of ${gates} gates`,
      );
    }
    console.log(
      `  gates that missed: ${gateRows.filter((rows) => rows.some((row) => floorFailures(row, floors).length > 0)).length} of ${gates}; estimated false-failure rate of one gate: ${(100 * anyMissProbability(routeChances)).toFixed(2)} %`,
    );
  }
  console.log(
    `\none load settled ${oneLoad.settled} of ${oneLoad.routes} routes (their first load inside the one-load margins); verdicts that differ from the median of five on the same runs: ${oneLoad.differ.length === 0 ? "none" : oneLoad.differ.join(", ")}`,
  );
  await site.stop();
} finally {
  await stopAll();
}
