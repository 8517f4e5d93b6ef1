import { expect, test } from "./fixtures";

/**
 * The Get Started dialog's open path (docs/decisions/interaction.md): the opener's click shows the
 * dialog and moves focus in its own task, inserts no CSS rule before that paint (a new rule restyles
 * the whole document), and leaves the form (Formik, Yup, their styles) to the frame after. Those are
 * checked exactly, in the frame that follows the click, so they do not depend on the machine's speed.
 * The time it takes is checked by interaction-budget.spec.ts, which runs alone after every other test.
 */

type FirstFrame = {
  open: boolean;
  focused: string | null;
  rulesInserted: number;
  form: boolean;
  loadingText: boolean;
  backdropFilter: string | null;
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
              backdropFilter: dialog ? getComputedStyle(dialog, "::backdrop").backdropFilter : null,
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
      // The blur joins a few frames later: a software compositor pays ~40 ms a frame for it.
      backdropFilter: "none",
    });
    // And the form follows.
    const dialog = page.getByRole("dialog", { name: "Get Started Today" });
    await expect(dialog.getByLabel("Full Name")).toBeVisible();
    await expect(dialog.locator("[data-loading]")).toHaveCount(0);
    // And the page behind is blurred as before once the dialog is in.
    await expect
      .poll(() =>
        page.evaluate(
          () => getComputedStyle(document.getElementById("get-started-dialog")!, "::backdrop").backdropFilter,
        ),
      )
      .toBe("blur(2px)");
  });
});
