import { expect, test } from "./fixtures";
import { BRAND } from "./routes";

test.describe("not-found page", () => {
  test("answers 404 with the full page and logs the missing path", async ({ page }) => {
    const logged: string[] = [];
    page.on("console", (msg) => logged.push(msg.text()));
    const res = await page.goto("/this/page/does-not-exist");
    expect(res?.status()).toBe(404);
    await expect(page).toHaveTitle(`Page Not Found | ${BRAND}`);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page Not Found" })).toBeVisible();
    await expect.poll(() => logged.join("\n")).toContain("/this/page/does-not-exist");

    const quick = page.getByRole("navigation", { name: "Quick Navigation" }).getByRole("link");
    expect(await quick.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
      "/",
      "/services",
      "/about",
      "/contact",
    ]);
    const popular = page.getByRole("navigation", { name: "Popular Services" }).getByRole("link");
    expect(await popular.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
      "/services/seo",
      "/services/website-design-development",
      "/services/social-media-marketing",
      "/services/email-marketing",
    ]);
    await expect(page.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: "Call Support" })).toHaveAttribute("href", "tel:+19165550142");
  });

  test("Back to Home goes home and Go Back goes one step back", async ({ page }) => {
    await page.goto("/about");
    await page.goto("/nowhere");
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.goto("/nowhere-else");
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle(`Home | ${BRAND}`);
  });
});
