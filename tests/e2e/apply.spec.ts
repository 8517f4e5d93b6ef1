import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page, TestInfo } from "@playwright/test";
import pageCopy from "../../content/page-copy.json";
import site from "../../content/site.json";
import { pdf } from "../../netlify/lib/applications/files.test-support";
import { collectScripts, expect, test } from "./fixtures";

/**
 * Applying for a job (issue 35, items 3 and 4) as a candidate would: from /Career to an opening's
 * page, the form filled and sent with a real PDF through the real function (POST /api/apply, the
 * local Blobs sandbox, mail to the stand-in of scripts/lib/mail-stand-in.mjs), in both projects
 * (1280 px and 375 px); errors found with the keyboard alone; a disguised file refused by its bytes.
 */

const copy = pageCopy.job.form;
const MAIL_URL = process.env.E2E_MAIL_URL ?? `http://127.0.0.1:${process.env.MAIL_FIXTURE_PORT ?? 8898}`;
/** The local platform starts a fresh worker per function call: generous waits for real answers. */
const REAL = { timeout: 20_000 };
const JOB = { slug: "react-developer", title: "React Developer" };

/** A fresh address per test and project, so the ten-minute duplicate guard never merges two runs. */
function uniqueEmail(info: TestInfo): string {
  const tag = `${info.project.name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return `apply-${tag}@example.com`;
}

async function mailsTo(address: string): Promise<{ to: string[]; subject: string; text: string }[]> {
  const res = await fetch(`${MAIL_URL}/mails?to=${encodeURIComponent(address)}`);
  return (await res.json()) as { to: string[]; subject: string; text: string }[];
}

/** Ticks the consent box as a person does, on its label (the drawn box covers the native one). */
async function tick(form: Locator) {
  await form.getByText(`${copy.consent} *`).click();
  await expect(form.getByRole("checkbox", { name: `${copy.consent} *` })).toBeChecked();
}

async function openJob(page: Page) {
  await page.goto(`/Career/${JOB.slug}`);
  const form = page.getByRole("form", { name: `Application for ${JOB.title}` });
  await expect(form).toBeVisible();
  return form;
}

test("a candidate finds an opening from /Career and applies with a PDF; both e-mails arrive @widths", async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const email = uniqueEmail(info);
  await page.goto("/Career");
  await page.getByRole("link", { name: `View role for ${JOB.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/Career/${JOB.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(JOB.title);
  const form = page.getByRole("form", { name: `Application for ${JOB.title}` });
  await form.scrollIntoViewIfNeeded();
  await expect(form).toBeVisible();
  // Nothing wider than the screen (375 px in the mobile project).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

  await form.getByLabel("Full Name *").fill("Jane Candidate");
  await form.getByLabel("Email Address *").fill(email);
  await form.getByLabel("Phone Number").fill("+91 98200 00000");
  await form.getByLabel("LinkedIn or portfolio link").fill("https://www.linkedin.com/in/jane-candidate");
  await form.getByLabel("Short note").fill("Five years of React and TypeScript.");
  await form.getByLabel("Résumé *").setInputFiles({
    name: "Jane Candidate CV.pdf",
    mimeType: "application/pdf",
    buffer: pdf("Jane Candidate - Curriculum Vitae"),
  });
  await tick(form);
  await form.getByRole("button", { name: copy.submit }).click();
  await expect(form.getByRole("status")).toHaveText(`✅ ${copy.success}`, REAL);
  await expect(form.getByLabel("Full Name *")).toHaveValue("");

  // The candidate's confirmation names the opening; the hiring contact's notification carries the
  // application with the résumé attached.
  await expect
    .poll(async () => (await mailsTo(email)).length, { timeout: 20_000, message: "the candidate's confirmation" })
    .toBe(1);
  const [confirmation] = await mailsTo(email);
  expect(confirmation!.text).toContain(JOB.title);
  await expect
    .poll(async () => (await mailsTo(site.hiringEmail)).filter((m) => m.text.includes(email)).length, {
      timeout: 20_000,
      message: "the hiring contact's notification",
    })
    .toBe(1);
  const notification = (await mailsTo(site.hiringEmail)).find((m) => m.text.includes(email))!;
  expect(notification.subject).toBe(`New application: ${JOB.title}`);
  expect(notification.text).toContain("Jane Candidate");
  expect(notification.text).toMatch(/Content-Type: application\/pdf/i);
});

test("with the keyboard alone, a send with fields missing moves focus to the first one, with its error @widths", async ({
  page,
}) => {
  let posted = 0;
  page.on("request", (r) => {
    if (r.url().endsWith("/api/apply")) posted += 1;
  });
  const form = await openJob(page);
  const name = form.getByLabel("Full Name *");
  // Into the form from the paragraph before it, by Tab only.
  await page.getByText(/^Apply with the form below/).evaluate((p) => {
    p.setAttribute("tabindex", "-1");
    (p as HTMLElement).focus();
  });
  await page.keyboard.press("Tab");
  await expect(name).toBeFocused();
  await page.keyboard.type("Jane Keyboard");
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Email Address *")).toBeFocused();
  // Email left empty; on through phone, link, note and the file input to the consent box.
  for (let i = 0; i < 5; i += 1) await page.keyboard.press("Tab");
  const consent = form.getByRole("checkbox", { name: `${copy.consent} *` });
  await expect(consent).toBeFocused();
  await page.keyboard.press("Space");
  await expect(consent).toBeChecked();
  // Past the Privacy Policy link to the button.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(form.getByRole("button", { name: copy.submit })).toBeFocused();
  await page.keyboard.press("Enter");

  const email = form.getByLabel("Email Address *");
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription("Email address is required");
  await expect(form.getByLabel("Résumé *")).toHaveAccessibleDescription(`${copy.resumeHint} ${copy.resumeRequired}`);
  await page.keyboard.type("jane.keyboard@example.com");
  // Sending again: the résumé is now the first field missing.
  await form.getByRole("button", { name: copy.submit }).focus();
  await page.keyboard.press("Enter");
  await expect(form.getByLabel("Résumé *")).toBeFocused();
  expect(posted).toBe(0);
});

test("an HTML file named .pdf passes the browser's courtesy check and is refused by its bytes (415)", async ({
  page,
}, info) => {
  test.setTimeout(60_000);
  const form = await openJob(page);
  await form.getByLabel("Full Name *").fill("Mallory");
  await form.getByLabel("Email Address *").fill(uniqueEmail(info));
  await form.getByLabel("Résumé *").setInputFiles({
    name: "cv.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>"),
  });
  await tick(form);
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/apply"), REAL);
  await form.getByRole("button", { name: copy.submit }).click();
  expect((await answered).status()).toBe(415);
  await expect(form.getByRole("status")).toHaveText(`❌ ${copy.wrongType}`);
  await expect(form.getByLabel("Full Name *")).toHaveValue("Mallory");
});

