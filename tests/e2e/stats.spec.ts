import path from "node:path";
import { expect, test } from "./fixtures";

type Report = Awaited<ReturnType<typeof import("../../scripts/lib/stats-report.mjs").localStats>>;
type Row = Report["pages"][number];

/** `npm run stats -- --days 2 --json` on the local sandbox the served site writes (scripts/lib/stats-report.mjs). */
async function stats(): Promise<Report> {
  // Imported when needed: Playwright loads this spec as CommonJS.
  const { localStats } = (await import(
    path.join(__dirname, "..", "..", "scripts", "lib", "stats-report.mjs")
  )) as typeof import("../../scripts/lib/stats-report.mjs");
  return localStats(2);
}

const row = (rows: Row[], key: string) => rows.find((r) => r.key === key);

test.describe("first-party measurement", () => {
  // A visitor's browser: not driven by a program as far as the page can tell (test browsers send
  // no beacon otherwise, like every automated browser).
  test.use({
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36",
  });

  test("three page views and a contact form show up in npm run stats, the lead on its landing page and campaign @desktop", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false }));
    const campaign = `fall-seo-${Date.now().toString(36)}`;
    const before = await stats();
    const views = (p: string, r: Report) => row(r.pages, p)?.views ?? 0;

    await page.goto(`/services/seo?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}`);
    await page.goto("/about");
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Contact" });
    await form.getByLabel("First Name *").fill("Grace");
    await form.getByLabel("Last Name *").fill("Hopper");
    await form.getByLabel("Email Address *").fill(`stats-${campaign}@example.com`);
    await form.getByLabel("Message *").fill("Please audit our local SEO.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status")).toHaveText(/Thank you for your message/, { timeout: 20_000 });

    await expect
      .poll(
        async () => {
          const now = await stats();
          return {
            seo: views("/services/seo", now) - views("/services/seo", before) >= 1,
            about: views("/about", now) - views("/about", before) >= 1,
            contact: views("/contact", now) - views("/contact", before) >= 1,
            campaign: row(now.campaigns, campaign),
          };
        },
        { timeout: 45_000, intervals: [1000, 2000, 3000] },
      )
      .toEqual({
        seo: true,
        about: true,
        contact: true,
        campaign: { key: campaign, visits: 1, leads: 1, rate: 1 },
      });
  });
});
