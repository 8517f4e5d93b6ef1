import { computeBenchmarkIndex, observeEvents, slowestInteraction } from "../../scripts/lib/event-timing.mjs";
import { expect, test } from "./fixtures";

/**
 * The Get Started click's time to the next paint (Event Timing's duration, what INP counts) at 4x CPU,
 * the median of three tries in fresh contexts, against a budget scaled by the host's speed
 * (Lighthouse's benchmarkIndex). docs/decisions/interaction.md gives the figures it is set from.
 *
 * This file runs in the "budget" project of playwright.config.ts, which starts after the desktop and
 * mobile projects have finished, so the click is timed with no other test on the machine's cores (a
 * single try beside another worker's test measured 352-408 ms where alone it measures 96-176 ms).
 * Run it on its own with `npx playwright test tests/e2e/interaction-budget.spec.ts --no-deps`.
 */

/** ms at 4x CPU on a host of benchmarkIndex REFERENCE_INDEX or faster: about twice today's median. */
const BUDGET_MS = 250;
const REFERENCE_INDEX = 1500;
/** A slower host gets a proportionally larger budget, up to this factor (index 250 and below). */
const MAX_SCALE = 6;
const TRIES = 3;

test("the Get Started click paints within the budget at 4x CPU, scaled by the host's benchmarkIndex", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const durations: number[] = [];
  let index = 0;
  for (let i = 0; i < TRIES; i++) {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      const page = await context.newPage();
      if (i === 0) index = Math.round(await page.evaluate(computeBenchmarkIndex));
      await observeEvents(page);
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.goto("/");
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.waitForTimeout(1000);
      await page.getByRole("banner").getByRole("button", { name: "Get Started" }).click();
      const slowest = await slowestInteraction(page);
      expect(slowest, "an Event Timing entry for the click").not.toBeNull();
      durations.push(slowest!.duration);
    } finally {
      await context.close();
    }
  }
  const scale = Math.min(MAX_SCALE, Math.max(1, REFERENCE_INDEX / index));
  const budget = Math.round(BUDGET_MS * scale);
  const median = [...durations].sort((a, b) => a - b)[Math.floor(TRIES / 2)]!;
  console.log(
    `Get Started click at 4x CPU: median ${median} ms of ${durations.join(", ")}; benchmarkIndex ${index}, budget ${budget} ms`,
  );
  expect(median).toBeLessThanOrEqual(budget);
});