test("axe finds nothing on the page with the form, empty and showing its errors", async ({ page }) => {
  const form = await openJob(page);
  const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
  const violations = async () =>
    (await new AxeBuilder({ page }).withTags(tags).analyze()).violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
  expect(await violations()).toEqual([]);
  await form.getByRole("button", { name: copy.submit }).click();
  await expect(form.getByLabel("Full Name *")).toBeFocused();
  expect(await violations()).toEqual([]);
});

test("the form appears in the space kept for it: nothing below moves @widths", async ({ page }) => {
  await page.goto(`/Career/${JOB.slug}`);
  const space = page.getByTestId("application-form-space");
  const kept = await space.evaluate((e) => e.getBoundingClientRect().height);
  const form = page.getByRole("form", { name: `Application for ${JOB.title}` });
  await expect(form).toBeVisible();
  const drawn = await form.evaluate((e) => e.getBoundingClientRect().height);
  expect(drawn).toBeLessThanOrEqual(kept);
  expect(await space.evaluate((e) => e.getBoundingClientRect().height)).toBe(kept);
});

test("a filled opening's page has no form and loads no form code", async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto(`/Career/${JOB.slug}`);
  await expect(page.getByRole("form", { name: `Application for ${JOB.title}` })).toBeVisible();
  // The form's own chunk, as an open opening's page loads it (its one console message marks it).
  const marker = "Application form: network error";
  expect((await scripts()).some((s) => s.body.includes(marker))).toBe(true);

  const filled = collectScripts(page);
  await page.goto("/Career/content-writer", { waitUntil: "networkidle" });
  await expect(page.getByRole("main")).toContainText("This position has been filled");
  // No application form (the sign-up to new openings, issue 50, is a form of its own and stays).
  await expect(page.getByRole("form", { name: /^Application for/ })).toHaveCount(0);
  await expect(page.getByTestId("application-form-space")).toHaveCount(0);
  const loaded = await filled();
  expect(loaded.length).toBeGreaterThan(0);
  for (const s of loaded) expect(s.body).not.toContain(marker);
});
