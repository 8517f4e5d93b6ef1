import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { BRAND, CASE_STUDIES } from "./routes";

/** Case studies: /our-work/<slug> from content/case-studies/, linked from /our-work and the service pages. */

const MIDTOWN = CASE_STUDIES[0]!;

test.describe("case study pages", () => {
  for (const study of CASE_STUDIES) {
    test(`${study.path}: client, results, quote, services and the live site`, async ({ page }) => {
      await page.goto(study.path);
      await expect(page).toHaveTitle(`${study.client} | ${BRAND}`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(study.client);
      const facts = page.getByRole("main").locator("dl").first();
      await expect(facts).toContainText(study.client);
      const results = page.getByTestId("case-study-results");
      await expect(results.locator("dd")).toHaveCount(4);
      await expect(results).toContainText(study.figure);
      const quote = page.getByRole("figure");
      await expect(quote.locator("blockquote")).toContainText(study.quote);
      await expect(quote.locator("figcaption")).toContainText(study.quoteBy);
      for (const slug of study.services) {
        await expect(facts.locator(`a[href="/services/${slug}"]`)).toHaveCount(1);
      }
      const live = facts.getByRole("link", { name: /opens in a new tab/ });
      await expect(live).toHaveAttribute("href", study.url);
      await expect(live).toHaveAttribute("target", "_blank");
      await expect(live).toHaveAttribute("rel", "noopener noreferrer");
      await expect(page.getByRole("img", { name: study.heroAlt })).toBeVisible();
    });
  }

  test("visible breadcrumbs: Home, Our Work, the client", async ({ page }) => {
    await page.goto(MIDTOWN.path);
    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(trail.getByRole("listitem")).toHaveText(["Home", "/Our Work", "/Midtown Roasters"]);
    await expect(trail.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(trail.getByRole("link", { name: "Our Work" })).toHaveAttribute("href", "/our-work");
    await expect(trail.getByText("Midtown Roasters")).toHaveAttribute("aria-current", "page");
  });

  test("structured data: an Article about the client and a three-step BreadcrumbList @desktop", async ({ page }) => {
    await page.goto(MIDTOWN.path);
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? "") as Record<string, unknown>));
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    const site = new URL(canonical ?? "").origin;
    const article = blocks.find((b) => b["@type"] === "Article");
    expect(article).toMatchObject({
      "@context": "https://schema.org",
      headline: await page.getByRole("heading", { level: 1 }).innerText(),
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      mainEntityOfPage: `${site}${MIDTOWN.path}`,
      about: { "@type": "Organization", name: MIDTOWN.client, url: MIDTOWN.url },
      // Its authors from the team, each to their author page; the agency publishes it.
      author: ["James Whitaker", "Daniel Okafor"].map((name) =>
        expect.objectContaining({
          "@type": "Person",
          name,
          url: `${site}/blog/author/${name.toLowerCase().replace(" ", "-")}`,
        }),
      ),
      publisher: { "@type": "Organization", "@id": `${site}/#organization`, logo: expect.any(String) },
    });
    const images = (article?.image ?? []) as string[];
    expect(images).toContain(`${site}/og${MIDTOWN.path}.png`);
    for (const image of images) expect((await page.request.get(new URL(image).pathname)).status(), image).toBe(200);
    const crumbs = blocks.find((b) => b["@type"] === "BreadcrumbList");
    expect(crumbs?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${site}/` },
      { "@type": "ListItem", position: 2, name: "Our Work", item: `${site}/our-work` },
      { "@type": "ListItem", position: 3, name: MIDTOWN.client, item: `${site}${MIDTOWN.path}` },
    ]);
  });

  test("a share card of its own @desktop", async ({ page }) => {
    await page.goto(MIDTOWN.path);
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(new URL(image ?? "").pathname).toBe(`/og${MIDTOWN.path}.png`);
    const res = await page.request.get(new URL(image ?? "").pathname);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/png");
  });

  test("the case studies are in the sitemap @desktop", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap-0.xml")).text();
    for (const study of CASE_STUDIES) expect(sitemap).toContain(`${study.path}</loc>`);
  });

  test.describe("accessibility", () => {
    test.use({ reducedMotion: "reduce" });
    for (const study of CASE_STUDIES) {
      test(`${study.path} has no axe violations`, async ({ page }) => {
        await page.goto(study.path);
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
          .analyze();
        expect(
          results.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target).join(", ")}`),
        ).toEqual([]);
      });
    }
  });
});

test.describe("our work links the case studies", () => {
  test("a tile whose client has a case study offers 'Read the case study'; the tile still opens the live site", async ({
    page,
  }) => {
    await page.goto("/our-work");
    const links = page.getByRole("link", { name: /^Read the case study/ });
    await expect(links).toHaveCount(CASE_STUDIES.length);
    for (const study of CASE_STUDIES) {
      const tile = page.getByRole("article").filter({ has: page.getByRole("heading", { name: study.client }) });
      await expect(tile.getByRole("link", { name: `Read the case study: ${study.client}` })).toHaveAttribute(
        "href",
        study.path,
      );
      const window = tile.getByTestId("project-window");
      await expect(window).toHaveAttribute("href", study.url);
      await expect(window).toHaveAttribute("target", "_blank");
    }
    // A tile without a case study has no such link.
    const other = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Harbor Bistro" }) });
    await expect(other.getByRole("link")).toHaveCount(1);
  });

  test("the link is reached by keyboard right after its tile and opens the case study @widths", async ({ page }) => {
    await page.goto("/our-work");
    const tile = page.getByTestId("project-window").first();
    await tile.focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: `Read the case study: ${MIDTOWN.client}` })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${MIDTOWN.path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(MIDTOWN.client);
  });

  test("the screenshot still scrolls by itself next to the link", async ({ page }) => {
    await page.goto("/our-work");
    await page.getByTestId("project-window").first().scrollIntoViewIfNeeded();
    const shot = page.getByTestId("project-shot").first();
    await expect
      .poll(() => shot.evaluate((el) => -new DOMMatrixReadOnly(getComputedStyle(el).transform).m42), { timeout: 5000 })
      .toBeGreaterThan(3);
  });
});

test.describe("service pages list their case studies", () => {
  test("each service lists the case studies that used it, and only those", async ({ page }) => {
    for (const slug of ["seo", "email-marketing", "online-reputation", "social-media-marketing"]) {
      await page.goto(`/services/${slug}`);
      const using = CASE_STUDIES.filter((s) => s.services.includes(slug));
      const section = page.getByRole("region", { name: "Case studies" });
      if (using.length === 0) {
        await expect(section).toHaveCount(0);
        continue;
      }
      const clients = await section.getByRole("heading", { level: 3 }).allInnerTexts();
      expect([...clients].sort()).toEqual(using.map((s) => s.client).sort());
      await expect(section.getByRole("listitem")).toHaveCount(using.length);
      for (const study of using) {
        await expect(section.getByRole("link", { name: `Read the case study: ${study.client}` })).toHaveAttribute(
          "href",
          study.path,
        );
      }
    }
  });
});
