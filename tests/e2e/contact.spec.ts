import { expect, test } from "./fixtures";

test.describe("contact page", () => {
  test("hero WhatsApp link, stats, office, info cards, FAQ and help card", async ({ page }) => {
    await page.goto("/contact");
    const whatsapp = page.getByRole("link", { name: /^Chat on WhatsApp/ });
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer");
    const href = (await whatsapp.getAttribute("href")) ?? "";
    expect(href).toMatch(/^https:\/\/wa\.me\/19165550142\?text=/);
    expect(decodeURIComponent(href.split("text=")[1] ?? "")).toContain("Atria Digital");

    const stats = page.getByTestId("contact-stat");
    await expect(stats).toHaveCount(4);
    await expect(stats).toContainText(["24", "500+", "24", "5"]);

    await expect(page.getByRole("img", { name: /Map placeholder/ })).toContainText("Interactive Map");
    await expect(page.getByRole("img", { name: /Map placeholder/ })).toContainText("Coming Soon");
    const office = page.locator("#office");
    await expect(office.getByRole("link", { name: "hello@atriadigital.example" })).toHaveAttribute(
      "href",
      "mailto:hello@atriadigital.example",
    );
    await expect(office.getByRole("link", { name: "+1 (916) 555-0142" })).toHaveAttribute("href", "tel:+19165550142");
    await expect(office).toContainText("1215 K Street");
    await expect(office).toContainText("9:00 AM-6:00 PM Monday through Friday");

    const help = page.locator("#immediate-help");
    await expect(help.getByRole("heading", { name: "Need Immediate Help?" })).toBeVisible();
    await expect(help.getByRole("link", { name: "Call Now" })).toHaveAttribute("href", "tel:+19165550142");
    await expect(help.getByRole("link", { name: /Live Chat/ })).toHaveAttribute("href", /^https:\/\/wa\.me\//);

    await expect(page.getByRole("link", { name: "Privacy Policy" }).first()).toBeVisible();
  });

  test("the FAQ's four answers open and close from the keyboard", async ({ page }) => {
    await page.goto("/contact");
    const faq = page.locator("#faq details");
    await expect(faq).toHaveCount(4);
    const first = faq.first();
    const answer = first.locator("p");
    await expect(answer).toBeHidden();
    await first.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(answer).toBeVisible();
    await expect(answer).toContainText("24 hours");
    await page.keyboard.press("Enter");
    await expect(answer).toBeHidden();
  });
});

test.describe("scroll reveals", () => {
  test("sections below the fold fade in when reached and hide again when scrolled back above @widths", async ({
    page,
  }) => {
    await page.goto("/contact");
    const faq = page.locator("#faq [data-reveal]");
    await expect(faq).toHaveAttribute("data-reveal", "pending");
    await faq.scrollIntoViewIfNeeded();
    await expect(faq).toHaveAttribute("data-reveal", "shown");
    await expect(faq).toHaveCSS("opacity", "1");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(faq).toHaveAttribute("data-reveal", "pending");
  });

  test("nothing is hidden under reduced motion", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/contact");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.locator('[data-reveal="pending"]')).toHaveCount(0);
    await context.close();
  });
});
