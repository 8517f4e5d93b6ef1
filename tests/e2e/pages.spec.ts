import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import matter from "gray-matter";
import { collectScripts, expect, test } from "./fixtures";
import { SERVICE_FIGURES, SERVICE_PRICES as PRICES, SERVICE_ROUTES } from "./routes";

/** Marketing pages: services, service pages, careers, portfolio, home, about, legal. */

/** Waits until the image has its picture: loaded, with a width. */
function expectImageLoaded(img: Locator) {
  return expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
}

/**
 * Brings the image to the middle of the viewport, so a lazy one is requested, and waits until it has loaded.
 * (scrollIntoViewIfNeeded would wait for the image to stand still; the auto-scrolling tiles never do.)
 */
async function scrollToImage(img: Locator) {
  await img.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await expectImageLoaded(img);
}

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

test.describe("service pages", () => {
  for (const [path, title] of SERVICE_ROUTES) {
    test(`${path}: heading, figures, sections and CTAs`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      const figures = SERVICE_FIGURES.get(path)!;
      await expect(page.getByRole("region", { name: "Key figures" }).locator("dd")).toHaveCount(figures.length);
      for (const figure of figures) {
        await expect(page.getByRole("region", { name: "Key figures" })).toContainText(figure);
      }
      await expect(page.locator("#process li")).toHaveCount(4);
      await expect(page.getByRole("button", { name: "Get Free Consultation" })).toBeVisible();
    });
  }

  test("key figures in one row line up even when a label wraps @desktop", async ({ page }) => {
    await page.goto("/services/seo");
    const figures = page.getByRole("region", { name: "Key figures" }).locator("dd");
    const tops = await figures.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(tops).toHaveLength(4);
    expect(new Set(tops).size).toBe(1);
  });

  test("the hero's first button opens the Get Started dialog", async ({ page }) => {
    await page.goto("/services/seo");
    await page.getByRole("button", { name: "Get a Free SEO Audit" }).click();
    await expect(page.getByRole("dialog", { name: "Get Started Today" })).toBeVisible();
  });
});

