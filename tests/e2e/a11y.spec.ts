import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { BLOG_SLUGS, FILLED_JOB, SERVICE_ROUTES, STATIC_ROUTES } from "./routes";

const ROUTES = [
  ...STATIC_ROUTES.map(([p]) => p),
  ...SERVICE_ROUTES.map(([p]) => p),
  ...BLOG_SLUGS.slice(0, 2).map((s) => `/blog/${s}`),
  // An opening's page (every opening shares its template; the remote one has the most facts) and a filled one.
  "/Career/graphic-designer",
  `/Career/${FILLED_JOB.slug}`,
  // A topic page, an author page and a case study (byline and related articles; issue 49).
  "/blog/topic/seo",
  "/blog/author/priya-raman",
  "/our-work/delta-hvac",
  "/no-such-page",
];

test.describe("accessibility (axe-core, WCAG 2.2 A/AA)", () => {
  // Axe judges the page at rest: with reduced motion nothing is caught mid-fade (scroll reveals,
  // counters), and the resting state is the same one every visitor ends up with.
  test.use({ reducedMotion: "reduce" });

  // Each route once; the home page at both widths too, for the frame's narrow layout (its menu button).
  for (const path of ROUTES) {
    test(`${path} has no violations${path === "/" ? " @widths" : ""}`, async ({ page }) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
        .analyze();
      const summary = results.violations.map(
        (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
      );
      expect(summary).toEqual([]);
    });
  }

  test("the open Get Started dialog has no violations @widths", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Get Started" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    const results = await new AxeBuilder({ page }).include("dialog").analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
