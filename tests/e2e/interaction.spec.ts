import { computeBenchmarkIndex, observeEvents, slowestInteraction } from "../../scripts/lib/event-timing.mjs";
import { expect, test } from "./fixtures";

/**
 * The Get Started dialog's open path (docs/decisions/interaction.md): the opener's click shows the
 * dialog and moves focus in its own task, inserts no CSS rule before that paint (a new rule restyles
 * the whole document), and leaves the form (Formik, Yup, their styles) to the frame after. Those are
 * checked exactly, in the frame that follows the click, so they do not depend on the machine's speed.
 * The time from the click to the next paint (Event Timing's duration, what INP counts) is checked at
 * 4x CPU against a budget scaled by the host's speed (Lighthouse's benchmarkIndex), generous enough
 * for a loaded machine: the record explains the figure.
 */

/** ms at 4x CPU on a host of benchmarkIndex REFERENCE_INDEX or faster; the before figure was 2-4x this. */
const BUDGET_MS = 300;
const REFERENCE_INDEX = 1500;
/** A slower host gets a proportionally larger budget, up to this factor (index 250 and below). */
const MAX_SCALE = 6;

type FirstFrame = {
  open: boolean;
  focused: string | null;
  rulesInserted: number;
  form: boolean;
  loadingText: boolean;
};

test.describe("Get Started: the open path", () => {
  test("shows the dialog and moves focus in the click's task, with no CSS inserted and the form a frame later @desktop", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      // Capture phase on window: this runs before React's listener (on the root) and schedules a
      // callback for the first frame after the click, before that frame's paint.
      const rules = () => [...document.styleSheets].reduce((n, s) => n + s.cssRules.length, 0);
      window.addEventListener(
        "click",
        () => {
          const before = rules();
          requestAnimationFrame(() => {
            const dialog = document.getElementById("get-started-dialog") as HTMLDialogElement | null;
            (window as unknown as { __firstFrame: FirstFrame }).__firstFrame = {
              open: dialog?.open ?? false,
              focused: document.activeElement?.getAttribute("aria-label") ?? null,
              rulesInserted: rules() - before,
              form: Boolean(dialog?.querySelector("form")),
              loadingText: Boolean(dialog?.querySelector("[data-loading]")),
            };
          });
        },
        { capture: true, once: true },
      );
    });
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Get Started" }).click();
    await page.waitForFunction(() => "__firstFrame" in window);
    const first = await page.evaluate(() => (window as unknown as { __firstFrame: FirstFrame }).__firstFrame);
    expect(first).toEqual({
      open: true,
      focused: "Close dialog",
      rulesInserted: 0,
      form: false,
      loadingText: true,
    });
    // And the form follows.
    const dialog = page.getByRole("dialog", { name: "Get Started Today" });
    await expect(dialog.getByLabel("Full Name")).toBeVisible();
    await expect(dialog.locator("[data-loading]")).toHaveCount(0);
  });

  test("answers the click within the budget at 4x CPU, scaled by the host's benchmarkIndex @desktop", async ({
    page,
  }) => {
    const index = Math.round(await page.evaluate(computeBenchmarkIndex));
    const scale = Math.min(MAX_SCALE, Math.max(1, REFERENCE_INDEX / index));
    const budget = Math.round(BUDGET_MS * scale);
    await observeEvents(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    try {
      await page.goto("/");
      await page.waitForTimeout(1000);
      await page.getByRole("banner").getByRole("button", { name: "Get Started" }).click();
      const slowest = await slowestInteraction(page);
      console.log(
        `Get Started click: ${slowest?.name} ${slowest?.duration} ms (handlers ${slowest?.processing} ms) at 4x CPU; ` +
          `benchmarkIndex ${index}, budget ${budget} ms`,
      );
      expect(slowest, "an Event Timing entry for the click").not.toBeNull();
      expect(slowest!.duration).toBeLessThanOrEqual(budget);
    } finally {
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    }
  });
});
