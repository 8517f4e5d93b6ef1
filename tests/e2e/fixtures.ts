import { test as base, expect, type Page, type Response } from "@playwright/test";

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