test.describe("our work", () => {
  test("ten 500px tiles linking to the live sites in a new tab @widths", async ({ page }) => {
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

  for (const [path, held] of [
    // The eight tiles after the first two, and the page's other lazy images.
    ["/our-work", 8],
    // The client logos (plain images marked to be held) and the teasers' images.
    ["/", 16],
  ] as const) {
    test(`lazy images off the first screen of ${path} are requested only after the first paint`, async ({ page }) => {
      // Chromium requests lazy images within its lazy-load margin in the frame of the first layout;
      // the page holds them until it has been painted whole (gatsby/after-paint.ts), so they never
      // share the bandwidth of the largest paint.
      const selector = 'img[loading="lazy"][data-after-paint]';
      await page.goto(path);
      await expect(page.locator("html")).not.toHaveAttribute("data-before-paint");
      await expect.poll(() => page.locator(selector).count()).toBeGreaterThanOrEqual(held);
      // Bring the last held image near, so some are requested on every viewport.
      await scrollToImage(page.locator(selector).last());
      const timing = await page.evaluate((selector) => {
        const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN;
        const lazy = [...document.querySelectorAll<HTMLImageElement>(selector)]
          .map((img) => img.currentSrc)
          .filter(Boolean);
        const starts = performance
          .getEntriesByType("resource")
          .filter((e) => lazy.includes(e.name))
          .map((e) => e.startTime);
        return { fcp, starts };
      }, selector);
      expect(timing.fcp).toBeGreaterThan(0);
      expect(timing.starts.length).toBeGreaterThan(0);
      for (const start of timing.starts) expect(start).toBeGreaterThan(timing.fcp);
    });
  }

  test("after a client-side navigation, the tiles drawn in the browser load and show, with no image library", async ({
    page,
  }) => {
    // Pages reached without a load have no server HTML for their images: React draws them, as plain
    // <img> elements (src/components/picture.tsx), with none of GatsbyImage's code.
    const loaded = collectScripts(page);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto("/");
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate("/our-work"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Some of Our Projects");
    const images = page.locator("[data-picture] img");
    await expect(images).toHaveCount(10);
    for (let i = 0; i < 10; i++) {
      const img = images.nth(i);
      await scrollToImage(img);
      await expect(img).toBeVisible();
      await expect(img).toHaveAttribute("alt", /\S/);
    }
    // No script is React DOM's server build (72 KB; its streaming API names it) or GatsbyImage's
    // component (which names its wrapper).
    const scripts = await loaded();
    expect(scripts.filter((s) => s.body.includes("renderToNodeStream")).map((s) => s.url)).toEqual([]);
    expect(scripts.filter((s) => s.body.includes("data-gatsby-image-wrapper")).map((s) => s.url)).toEqual([]);
    expect(errors).toEqual([]);
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

test.describe("home", () => {
  test("hero, AI websites, overview, stats and closing call to action", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quality Digital Services You Really Need!");
    await expect(page.getByTestId("hero-subtitle")).toContainText(
      "Transform your business with strategies that drive real results",
    );
    await expect(page.getByRole("link", { name: "Explore Our Services" })).toHaveAttribute("href", "/services");
    const ai = page.getByRole("region", { name: "Our AI Websites" });
    await expect(ai.getByRole("button", { name: "Get Free Consultation" })).toBeVisible();
    await expect(ai.getByRole("link", { name: "View Our Work" })).toHaveAttribute("href", "/our-work");
    await expect(ai).toContainText("Campaign Performance");
    const overview = page.getByRole("region", { name: "Everything your business needs to grow online" });
    await expect(overview.getByRole("heading", { level: 3 })).toHaveText([
      "SEO Optimization",
      "PPC Advertising",
      "Social Media Marketing",
      "Analytics & Reporting",
    ]);
    await expect(page.getByRole("link", { name: "Start Your Free Consultation" })).toHaveAttribute("href", "/contact");
  });

  test("stats count up to their values once scrolled into view", async ({ page }) => {
    await page.goto("/");
    const stats = page.getByTestId("home-stat");
    const shown = stats.locator("[data-counter]");
    await expect(shown.first()).toHaveText("0+");
    await stats.first().scrollIntoViewIfNeeded();
    await expect(shown).toHaveText(["200+", "250%", "99%", "24/7"], { timeout: 6000 });
    await expect(stats).toContainText([
      "Total Clients",
      "Average ROI Increase",
      "Customer Satisfaction",
      "Support Available",
    ]);
  });

  test("the typed subtitle completes and a click on the hero makes a ripple", async ({ page }) => {
    await page.goto("/");
    // The ripple lives 0.8 s: watch for it in the page rather than polling, which a busy machine can miss.
    await page.evaluate(() => {
      const w = window as Window & { rippleSeen?: boolean };
      new MutationObserver((_, observer) => {
        if (document.querySelector("[data-ripple]")) {
          w.rippleSeen = true;
          observer.disconnect();
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole("heading", { level: 1 }).click();
    await expect.poll(() => page.evaluate(() => (window as Window & { rippleSeen?: boolean }).rippleSeen)).toBe(true);
    await expect(page.locator("[data-ripple]")).toHaveCount(0);
    await expect(page.locator("[data-typed]")).toHaveCount(0, { timeout: 5000 });
  });

  test("logos, project tiles, blog teasers and testimonials", async ({ page }) => {
    await page.goto("/");
    const logos = page.getByRole("region", { name: "We Worked For" }).getByRole("img");
    expect(await logos.count()).toBeGreaterThanOrEqual(8);
    // Each logo loads once scrolled to, drawn at its size (its box kept that size before).
    await logos.first().evaluate((el) => el.scrollIntoView({ block: "center" }));
    for (const logo of await logos.all()) {
      await expectImageLoaded(logo);
      expect(await logo.evaluate((el: HTMLImageElement) => [el.width, el.height])).toEqual([144, 48]);
      await expect(logo).toHaveAttribute("alt", /\S/);
    }
    const tiles = page.getByTestId("project-window");
    await expect(tiles).toHaveCount(3);
    for (let i = 0; i < 3; i++) {
      await expect(tiles.nth(i)).toHaveAttribute("target", "_blank");
      expect((await tiles.nth(i).boundingBox())?.height).toBeCloseTo(500, 0);
    }
    const blog = page.getByRole("region", { name: "Insights for growing businesses" });
    const reads = blog.getByRole("link", { name: /^Read more/ });
    expect(await reads.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
      "/blog/decrypting-online-success-guide-to-web-design-in-sacramento",
      "/blog/digital-marketing-unveiling-key-trends-for-2024",
      "/blog/embracing-recent-trends-in-web-development",
    ]);
    await expect(page.getByRole("link", { name: "View More Articles" })).toHaveAttribute("href", "/blog");
    const testimonials = page.getByRole("region", { name: "What our clients say" });
    await expect(testimonials.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(3);
  });
});

test.describe("hero sequence", () => {
  /** Animation delay and duration (s) of each About hero element's nearest animated box. */
  async function heroSteps(page: Page) {
    const hero = page.locator("main section").first();
    const parts = [
      hero.getByRole("heading", { level: 1 }),
      hero.locator("h1 + p"),
      hero.getByRole("link", { name: "Join Our Team" }),
      hero.getByTestId("about-stat").first(),
    ];
    return Promise.all(
      parts.map((part) =>
        part.evaluate((el) => {
          let node: Element | null = el;
          while (node && getComputedStyle(node).animationName === "none") node = node.parentElement;
          const style = getComputedStyle(node ?? el);
          return { delay: parseFloat(style.animationDelay), duration: parseFloat(style.animationDuration) };
        }),
      ),
    );
  }

  test("title, lead, actions and figures enter one after another", async ({ page }) => {
    await page.goto("/about");
    const delays = (await heroSteps(page)).map((s) => s.delay);
    expect(delays).toHaveLength(4);
    expect(delays[0]).toBe(0);
    expect([...delays].sort((a, b) => a - b)).toEqual(delays);
    expect(new Set(delays).size).toBe(4);
    // At rest everything is visible.
    const actions = page.getByRole("link", { name: "Join Our Team" }).locator("..");
    await expect.poll(() => actions.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  });

  test("no hero motion under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/about");
    for (const step of await heroSteps(page)) expect(step.duration).toBeLessThan(0.01);
  });
});

test.describe("about", () => {
  test("hero stats, overview, values, mission, team and calls to action", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Atria Digital");
    await expect(page.getByRole("link", { name: "Join Our Team" })).toHaveAttribute("href", "/Career");
    await expect(page.getByTestId("about-stat").locator("[data-counter]")).toHaveText(["500+", "50+", "15+"], {
      timeout: 6000,
    });
    const overview = page.locator("#overview");
    for (const text of ["2019", "25+", "250%"]) await expect(overview).toContainText(text);
    await expect(page.locator("#values li")).toHaveCount(4);
    await expect(page.getByRole("heading", { name: "Our mission" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our vision" })).toBeVisible();
    const team = page.getByTestId("team-member");
    await expect(team).toHaveCount(6);
    for (let i = 0; i < 6; i++) {
      const member = team.nth(i);
      await expect(member.getByRole("link", { name: /^LinkedIn/ })).toHaveAttribute("target", "_blank");
      await expect(member.getByRole("link", { name: /^X \/ Twitter/ })).toHaveAttribute("rel", "noopener noreferrer");
      await expect(member.getByRole("link", { name: /^Email/ })).toHaveAttribute("href", /^mailto:/);
    }
    await expect(page.getByRole("region", { name: "We Worked For" })).toBeVisible();
    await page.getByRole("button", { name: "Schedule a Call" }).last().click();
    await expect(page.getByRole("dialog", { name: "Get Started Today" })).toBeVisible();
  });
});

test.describe("legal pages", () => {
  test("privacy policy: badge, date, sections 1-11 and contact details", async ({ page }) => {
    await page.goto("/PrivacyPolicy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect(page.getByText("Your Privacy Matters")).toBeVisible();
    await expect(page.getByTestId("last-updated")).toHaveText("Last Updated: January 2024");
    const h2 = page.locator("main h2");
    await expect(h2).toHaveText([
      "Our Commitment to Your Privacy",
      "1. Information We Collect",
      "2. How We Use Your Information",
      "3. Cookies and Tracking Technologies",
      "4. Information Sharing and Disclosure",
      "5. Data Security",
      "6. Your Rights and Choices",
      "7. Data Retention",
      "8. International Data Transfers",
      "9. Children's Privacy",
      "10. Changes to This Privacy Policy",
      "11. Contact Us",
    ]);
    for (const right of ["Access", "Correction", "Deletion", "Portability", "Opt-out", "Restriction"]) {
      await expect(page.locator("main")).toContainText(`${right}:`);
    }
    await expect(page.locator("main")).toContainText("under 16");
    const contact = page.getByRole("region", { name: "11. Contact Us" });
    await expect(contact).toContainText("30 days");
    await expect(contact.getByRole("link", { name: "hello@atriadigital.example" })).toHaveAttribute(
      "href",
      "mailto:hello@atriadigital.example",
    );
    await expect(contact.getByRole("link", { name: "+1 (916) 555-0142" })).toBeVisible();
    await expect(contact).toContainText("1215 K Street");
  });

  test("terms of service: ten sections with the contract figures", async ({ page }) => {
    await page.goto("/TermsOfService");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
    await expect(page.locator("main h2")).toHaveCount(10);
    const main = page.locator("main");
    for (const text of [
      "within 30 days",
      "30 days' notice",
      "12 months",
      "30 days' written notice",
      "at least 30 days",
    ]) {
      await expect(main).toContainText(text);
    }
  });

  test("accessibility statement: the W3C statement's parts, WCAG 2.2 AA, the gates' figures, feedback and its date", async ({
    page,
  }) => {
    const source = matter(
      fs.readFileSync(path.join(__dirname, "..", "..", "content", "legal", "accessibility.mdx"), "utf8"),
    );
    const headings = [...source.content.matchAll(/^## (.+)$/gm)].map((m) => m[1]!);
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility" }).click();
    await expect(page).toHaveURL(/\/accessibility$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(String(source.data.title));
    await expect(page.getByTestId("last-updated")).toContainText(String(source.data.lastUpdated));
    await expect(page.locator("main h2")).toHaveText([...headings, String(source.data.contactHeading)]);
    const main = page.locator("main");
    for (const part of ["Our Commitment", "Conformance Status", "Measures We Take", "Known Limitations"])
      expect(headings).toContain(part);
    await expect(main).toContainText("WCAG 2.2 level AA");
    await expect(main).toContainText("0 violations");
    await expect(main).toContainText("0 errors");
    await expect(main).toContainText("100 out of 100");
    const feedback = page.getByRole("region", { name: String(source.data.contactHeading) });
    await expect(feedback).toContainText(/within \d+ business days/);
    await expect(feedback.getByRole("link", { name: "hello@atriadigital.example" })).toBeVisible();
    await expect(main).toContainText(/prepared on \d{1,2} \w+ \d{4}/);
  });

  test("cookie policy: choices card, four cookie types, third parties in a new tab", async ({ page }) => {
    await page.goto("/CookiePolicy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cookie Policy");
    const choices = page.getByRole("region", { name: "Your Cookie Choices" });
    await expect(choices.getByRole("button", { name: "Manage Cookie Preferences" })).toBeVisible();
    await expect(choices.getByRole("button", { name: "View All Cookies" })).toBeVisible();
    const types = page.getByTestId("cookie-type");
    await expect(types).toHaveCount(4);
    await expect(types.nth(0)).toContainText("Session up to 1 year");
    await expect(types.nth(0)).toContainText("Always active");
    await expect(types.nth(1)).toContainText("13 months to 2 years");
    await expect(types.nth(2)).toContainText("30 days to 2 years");
    await expect(types.nth(3)).toContainText("1 month to 1 year");
    const third = page.getByTestId("third-party");
    expect(await third.count()).toBeGreaterThanOrEqual(3);
    const links = page.getByRole("region", { name: "Third-Party Services" }).getByRole("link");
    for (const target of await links.evaluateAll((as) =>
      as.map((a) => [a.getAttribute("target"), a.getAttribute("rel")]),
    )) {
      expect(target).toEqual(["_blank", "noopener noreferrer"]);
    }
    await expect(page.locator("main")).toContainText("How to Control Cookies");
    await expect(page.locator("main")).toContainText("Your Rights");
  });
});
