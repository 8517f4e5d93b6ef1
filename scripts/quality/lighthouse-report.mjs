// @ts-check
/**
 * The Lighthouse gate's floors and report: rows from Lighthouse results, the floors each row must
 * meet, the median of repeated runs, the table, and which runtime errors are run again. No
 * browser here (scripts/quality/lighthouse.mjs runs Lighthouse), so it is unit-tested.
 */

export const CATEGORIES = /** @type {const} */ (["performance", "accessibility", "best-practices", "seo"]);
export const FLOORS = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  clsBelow: 0.02,
  tbtBelowMs: 100,
};

/**
 * What CI enforces for Total Blocking Time until every route meets the 100 ms floor above.
 * The medians of routes are now 18-85 ms (hydration in a transition, modules evaluated in three
 * tasks, no restyles from Emotion), but single runs of one build on the 2-core machine still range
 * from 0 to 160 ms (5 of 79 runs at or over 100 ms), mostly from the task of the first layout and
 * paint, which Lighthouse's simulation counts partly after the first paint. A hard 100 ms gate
 * would fail about one CI run in five, so CI fails at this budget (on the median of three runs)
 * and prints 100-200 ms as a missed target.
 * Lowered from 300 ms; lower it only. The issue "Quality gates" stays open until it is 100.
 */
export const TBT_INTERIM_BUDGET_MS = 200;

/**
 * Lighthouse's runtime errors that mean "the trace of this load came back incomplete, run again"
 * (its message says so), seen on a cold Chromium in CI: a route is run again up to
 * RUNTIME_ERROR_ATTEMPTS times in all before the gate fails on it. Any other runtime error fails
 * at once.
 */
export const RETRYABLE_RUNTIME_ERRORS = new Set([
  "NO_NAVSTART",
  "NO_FCP",
  "NO_LCP",
  "NO_TRACING_STARTED",
  "NO_RESOURCE_REQUEST",
  "PROTOCOL_TIMEOUT",
]);
export const RUNTIME_ERROR_ATTEMPTS = 3;

/**
 * Whether a run that ended in Lighthouse's runtime error `code` is tried again.
 * @param {string} code
 * @param {number} attempt the attempt that failed, from 1
 */
export function runAgain(code, attempt) {
  return attempt < RUNTIME_ERROR_ATTEMPTS && RETRYABLE_RUNTIME_ERRORS.has(code);
}

/**
 * @typedef {object} RouteSpec
 * @property {string} path
 * @property {string[]} [skipAudits] audits that do not apply to this route (said in the table)
 * @property {number} [status] the status the page is served with (default 200; Lighthouse stops
 *   on any other unless told to expect it)
 */

/**
 * @typedef {object} LighthouseRow
 * @property {string} path
 * @property {Record<string, number>} scores 0-100 per category
 * @property {{ fcp: number, lcp: number, tbt: number, cls: number, si: number }} metrics ms, CLS unitless
 * @property {string[]} skipped
 * @property {string[]} failing audits that cost a category points (id: title)
 * @property {number} runs performance runs behind the row (1, or 3 when the median was taken)
 * @property {number} benchmarkIndex Lighthouse's measure of the host's CPU speed for the run
 */

/**
 * Failures of one row against the floors.
 * @param {LighthouseRow} row
 * @returns {string[]}
 */
export function floorFailures(row) {
  const out = [];
  for (const c of CATEGORIES) {
    const floor = FLOORS[c];
    const score = row.scores[c];
    if (score === undefined || Number.isNaN(score) || score < floor) out.push(`${c} ${score ?? "n/a"} < ${floor}`);
  }
  if (!(row.metrics.cls < FLOORS.clsBelow)) out.push(`CLS ${row.metrics.cls.toFixed(3)} >= ${FLOORS.clsBelow}`);
  if (!(row.metrics.tbt < TBT_INTERIM_BUDGET_MS))
    out.push(`TBT ${Math.round(row.metrics.tbt)} ms >= ${TBT_INTERIM_BUDGET_MS} ms (interim budget)`);
  return out;
}

/**
 * Targets missed without failing: TBT between the floor (100 ms) and the interim budget.
 * @param {LighthouseRow} row
 * @returns {string[]}
 */
export function targetMisses(row) {
  const tbt = row.metrics.tbt;
  return tbt >= FLOORS.tbtBelowMs && tbt < TBT_INTERIM_BUDGET_MS
    ? [
        `TBT ${Math.round(tbt)} ms >= ${FLOORS.tbtBelowMs} ms (target; within the interim budget of ${TBT_INTERIM_BUDGET_MS} ms)`,
      ]
    : [];
}

/**
 * Reduces a Lighthouse result (LHR) to a row of the table.
 * @param {string} path
 * @param {any} lhr
 * @param {string[]} skipped
 * @returns {LighthouseRow}
 */
export function rowFromLhr(path, lhr, skipped = []) {
  /** @type {Record<string, number>} */
  const scores = {};
  /** @type {string[]} */
  const failing = [];
  for (const c of CATEGORIES) {
    const category = lhr.categories[c];
    scores[c] = category && category.score !== null ? Math.round(category.score * 100) : NaN;
    for (const ref of category?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        failing.push(`${c}/${ref.id} (${audit.displayValue || audit.score}): ${audit.title}`);
      }
    }
  }
  const num = (/** @type {string} */ id) => Number(lhr.audits[id]?.numericValue ?? NaN);
  return {
    path,
    scores,
    metrics: {
      fcp: num("first-contentful-paint"),
      lcp: num("largest-contentful-paint"),
      tbt: num("total-blocking-time"),
      cls: num("cumulative-layout-shift"),
      si: num("speed-index"),
    },
    skipped,
    failing,
    runs: 1,
    benchmarkIndex: Math.round(Number(lhr.environment?.benchmarkIndex ?? NaN)),
  };
}

/**
 * The row of the first run with the performance score and metrics of the median of `perfRows`
 * (the first run and two performance-only runs): one run is noisy on a busy machine.
 * @param {LighthouseRow} first
 * @param {LighthouseRow[]} perfRows
 * @returns {LighthouseRow}
 */
export function withMedianPerformance(first, perfRows) {
  const sorted = [...perfRows].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  const median = sorted[Math.floor(sorted.length / 2)] ?? first;
  return {
    ...first,
    scores: { ...first.scores, performance: median.scores.performance ?? NaN },
    metrics: median.metrics,
    failing: [
      ...first.failing.filter((f) => !f.startsWith("performance/")),
      ...median.failing.filter((f) => f.startsWith("performance/")),
    ],
    runs: perfRows.length,
    benchmarkIndex: median.benchmarkIndex,
  };
}

/** @param {LighthouseRow[]} rows */
export function formatTable(rows) {
  const header = ["route", "perf", "a11y", "best", "seo", "FCP", "LCP", "TBT", "CLS", "SI", "note"];
  const body = rows.map((r) => [
    r.path,
    ...CATEGORIES.map((c) => String(r.scores[c])),
    `${(r.metrics.fcp / 1000).toFixed(1)} s`,
    `${(r.metrics.lcp / 1000).toFixed(1)} s`,
    `${Math.round(r.metrics.tbt)} ms`,
    r.metrics.cls.toFixed(3),
    `${(r.metrics.si / 1000).toFixed(1)} s`,
    [r.runs > 1 ? `median of ${r.runs} (perf)` : "", r.skipped.length ? `not run: ${r.skipped.join(", ")}` : ""]
      .filter(Boolean)
      .join("; "),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? "").length)));
  const line = (/** @type {string[]} */ cells) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  return [line(header), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...body.map(line)].join("\n");
}
