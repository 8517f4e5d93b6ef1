import { test as base, expect, type Locator, type Page, type Response } from "@playwright/test";

/**
 * `page.goto` that also waits until React has hydrated the page (gatsby-browser marks
 * <html data-hydrated>), so clicks are not lost on static HTML whose handlers are not attached yet.
 * The CMS at /admin is not a Gatsby page: there it waits for nothing more.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (/^(https?:\/\/[^/]+)?\/admin(\/|\?|#|$)/.test(url)) return response;
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      return response;
    };
    await provide(page);
  },
});

export { expect };

/**
 * Starts collecting the script responses of `page`; the function it returns stops and reads their
 * bodies. A body read inside the response listener can still be pending when the test ends (a
 * chunk that arrives after the last assertion), and Playwright fails the test with "Test ended";
 * read here, every body is read before the test goes on.
 */
export function collectScripts(page: Page): () => Promise<Array<{ url: string; body: string }>> {
  const responses: Response[] = [];
  const listener = (response: Response) => {
    if (response.request().resourceType() === "script") responses.push(response);
  };
  page.on("response", listener);
  return async () => {
    page.off("response", listener);
    return Promise.all(responses.map(async (r) => ({ url: r.url(), body: await r.text() })));
  };
}

/** The root's computed overflow: "hidden" while a modal dialog holds the page behind it still. */
export const rootOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow);

/**
 * Closes an open modal `dialog` with Esc and checks what closing gives back: the dialog is hidden,
 * focus is on its `opener` again and the page scrolls. Chromium may restore focus itself before the
 * dialog's "close" event (which unlocks scrolling) runs, so the scroll lock is polled.
 */
export async function closeWithEscape(page: Page, dialog: Locator, opener: Locator) {
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect.poll(() => rootOverflow(page)).not.toBe("hidden");
}
