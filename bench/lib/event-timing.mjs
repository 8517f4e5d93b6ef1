// @ts-check
/**
 * Event Timing helpers shared by `npm run bench -- interaction` and tests/e2e/interaction.spec.ts (a module
 * without top-level await or import.meta, so Playwright can load it into a spec).
 */
import { cpuMultiplier } from "../../scripts/quality/lighthouse-report.mjs";

/**
 * Lighthouse's host benchmark (lighthouse/core/lib/page-functions.js, computeBenchmarkIndex,
 * Apache-2.0), copied so that the figure is the one Lighthouse reports: the mean of a string-building
 * (GC-heavy) and an array-copying loop, iterations a second over ten.
 */
export function computeBenchmarkIndex() {
  function benchmarkIndexGC() {
    const start = Date.now();
    let iterations = 0;
    while (Date.now() - start < 500) {
      let s = "";
      for (let j = 0; j < 10000; j++) s += "a";
      if (s.length === 1) throw new Error("will never happen, but prevents compiler optimizations");
      iterations++;
    }
    return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
  }
  function benchmarkIndexNoGC() {
    /** @type {number[]} */ const arrA = [];
    /** @type {number[]} */ const arrB = [];
    for (let i = 0; i < 100000; i++) arrA[i] = arrB[i] = i;
    const start = Date.now();
    let iterations = 0;
    while (iterations % 10 !== 0 || Date.now() - start < 500) {
      const src = iterations % 2 === 0 ? arrA : arrB;
      const tgt = iterations % 2 === 0 ? arrB : arrA;
      for (let j = 0; j < src.length; j++) tgt[j] = src[j] ?? 0;
      iterations++;
    }
    return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
  }
  return (benchmarkIndexGC() + benchmarkIndexNoGC()) / 2;
}

/**
 * Records every Event Timing entry of the page (run before the page's own scripts).
 * @param {import("@playwright/test").Page} page
 */
export async function observeEvents(page) {
  await page.addInitScript(() => {
    const w = /** @type {any} */ (window);
    w.__events = [];
    new PerformanceObserver((list) => {
      for (const e of /** @type {(PerformanceEventTiming & { interactionId?: number })[]} */ (list.getEntries())) {
        w.__events.push({
          name: e.name,
          interactionId: e.interactionId,
          duration: e.duration,
          processing: e.processingEnd - e.processingStart,
          delay: e.processingStart - e.startTime,
        });
      }
      // durationThreshold is Event Timing's own option; TypeScript's DOM types lack it.
    }).observe(/** @type {PerformanceObserverInit} */ ({ type: "event", buffered: true, durationThreshold: 16 }));
  });
}

/**
 * The interaction's entry with the largest duration (INP's figure for it), after the next paints.
 * @param {import("@playwright/test").Page} page
 * @returns {Promise<{ name: string, duration: number, processing: number, delay: number } | null>}
 */
export async function slowestInteraction(page) {
  // Event Timing reports an entry after the paint that follows it: wait for two frames and a bit.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)))),
  );
  return page.evaluate(() => {
    /** @type {{ name: string, interactionId: number, duration: number, processing: number, delay: number }[]} */
    const events = /** @type {any} */ (window).__events;
    const interactive = events.filter((e) => e.interactionId > 0);
    if (interactive.length === 0) return null;
    const slowest = interactive.reduce((a, b) => (b.duration > a.duration ? b : a));
    return {
      name: slowest.name,
      duration: slowest.duration,
      processing: Math.round(slowest.processing),
      delay: Math.round(slowest.delay),
    };
  });
}

/**
 * @typedef {{
 *   name: string,
 *   path: string,
 *   width: number,
 *   early?: boolean,
 *   prepare?: (page: import("@playwright/test").Page) => Promise<void>,
 *   act?: (control: import("@playwright/test").Locator) => Promise<void>,
 *   control: (page: import("@playwright/test").Page) => import("@playwright/test").Locator,
 *   starter?: boolean,
 *   answered?: () => boolean,
 * }} Control
 *
 * A control of npm run bench -- interaction and tests/e2e/interaction-budget.spec.ts. `early` clicks as soon
 * as it is visible, before hydration ends; `starter` marks a page that sets no html[data-hydrated] (the
 * Gatsby blog starter's).
 *
 * `prepare` brings the page to the control (opens a dialog) after hydration; only the interactions
 * after it count. `act` is what the visitor does (default: a click).
 *
 * `answered` (clicked controls only) runs in the page once a frame from the click on and says whether
 * the page shows the click's answer (the dialog open, the next page's heading): the try then also
 * reports when the first frame holding it began, after the click (watchAnswer). Event Timing ends at
 * the click's first paint, whatever that paint shows; a control whose answer comes frames later (a
 * client-side route change) paints early and answers late.
 */

