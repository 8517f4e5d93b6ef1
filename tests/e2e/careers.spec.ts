import type { Page } from "@playwright/test";
import { collectScripts, expect, test } from "./fixtures";
import { BRAND, EMAIL, FILLED_JOB, JOBS } from "./routes";

/**
 * Careers (issue 35): /Career's cards link to a page per opening at /Career/<slug> (content/jobs.json)
 * with the role's facts and Google's JobPosting data; a filled opening leaves /Career and the sitemap,
 * and its page says so without JobPosting. The spec's "Send Resume" mail links stay as they are.
 */

const mailto = (title: string) => `mailto:${EMAIL}?subject=${encodeURIComponent(`Application for ${title}`)}`;

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? "") as Record<string, unknown>));
}

test.describe("/Career", () => {
  test("each card shows its opening's facts and links to its page, beside the spec's unchanged Send Resume link", async ({
    page,
  }) => {
    await page.goto("/Career");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join Our Creative Team");
    const cards = page.getByTestId("job-card");
    await expect(cards).toHaveCount(JOBS.length);
    for (const [i, job] of JOBS.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(job.title);
      await expect(card).toContainText(`Location: ${job.location}`);
      await expect(card).toContainText(`Type: ${job.type}`);
      await expect(card.getByRole("link", { name: `View role for ${job.title}` })).toHaveAttribute(
        "href",
        `/Career/${job.slug}`,
      );
      await expect(card.getByRole("link", { name: `Send Resume for ${job.title}` })).toHaveAttribute(
        "href",
        mailto(job.title),
      );
    }
  });

  test("a filled opening is not listed, and not in the page's data", async ({ page, request }) => {
    await page.goto("/Career");
    await expect(page.getByTestId("job-card").filter({ hasText: FILLED_JOB.title })).toHaveCount(0);
    await expect(page.getByText(`${JOBS.length} roles are open right now`)).toBeVisible();
    const data = await (await request.get("/page-data/Career/page-data.json")).text();
    expect(data).toContain(JOBS[0]!.slug);
    expect(data).not.toContain(FILLED_JOB.slug);
    expect(data).not.toContain(FILLED_JOB.title);
  });

  test("View role opens the opening's page without a page load", async ({ page }) => {
    await page.goto("/Career");
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page.getByRole("link", { name: "View role for React Developer" }).click();
    await expect(page).toHaveURL(/\/Career\/react-developer$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("React Developer");
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  });
});

test.describe("an opening's page", () => {
  for (const job of JOBS) {
    test(`/Career/${job.slug}: title, facts, the role and the mail link`, async ({ page }) => {
      const res = await page.goto(`/Career/${job.slug}`);
      expect(res?.status()).toBe(200);
      await expect(page).toHaveTitle(`${job.title} | ${BRAND}`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.title);
      const facts = page.getByTestId("job-facts");
      await expect(facts.locator("dt")).toContainText([
        "Location",
        "Work arrangement",
        "Employment type",
        "Posted",
        "Applications close",
      ]);
      await expect(facts).toContainText(job.location);
      await expect(facts).toContainText(job.type);
      await expect(facts.locator("time")).toHaveCount(2);
      for (const name of ["About the role", "What you will do", "What you bring", "How we hire", "Apply"])
        await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
      await expect(page.getByRole("main").getByRole("listitem").first()).toBeVisible();
      // The mail link beside the facts; the Apply section has the application form (tests/e2e/apply.spec.ts).
      const send = page.getByRole("link", { name: `Send Resume for ${job.title}` });
      await expect(send).toHaveCount(1);
      await expect(page.getByRole("form", { name: `Application for ${job.title}` })).toBeVisible();
      for (const href of await send.evaluateAll((els) => els.map((e) => e.getAttribute("href"))))
        expect(href).toBe(mailto(job.title));
    });
  }

  test("published salaries with their period; a remote opening says where from", async ({ page }) => {
    await page.goto("/Career/react-developer");
    await expect(page.getByTestId("job-facts")).toContainText("Salary₹7,00,000 – ₹12,00,000 per year");
    await expect(page.getByTestId("job-facts")).toContainText("Work arrangementHybrid");
    await page.goto("/Career/graphic-designer");
    await expect(page.getByTestId("job-facts")).toContainText("₹30,000 – ₹40,000 per month");
    await expect(page.getByTestId("job-facts")).toContainText("Remote, from anywhere in India");
    await page.goto("/Career/hr-executive");
    await expect(page.getByTestId("job-facts")).not.toContainText("Salary");
  });

  test("breadcrumbs: Home, Careers, the opening", async ({ page }) => {
    await page.goto("/Career/seo-executive");
    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(trail.getByRole("listitem")).toHaveText(["Home", "/Careers", "/SEO Executive"]);
    await expect(trail.getByRole("link", { name: "Careers" })).toHaveAttribute("href", "/Career");
  });

  test("JobPosting on every open opening, with Google's required and recommended fields @desktop", async ({ page }) => {
    for (const job of JOBS) {
      await page.goto(`/Career/${job.slug}`);
      const blocks = await jsonLd(page);
      const postings = blocks.filter((b) => b["@type"] === "JobPosting");
      expect(postings, job.slug).toHaveLength(1);
      const p = postings[0]!;
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(p).toMatchObject({
        "@context": "https://schema.org",
        title: job.title,
        description: expect.stringMatching(/^<p>.+<\/p>.*<h3>.+<\/h3><ul><li>/),
        datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        validThrough: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T23:59:59Z$/),
        employmentType: { "Full Time": "FULL_TIME", "Part Time": "PART_TIME", Contract: "CONTRACTOR" }[job.type],
        hiringOrganization: {
          "@type": "Organization",
          name: BRAND,
          logo: expect.stringMatching(/^https?:\/\/.+\.png$/),
        },
        identifier: { "@type": "PropertyValue", value: job.slug },
        directApply: true,
        url: canonical,
      });
      if (p.jobLocationType === "TELECOMMUTE") {
        expect(p.applicantLocationRequirements).toEqual([{ "@type": "Country", name: "India" }]);
      } else {
        expect(p.jobLocation).toMatchObject({
          "@type": "Place",
          address: { "@type": "PostalAddress", addressLocality: "Mumbai", addressCountry: "IN" },
        });
      }
      if (p.baseSalary)
        expect(p.baseSalary).toMatchObject({
          "@type": "MonetaryAmount",
          currency: "INR",
          value: { "@type": "QuantitativeValue", unitText: expect.stringMatching(/^(HOUR|DAY|WEEK|MONTH|YEAR)$/) },
        });
      expect(blocks.find((b) => b["@type"] === "BreadcrumbList")).toBeDefined();
    }
  });

  test("adds no script to the frame's but its own small chunks; the form's code comes after, in its own chunk @desktop", async ({
    page,
  }) => {
    const name = (url: string) => new URL(url).pathname.replace(/-[0-9a-f]{20}\.js$/, ".js");
    const frame = ["/app.js", "/framework.js", "/webpack-runtime.js"];
    // The first load: the chunk groups of the frame (`app`) and of the template, as webpack built them
    // (what `npm run weight` counts); the application form's chunk is in neither.
    const stats = (await (await page.request.get("/webpack.stats.json")).json()) as {
      namedChunkGroups: Record<string, { assets: { name: string }[] }>;
    };
    const named = ["app", "component---src-templates-job-tsx"].flatMap((g) =>
      stats.namedChunkGroups[g]!.assets.map((a) => name(`http://x/${a.name}`)),
    );
    expect(named).toEqual(expect.arrayContaining([...frame, "/component---src-templates-job-tsx.js"]));
    for (const n of named.filter((n) => !frame.includes(n)))
      expect(n).toMatch(/^\/(component---src-templates-job-tsx|[0-9a-f]{40})\.js$/);
    const job = collectScripts(page);
    await page.goto("/Career/react-developer", { waitUntil: "networkidle" });
    await expect(page.getByRole("form", { name: "Application for React Developer" })).toBeVisible();
    const scripts = await job();
    const first = scripts.filter((s) => named.includes(name(s.url)));
    expect(first.map((s) => name(s.url))).toEqual(expect.arrayContaining(named));
    expect(first.filter((s) => !frame.includes(name(s.url))).reduce((sum, s) => sum + s.body.length, 0)).toBeLessThan(
      24_000,
    );
    for (const s of first) expect(s.body).not.toMatch(/formik|validateYupSchema|ValidationError/i);
    // Formik and Yup arrive with the form, in a chunk of their own loaded after the page.
    const later = scripts.filter((s) => !named.includes(name(s.url)));
    expect(later.some((s) => /formik|validateYupSchema|ValidationError/i.test(s.body))).toBe(true);
  });

  test("the page does not shift as it loads (CLS under 0.01) @mobile", async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!e.hadRecentInput) w.__cls += e.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/Career/graphic-designer");
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.01);
  });
});

test.describe("a filled opening", () => {
  test("its page stays, says the position is filled, has no JobPosting and is kept out of search", async ({ page }) => {
    const res = await page.goto(`/Career/${FILLED_JOB.slug}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(FILLED_JOB.title);
    await expect(page.getByRole("main")).toContainText("This position has been filled");
    await expect(page.getByTestId("job-facts")).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^Send Resume/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "See all open positions" })).toHaveAttribute("href", "/Career");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    expect((await jsonLd(page)).filter((b) => b["@type"] === "JobPosting")).toEqual([]);
  });

  test("the sitemap lists the open openings' pages and not the filled one @desktop", async ({ request }) => {
    const xml = await (await request.get("/sitemap-0.xml")).text();
    for (const job of JOBS) expect(xml).toContain(`/Career/${job.slug}</loc>`);
    expect(xml).toContain("/Career</loc>");
    expect(xml).not.toContain(`/Career/${FILLED_JOB.slug}`);
  });
});
