import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { TRACKERS, gaDisableFlag, trackerCspSources, trackersFromEnv } from "../../src/contracts/trackers";
import { nameMatches } from "../../src/lib/consent";
import { expect } from "./fixtures";

/**
 * The tests of a build with both trackers configured, registered by tests/e2e/editor.spec.ts
 * inside its serial run: its second build (the CMS's edits) is made with TRACKERS_ENV and served,
 * and these tests run against that server. A module of its own (not a spec: Playwright collects
 * only *.spec.ts), so the editor's steps and the consent banner's checks read apart.
 *
 * Nothing reaches the internet: every https request is aborted, and the providers' scripts are
 * stand-ins that do what the real tags do to the page that matters here: Google's sets the first-party
 * cookies its documentation lists, Meta's sets _fbp, and _fbc when the address carries fbclid, and
 * leaves the Pixel's queue (window.fbq.queue) holding every call, so a test can count page views.
 */

/** The trackers the second build turns on (src/contracts/trackers.ts); ids in the providers' formats. */
export const TRACKERS_ENV = { GA4_MEASUREMENT_ID: "G-E2ETEST123", META_PIXEL_ID: "123456789012345" };
const GA4 = TRACKERS_ENV.GA4_MEASUREMENT_ID;

/** What gtag.js sets with analytics (and, for _gcl_au, ad storage) granted, per Google's cookie list. */
const GOOGLE_STAND_IN = `(() => {
  const set = (name, value) => { document.cookie = name + "=" + value + "; Path=/; Max-Age=3600; SameSite=Lax"; };
  set("_ga", "GA1.1.1234567890.1700000000");
  set("_ga_${GA4.slice(2)}", "GS1.1.1700000000.1.0.1700000000.0.0.0");
  set("_gid", "GA1.1.987654321.1700000000");
  set("_gat_gtag_${GA4.replace(/-/g, "_")}", "1");
  set("_gac_gb_${GA4.slice(2)}", "1.1700000000.e2e");
  set("_gcl_au", "1.1.1234567890.1700000000");
  window.__trackerStandIn = true;
})();`;
const META_STAND_IN = `(() => {
  const set = (name, value) => { document.cookie = name + "=" + value + "; Path=/; Max-Age=3600; SameSite=Lax"; };
  set("_fbp", "fb.1.1700000000000.1234567890");
  const click = new URLSearchParams(location.search).get("fbclid");
  if (click) set("_fbc", "fb.1.1700000000000." + click);
  window.__trackerStandIn = true;
})();`;
/** The first-party cookies the stand-ins set (the _fbc only after a landing with fbclid). */
const TRACKER_COOKIES = [
  "_ga",
  `_ga_${GA4.slice(2)}`,
  "_gid",
  `_gat_gtag_${GA4.replace(/-/g, "_")}`,
  `_gac_gb_${GA4.slice(2)}`,
  "_gcl_au",
  "_fbp",
  "_fbc",
];

interface Visit {
  context: BrowserContext;
  page: Page;
  providers: string[];
  violations: string[];
}

async function visit(
  browser: Browser,
  viewport: { width: number; height: number },
  options: { gpc?: boolean } = {},
): Promise<Visit> {
  const context = await browser.newContext({ viewport, extraHTTPHeaders: options.gpc ? { "Sec-GPC": "1" } : {} });
  if (options.gpc)
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true, configurable: true }),
    );
  const providers: string[] = [];
  const violations: string[] = [];
  // Playwright tries the routes last added first: the providers' scripts are stand-ins (that they
  // are requested at all means the Content-Security-Policy let them through), the rest is aborted.
  await context.route(/^https:\/\//, (route) => route.abort());
  await context.route(/^https:\/\/[^/]*(googletagmanager\.com|facebook\.net)\//, (route) => {
    const host = new URL(route.request().url()).hostname;
    providers.push(host);
    return route.fulfill({
      contentType: "text/javascript",
      body: host.endsWith("facebook.net") ? META_STAND_IN : GOOGLE_STAND_IN,
    });
  });
  const page = await context.newPage();
  watchCsp(page, violations);
  return { context, page, providers, violations };
}

