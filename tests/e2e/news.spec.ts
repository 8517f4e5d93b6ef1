import type { Page, Route } from "@playwright/test";
import { expect, test } from "./fixtures";

const API = "**/api/news/technology";

/** A 1×1 PNG for intercepted article images (no test reaches the network). */
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

const ARTICLES = [
  {
    title: "Edge functions reach every major CDN",
    url: "https://news.test/edge-functions",
    urlToImage: "https://images.test/edge.png",
    publishedAt: "2026-11-21T14:30:00.000Z",
    source: { name: "Wire Daily" },
    description: "Running code next to the visitor is now a checkbox on most hosting plans.",
  },
  {
    title: "A browser feature without a description",
    url: "https://news.test/no-description",
    urlToImage: "https://images.test/broken.png",
    publishedAt: "2026-11-20T08:00:00.000Z",
    source: { name: "Browser Notes" },
    description: null,
  },
  {
    title: "Small businesses double down on local search",
    url: "https://news.test/local-search",
    urlToImage: null,
    publishedAt: null,
    source: { name: "Search Weekly" },
    description: "Maps listings drive more calls than ever.",
  },
  { title: "Hostile link", url: "javascript:alert(1)", urlToImage: "data:image/png;base64,AAAA" },
  { title: "Protocol-relative link", url: "//evil.example/x", urlToImage: null },
];

async function answerNews(page: Page, handler: (route: Route) => Promise<void>) {
  await page.route("https://images.test/**", (route) =>
    route.request().url().endsWith("/broken.png")
      ? route.fulfill({ status: 404, body: "" })
      : route.fulfill({ status: 200, contentType: "image/png", body: PIXEL }),
  );
  await page.route(API, handler);
}

const json = (body: unknown) => ({ status: 200, contentType: "application/json", body: JSON.stringify(body) });

