/* global describe, it, expect */
import {
  FLOORS,
  RUNTIME_ERROR_ATTEMPTS,
  TBT_INTERIM_BUDGET_MS,
  floorFailures,
  formatTable,
  rowFromLhr,
  runAgain,
  targetMisses,
  withMedianPerformance,
} from "./lighthouse-report.mjs";

/** A Lighthouse result reduced to what the report reads. */
function lhr({ perf = 1, a11y = 1, tbt = 40, cls = 0, lcp = 1500, failingAudit = false } = {}) {
  const audit = (numericValue) => ({ numericValue, score: 1 });
  return {
    categories: {
      performance: { score: perf, auditRefs: [{ id: "total-blocking-time", weight: 30 }] },
      accessibility: { score: a11y, auditRefs: [{ id: "color-contrast", weight: 7 }] },
      "best-practices": { score: 1, auditRefs: [] },
      seo: { score: 1, auditRefs: [] },
    },
    audits: {
      "first-contentful-paint": audit(800),
      "largest-contentful-paint": audit(lcp),
      "total-blocking-time": {
        numericValue: tbt,
        score: tbt < 200 ? 1 : 0.7,
        displayValue: `${tbt} ms`,
        title: "Total Blocking Time",
      },
      "cumulative-layout-shift": audit(cls),
      "speed-index": audit(1200),
      "color-contrast": failingAudit
        ? { score: 0, title: "Background and foreground colors do not have a sufficient contrast ratio." }
        : { score: 1 },
    },
    environment: { benchmarkIndex: 2100.4 },
  };
}

describe("rowFromLhr", () => {
  it("reads scores 0-100, the five metrics and the audits that cost points", () => {
    const row = rowFromLhr("/about", lhr({ perf: 0.97, a11y: 0.93, tbt: 250, failingAudit: true }));
    expect(row.scores).toEqual({ performance: 97, accessibility: 93, "best-practices": 100, seo: 100 });
    expect(row.metrics).toEqual({ fcp: 800, lcp: 1500, tbt: 250, cls: 0, si: 1200 });
    expect(row.failing).toEqual([
      "performance/total-blocking-time (250 ms): Total Blocking Time",
      "accessibility/color-contrast (0): Background and foreground colors do not have a sufficient contrast ratio.",
    ]);
    expect(row.benchmarkIndex).toBe(2100);
  });
});

describe("floors", () => {
  it("passes a route at every floor", () => {
    const row = rowFromLhr("/", lhr({ perf: FLOORS.performance / 100, tbt: FLOORS.tbtBelowMs - 1 }));
    expect(floorFailures(row)).toEqual([]);
    expect(targetMisses(row)).toEqual([]);
  });

  it("fails a category under its floor and CLS at 0.02", () => {
    const row = rowFromLhr("/", lhr({ perf: 0.94, a11y: 0.99, cls: 0.02 }));
    expect(floorFailures(row)).toEqual(["performance 94 < 95", "accessibility 99 < 100", "CLS 0.020 >= 0.02"]);
  });

  it("reports TBT between the floor and the interim budget as a missed target, over the budget as a failure", () => {
    const missed = rowFromLhr("/", lhr({ tbt: FLOORS.tbtBelowMs }));
    expect(floorFailures(missed)).toEqual([]);
    expect(targetMisses(missed)).toHaveLength(TBT_INTERIM_BUDGET_MS > FLOORS.tbtBelowMs ? 1 : 0);
    const over = rowFromLhr("/", lhr({ tbt: TBT_INTERIM_BUDGET_MS }));
    expect(floorFailures(over)).toEqual([
      `TBT ${TBT_INTERIM_BUDGET_MS} ms >= ${TBT_INTERIM_BUDGET_MS} ms (interim budget)`,
    ]);
    expect(targetMisses(over)).toEqual([]);
  });
});

describe("withMedianPerformance", () => {
  it("keeps the first run's other categories and takes performance and metrics from the median run", () => {
    const first = rowFromLhr("/", lhr({ perf: 0.9, tbt: 400, a11y: 0.98, failingAudit: true }));
    const runs = [first, rowFromLhr("/", lhr({ perf: 0.99, tbt: 60 })), rowFromLhr("/", lhr({ perf: 0.97, tbt: 120 }))];
    const row = withMedianPerformance(first, runs);
    expect(row.scores).toEqual({ performance: 97, accessibility: 98, "best-practices": 100, seo: 100 });
    expect(row.metrics.tbt).toBe(120);
    expect(row.runs).toBe(3);
    expect(row.failing.some((f) => f.startsWith("accessibility/"))).toBe(true);
    expect(row.failing.filter((f) => f.startsWith("performance/"))).toEqual([]);
  });
});

describe("formatTable", () => {
  it("prints one aligned row per route with units", () => {
    const table = formatTable([rowFromLhr("/", lhr({ tbt: 84.4 })), rowFromLhr("/services/seo", lhr())]);
    const lines = table.split("\n");
    expect(lines).toHaveLength(4);
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
    expect(lines[2]).toMatch(
      /^\| \/ +\| 100 +\| 100 +\| 100 +\| 100 +\| 0\.8 s \| 1\.5 s \| 84 ms +\| 0\.000 \| 1\.2 s \|/,
    );
  });
});

describe("runAgain", () => {
  it("runs again after an incomplete trace, up to the attempt limit", () => {
    expect(runAgain("NO_NAVSTART", 1)).toBe(true);
    expect(runAgain("NO_FCP", RUNTIME_ERROR_ATTEMPTS - 1)).toBe(true);
    expect(runAgain("NO_NAVSTART", RUNTIME_ERROR_ATTEMPTS)).toBe(false);
  });

  it("fails at once on any other runtime error", () => {
    expect(runAgain("ERRORED_DOCUMENT_REQUEST", 1)).toBe(false);
    expect(runAgain("CHROME_INTERSTITIAL_ERROR", 1)).toBe(false);
  });
});