function watchCsp(page: Page, violations: string[]) {
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
}

/** Goes to `url` and waits until React has hydrated the page (gatsby-browser marks <html data-hydrated>). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

const banner = (page: Page) => page.getByRole("region", { name: "Cookie choices", exact: true });
const choicesDialog = (page: Page) => page.getByRole("dialog", { name: "Your Privacy Choices" });

/** Opens the privacy choices from the footer. */
async function openChoices(page: Page) {
  await page.getByRole("contentinfo").getByRole("button", { name: "Your Privacy Choices" }).click();
  await expect(choicesDialog(page)).toBeVisible();
}

/** The Consent Mode commands of the page, as "default denied", "update granted", ... (analytics_storage). */
const consentCommands = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((args) => Array.from(args as ArrayLike<unknown>))
      .filter((a) => a[0] === "consent")
      .map((a) => `${String(a[1])} ${(a[2] as { analytics_storage: string }).analytics_storage}`),
  );

/** The Pixel's calls so far (the stand-in never drains Meta's queue), as "track PageView", "consent revoke", ... */
const pixelCalls = (page: Page) =>
  page.evaluate(() =>
    ((window.fbq as unknown as { queue?: unknown[][] } | undefined)?.queue ?? []).map((a) =>
      a.slice(0, 2).map(String).join(" "),
    ),
  );
const pageViews = async (page: Page) => (await pixelCalls(page)).filter((c) => c === "track PageView").length;

const gaDisabled = (page: Page) =>
  page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], gaDisableFlag(GA4));

const cookieNames = async (context: BrowserContext) => (await context.cookies()).map((c) => c.name).sort();

/**
 * The page's layout shifts not caused by input (what CLS adds up), from the first paint on: their
 * sum, and whether any moved something inside the banner.
 */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ sum: number; inBanner: boolean }>((resolve) => {
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
        new PerformanceObserver((list) => {
          const shifts = (list.getEntries() as Shift[]).filter((s) => !s.hadRecentInput);
          resolve({
            sum: shifts.reduce((sum, s) => sum + s.value, 0),
            inBanner: shifts.some((s) =>
              s.sources.some((source) => {
                const element = source.node instanceof Element ? source.node : source.node?.parentElement;
                return Boolean(element?.closest("[data-consent-banner]"));
              }),
            ),
          });
        }).observe({ type: "layout-shift", buffered: true });
        // No entry at all: nothing shifted.
        setTimeout(() => resolve({ sum: 0, inBanner: false }), 500);
      }),
  );

/** One of the configured build's tests, for editor.spec.ts to declare. */
export interface TrackerCase {
  title: string;
  body: (fixtures: { browser: Browser; request: APIRequestContext }) => Promise<void>;
}

