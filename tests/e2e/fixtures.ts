import { test as base, expect } from "@playwright/test";

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
