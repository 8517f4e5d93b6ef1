// @ts-check
/**
 * `npm run bench -- main-thread [base URL] [runs] [route ...]`: how long a page blocks the main
 * thread while it starts, in real Chromium, not Lighthouse's simulation.
 *
 * Each run loads the route in a fresh mobile context (412x823) with the CPU slowed down four times
 * (Chromium's DevTools throttling, as Lighthouse assumes for a mid-range phone), waits until the
 * page is hydrated (html[data-hydrated]) and a little more, and sums the blocking time of the long
 * tasks after the first contentful paint (the part of each over 50 ms), as Total Blocking Time
 * does. It prints the median of the runs per route, every run, and the long tasks of each.
 * Serve the build first (`npm start`, default http://127.0.0.1:8888). Bounded: at most 20 runs a
 * route, 20 s a run.
 */
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "../scripts/lib/chromium.mjs";
import { median } from "../scripts/quality/lighthouse-report.mjs";

const [base = "http://127.0.0.1:8888", runsArg = "5", ...rest] = process.argv.slice(2);
const runs = Math.min(20, Math.max(1, Number(runsArg) || 5));
const routes = rest.length > 0 ? rest : ["/", "/about", "/services", "/our-work", "/no-such-page"];

/**
 * Blocking time after `fcp` of tasks given as [start, duration] in ms.
 * @param {[number, number][]} tasks
 * @param {number} fcp
 */
function blockingTime(tasks, fcp) {
  let total = 0;
  for (const [start, duration] of tasks) {
    const end = start + duration;
    const clipped = end - Math.max(start, fcp);
    if (clipped > 50) total += clipped - 50;
  }
  return total;
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
try {
  for (const route of routes) {
    /** @type {{ tbt: number, tasks: string }[]} */
    const results = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.addInitScript(() => {
        const w = /** @type {any} */ (window);
        w.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.__longTasks.push([e.startTime, e.duration]);
        }).observe({ type: "longtask", buffered: true });
      });
      await page.goto(new URL(route, base).href, { waitUntil: "load", timeout: 20_000 });
      await page
        .waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 20_000 })
        .catch(() => undefined);
      await page.waitForTimeout(1000);
      const { tasks, fcp } = await page.evaluate(() => ({
        tasks: /** @type {[number, number][]} */ (/** @type {any} */ (window).__longTasks),
        fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
      }));
      results.push({
        tbt: Math.round(blockingTime(tasks, fcp)),
        tasks: tasks
          .filter(([s, d]) => s + d > fcp)
          .map(([, d]) => Math.round(d))
          .join(", "),
      });
      await context.close();
    }
    const tbts = results.map((r) => r.tbt);
    console.log(`${route}: blocking time ${median(tbts)} ms (median of ${runs}; runs ${tbts.join(" ")})`);
    for (const r of results) console.log(`    long tasks after FCP (ms, 4x CPU): ${r.tasks || "none"}`);
  }
} finally {
  await browser.close();
}
