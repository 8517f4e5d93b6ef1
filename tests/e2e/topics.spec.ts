import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { expect, test } from "./fixtures";

/**
 * Topics, authors, contents and related articles (issue 49, items 1-4), on the built site. The
 * facts come from content/: which articles are filed where, who wrote them. Untagged, so at 1280 px
 * only (docs/quality.md); the contents' place on a phone is checked at 375 px by one test.
 */
const CONTENT = path.join(__dirname, "..", "..", "content");
const readJson = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(CONTENT, file), "utf8")) as T;
const team =
  readJson<{ slug: string; name: string; role: string; bio: string; social: Record<string, string> }[]>("team.json");
const services = readJson<{ slug: string; title: string; topicIntro: string }[]>("services.json");

interface Article {
  slug: string;
  title: string;
  date: string;
  order: number;
  listed: boolean;
  topics: string[];
  authors: string[];
}
const articles: Article[] = fs.readdirSync(path.join(CONTENT, "blog")).map((dir) => {
  const fm = matter(fs.readFileSync(path.join(CONTENT, "blog", dir, "index.mdx"), "utf8")).data as Article;
  return { ...fm, date: String(fm.date) };
});
/** Newest first, then by position (as the topic pages sort). */
const newest = (list: Article[]) =>
  [...list].sort((a, b) => b.date.localeCompare(a.date) || a.order - b.order || a.slug.localeCompare(b.slug));
const filedUnder = (topic: string) => newest(articles.filter((a) => a.listed && a.topics.includes(topic)));

const ARTICLE = articles.find((a) => a.slug === "the-indispensable-role-of-seo-in-boosting-business")!;
const SEO = services.find((s) => s.slug === "seo")!;
const hrefs = (links: import("@playwright/test").Locator) =>
  links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));