test.describe("news page", () => {
  test("the static HTML shows the loading state", async ({ request }) => {
    const res = await request.get("/news");
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain("Latest Technology News");
    expect(html).toMatch(/role="status"[^>]*>(<[^>]+>)*Loading latest tech news\.\.\./);
    expect(html).not.toContain("No news found.");
  });

  test("shows the loading state until the answer arrives, then the cards", async ({ page }) => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    await answerNews(page, async (route) => {
      await answered;
      await route.fulfill(json({ articles: ARTICLES }));
    });
    await page.goto("/news");
    await expect(page.getByRole("heading", { level: 1, name: "Latest Technology News" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("status")).toHaveText("Loading latest tech news...");
    await expect(page.getByRole("article")).toHaveCount(0);
    release();
    await expect(page.getByRole("article")).toHaveCount(3);
    await expect(page.getByText("Loading latest tech news...")).toHaveCount(0);
  });

  test("renders cards: image or fallback, date, source, description fallback, safe new-tab links", async ({ page }) => {
    await answerNews(page, (route) => route.fulfill(json({ articles: ARTICLES })));
    await page.goto("/news");
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(3);

    const first = cards.nth(0);
    await expect(first.getByRole("heading", { level: 2 })).toHaveText("Edge functions reach every major CDN");
    await expect(first.getByText("November 21, 2026")).toBeVisible();
    await expect(first.getByText("Wire Daily")).toBeVisible();
    const img = first.locator("img");
    await expect(img).toHaveAttribute("loading", "lazy");
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(1);

    // The broken image gives way to the fallback block, in the same 16:9 box.
    const second = cards.nth(1);
    await expect(second.getByText("No description available.")).toBeVisible();
    await expect(second.locator("img")).toHaveCount(0);
    await expect(second.getByTestId("news-image-fallback")).toBeVisible();
    const box = await second.getByTestId("news-image-fallback").boundingBox();
    expect(box && Math.round((box.width / box.height) * 9)).toBe(16);

    await expect(cards.nth(2).getByTestId("news-image-fallback")).toBeVisible();
    await expect(cards.nth(2).locator("time")).toHaveCount(0); // no date rather than "Invalid Date"

    const links = page.getByRole("link", { name: /^Read More/ });
    await expect(links).toHaveCount(3);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toHaveAttribute("href", /^https:\/\/news\.test\//);
      await expect(link).toHaveText(/^Read More/);
    }
    await expect(page.getByRole("link", { name: /Read More.*Edge functions reach every major CDN/ })).toHaveAttribute(
      "href",
      "https://news.test/edge-functions",
    );
    expect(await page.locator('a[href^="javascript:" i], a[href^="//"], img[src^="data:"]').count()).toBe(0);
    await expect(page.getByText("Hostile link")).toHaveCount(0);

    // Read More opens the article in a new tab, without a handle back to this page.
    await page
      .context()
      .route("https://news.test/**", (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: "<title>Article</title>" }),
      );
    const [popup] = await Promise.all([page.waitForEvent("popup"), links.first().click()]);
    await expect(popup).toHaveURL("https://news.test/edge-functions");
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();
  });

  test("lays the cards out in three columns on desktop @desktop", async ({ page }) => {
    await answerNews(page, (route) => route.fulfill(json({ articles: ARTICLES })));
    await page.goto("/news");
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(3);
    const tops = await cards.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
  });

  test("stacks the cards in one column on phones @mobile", async ({ page }) => {
    await answerNews(page, (route) => route.fulfill(json({ articles: ARTICLES })));
    await page.goto("/news");
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(3);
    const boxes = await cards.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes[1]!.top).toBeGreaterThan(boxes[0]!.bottom - 1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  for (const [name, handler] of [
    ["an empty list", (route: Route) => route.fulfill(json({ articles: [] }))],
    ["an answer without articles", (route: Route) => route.fulfill(json({ status: "ok" }))],
    ["status 500", (route: Route) => route.fulfill({ status: 500, contentType: "text/html", body: "<h1>500</h1>" })],
    [
      "an unparsable answer",
      (route: Route) => route.fulfill({ status: 200, contentType: "application/json", body: "{" }),
    ],
    ["a network failure", (route: Route) => route.abort("failed")],
  ] as const) {
    test(`shows 'No news found.' for ${name}`, async ({ page }) => {
      await answerNews(page, handler);
      await page.goto("/news");
      await expect(page.getByRole("main").getByRole("status")).toHaveText("No news found.");
      await expect(page.getByText("Loading latest tech news...")).toHaveCount(0);
      await expect(page.getByRole("article")).toHaveCount(0);
    });
  }

  test("shows the news of the keyless provider through the real function (no interception)", async ({ page }) => {
    const answer = page.waitForResponse((res) => new URL(res.url()).pathname === "/api/news/technology");
    await page.goto("/news");
    const res = await answer;
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toMatch(/^application\/json/);
    expect(res.headers()["x-content-type-options"]).toBe("nosniff");
    expect(res.headers()["netlify-cdn-cache-control"]).toMatch(/^public, durable, s-maxage=\d+/);

    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0).getByRole("heading", { level: 2 })).toHaveText(
      "Show HN: A static site generator that fits in a single HTML file",
    );
    await expect(cards.nth(0).getByText("November 21, 2026")).toBeVisible();
    await expect(cards.nth(0).locator("p").getByText("example.com", { exact: true })).toBeVisible();
    await expect(cards.nth(0).getByText("731 points on Hacker News, posted by mkline.")).toBeVisible();
    const ask = cards.nth(2);
    await expect(
      ask.getByText("We run a 6-person agency & keep rebuilding the same contact form.", { exact: false }),
    ).toBeVisible();
    await expect(ask.getByRole("link", { name: /^Read More/ })).toHaveAttribute(
      "href",
      "https://news.ycombinator.com/item?id=43100003",
    );
    await expect(page.getByText("Hostile entry that must never be shown")).toHaveCount(0);
    expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);
  });
});
