#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench:gate -- [GATES]`: the Lighthouse gate's false-failure rate. Serves the build in
 * public/ once and runs the whole Lighthouse gate GATES times (default 8) against it, exactly as
 * `npm test` runs it (a new Chromium each time, a warm-up load, PERFORMANCE_RUNS runs a route).
 * Prints every run's TBT, each gate's verdict, and per route: the medians, the share of single runs
 * at or over the TBT floor, and the chance that share gives a median of five to miss; then the
 * gates that failed and the estimated false-failure rate of one gate.
 *
 *   QUALITY_ROUTES=/,/about narrows the routes; run it on an idle machine, on a build you trust.
 */
import { availableParallelism, loadavg } from "node:os";
import { stopAll, stopOnExit } from "./lib/services.mjs";
import { startSite } from "./lib/site.mjs";
import {
  FLOORS,
  PERFORMANCE_RUNS,
  floorFailures,
  gateMissProbability,
  medianMissProbability,
} from "./quality/lighthouse-report.mjs";
import { runLighthouse } from "./quality/lighthouse.mjs";
import { LIGHTHOUSE_ROUTES } from "./quality/run.mjs";

const gates = Number(process.argv[2] ?? 8);
const only = process.env.QUALITY_ROUTES?.split(",").map((p) => p.trim());
const routes = only ? LIGHTHOUSE_ROUTES.filter((r) => only.includes(r.path)) : LIGHTHOUSE_ROUTES;
if (!Number.isInteger(gates) || gates < 1 || routes.length === 0) {
  console.error("usage: npm run bench:gate -- [number of gate runs, default 8]  (QUALITY_ROUTES narrows the routes)");
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
  /** @type {Map<string, { tbt: number[], medians: number[], misses: number }>} */
  const byRoute = new Map(routes.map((r) => [r.path, { tbt: [], medians: [], misses: 0 }]));
  let failedGates = 0;
  for (let g = 1; g <= gates; g++) {
    const started = Date.now();
    // Every run, not only the three that settle a passing median: the shares below need them all.
    const rows = await runLighthouse(site.base, routes, { log: () => {}, allRuns: true });
    const missed = rows.filter((row) => floorFailures(row).length > 0);
    if (missed.length > 0) failedGates++;
    for (const row of rows) {
      const r = /** @type {{ tbt: number[], medians: number[], misses: number }} */ (byRoute.get(row.path));
      r.tbt.push(...row.tbtRuns);
      r.medians.push(Math.round(row.metrics.tbt));
      if (floorFailures(row).length > 0) r.misses++;
    }
    console.log(
      `gate ${g}: ${missed.length === 0 ? "passed" : `FAILED (${missed.map((r) => `${r.path}: ${floorFailures(r).join(", ")}`).join("; ")})`} in ${((Date.now() - started) / 1000).toFixed(0)} s; median TBT ${rows.map((r) => `${r.path} ${Math.round(r.metrics.tbt)}`).join(", ")}`,
    );
  }
  console.log(`\nper route over ${gates} gates (single runs at or over ${FLOORS.tbtBelowMs} ms miss the floor):`);
  /** @type {number[]} */
  const shares = [];
  for (const [path, r] of byRoute) {
    const over = r.tbt.filter((t) => t >= FLOORS.tbtBelowMs).length;
    const share = over / r.tbt.length;
    shares.push(share);
    const sorted = [...r.medians].sort((a, b) => a - b);
    console.log(
      `  ${path}: medians ${sorted[0]}-${sorted[sorted.length - 1]} ms (${r.medians.join(" ")}); ${over} of ${r.tbt.length} single runs >= ${FLOORS.tbtBelowMs} ms; P(median misses) ${(100 * medianMissProbability(share)).toFixed(2)} %; route failed ${r.misses} of ${gates} gates`,
    );
    console.log(`    single runs: ${r.tbt.join(" ")}`);
  }
  console.log(
    `\ngates failed: ${failedGates} of ${gates}; estimated false-failure rate of one gate (TBT, from the single runs): ${(100 * gateMissProbability(shares)).toFixed(2)} %`,
  );
  await site.stop();
} finally {
  await stopAll();
}
