import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Facts from content/: the pages the two searches of the issue must find, and the search's words. */
const CONTENT = path.join(__dirname, "..", "..", "content");
const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(CONTENT, file), "utf8")) as T;
const seo = read<{ slug: string; title: string }[]>("services.json").find((s) => s.slug === "seo")!;
const react = read<{ slug: string; title: string }[]>("jobs.json").find((j) => j.slug === "react-developer")!;
const copy = read<{
  search: { label: string; submit: string; notFoundTitle: string; sections: { services: string; jobs: string } };
}>("frame.json").search;

const SEARCHES = [
  { query: "local SEO", path: `/services/${seo.slug}`, title: seo.title },
  { query: "react developer", path: `/Career/${react.slug}`, title: react.title },
];

/** The header's results: the links under its field. */
const headerHits = (page: Page) => page.locator("header [data-search-hit]");
/** The /search page's result for a path. */
const pageHit = (page: Page, to: string) => page.locator(`main [data-search-hit][href="${to}"]`);

/** Arrow down from the field until the result linking `target` has focus (at most every result). */
async function arrowTo(page: Page, target: string) {
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("ArrowDown");
    const href = await page.evaluate(() => document.activeElement?.getAttribute("href"));
    if (href === target) return;
  }
  throw new Error(`no result links ${target}`);
}

test.describe("site search", () => {
  for (const search of SEARCHES) {
    test(`finds "${search.query}" from the header with the keyboard only @widths`, async ({ page }) => {
      await page.goto("/");
      await page.locator("body").press("/");
      const field = page.getByRole("searchbox", { name: copy.label }).first();
      await expect(field).toBeFocused();
      await page.keyboard.type(search.query);
      await expect(page.locator("header").getByRole("status")).toContainText(/\d+ results? for/);
      await expect(page.locator(`header [data-search-hit][href="${search.path}"]`)).toBeVisible();
      await arrowTo(page, search.path);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${search.path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toContainText(search.title);
    });
  }

  test("Escape closes the results and leaves the visitor in the field; arrows come back up to it @widths", async ({
    page,
  }) => {
    await page.goto("/about");
    await page.locator("body").press("/");
    await page.keyboard.type("seo");
    await expect(headerHits(page).first()).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(headerHits(page).first()).toBeFocused();
    await page.keyboard.press("ArrowUp");
    const field = page.getByRole("searchbox", { name: copy.label }).first();
    await expect(field).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(headerHits(page).first()).toBeHidden();
    await expect(field).toBeFocused();
    await expect(field).toHaveValue("seo");
  });

  test("/ does not jump to search while the visitor types in another field", async ({ page }) => {
    await page.goto("/contact");
    const message = page.getByLabel("Message *");
    await message.click();
    await page.keyboard.type("a/b");
    await expect(message).toHaveValue("a/b");
    await expect(message).toBeFocused();
  });

  test("loads no search code or index until the visitor starts a search", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (r) => requests.push(new URL(r.url()).pathname));
    await page.goto("/blog");
    await page.waitForLoadState("networkidle");
    expect(requests.filter((p) => p.startsWith("/pagefind/"))).toEqual([]);
    const before = requests.length;
    await page.locator("body").press("/");
    await expect
      .poll(() => requests.slice(before).filter((p) => p.startsWith("/pagefind/")))
      .toContain("/pagefind/pagefind.js");
  });

  test("/search?q= is shareable: the query's results with title, section and highlighted excerpt", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to|falling back to main thread/i.test(m.text())) violations.push(m.text());
    });
    await page.goto("/search?q=react%20developer");
    await expect(page.getByRole("searchbox", { name: copy.label }).last()).toHaveValue("react developer");
    await expect(page.locator("main").getByRole("status")).toContainText(/\d+ results? for “react developer”/);
    const hit = pageHit(page, `/Career/${react.slug}`);
    await expect(hit).toContainText(react.title);
    await expect(hit).toContainText(copy.sections.jobs);
    await expect(hit.locator("mark").first()).toHaveText(/react|developer/i);

    // A new search from the page is a new address; back returns to the first.
    const field = page.locator("main").getByRole("searchbox");
    await field.fill("local SEO");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=local%20SEO$/);
    await expect(pageHit(page, `/services/${seo.slug}`)).toContainText(copy.sections.services);
    await page.goBack();
    await expect(pageHit(page, `/Career/${react.slug}`)).toBeVisible();
    expect(violations).toEqual([]);
  });

  test("a query reaches the page as text, never as markup; words no page holds say so", async ({ page }) => {
    await page.goto("/search?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E");
    await expect(page.locator("main").getByRole("status")).toContainText("“<img src=x onerror=alert(1)>”");
    await expect(page.locator("main img[src='x']")).toHaveCount(0);
    await page.goto("/search?q=zzqxv%20qqjjw");
    await expect(page.locator("main").getByRole("status")).toContainText("No results for “zzqxv qqjjw”");
    await expect(page.locator("main [data-search-hit]")).toHaveCount(0);
  });

  test("Pagefind's worker alone may compile WebAssembly: its policy allows it, the pages' does not", async ({
    request,
  }) => {
    const page = (await request.get("/search")).headers()["content-security-policy"] ?? "";
    const worker = (await request.get("/pagefind/pagefind-worker.js")).headers()["content-security-policy"] ?? "";
    expect(page).not.toContain("wasm-unsafe-eval");
    expect(worker).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
    expect(worker).toContain("default-src 'self'");
  });

  test("the results, on /search and under the header's field, have no axe violations @widths", async ({ page }) => {
    const axe = async () =>
      (
        await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
          .analyze()
      ).violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    await page.goto("/search?q=local%20SEO");
    await expect(pageHit(page, `/services/${seo.slug}`)).toBeVisible();
    expect(await axe()).toEqual([]);
    await page.locator("body").press("/");
    await page.keyboard.type("react developer");
    await expect(page.locator(`header [data-search-hit][href="/Career/${react.slug}"]`)).toBeVisible();
    expect(await axe()).toEqual([]);
  });

  test("the 404 page offers a search for the missing path's words", async ({ page }) => {
    const res = await page.goto("/blog/local-seo");
    expect(res?.status()).toBe(404);
    const offer = page.getByRole("search", { name: copy.notFoundTitle });
    await expect(offer.getByRole("searchbox")).toHaveValue("local seo");
    await offer.getByRole("button", { name: copy.submit }).click();
    await expect(page).toHaveURL(/\/search\?q=local\+seo$/);
    await expect(pageHit(page, `/services/${seo.slug}`)).toBeVisible();
  });
});
