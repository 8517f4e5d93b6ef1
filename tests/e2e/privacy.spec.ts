import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { nameMatches } from "../../src/lib/consent";
import { expect, test } from "./fixtures";

const consentCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === "atria_consent");

const dialog = (page: Page) => page.getByRole("dialog", { name: "Your Privacy Choices" });

test.describe("privacy choices", () => {
  test("'Manage Cookie Preferences' opens the choices: essential always on, the rest off until chosen @widths", async ({
    page,
  }) => {
    await page.goto("/CookiePolicy");
    const manage = page.getByRole("button", { name: "Manage Cookie Preferences" });
    await manage.click();
    const d = dialog(page);
    await expect(d).toBeVisible();
    await expect(d.getByRole("button", { name: "Close privacy choices" })).toBeFocused();

    const essential = d.getByRole("switch", { name: /Essential Cookies/ });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    for (const name of ["Analytics Cookies", "Marketing Cookies", "Preference Cookies"]) {
      await expect(d.getByRole("switch", { name })).not.toBeChecked();
      await expect(d.getByRole("switch", { name })).toBeEnabled();
    }
    expect(await consentCookie(page)).toBeUndefined(); // nothing stored before a choice

    await d.getByRole("switch", { name: "Analytics Cookies" }).check();
    await d.getByRole("button", { name: "Save my choices" }).click();
    await expect(d.getByRole("status")).toHaveText(/Your choices are saved/);
    const cookie = await consentCookie(page);
    expect(cookie?.value).toBe("1.a1m0p0");
    // 12 months, first-party
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
    expect(cookie?.sameSite).toBe("Lax");

    await page.keyboard.press("Escape");
    await expect(d).toBeHidden();
    await expect(manage).toBeFocused();

    // The choice is there on the next visit, and can be withdrawn.
    await page.goto("/CookiePolicy");
    await manage.click();
    await expect(dialog(page).getByRole("switch", { name: "Analytics Cookies" })).toBeChecked();
    await dialog(page).getByRole("button", { name: "Reject all" }).click();
    expect((await consentCookie(page))?.value).toBe("1.a0m0p0");
    await dialog(page).getByRole("button", { name: "Accept all" }).click();
    expect((await consentCookie(page))?.value).toBe("1.a1m1p1");
  });

  test("'View All Cookies' shows every cookie the site can set, with purpose, duration and category", async ({
    page,
  }) => {
    await page.goto("/CookiePolicy");
    await page.getByRole("button", { name: "View All Cookies" }).click();
    const table = dialog(page).getByRole("table", { name: "Every cookie and storage key this site can set" });
    await expect(table).toBeVisible();
    await expect(table.getByRole("columnheader")).toHaveText([
      "Name",
      "Category",
      "Stored in",
      "Purpose",
      "Duration",
      "Set by",
    ]);
    const row = table.getByRole("row", { name: /atria_consent/ });
    await expect(row.getByRole("cell")).toHaveText([
      "Essential Cookies",
      "Cookie",
      /Remembers the choices you made here/,
      "12 months",
      "Atria Digital",
    ]);
    await expect(dialog(page).getByRole("button", { name: "View All Cookies" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });

  test("everything the site stores in the browser during a visit is in the table: the router's scroll keys too", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    // A visit of a few pages, moving as visitors do (client-side, where the router keeps each
    // page's scroll position), scrolled down on the way.
    const footer = page.getByRole("contentinfo");
    for (const [name, url] of [
      ["About Us", /\/about$/],
      ["Careers", /\/Career$/],
      ["Cookie Policy", /\/CookiePolicy$/],
    ] as const) {
      await page.mouse.wheel(0, 600);
      await footer.getByRole("link", { name }).click();
      await page.waitForURL(url);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    }
    await page.goBack();
    await page.waitForURL(/\/Career$/);
    // A full page load (the footer's legal links are plain links): its buttons work once hydrated.
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const stored = await page.evaluate(() => [
      ...Object.keys(sessionStorage).map((name) => ({ name, storedIn: "Session storage" })),
      ...Object.keys(localStorage).map((name) => ({ name, storedIn: "Local storage" })),
    ]);
    stored.push(...(await context.cookies()).map((c) => ({ name: c.name, storedIn: "Cookie" })));
    expect(stored.filter((k) => k.name.startsWith("@@scroll|")).length).toBeGreaterThanOrEqual(3);
    expect(stored.map((k) => k.name)).toContain("atria_visit");

    await page.getByRole("contentinfo").getByRole("button", { name: "Your Privacy Choices" }).click();
    await dialog(page).getByRole("button", { name: "View All Cookies" }).click();
    const rows = await dialog(page)
      .getByRole("table")
      .locator("tbody tr")
      .evaluateAll((trs) =>
        trs.map((tr) => ({
          name: tr.querySelector("th")?.textContent ?? "",
          storedIn: tr.querySelectorAll("td")[1]?.textContent ?? "",
        })),
      );
    const unlisted = stored.filter((k) => !rows.some((r) => r.storedIn === k.storedIn && nameMatches(r.name, k.name)));
    expect(unlisted).toEqual([]);
    await expect(dialog(page).getByRole("row", { name: /@@scroll\|\*/ })).toContainText("Essential Cookies");
  });

  test("with no tracker configured (the default) there is no banner, no Google tag, no tracker's cookie row, and nothing leaves the site", async ({
    page,
    baseURL,
  }) => {
    const elsewhere: string[] = [];
    page.on("request", (r) => {
      if (!r.url().startsWith(new URL(baseURL!).origin) && !r.url().startsWith("data:")) elsewhere.push(r.url());
    });
    const response = await page.goto("/");
    const html = await response!.text();
    expect(html).not.toContain("data-consent-banner");
    expect(html).not.toContain("dataLayer");
    expect(response!.headers()["content-security-policy"]).not.toMatch(/google|facebook/);
    await page.waitForLoadState("networkidle");
    await page.goto("/services");
    await page.waitForLoadState("networkidle");
    await expect(page.locator("[data-consent-banner]")).toHaveCount(0);
    await page.getByRole("contentinfo").getByRole("button", { name: "Your Privacy Choices" }).click();
    await dialog(page).getByRole("button", { name: "View All Cookies" }).click();
    await expect(dialog(page).getByRole("row", { name: /atria_consent/ })).toBeVisible();
    await expect(dialog(page).getByRole("row", { name: /_ga|_fbp/ })).toHaveCount(0);
    expect(elsewhere).toEqual([]);
  });

  for (const path of ["/", "/about", "/blog", "/no-such-page"]) {
    test(`the footer's 'Your Privacy Choices' opens the same dialog on ${path}`, async ({ page }) => {
      await page.goto(path);
      const link = page.getByRole("contentinfo").getByRole("button", { name: "Your Privacy Choices" });
      await link.click();
      await expect(dialog(page)).toBeVisible();
      await dialog(page).getByRole("button", { name: "Close privacy choices" }).click();
      await expect(dialog(page)).toBeHidden();
      await expect(link).toBeFocused();
    });
  }

  test("Global Privacy Control keeps marketing off, and the dialog says so", async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true, configurable: true }),
    );
    await page.goto("/CookiePolicy");
    await page.getByRole("button", { name: "Manage Cookie Preferences" }).click();
    const d = dialog(page);
    await expect(d.getByTestId("gpc-notice")).toContainText("Global Privacy Control");
    const marketing = d.getByRole("switch", { name: "Marketing Cookies" });
    await expect(marketing).not.toBeChecked();
    await expect(marketing).toBeDisabled();
    await d.getByRole("button", { name: "Accept all" }).click();
    expect((await consentCookie(page))?.value).toBe("1.a1m0p1");
  });

  test("without Global Privacy Control there is no notice", async ({ page }) => {
    await page.goto("/CookiePolicy");
    await page.getByRole("button", { name: "Manage Cookie Preferences" }).click();
    await expect(dialog(page).getByRole("switch", { name: "Marketing Cookies" })).toBeEnabled();
    await expect(dialog(page).getByTestId("gpc-notice")).toHaveCount(0);
  });

  test("the open dialog, with its table, has no axe violations @widths", async ({ page }) => {
    await page.goto("/CookiePolicy");
    await page.getByRole("button", { name: "View All Cookies" }).click();
    await expect(dialog(page).getByRole("table")).toBeVisible();
    const results = await new AxeBuilder({ page }).include("#privacy-choices-dialog").analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
