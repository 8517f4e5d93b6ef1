import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { BRAND } from "./routes";

/**
 * Pages built from sections (content/pages/<name>.json, src/templates/page.tsx): the landing page
 * renders its sections in the file's order with the Seo head of every page, and is in the sitemap;
 * the home page, built the same way, keeps the spec's headings.
 */
interface ContentPage {
  path: string;
  title: string;
  description: string;
  noindex?: boolean;
  sections: { type: string; title: string }[];
}
const read = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, "../../content/pages", file), "utf8")) as ContentPage;
const landing = read("free-website-audit.json");

test.describe("landing page", () => {
  test("renders its sections in the order of its content file", async ({ page }) => {
    const res = await page.goto(landing.path);
    expect(res?.status()).toBe(200);
    expect(landing.sections.length).toBeGreaterThanOrEqual(3);
    const headings = page.locator("main").getByRole("heading", { level: 1 }).or(page.locator("main h2"));
    await expect(headings).toHaveText(landing.sections.map((s) => s.title));
    await expect(page.locator("main h1")).toHaveCount(1);
    // Steps are an ordered list; the FAQ opens on click.
    await expect(page.getByRole("region", { name: "Your audit in three steps" }).locator("ol > li")).toHaveCount(3);
    const faq = page.getByRole("region", { name: "Questions about the free audit" });
    await faq.getByText("Is the audit really free?").click();
    await expect(faq.getByText("There is no fee and no obligation")).toBeVisible();
  });

  test("its buttons open the Get Started form or lead to a page", async ({ page }) => {
    await page.goto(landing.path);
    await page.getByRole("button", { name: "Get My Free Audit" }).first().click();
    await expect(page.getByRole("dialog", { name: "Get Started Today" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("link", { name: "Ask a Question" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: "See Sites We Built" })).toHaveAttribute("href", "/our-work");
  });

  test("has the Seo head of every page, its own share card and no breadcrumb (top level)", async ({
    page,
    request,
  }) => {
    await page.goto(landing.path);
    await expect(page).toHaveTitle(`${landing.title} | ${BRAND}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", landing.description);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toMatch(new RegExp(`^https?://[^/]+${landing.path}$`));
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(new URL(image ?? "").pathname).toBe(`/og${landing.path}.png`);
    expect((await request.get(new URL(image ?? "").pathname)).status()).toBe(200);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join("")).toContain('"Organization"');
    expect(jsonLd.join("")).not.toContain("BreadcrumbList");
  });

  test("is listed in the sitemap unless noindex", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap-0.xml")).text();
    for (const file of fs.readdirSync(path.join(__dirname, "../../content/pages"))) {
      const p = read(file);
      const loc = new RegExp(`<loc>https?://[^<]+${p.path === "/" ? "" : p.path}</loc>`);
      if (p.noindex) expect(sitemap, p.path).not.toMatch(loc);
      else expect(sitemap, p.path).toMatch(loc);
    }
  });

  test("has no accessibility violations", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(landing.path);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

test.describe("home page from content/pages/home.json", () => {
  test("keeps the spec's headings and calls to action", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(`Home | ${BRAND}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quality Digital Services You Really Need!");
    for (const name of ["Our AI Websites", "We Worked For", "What our clients say"])
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    await expect(page.getByRole("link", { name: "Explore Our Services" })).toHaveAttribute("href", "/services");
    await expect(page.getByRole("link", { name: "View More Articles" })).toHaveAttribute("href", "/blog");
    await expect(page.getByRole("link", { name: "Start Your Free Consultation" })).toHaveAttribute("href", "/contact");
    await page
      .getByRole("region", { name: "Our AI Websites" })
      .getByRole("button", { name: "Get Free Consultation" })
      .click();
    await expect(page.getByRole("dialog", { name: "Get Started Today" })).toBeVisible();
  });
});

test.describe("About page from content/pages/about.json", () => {
  const about = read("about.json");

  test("renders its sections in the order of its content file", async ({ page }) => {
    await page.goto(about.path);
    await expect(page).toHaveTitle(`About Page | ${BRAND}`);
    expect(about.sections.map((s) => s.type)).toEqual([
      "pageHero",
      "text",
      "cards",
      "statements",
      "team",
      "logos",
      "cta",
    ]);
    const headings = page.locator("main").getByRole("heading", { level: 1 }).or(page.locator("main h2"));
    await expect(headings).toHaveText(about.sections.map((s) => s.title));
    // Anchors from the file, so links like /about#team keep working.
    await expect(page.locator("main section[id]").evaluateAll((els) => els.map((e) => e.id))).resolves.toEqual(
      expect.arrayContaining(["overview", "values", "mission-vision", "team"]),
    );
    // The closing text has the reply time of Site settings in place of {replyTime}.
    await expect(page.getByRole("region", { name: about.sections.at(-1)!.title })).toContainText("within 24 hours");
  });
});