test.describe("an article's author, topics and related articles", () => {
  test("the byline shows each author's photo, name and role, and leads to their page", async ({ page }) => {
    await page.goto(`/blog/${ARTICLE.slug}`);
    const author = team.find((m) => m.slug === ARTICLE.authors[0])!;
    const byline = page.getByRole("list", { name: "Written by" });
    await expect(byline.getByRole("listitem")).toHaveCount(ARTICLE.authors.length);
    await expect(byline.locator("img")).toHaveCount(ARTICLE.authors.length);
    await expect(byline.getByText(author.role)).toBeVisible();
    await byline.getByRole("link", { name: author.name }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/author/${author.slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: author.name })).toBeVisible();
    await expect(page.getByText(author.bio)).toBeVisible();
    await expect(page.getByRole("list", { name: "Profiles" }).getByRole("link")).toHaveCount(2);
    // Their listed articles, this one among them, and nobody else's.
    const theirs = newest(articles.filter((a) => a.listed && a.authors.includes(author.slug)));
    const section = page.getByRole("region", { name: `Articles by ${author.name}` });
    expect(await hrefs(section.getByRole("link", { name: /^Read more/ }))).toEqual(
      theirs.map((a) => `/blog/${a.slug}`),
    );
  });

  test("the author page is a ProfilePage whose Person works for the agency", async ({ page }) => {
    const author = team.find((m) => m.slug === ARTICLE.authors[0])!;
    await page.goto(`/blog/author/${author.slug}`);
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? "") as Record<string, unknown>));
    const site = new URL((await page.locator('link[rel="canonical"]').getAttribute("href")) ?? "").origin;
    expect(blocks.find((b) => b["@type"] === "ProfilePage")).toMatchObject({
      mainEntity: {
        "@type": "Person",
        name: author.name,
        jobTitle: author.role,
        url: `${site}/blog/author/${author.slug}`,
        sameAs: [author.social.linkedin, author.social.twitter],
        worksFor: { "@id": `${site}/#organization` },
      },
    });
    expect(blocks.find((b) => b["@type"] === "BreadcrumbList")?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${site}/` },
      { "@type": "ListItem", position: 2, name: "Blog", item: `${site}/blog` },
      { "@type": "ListItem", position: 3, name: author.name, item: `${site}/blog/author/${author.slug}` },
    ]);
  });

  test("related articles share its topics first, and follow to the topic and the service and back", async ({
    page,
  }) => {
    await page.goto(`/blog/${ARTICLE.slug}`);
    const related = page.getByRole("complementary", { name: "Related articles" }).getByRole("link");
    const slugs = (await hrefs(related)).map((h) => h!.replace("/blog/", ""));
    expect(slugs).toHaveLength(3);
    const shared = (slug: string) =>
      articles.find((a) => a.slug === slug)!.topics.filter((t) => ARTICLE.topics.includes(t)).length;
    // As many shared topics as any other listed article has, in falling order.
    const best = Math.max(...articles.filter((a) => a.listed && a.slug !== ARTICLE.slug).map((a) => shared(a.slug)));
    expect(shared(slugs[0]!)).toBe(best);
    expect(slugs.map(shared)).toEqual([...slugs.map(shared)].sort((a, b) => b - a));

    await related.first().click();
    await expect(page).toHaveURL(new RegExp(`/blog/${slugs[0]}$`));
    // The topic ("Filed under"), its page, the service page and back to the topic.
    await page.getByText("Filed under").getByRole("link", { name: SEO.title, exact: true }).click();
    await expect(page).toHaveURL(/\/blog\/topic\/seo$/);
    await page.getByRole("link", { name: `About our ${SEO.title} service` }).click();
    await expect(page).toHaveURL(/\/services\/seo$/);
    await page.getByRole("link", { name: `All ${SEO.title} articles` }).click();
    await expect(page).toHaveURL(/\/blog\/topic\/seo$/);
  });
});

test.describe("topic pages", () => {
  test("a topic lists its listed articles newest first, with its intro and breadcrumbs", async ({ page }) => {
    await page.goto("/blog/topic/seo");
    await expect(page).toHaveTitle(`${SEO.title} articles | Atria Digital`);
    await expect(page.getByRole("heading", { level: 1, name: SEO.title })).toBeVisible();
    await expect(page.getByText(SEO.topicIntro)).toBeVisible();
    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(trail.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    const filed = filedUnder("seo");
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(Math.min(6, filed.length));
    expect(await hrefs(cards.getByRole("link"))).toEqual(filed.slice(0, 6).map((a) => `/blog/${a.slug}`));
    // Paged like /blog when there are more than six; the pager is absent otherwise.
    await expect(page.getByRole("navigation", { name: `${SEO.title} article pages` })).toHaveCount(
      filed.length > 6 ? 1 : 0,
    );
  });

  test("the service page shows the three newest articles, and a topic without one has no page", async ({ page }) => {
    await page.goto("/services/website-design-development");
    const blog = page.getByRole("region", { name: "From our blog" });
    expect(await hrefs(blog.getByRole("heading").getByRole("link"))).toEqual(
      filedUnder("website-design-development")
        .slice(0, 3)
        .map((a) => `/blog/${a.slug}`),
    );
    const empty = services.find((s) => filedUnder(s.slug).length === 0)!;
    await page.goto(`/services/${empty.slug}`);
    await expect(page.getByRole("region", { name: "From our blog" })).toHaveCount(0);
    expect((await page.request.get(`/blog/topic/${empty.slug}`)).status()).toBe(404);
  });

  test("topic and author pages are in the sitemap; the feed's items carry their topics", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap-0.xml")).text();
    expect(sitemap).toContain("/blog/topic/seo</loc>");
    expect(sitemap).toContain(`/blog/author/${ARTICLE.authors[0]}</loc>`);
    const rss = await (await request.get("/rss.xml")).text();
    const item = rss.split("<item>").find((i) => i.includes(`/blog/${ARTICLE.slug}<`))!;
    for (const topic of ARTICLE.topics)
      expect(item).toContain(`<category><![CDATA[${services.find((s) => s.slug === topic)!.title}]]></category>`);
  });
});

test.describe("table of contents", () => {
  test("lists every h2 of the article, and a link jumps to its section and marks it", async ({ page }) => {
    await page.goto(`/blog/${ARTICLE.slug}`);
    const toc = page.getByRole("navigation", { name: "On this page" });
    const ids = await page
      .locator("article h2[id]:not(#toc-title):not(#related-articles):not([id^='subscribe-'])")
      .evaluateAll((hs) => hs.map((h) => h.id));
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect(await hrefs(toc.getByRole("link"))).toEqual(ids.map((id) => `#${id}`));
    // Every heading has a visible anchor link to itself.
    for (const id of ids) await expect(page.locator(`h2#${id} > a[href="#${id}"]`)).toBeVisible();

    const box = await toc.boundingBox();
    const third = toc.getByRole("link").nth(2);
    await third.click();
    await expect(page).toHaveURL(new RegExp(`#${ids[2]}$`));
    await expect(page.locator(`h2#${ids[2]}`)).toBeInViewport();
    await expect(third).toHaveAttribute("aria-current", "location");
    await expect(toc.locator("[aria-current]")).toHaveCount(1);
    // A jump past every heading at once (End) marks the last section.
    await page.keyboard.press("End");
    await expect(toc.getByRole("link").last()).toHaveAttribute("aria-current", "location");
    await expect(toc.locator("[aria-current]")).toHaveCount(1);
    // Sticky beside the text: marking a section moved nothing but the page.
    const after = await toc.boundingBox();
    expect({ width: after?.width, height: after?.height }).toEqual({ width: box?.width, height: box?.height });
  });

  test("works without JavaScript: plain links to the headings", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/blog/${ARTICLE.slug}`);
    const links = page.getByRole("navigation", { name: "On this page" }).getByRole("link");
    await expect(links).toHaveCount(await page.locator("article h2[id] > a").count());
    await links.nth(1).click();
    const id = (await links.nth(1).getAttribute("href"))!.slice(1);
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
    await context.close();
  });

  test("on a phone it stands above the text", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/blog/${ARTICLE.slug}`);
    const toc = await page.getByRole("navigation", { name: "On this page" }).boundingBox();
    const firstSection = await page.locator("article h2[id]:not(#toc-title)").first().boundingBox();
    expect(toc!.y).toBeLessThan(firstSection!.y);
    expect(toc!.width).toBeLessThanOrEqual(375);
  });
});

test.describe("case studies", () => {
  test("name their authors and end with articles on the services they used", async ({ page }) => {
    const study = matter(fs.readFileSync(path.join(CONTENT, "case-studies/delta-hvac/index.mdx"), "utf8")).data as {
      authors: string[];
      services: string[];
    };
    await page.goto("/our-work/delta-hvac");
    const byline = page.getByRole("list", { name: "Written by" });
    for (const slug of study.authors)
      await expect(byline.getByText(team.find((m) => m.slug === slug)!.name)).toBeVisible();
    const related = (await hrefs(page.getByRole("complementary", { name: "Related articles" }).getByRole("link"))).map(
      (h) => articles.find((a) => `/blog/${a.slug}` === h)!,
    );
    expect(related).toHaveLength(3);
    expect(related[0]!.topics.some((t) => study.services.includes(t))).toBe(true);
  });
});