export function trackerBuildTests({
  served,
  builtAt,
}: {
  /** The configured build's server, once started. */
  served: () => { base: string } | undefined;
  /** The directory of that build (its public/ and its copy of scripts/). */
  builtAt: () => string | undefined;
}): TrackerCase[] {
  const cases: TrackerCase[] = [];
  // Declared by the spec that calls this (editor.spec.ts), so Playwright keeps them in its serial
  // run after the build they need: a test declared here would count as a file of its own.
  const test = (title: string, body: TrackerCase["body"]) => cases.push({ title, body });
  test("the banner is in the static HTML, consent defaults come first, and the policy gains exactly the providers' hosts", async ({
    request,
  }) => {
    expect(served(), "the build of the test before").toBeDefined();
    const response = await request.get(`${served()!.base}/`);
    const html = await response.text();
    const defaults = html.indexOf('gtag("consent","default"');
    expect(defaults).toBeGreaterThan(0);
    expect(html.slice(0, defaults)).not.toMatch(/<script[^>]*\bsrc=/);
    expect(html).toContain('"analytics_storage":"denied"');
    expect(html).toMatch(/<section aria-label="Cookie choices" data-consent-banner=""/);
    // First in the body's content after the skip link: before the header, the main content and the footer.
    const at = (pattern: RegExp) => html.search(pattern);
    expect(at(/<a [^>]*href="#main"/)).toBeLessThan(at(/data-consent-banner/));
    expect(at(/data-consent-banner/)).toBeLessThan(at(/<header\b/));
    const policy = response.headers()["content-security-policy"]!;
    const directive = (name: string) =>
      policy
        .split("; ")
        .find((d) => d.startsWith(`${name} `))!
        .split(" ");
    const hosts = (name: string) => directive(name).filter((s) => s.startsWith("https:"));
    const expected = trackerCspSources(trackersFromEnv(TRACKERS_ENV));
    expect(hosts("script-src")).toEqual(expected["script-src"]);
    expect(hosts("connect-src")).toEqual(expected["connect-src"]);
    // Every page of the configured build, banner included, is valid HTML (the Nu checker).
    const { runVnu } = (await import(path.join(builtAt()!, "scripts", "quality", "vnu.mjs"))) as {
      runVnu: (dir: string) => { files: number; errors: unknown[] };
    };
    const vnu = runVnu(path.join(builtAt()!, "public"));
    expect(vnu.files).toBeGreaterThan(30);
    expect(vnu.errors).toEqual([]);
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
  ]) {
    test(`at ${viewport.width} px: nothing loads before consent, Reject all keeps it so, Accept all loads both, GPC never loads the Pixel`, async ({
      browser,
    }) => {
      // Before consent: the banner, and nothing from either provider.
      const first = await visit(browser, viewport);
      await open(first.page, `${served()!.base}/`);
      await expect(banner(first.page)).toBeVisible();
      await first.page.waitForLoadState("networkidle");
      // The banner is never the largest paint.
      const lcpInBanner = await first.page.evaluate(
        () =>
          new Promise<boolean>((resolve) =>
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
              resolve(Boolean(entries.at(-1)?.element?.closest("[data-consent-banner]")));
            }).observe({ type: "largest-contentful-paint", buffered: true }),
          ),
      );
      expect(lcpInBanner).toBe(false);
      expect(
        (await new AxeBuilder({ page: first.page }).include("[data-consent-banner]").analyze()).violations,
      ).toEqual([]);
      // Reject all, from the keyboard: the banner comes right after the skip link, so the second
      // Tab from the top reaches Reject all. The banner goes, focus moves to the page, nothing loads.
      await first.page.keyboard.press("Tab");
      await expect(first.page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
      for (const name of ["Reject all", "Accept all", "Choose"]) {
        await first.page.keyboard.press("Tab");
        await expect(banner(first.page).getByRole("button", { name })).toBeFocused();
      }
      await first.page.keyboard.press("Shift+Tab");
      await first.page.keyboard.press("Shift+Tab");
      await expect(banner(first.page).getByRole("button", { name: "Reject all" })).toBeFocused();
      await first.page.keyboard.press("Enter");
      await expect(banner(first.page)).toBeHidden();
      await expect(first.page.locator("#main")).toBeFocused();
      await first.page.reload();
      await expect(banner(first.page)).toBeHidden();
      await first.page.waitForLoadState("networkidle");
      expect(first.providers).toEqual([]);
      await first.context.close();

      // Accept all: both tags load, after the consent update, under the policy.
      const second = await visit(browser, viewport);
      await open(second.page, `${served()!.base}/`);
      await banner(second.page).getByRole("button", { name: "Accept all" }).click();
      await expect
        .poll(() => [...new Set(second.providers)].sort())
        .toEqual(["connect.facebook.net", "www.googletagmanager.com"]);
      expect(await consentCommands(second.page)).toEqual(["default denied", "update granted"]);
      expect(await gaDisabled(second.page)).toBe(false);
      expect(second.violations).toEqual([]);
      await second.context.close();

      // Global Privacy Control: Accept all still never loads the Pixel.
      const third = await visit(browser, viewport, { gpc: true });
      await open(third.page, `${served()!.base}/`);
      await third.page.waitForLoadState("networkidle");
      await banner(third.page).getByRole("button", { name: "Accept all" }).click();
      await expect.poll(() => third.providers).toContain("www.googletagmanager.com");
      await third.page.waitForLoadState("networkidle");
      expect(third.providers).not.toContain("connect.facebook.net");
      await third.context.close();
    });

    test(`at ${viewport.width} px: nothing of the page lies out of reach under the banner, which moves nothing and sits at the window's bottom`, async ({
      browser,
    }) => {
      for (const route of ["/contact", "/", "/CookiePolicy", "/no-such-page"]) {
        // The page without the banner (a choice stored): what it shifts by itself, the web font's swap.
        const chosen = await visit(browser, viewport);
        await chosen.context.addCookies([{ name: "atria_consent", value: "1.a0m0p0", url: served()!.base }]);
        await open(chosen.page, `${served()!.base}${route}`);
        await chosen.page.waitForLoadState("networkidle");
        await expect(banner(chosen.page)).toBeHidden();
        const without = await layoutShift(chosen.page);
        await chosen.context.close();

        const { context, page } = await visit(browser, viewport);
        await open(page, `${served()!.base}${route}`);
        await page.waitForLoadState("networkidle");
        const bar = banner(page);
        await expect(bar).toBeVisible();
        // From the first paint to now the banner shifted nothing: its place is in the static HTML.
        const shift = await layoutShift(page);
        expect(shift.inBanner, route).toBe(false);
        expect(shift.sum, route).toBeLessThanOrEqual(without.sum + 0.0005);
        expect(shift.sum, route).toBeLessThan(0.01);
        // At the top of the page the banner lies along the window's bottom edge, full width.
        const top = (await bar.boundingBox())!;
        expect(Math.round(top.y + top.height), route).toBe(viewport.height);
        expect(top.width, route).toBe(await page.evaluate(() => document.documentElement.clientWidth));
        // At the end of the page the footer's last lines are all above it.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForFunction(
          () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
        );
        const footer = page.getByRole("contentinfo");
        const end = (await bar.boundingBox())!;
        for (const part of [
          footer.getByRole("link", { name: "Cookie Policy" }),
          footer.getByRole("button", { name: "Your Privacy Choices" }),
          footer.getByText(/^© \d{4} /),
          footer,
        ]) {
          const box = (await part.boundingBox())!;
          expect(box.y + box.height, `${route}: ${part.toString()}`).toBeLessThanOrEqual(end.y + 0.5);
        }
        // And they work: the footer's privacy choices open above the banner.
        await footer.getByRole("button", { name: "Your Privacy Choices" }).click();
        await expect(choicesDialog(page)).toBeVisible();
        await context.close();
      }
    });
  }

  test("a choice made in one tab holds in every open tab at once: withdrawing stops Consent Mode and the Pixel in the other", async ({
    browser,
  }) => {
    const { context, page: a, providers } = await visit(browser, { width: 1280, height: 800 });
    await open(a, `${served()!.base}/`);
    await banner(a).getByRole("button", { name: "Accept all" }).click();
    await expect.poll(() => [...new Set(providers)].sort()).toHaveLength(2);

    const b = await context.newPage();
    await open(b, `${served()!.base}/blog`);
    await expect(banner(b)).toBeHidden();
    await expect.poll(() => consentCommands(b)).toEqual(["default denied", "update granted"]);
    await expect.poll(() => pageViews(b)).toBe(1);

    // A second tab still undecided sees the choice made elsewhere: its banner goes without a reload.
    const undecided = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await undecided.route(/^https:\/\//, (route) => route.abort());
    const c = await undecided.newPage();
    await open(c, `${served()!.base}/about`);
    await expect(banner(c)).toBeVisible();
    const d = await undecided.newPage();
    await open(d, `${served()!.base}/`);
    await banner(d).getByRole("button", { name: "Reject all" }).click();
    await expect(banner(c)).toBeHidden();
    await undecided.close();

    // Withdraw everything in tab A.
    await openChoices(a);
    await choicesDialog(a).getByRole("button", { name: "Reject all" }).click();
    await expect(choicesDialog(a).getByRole("status")).toHaveText(/Your choices are saved/);

    // Tab B follows without a reload: Consent Mode denied, Google's off switch set, the Pixel revoked.
    await expect.poll(() => consentCommands(b)).toEqual(["default denied", "update granted", "update denied"]);
    expect(await gaDisabled(b)).toBe(true);
    expect((await pixelCalls(b)).at(-1)).toBe("consent revoke");
    // Moving between pages in tab B (client-side: the same document, its Pixel queue kept) counts
    // no more page views.
    await b.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const footer = b.getByRole("contentinfo");
    for (const [name, url] of [
      ["About Us", /\/about$/],
      ["Contact", /\/contact$/],
      ["Services", /\/services$/],
    ] as const) {
      await footer.getByRole("link", { name, exact: true }).click();
      await b.waitForURL(url);
      await b.locator("h1").first().waitFor();
    }
    expect(await b.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(await pageViews(b)).toBe(1);
    expect(await consentCommands(b)).toEqual(["default denied", "update granted", "update denied"]);
    // And no tracker's cookie is left for either tab.
    expect((await cookieNames(context)).filter((n) => n !== "atria_consent")).toEqual([]);
    await context.close();
  });

  test("withdrawal deletes every cookie the trackers set, _fbc and the _ga_<id> patterns included, and turns a loaded Google tag off", async ({
    browser,
  }) => {
    const { context, page } = await visit(browser, { width: 1280, height: 800 });
    // A click on a Meta ad: the Pixel sets _fbc beside _fbp.
    await open(page, `${served()!.base}/?fbclid=IwAR-e2e-click`);
    await banner(page).getByRole("button", { name: "Accept all" }).click();
    await expect.poll(() => cookieNames(context)).toEqual(["atria_consent", ...TRACKER_COOKIES].sort());

    // Every cookie set is in the table, and so is every cookie the providers document.
    await openChoices(page);
    await choicesDialog(page).getByRole("button", { name: "View All Cookies" }).click();
    const listed = await choicesDialog(page)
      .getByRole("table")
      .getByRole("rowheader")
      .evaluateAll((cells) => cells.map((c) => c.textContent ?? ""));
    for (const name of TRACKER_COOKIES)
      expect(
        listed.some((l) => nameMatches(l, name)),
        name,
      ).toBe(true);
    for (const cookie of TRACKERS.flatMap((t) => t.cookies)) expect(listed).toContain(cookie.name);

    // Marketing off: Meta's cookies and Google's ad click cookie go, Analytics stays on.
    await choicesDialog(page).getByRole("switch", { name: "Marketing Cookies" }).uncheck();
    await choicesDialog(page).getByRole("button", { name: "Save my choices" }).click();
    await expect(choicesDialog(page).getByRole("status")).toHaveText(/Your choices are saved/);
    expect(await cookieNames(context)).toEqual(
      ["atria_consent", ...TRACKER_COOKIES.filter((n) => !["_fbp", "_fbc", "_gcl_au"].includes(n))].sort(),
    );
    expect(await gaDisabled(page)).toBe(false);

    // Analytics off too: nothing of Google's is left, and the loaded tag is switched off.
    await choicesDialog(page).getByRole("button", { name: "Reject all" }).click();
    expect(await cookieNames(context)).toEqual(["atria_consent"]);
    expect(await gaDisabled(page)).toBe(true);
    expect((await consentCommands(page)).at(-1)).toBe("update denied");
    await context.close();
  });
  return cases;
}
