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
      // A plain dimmed backdrop: no blur, which a software compositor paid ~40 ms a frame for.
      backdropFilter: "none",
    });
    // And the form follows.
    const dialog = page.getByRole("dialog", { name: "Get Started Today" });
    await expect(dialog.getByLabel("Full Name")).toBeVisible();
    await expect(dialog.locator("[data-loading]")).toHaveCount(0);
    // And once the dialog is in, the page behind is dimmed, not blurred.
    expect(
      await page.evaluate(() => {
        const backdrop = getComputedStyle(document.getElementById("get-started-dialog")!, "::backdrop");
        return [backdrop.backgroundColor, backdrop.backdropFilter];
      }),
    ).toEqual(["rgba(11, 16, 38, 0.62)", "none"]);
  });

  test("a key or a Tab in the form renders the field in its own frame and validates after it @desktop", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Get Started" }).click();
    const name = page.getByRole("dialog", { name: "Get Started Today" }).getByLabel("Full Name");
    await expect(name).toBeVisible();
    type Frame = { value: string; invalid: string | null };
    // Records what the first frame after the focused field's next `event` shows: its value and
    // whether it is marked invalid. The listener is on the field itself, so its frame callback is
    // queued before Formik's handlers (on React's root) run.
    const watch = (event: "blur" | "input") =>
      page.evaluate((event) => {
        const w = window as unknown as { __frame?: Frame };
        delete w.__frame;
        const input = document.activeElement as HTMLInputElement;
        const record = () =>
          requestAnimationFrame(() => {
            w.__frame = { value: input.value, invalid: input.getAttribute("aria-invalid") };
          });
        input.addEventListener(event, record, { once: true });
      }, event);
    const firstFrame = async () =>
      (await page.waitForFunction(() => (window as unknown as { __frame?: Frame }).__frame)).jsonValue();
    await name.focus();
    // Leaving the field empty: Formik validating in the blur's task would mark it in that frame.
    await watch("blur");
    await page.keyboard.press("Tab");
    expect(await firstFrame()).toEqual({ value: "", invalid: "false" });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Full name is required");
    // A key typed into it: the first frame after it shows the letter with the error still marked;
    // the validation that clears it runs after that paint.
    await name.focus();
    await watch("input");
    await page.keyboard.press("A");
    expect(await firstFrame()).toEqual({ value: "A", invalid: "true" });
    await expect(name).toHaveAttribute("aria-invalid", "false");
  });
});

test.describe("Privacy choices: the open path", () => {
  test("a pointer on the footer's button loads the dialog's chunk, and the click then shows the dialog in its first frame @desktop", async ({
    page,
  }) => {
    await page.goto("/");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const chunkLoads = () =>
      page.evaluate(() => performance.getEntriesByType("resource").filter((e) => e.name.endsWith(".js")).length);
    const opener = page.getByRole("contentinfo").getByRole("button", { name: "Your Privacy Choices" });
    await opener.scrollIntoViewIfNeeded();
    const scripts = await chunkLoads();
    await opener.hover();
    // The chunk (and only on this intent) arrives while the pointer rests on the button.
    await expect.poll(chunkLoads).toBeGreaterThan(scripts);
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => {
      window.addEventListener(
        "click",
        () =>
          requestAnimationFrame(() => {
            const dialog = document.getElementById("privacy-choices-dialog") as HTMLDialogElement | null;
            (window as unknown as { __firstFrame: unknown }).__firstFrame = {
              open: dialog?.open ?? false,
              focused: document.activeElement?.getAttribute("aria-label") ?? null,
            };
          }),
        { capture: true, once: true },
      );
    });
    await opener.click();
    await page.waitForFunction(() => "__firstFrame" in window);
    expect(await page.evaluate(() => (window as unknown as { __firstFrame: unknown }).__firstFrame)).toEqual({
      open: true,
      focused: "Close privacy choices", // the shell focuses the close button first
    });
    await expect(page.getByRole("dialog", { name: "Your Privacy Choices" })).toBeVisible();
  });
});
