import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import type { Page, TestInfo } from "@playwright/test";
import { collectScripts, expect, test } from "./fixtures";

const run = promisify(execFile);

/**
 * The local platform starts a fresh worker for every function call, so a real submission can take
 * a few seconds on a busy machine: generous waits where the real functions answer.
 */
const REAL = { timeout: 20_000 };

/** A fresh address per test and project, so the ten-minute dedupe never merges two tests. */
function uniqueEmail(info: TestInfo): string {
  const tag = `${info.project.name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return `e2e-${tag}@example.com`;
}

/** The leads in the local sandbox, read by the export command docs/operations.md documents. */
async function exportedLeads(): Promise<{ form: string; fields: Record<string, string> }[]> {
  const root = path.resolve(__dirname, "..", "..");
  const env = { ...process.env };
  delete env.NETLIFY_SITE_ID;
  delete env.NETLIFY_AUTH_TOKEN;
  const { stdout } = await run(process.execPath, ["scripts/leads.mjs", "export", "--format", "json"], {
    cwd: root,
    env,
  });
  return JSON.parse(stdout);
}

async function openDialog(page: Page) {
  await page.goto("/");
  await page.getByRole("button", { name: "Schedule a Call" }).click();
  const dialog = page.getByRole("dialog", { name: "Get Started Today" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Full Name *")).toBeVisible();
  return dialog;
}

async function fillGetStarted(page: Page, email: string) {
  const dialog = page.getByRole("dialog", { name: "Get Started Today" });
  await dialog.getByLabel("Full Name *").fill("Ada Lovelace");
  await dialog.getByLabel("Email Address *").fill(email);
  await dialog.getByLabel("Phone Number *").fill("+1 916 555 0100");
  await dialog.getByLabel("Message *").fill("We would like a new website with online booking.");
}

async function fillContact(page: Page, email: string) {
  const form = page.getByRole("form", { name: "Contact" });
  await form.getByLabel("First Name *").fill("Grace");
  await form.getByLabel("Last Name *").fill("Hopper");
  await form.getByLabel("Email Address *").fill(email);
  await form.getByLabel("Phone Number").fill("+1 916 555 0111");
  await form.getByLabel("Company Name").fill("Hopper & Co");
  await form.getByLabel("Service Interest").selectOption("seo");
  await form.getByLabel("Message *").fill("Please audit our local SEO.");
  return form;
}

test.describe("Get Started form", () => {
  test("sends a lead that is stored, thanks the visitor and closes the dialog 2 s later @widths", async ({
    page,
  }, info) => {
    test.setTimeout(60_000);
    const email = uniqueEmail(info);
    const dialog = await openDialog(page);
    await fillGetStarted(page, email);
    await dialog.getByRole("button", { name: "Send Request" }).click();
    await expect(dialog.getByRole("status")).toHaveText("✅ Thank you! We'll get back to you within 24 hours.", REAL);
    await expect(dialog.getByLabel("Full Name *")).toHaveValue("");
    await expect(dialog).toBeHidden({ timeout: 5000 });

    const lead = (await exportedLeads()).find((l) => l.fields.email === email);
    expect(lead).toMatchObject({
      form: "get-started",
      fields: { name: "Ada Lovelace", phone: "+1 916 555 0100" },
    });

    // Reopened, the dialog starts clean.
    await page.getByRole("button", { name: "Schedule a Call" }).click();
    await expect(dialog.getByRole("status")).toHaveText("");
  });

  test("shows the server's failure with a cross and stays open", async ({ page }, info) => {
    // The answer is held until the sending state has been seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/get-started", async (route) => {
      await held;
      await route.fulfill({
        json: { success: false, message: "Please check these fields: Phone Number." },
        status: 400,
      });
    });
    const dialog = await openDialog(page);
    await fillGetStarted(page, uniqueEmail(info));
    await dialog.getByRole("button", { name: "Send Request" }).click();
    await expect(dialog.getByRole("button", { name: "Sending..." })).toBeDisabled();
    release();
    await expect(dialog.getByRole("status")).toHaveText("❌ Please check these fields: Phone Number.");
    await expect(dialog.getByRole("button", { name: "Send Request" })).toBeEnabled();
    await page.waitForTimeout(2500);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Full Name *")).toHaveValue("Ada Lovelace");
  });

  test("shows the network error when the request fails", async ({ page }, info) => {
    await page.route("**/api/get-started", (route) => route.abort("connectionrefused"));
    const dialog = await openDialog(page);
    await fillGetStarted(page, uniqueEmail(info));
    await dialog.getByRole("button", { name: "Send Request" }).click();
    await expect(dialog.getByRole("status")).toHaveText("❌ Network error. Please try again.");
    await expect(dialog).toBeVisible();
  });

  test("a browser-invalid field blocks sending and gets focus", async ({ page }) => {
    let posted = 0;
    page.on("request", (r) => {
      if (r.url().endsWith("/api/get-started")) posted += 1;
    });
    const dialog = await openDialog(page);
    await dialog.getByLabel("Full Name *").fill("Ada");
    await dialog.getByRole("button", { name: "Send Request" }).click();
    await expect(dialog.getByLabel("Email Address *")).toBeFocused();
    expect(posted).toBe(0);
  });
});

test.describe("Contact form", () => {
  test("the message box shows its six rows before anything is typed", async ({ page }) => {
    await page.goto("/contact");
    const message = page.getByLabel("Message *");
    await expect(message).toHaveAttribute("rows", "6");
    const { height, lineHeight } = await message.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(el).lineHeight),
    }));
    expect(height).toBeGreaterThanOrEqual(lineHeight * 6);
  });

  test("sends a lead that is stored, thanks the visitor and clears the form", async ({ page }, info) => {
    test.setTimeout(60_000);
    const email = uniqueEmail(info);
    await page.goto("/contact");
    const form = await fillContact(page, email);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status")).toHaveText(
      "✅ Thank you for your message! We'll get back to you within 24 hours.",
      REAL,
    );
    await expect(form.getByLabel("First Name *")).toHaveValue("");
    await expect(form.getByLabel("Service Interest")).toHaveValue("");
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();

    const lead = (await exportedLeads()).find((l) => l.fields.email === email);
    expect(lead).toMatchObject({
      form: "contact",
      fields: { firstName: "Grace", lastName: "Hopper", company: "Hopper & Co", service: "seo" },
    });
  });

  test("shows the server's failure with a cross", async ({ page }, info) => {
    await page.route("**/api/contact", (route) =>
      route.fulfill({ json: { success: false, message: "Sorry, we could not save your request." }, status: 503 }),
    );
    await page.goto("/contact");
    const form = await fillContact(page, uniqueEmail(info));
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status")).toHaveText("❌ Sorry, we could not save your request.");
    await expect(form.getByLabel("First Name *")).toHaveValue("Grace");
  });

  test("shows and logs the network error on an unreadable answer", async ({ page }, info) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await page.route("**/api/contact", (route) =>
      route.fulfill({ body: "<html>Bad gateway</html>", status: 502, contentType: "text/html" }),
    );
    await page.goto("/contact");
    const form = await fillContact(page, uniqueEmail(info));
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status")).toHaveText("Network error. Please try again.");
    expect(errors.some((e) => e.includes("network error"))).toBe(true);
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });
});

test("the home page's first load carries no form code @desktop", async ({ page }) => {
  const loaded = collectScripts(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const scripts = await loaded();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => /formik/i.test(s.body)).map((s) => s.url)).toEqual([]);
  // Opening the dialog fetches it.
  const formChunk = page.waitForResponse(async (r) => r.url().endsWith(".js") && /formik/i.test(await r.text()));
  await page.getByRole("button", { name: "Schedule a Call" }).click();
  await formChunk;
});
