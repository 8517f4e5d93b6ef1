import { expect, test } from "./fixtures";
import { BLOG_SLUGS, BRAND, UNLISTED_BLOG_SLUGS as UNLISTED } from "./routes";

const LISTED = BLOG_SLUGS.filter((s) => !UNLISTED.includes(s));

test.describe("blog list", () => {
  test("shows 6 posts on page 1 and 3 on page 2, with the page in the URL", async ({ page }) => {
    await page.goto("/blog");
    await expect(page).toHaveTitle(`Blog | ${BRAND}`);
    await expect(page.getByRole("heading", { level: 1, name: "Our Blog" })).toBeVisible();
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(6);
    const pager = page.getByRole("navigation", { name: "Blog pages" });
    const prev = pager.getByRole("button", { name: "Prev" });
    const next = pager.getByRole("button", { name: "Next" });
    await expect(prev).toBeDisabled();
    await expect(next).toBeEnabled();
    await expect(pager.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");

    const firstPageLinks = await cards.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(firstPageLinks).toEqual(LISTED.slice(0, 6).map((s) => `/blog/${s}`));

    await next.click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(cards).toHaveCount(3);
    await expect(next).toBeDisabled();
    await expect(prev).toBeEnabled();
    await expect(pager.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    const secondPageLinks = await cards.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(secondPageLinks).toEqual(LISTED.slice(6).map((s) => `/blog/${s}`));

    // Numbered buttons jump, back and forward follow the URL.
    await pager.getByRole("button", { name: "Page 1" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards).toHaveCount(6);
    await page.goBack();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(cards).toHaveCount(3);
    await page.goForward();
    await expect(cards).toHaveCount(6);
  });

  test("reload and shared links land on the page they name; invalid pages fall back to 1", async ({ page }) => {
    await page.goto("/blog?page=2");
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(3);
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(3);
    for (const bad of ["?page=9", "?page=abc", "?page=0"]) {
      await page.goto(`/blog${bad}`);
      await expect(
        page.getByRole("navigation", { name: "Blog pages" }).getByRole("button", { name: "Page 1" }),
      ).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("main").getByRole("article")).toHaveCount(6);
    }
  });

  test("cards have an image, title, excerpt and Read more; unlisted articles are not listed", async ({ page }) => {
    await page.goto("/blog");
    const first = page.getByRole("main").getByRole("article").first();
    await expect(first.locator("img[alt]:not([aria-hidden])").first()).toBeVisible();
    await expect(first.getByRole("heading", { name: "Guide to effective Digital Marketing" })).toBeVisible();
    await expect(first.getByRole("link", { name: /Read more/ })).toHaveAttribute(
      "href",
      "/blog/guide-to-effective-digital-marketing",
    );
    const html = await page.content();
    for (const slug of UNLISTED) expect(html).not.toContain(`/blog/${slug}"`);
  });

  test("Read more opens the article on the client", async ({ page }) => {
    await page.goto("/blog?page=2");
    await page.getByRole("link", { name: /Read more.*Strategies for Digital Triumph/ }).click();
    await expect(page).toHaveURL(/\/blog\/strategies-for-digital-triumph$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Strategies for Digital Triumph");
  });
});

test.describe("blog articles", () => {
  for (const slug of BLOG_SLUGS) {
    test(`/blog/${slug} renders the article`, async ({ page }) => {
      const res = await page.goto(`/blog/${slug}`);
      expect(res?.status()).toBe(200);
      const title = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
      expect(title.length).toBeGreaterThan(10);
      await expect(page).toHaveTitle(`${title} | ${BRAND}`);
      await expect(page.getByText("Published on August 1, 2025")).toBeVisible();
      await expect(page.getByText(/\d+ min read/)).toBeVisible();
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
      const blocks = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((ss) => ss.map((s) => JSON.parse(s.textContent ?? "{}") as Record<string, unknown>));
      const ld = blocks.find((b) => b["@type"] === "BlogPosting") ?? {};
      expect(ld.headline).toBe(title);
      // The hero image is eager, sized, and preloaded and requested at high priority.
      // The hero: the picture right under the heading (the byline's photos are inside the heading).
      const hero = page.locator("article > header + div [data-picture] img");
      await expect(hero).toHaveAttribute("loading", "eager");
      await expect(hero).toHaveAttribute("fetchpriority", "high");
      await expect(hero).toHaveAttribute("sizes", /1120px/);
      await expect(page.locator('link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveCount(1);
      // Headed sections with anchor links.
      // (the contents' and the related articles' headings are not sections of the text)
      const h2 = page.locator("article h2[id]:not(#toc-title, #related-articles)");
      expect(await h2.count()).toBeGreaterThanOrEqual(4);
      const id = await h2.first().getAttribute("id");
      await expect(h2.first().locator(`a[href="#${id}"]`)).toHaveCount(1);
      // Three related articles at the end, none of them this one (tests/e2e/topics.spec.ts: which).
      const related = page.getByRole("complementary", { name: "Related articles" }).getByRole("link");
      await expect(related).toHaveCount(3);
      expect(await related.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).not.toContain(`/blog/${slug}`);
    });
  }
});

test.describe("largest contentful paint", () => {
  test("is the article's hero image, at a width that fits its slot @widths", async ({ page }) => {
    await page.goto("/blog/the-indispensable-role-of-seo-in-boosting-business");
    // The largest paint so far: on a busy machine the heading may be it until the image has painted,
    // so ask until the image is decoded and a frame has passed (the answer is then final).
    await page.locator("article > header + div [data-picture] img").evaluate((img: HTMLImageElement) => img.decode());
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const lcp = await page.evaluate(
      () =>
        new Promise<{ main: boolean; natural: number; shown: number }>((resolve) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntries().at(-1) as PerformanceEntry & { element?: HTMLImageElement };
            const el = entry.element;
            resolve({
              main: !!el?.closest("[data-picture]"),
              natural: el?.naturalWidth ?? 0,
              shown: el?.getBoundingClientRect().width ?? 0,
            });
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    expect(lcp.main).toBe(true);
    // The chosen candidate covers the slot without being more than twice too large.
    expect(lcp.natural).toBeGreaterThanOrEqual(Math.floor(lcp.shown));
    expect(lcp.natural).toBeLessThanOrEqual(Math.max(560, lcp.shown * 2));
  });
});

test.describe("feed and sitemap", () => {
  test("rss.xml lists the listed posts and the sitemap every article", async ({ request }) => {
    const rss = await (await request.get("/rss.xml")).text();
    expect(rss.match(/<item>/g)).toHaveLength(LISTED.length);
    const sitemap = await (await request.get("/sitemap-0.xml")).text();
    for (const slug of BLOG_SLUGS) expect(sitemap).toContain(`/blog/${slug}</loc>`);
    expect(sitemap).not.toContain("ClientsSections");
  });
});
