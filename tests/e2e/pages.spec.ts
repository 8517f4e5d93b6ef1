import { expect, test } from "./fixtures";
import { SERVICE_ROUTES } from "./routes";

/** Marketing pages: services, service pages, careers, portfolio, home, about, legal. */

const PRICES: [title: string, price: string, slug: string][] = [
  ["Online Reputation Management", "$499/month", "online-reputation"],
  ["Social Media Marketing", "$299/month", "social-media-marketing"],
  ["Website Design & Development", "$499", "website-design-development"],
  ["Email Marketing", "$299/month", "email-marketing"],
  ["SEO", "$299/month", "seo"],
  ["Ecommerce Development", "$1,999", "ecommerce-development"],
  ["Full Analytics", "$299/month", "full-analytics"],
  ["Mobile App Development", "$2,999", "mobile-app-development"],
];

test.describe("services page", () => {
  test("hero, why choose us, eight priced cards with Learn More links", async ({ page }) => {
    await page.goto("/services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
    await expect(page.getByRole("button", { name: "Get Started Today" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Schedule Consultation" })).toBeVisible();
    const why = page.getByRole("region", { name: "Why Choose Us?" });
    for (const text of [
      "200+",
      "Projects Completed",
      "99%",
      "Client Satisfaction",
      "24/7",
      "10+",
      "Years Experience",
    ]) {
      await expect(why).toContainText(text);
    }
    const cards = page.getByTestId("service-card");
    await expect(cards).toHaveCount(8);
    for (const [i, [title, price, slug]] of PRICES.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(title);
      await expect(card.getByTestId("service-price")).toHaveText(`Starting at ${price}`);
      await expect(card.getByRole("listitem")).toHaveCount(4);
      await expect(card.getByRole("link", { name: `Learn More about ${title}` })).toHaveAttribute(
        "href",
        `/services/${slug}`,
      );
    }
    const every = page.getByRole("region", { name: "What You Get With Every Service" });
    await expect(every.getByRole("listitem")).toHaveCount(6);
    for (const text of ["500+", "Money-back guarantee", "24/7 support", "99.9% uptime guarantee"]) {
      await expect(every).toContainText(text);
    }
    await expect(page.getByRole("button", { name: "Get Free Consultation" })).toBeVisible();
    await expect(page.getByRole("link", { name: "View Our Portfolio" })).toHaveAttribute("href", "/our-work");
  });

  test("a Learn More link navigates to the service page", async ({ page }) => {
    await page.goto("/services");
    await page.getByRole("link", { name: "Learn More about Email Marketing" }).click();
    await expect(page).toHaveURL(/\/services\/email-marketing$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Email Marketing");
  });

  test("Get Started Today opens the Get Started dialog", async ({ page }) => {
    await page.goto("/services");
    await page.getByRole("button", { name: "Get Started Today" }).click();
    await expect(page.getByRole("dialog", { name: "Get Started Today" })).toBeVisible();
  });

  test("Our Expertise tabs: first selected, click and keyboard change the panel", async ({ page }) => {
    await page.goto("/services");
    const tabs = page.getByRole("tablist", { name: "Technologies" }).getByRole("tab");
    await expect(tabs).toHaveText([
      "Next.js",
      "React",
      "Laravel",
      "React Native",
      "Flutter",
      "Shopify",
      "WordPress",
      "Magento",
    ]);
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel");
    await expect(panel).toHaveAccessibleName("Next.js");
    await expect(panel).toContainText("Why we use it:");
    await expect(panel).toContainText("Sample Projects:");
    await page.getByRole("tab", { name: "Shopify" }).click();
    await expect(panel).toHaveAccessibleName("Shopify");
    await expect(panel).toContainText("Secure checkout");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "WordPress" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "WordPress" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(panel).toHaveAccessibleName("Magento");
    await page.keyboard.press("Home");
    await expect(panel).toHaveAccessibleName("Next.js");
    await expect(page.getByRole("tab", { name: "Next.js" })).toBeFocused();
  });
});

const SERVICE_FIGURES: Record<string, string[]> = {
  "/services/online-reputation": ["98%", "72 hr"],
  "/services/website-design-development": ["99.9%", "< 3 s"],
  "/services/email-marketing": ["4200%", "35%", "5.2%", "99%"],
};

test.describe("service pages", () => {
  for (const [path, title] of SERVICE_ROUTES) {
    test(`${path}: heading, figures, sections and CTAs`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByRole("region", { name: "Key figures" }).locator("dd")).toHaveCount(4);
      for (const figure of SERVICE_FIGURES[path] ?? ["98%"]) {
        await expect(page.getByRole("region", { name: "Key figures" })).toContainText(figure);
      }
      await expect(page.locator("#process li")).toHaveCount(4);
      await expect(page.getByRole("button", { name: "Get Free Consultation" })).toBeVisible();
    });
  }

  test("the hero's first button opens the Get Started dialog", async ({ page }) => {
    await page.goto("/services/seo");
    await page.getByRole("button", { name: "Get a Free SEO Audit" }).click();
    await expect(page.getByRole("dialog", { name: "Get Started Today" })).toBeVisible();
  });
});

const JOBS: [title: string, location: string, type: string][] = [
  ["PHP Developer", "Mumbai", "Full Time"],
  ["React Developer", "Mumbai", "Full Time"],
  ["DotNet Developer", "Mumbai", "Full Time"],
  ["Python Developer", "Mumbai", "Full Time"],
  ["Graphic Designer", "Mumbai, India", "Part Time"],
  ["UI/UX Designer", "Mumbai, India", "Contract"],
  ["SEO Executive", "Mumbai", "Full Time"],
  ["HR Executive", "Mumbai, India", "Full Time"],
];

test.describe("careers", () => {
  test("eight job cards with Send Resume mail links", async ({ page }) => {
    await page.goto("/Career");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join Our Creative Team");
    const cards = page.getByTestId("job-card");
    await expect(cards).toHaveCount(8);
    for (const [i, [title, location, type]] of JOBS.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(title);
      await expect(card).toContainText(`Location: ${location}`);
      await expect(card).toContainText(`Type: ${type}`);
      const href = await card.getByRole("link", { name: `Send Resume for ${title}` }).getAttribute("href");
      expect(href).toBe(`mailto:hello@atriadigital.example?subject=${encodeURIComponent(`Application for ${title}`)}`);
    }
  });
});

test.describe("our work", () => {
  test("ten 500px tiles linking to the live sites in a new tab", async ({ page }) => {
    await page.goto("/our-work");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Some of Our Projects");
    const windows = page.getByTestId("project-window");
    await expect(windows).toHaveCount(10);
    for (let i = 0; i < 10; i++) {
      const w = windows.nth(i);
      await expect(w).toHaveAttribute("target", "_blank");
      await expect(w).toHaveAttribute("rel", "noopener noreferrer");
      await expect(w).toHaveAttribute("href", /^https:\/\/[a-z]+\.example$/);
      expect((await w.boundingBox())?.height).toBeCloseTo(500, 0);
    }
  });

  test("the screenshot scrolls by itself and stops while hovered", async ({ page }) => {
    await page.goto("/our-work");
    const tile = page.getByTestId("project-window").first();
    await tile.scrollIntoViewIfNeeded();
    const shot = tile.getByTestId("project-shot");
    const offset = () =>
      shot.evaluate((el) => {
        const m = new DOMMatrixReadOnly(getComputedStyle(el).transform);
        return -m.m42;
      });
    await expect.poll(offset, { timeout: 5000 }).toBeGreaterThan(3);
    const a = await offset();
    await page.waitForTimeout(500);
    expect(await offset()).toBeGreaterThan(a);
    await tile.hover();
    await page.waitForTimeout(100);
    const paused = await offset();
    await page.waitForTimeout(600);
    expect(await offset()).toBe(paused);
    await page.mouse.move(0, 0);
    await expect.poll(offset, { timeout: 5000 }).toBeGreaterThan(paused);
  });

  test("the screenshot stays still under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/our-work");
    const shot = page.getByTestId("project-shot").first();
    await page.waitForTimeout(800);
    const transform = await shot.evaluate((el) => getComputedStyle(el).transform);
    expect(transform).toBe("none");
  });
});
