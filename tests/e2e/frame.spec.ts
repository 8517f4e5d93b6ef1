import { test as unhydrated, type Page } from "@playwright/test";
import { closeWithEscape, expect, rootOverflow, test } from "./fixtures";
import { BLOG_SLUGS, BRAND, CASE_STUDIES, JOBS, SERVICE_ROUTES, STATIC_ROUTES } from "./routes";

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 832; // md = 52em

/** Collects console errors and failed requests so a test can assert a clean page. */
function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  return errors;
}

test.describe("routes", () => {
  const caseStudies = CASE_STUDIES.map((c): [string, string] => [c.path, c.client]);
  const jobs = JOBS.map((j): [string, string] => [`/Career/${j.slug}`, j.title]);
  for (const [path, title] of [...STATIC_ROUTES, ...SERVICE_ROUTES, ...caseStudies, ...jobs]) {
    test(`${path} has its title and one h1`, async ({ page }) => {
      const errors = watchConsole(page);
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page).toHaveTitle(`${title} | ${BRAND}`);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
      expect(errors).toEqual([]);
    });
  }
});

test.describe("the phone's screen", () => {
  // One test for every page at 375 px (the mobile project): the route loop above runs once, at 1280 px.
  test("no page is wider than the screen @mobile", async ({ page }) => {
    test.setTimeout(180_000);
    const paths = [
      ...STATIC_ROUTES.map(([p]) => p),
      ...SERVICE_ROUTES.map(([p]) => p),
      ...CASE_STUDIES.map((c) => c.path),
      ...JOBS.map((j) => `/Career/${j.slug}`),
      ...BLOG_SLUGS.map((s) => `/blog/${s}`),
      "/no-such-page",
    ];
    const wider: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) wider.push(`${path}: ${overflow} px`);
    }
    expect(wider).toEqual([]);
  });
});

test.describe("header", () => {
  test("highlights the current page after client-side navigation, without a reload @widths", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    if (isMobile(page)) await page.getByRole("button", { name: "Menu" }).click();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page).toHaveTitle(`About Page | ${BRAND}`);
    // The same document: a full page load would have dropped the marker.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
    if (isMobile(page)) await page.getByRole("button", { name: "Menu" }).click();
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", /.+/);
    // Visibly highlighted (the colour transitions, so let the assertion retry until it settles).
    await expect(nav.getByRole("link", { name: "About" })).toHaveCSS("background-color", "rgb(238, 234, 254)");
  });

  test("links to the six sections of the site @widths", async ({ page }) => {
    await page.goto("/");
    if (isMobile(page)) await page.getByRole("button", { name: "Menu" }).click();
    const links = page.getByRole("navigation", { name: "Main" }).getByRole("link");
    await expect(links).toHaveText(["Home", "Services", "Blog", "About", "News & Insights", "Contact"]);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(["/", "/services", "/blog", "/about", "/news", "/contact"]);
  });
});

test.describe("mobile menu", () => {
  // The menu button exists below md: @mobile runs in the mobile project only (see playwright.config.ts).
  test("opens, and closes when a link is chosen @mobile", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Menu" });
    const nav = page.locator("#primary-nav");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(nav).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(nav).toBeVisible();
    await nav.getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(nav).toBeHidden();
  });

  test("is not shown on desktop, where the navigation is always visible @desktop", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });
});

