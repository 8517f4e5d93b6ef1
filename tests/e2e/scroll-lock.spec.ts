import { CHROMIUM_FLAGS, findE2eBrowser } from "../../scripts/lib/chromium.mjs";
import { expect, rootOverflow, test } from "./fixtures";
/**
 * The dialogs' scroll lock where the browser draws a classic scrollbar (Windows, most Linux desktops):
 * the lock hides it, and the page must neither widen nor move behind the dialog
 * (src/components/modal-dialog.tsx openModalDialog, docs/decisions/interaction.md).
 */

// Playwright hides a headless browser's scrollbars; this file's browser keeps them, as such a desktop
// draws them (a launch option: Playwright runs these tests in a worker of their own).
test.use({
  launchOptions: {
    executablePath: findE2eBrowser().path,
    args: CHROMIUM_FLAGS,
    ignoreDefaultArgs: ["--hide-scrollbars"],
  },
});

test.describe("the scroll lock with a classic scrollbar", () => {
  const dialogs = [
    { name: "Get Started Today", opener: { region: "banner", name: "Get Started" } },
    { name: "Your Privacy Choices", opener: { region: "contentinfo", name: "Your Privacy Choices" } },
  ] as const;

  for (const { name, opener } of dialogs) {
    test(`opening "${name}" leaves the page behind it where it was, and closing it too @desktop`, async ({ page }) => {
      await page.goto("/");
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      const scrollbar = await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth);
      expect(scrollbar, "the browser draws a scrollbar that takes room").toBeGreaterThan(0);
      const heading = page.getByRole("heading", { level: 1 });
      const place = async () => {
        const box = await heading.boundingBox();
        return box && { x: box.x, width: box.width };
      };
      const before = await place();

      await page.getByRole(opener.region).getByRole("button", { name: opener.name }).click();
      const dialog = page.getByRole("dialog", { name });
      await expect(dialog).toBeVisible();
      // Locked: the scrollbar is gone, and its width is the root's right padding.
      expect(await rootOverflow(page)).toBe("hidden");
      expect(await page.evaluate(() => document.documentElement.style.paddingRight)).toBe(`${scrollbar}px`);
      expect(await place()).toEqual(before);

      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      // The lock ends in the dialog's close event, which the browser queues after hiding it.
      await expect
        .poll(() => page.evaluate(() => window.innerWidth - document.documentElement.clientWidth))
        .toBe(scrollbar);
      expect(await page.evaluate(() => document.documentElement.style.paddingRight)).toBe("");
      expect(await place()).toEqual(before);
    });
  }
});