/**
 * Runs in the page (an init script): from the first pointerdown on, checks `answered` in every frame
 * (a requestAnimationFrame callback, before that frame's style, layout and paint) and stores in
 * window.__answer the time from the pointerdown to the callback of the first frame in which it holds.
 * A lower bound of when the answer is on screen: the frame is painted and presented after its callbacks.
 * @param {() => boolean} answered
 */
export function watchAnswer(answered) {
  const w = /** @type {any} */ (window);
  w.__answer = null;
  addEventListener(
    "pointerdown",
    (event) => {
      const t0 = event.timeStamp;
      const tick = () => {
        // performance.now(), not the callback's argument: that is the frame's scheduled start, which
        // can precede the click's own task on a busy main thread.
        const now = performance.now();
        if (answered()) w.__answer = Math.round(now - t0);
        else if (now - t0 < 10_000) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    },
    { capture: true, once: true },
  );
}

/** The benchmarkIndex of "a machine of the usual speed" in issue 37's goal. */
export const USUAL_INDEX = 3000;

/**
 * The CPU slowdown that makes this host's main thread as fast as a usual-speed host's slowed 4x:
 * the Lighthouse gate's own rule (cpuMultiplier: 4 × index / reference, within 1–10) against a
 * reference of 3,000. Only the renderer's main thread is slowed; raster and the display compositor
 * run at this host's own speed, so on a host slower than 3,000 the figure is higher than a
 * usual-speed host's would be: an upper bound.
 * @param {number} index
 */
export function usualSpeedRate(index) {
  return cpuMultiplier(index, USUAL_INDEX);
}

/**
 * The host's benchmarkIndex, measured in a context of its own.
 * @param {import("@playwright/test").Browser} browser
 */
export async function benchmarkIndex(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const index = await page.evaluate(computeBenchmarkIndex);
  await context.close();
  return Math.round(index);
}

/**
 * One try: a fresh context, the CPU slowed `rate` times (default 4), the page at `url`, the
 * control's interaction; its slowest Event Timing entry (null fields when there was none) and
 * whether the page had hydrated by then.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 * @param {Control} c
 * @param {number} [rate]
 */
export async function tryOnce(browser, url, c, rate = 4) {
  const context = await browser.newContext({ viewport: { width: c.width, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    await observeEvents(page);
    if (c.answered) await page.addInitScript(`(${watchAnswer})(${c.answered})`);
    const control = c.control(page);
    if (c.early) {
      await page.goto(url, { waitUntil: "commit", timeout: 20_000 });
      await control.waitFor({ state: "visible", timeout: 20_000 });
    } else {
      await page.goto(url, { waitUntil: "load", timeout: 20_000 });
      // The starter marks no hydration: its load event and the second below stand for it.
      if (!c.starter)
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, {
          timeout: 20_000,
        });
      await page.waitForTimeout(1000);
      if (c.prepare) {
        await c.prepare(page);
        // Only what follows counts.
        await page.evaluate(() => {
          /** @type {any} */ (window).__events.length = 0;
        });
      }
    }
    const hydratedAtClick = await page.evaluate(() => document.documentElement.dataset.hydrated === "true");
    if (c.act) await c.act(control);
    else await control.click({ timeout: 10_000 });
    const slowest = await slowestInteraction(page);
    /** @type {number | null} */
    let answer = null;
    if (c.answered) {
      const handle = await page.waitForFunction(() => /** @type {any} */ (window).__answer, null, { timeout: 10_000 });
      answer = /** @type {number} */ (await handle.jsonValue());
    }
    return { ...slowest, hydratedAtClick, answer };
  } finally {
    await context.close();
  }
}