test.describe("Get Started dialog", () => {
  test("opens from the header button and closes with Esc, returning focus @widths", async ({ page }) => {
    await page.goto("/");
    const opener = page.getByRole("banner").getByRole("button", { name: "Get Started" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Get Started Today" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      "Fill out the form below and we'll get back to you within 24 hours to discuss your project.",
    );
    await expect(dialog).toContainText("We respect your privacy and will never share your information.");
    // Focus is inside the dialog, and the page behind does not scroll.
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    expect(await rootOverflow(page)).toBe("hidden");
    await closeWithEscape(page, dialog, opener);
  });

  test("opens from Schedule a Call and closes with the close button @widths", async ({ page }) => {
    await page.goto("/services");
    const opener = page.getByRole("contentinfo").getByRole("button", { name: "Schedule a Call" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Get Started Today" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close dialog" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("closes on a click outside the panel and keeps focus trapped while open @widths", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Get Started" }).click();
    const dialog = page.getByRole("dialog", { name: "Get Started Today" });
    await expect(dialog).toBeVisible();
    // Tabbing many times never reaches the page behind the modal.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(
        () => document.activeElement === document.body || !!document.activeElement?.closest("dialog"),
      );
      expect(inside).toBe(true);
    }
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });
});

// Without the fixture's wait for hydration: this test holds the scripts back.
unhydrated(
  "a click before the page's scripts ran opens the dialog, and the form comes with them @widths",
  async ({ page }) => {
    // The app chunk waits until the click has been made (every page needs it to hydrate).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/app-[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto("/", { waitUntil: "load" });
    const opener = page.getByRole("banner").getByRole("button", { name: "Get Started" });
    await opener.click();
    // The browser opened the dialog the server drew (its show-modal command): no script had run.
    const dialog = page.getByRole("dialog", { name: "Get Started Today" });
    await expect(dialog).toBeVisible();
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    // Once the scripts run, the dialog takes that state over: the form renders and the page is locked.
    release();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(dialog.getByLabel("Full Name *")).toBeVisible();
    expect(await rootOverflow(page)).toBe("hidden");
    await closeWithEscape(page, dialog, opener);
    // And it opens again as usual, now through React.
    await opener.click();
    await expect(dialog.getByLabel("Full Name *")).toBeVisible();
    // No recoverable hydration error (#421) from the click.
    expect(errors).toEqual([]);
  },
);

test.describe("footer", () => {
  test("has the spec's links, contact details, hours and the current year", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2031-03-04T10:00:00Z"));
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    for (const [, title] of SERVICE_ROUTES) {
      await expect(footer.getByRole("link", { name: title, exact: true })).toHaveCount(1);
    }
    const hrefs = await footer.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    for (const href of [
      ...SERVICE_ROUTES.map(([p]) => p),
      "/about",
      "/contact",
      "/services",
      "/blog",
      "/Career",
      "/PrivacyPolicy",
      "/TermsOfService",
      "/CookiePolicy",
      "mailto:hello@atriadigital.example",
      "tel:+19165550142",
    ]) {
      expect(hrefs).toContain(href);
    }
    await expect(footer).toContainText("Mon - Fri: 9AM - 6PM EST");
    // Computed in the browser, not frozen at build time.
    await expect(footer.getByTestId("current-year")).toHaveText("2031");
  });

  test("Blog and Careers quick links are full page loads", async ({ page }) => {
    await page.goto("/about");
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
    await page.getByRole("contentinfo").getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL(/\/Career$/);
    await expect(page.locator("h1")).toHaveText("Join Our Creative Team");
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBeUndefined();
  });

  test("a service link navigates on the client", async ({ page }) => {
    await page.goto("/about");
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 9));
    await page.getByRole("contentinfo").getByRole("link", { name: "SEO", exact: true }).click();
    await expect(page).toHaveURL(/\/services\/seo$/);
    await expect(page).toHaveTitle(`SEO | ${BRAND}`);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(9);
  });
});

test.describe("skip link", () => {
  test("is the first tab stop and moves focus to the main content @widths", async ({ page }) => {
    await page.goto("/services");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });
});

test.describe("styles while the page starts", () => {
  // The server's critical CSS is in <head>; the browser's Emotion cache reads its classes from it
  // and gets the names of the classes no element uses (gatsby/critical-css.ts,
  // src/lib/emotion-cache.ts), so hydration compiles and inserts next to nothing. A cache that
  // missed them would insert about a hundred rules on the home page (one per class), restyling
  // the document as it starts; the page would look the same.
  for (const path of ["/", "/about", "/blog/strategies-for-digital-triumph"]) {
    test(`${path}: hydration inserts at most three style rules @desktop`, async ({ page }) => {
      await page.goto(path);
      const inserted = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLStyleElement>("style[data-emotion]")].reduce(
          (n, s) => n + (s.sheet?.cssRules.length ?? 0),
          0,
        ),
      );
      expect(inserted).toBeLessThanOrEqual(3);
      // The server's class rules are there, in plain <style> elements.
      const serverRules = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLStyleElement>("head style:not([data-emotion])")].reduce(
          (n, s) => n + [...(s.sheet?.cssRules ?? [])].filter((r) => r.cssText.startsWith(".css-")).length,
          0,
        ),
      );
      expect(serverRules).toBeGreaterThan(30);
    });
  }
});
