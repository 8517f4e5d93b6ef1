import type { Locator, Page, TestInfo } from "@playwright/test";
import frame from "../../content/frame.json";
import pageCopy from "../../content/page-copy.json";
import site from "../../content/site.json";
import { expect, test } from "./fixtures";

/**
 * Subscribing as a reader would (issue 50): from the end of an article at 375 px through the real
 * function (POST /api/subscribe, the local Blobs sandbox, the confirmation mail to the stand-in of
 * scripts/lib/mail-stand-in.mjs), confirmed from the mail's link, the topics changed and the
 * subscription left from the preferences page the mail links to; the same address signed up again
 * gets the same answer and no second mail.
 */

const t = frame.subscribe;
const p = pageCopy.subscription;
const MAIL_URL = process.env.E2E_MAIL_URL ?? `http://127.0.0.1:${process.env.MAIL_FIXTURE_PORT ?? 8898}`;
const REAL = { timeout: 20_000 };
const ARTICLE = "/blog/strategies-for-digital-triumph";
const SUCCESS = "Check your inbox: if this address is not subscribed yet, we sent a link to confirm.";

function uniqueEmail(info: TestInfo): string {
  const tag = `${info.project.name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return `subscribe-${tag}@example.com`;
}

async function mailsTo(address: string): Promise<{ subject: string; text: string }[]> {
  const res = await fetch(`${MAIL_URL}/mails?to=${encodeURIComponent(address)}`);
  return (await res.json()) as { subject: string; text: string }[];
}

/** A link of the mail, on this server: the mail names the production site (site.siteUrl). */
function linkPath(text: string, path: string): string {
  const m = new RegExp(`${site.siteUrl.replace(/\./g, "\\.")}(${path.replace(/\?/g, "\\?")}[A-Za-z0-9._-]+)`).exec(
    text,
  );
  if (!m) throw new Error(`no ${path} link in the mail:\n${text}`);
  return m[1]!;
}

async function signUp(page: Page, form: Locator, email: string, tick: string[] = []) {
  // Scrolled near, the static form gives way to the loaded one (which has novalidate): wait for it.
  await expect(async () => {
    await form.scrollIntoViewIfNeeded();
    await expect(form).toHaveAttribute("novalidate", "", { timeout: 1000 });
  }).toPass(REAL);
  await form.getByLabel("Email Address *").fill(email);
  for (const label of tick) await form.getByText(label, { exact: true }).click();
  await form.getByText(t.consent).click();
  await expect(form.getByRole("checkbox", { name: t.consent })).toBeChecked();
  await form.getByRole("button", { name: t.submit }).click();
  await expect(form.getByRole("status")).toHaveText(`✅ ${SUCCESS}`, REAL);
}

test("a reader subscribes from an article, confirms from the mail, changes topics and leaves from the preferences page; a second sign-up sends nothing @mobile", async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const email = uniqueEmail(info);
  await page.goto(ARTICLE);
  const form = page.getByRole("form", { name: t.articlesTitle });
  await expect(form.getByRole("checkbox", { name: "New articles" })).toBeChecked();
  await expect(form.getByRole("checkbox", { name: "New job openings" })).not.toBeChecked();
  await signUp(page, form, email);
  // Cleared for the next reader.
  await expect(form.getByLabel("Email Address *")).toHaveValue("");

  await expect.poll(async () => (await mailsTo(email)).length, REAL).toBe(1);
  const [mail] = await mailsTo(email);
  expect(mail!.subject).toBe(`Confirm your subscription to ${site.brand}`);
  expect(mail!.text).toContain(site.address.street);
  const confirm = linkPath(mail!.text, "/api/subscriptions/confirm?t=");
  const preferences = linkPath(mail!.text, "/subscription?token=");

  // The link confirms and lands on the preferences page, which says so.
  await page.goto(confirm);
  await expect(page).toHaveURL(/\/subscription\?confirmed=1&token=p\./);
  await expect(page.getByText(p.confirmed.replace("{email}", email))).toBeVisible(REAL);
  await expect(page.getByTestId("subscription-status")).toHaveText(p.statusConfirmed);

  // Topics: openings added, saved, still there after a reload (the page's own controls, not the footer's).
  const main = page.getByRole("main");
  await main.getByRole("checkbox", { name: "New job openings" }).check();
  await main.getByRole("button", { name: p.save }).click();
  await expect(main.getByRole("status")).toHaveText(p.saved, REAL);
  await page.reload();
  await expect(main.getByRole("checkbox", { name: "New job openings" })).toBeChecked(REAL);
  await expect(main.getByRole("checkbox", { name: "New articles" })).toBeChecked();

  // The same address again, from the footer: the same answer, nothing mailed, nothing changed.
  await page.goto(ARTICLE);
  // The footer ticks no topic: both, this time.
  await signUp(page, page.getByRole("form", { name: t.footerTitle }), email, ["New articles", "New job openings"]);
  await page.waitForTimeout(1500);
  expect(await mailsTo(email)).toHaveLength(1);

  // Unsubscribe from all.
  await page.goto(preferences);
  await expect(page.getByTestId("subscription-status")).toHaveText(p.statusConfirmed, REAL);
  await main.getByRole("button", { name: p.unsubscribe }).click();
  await expect(main.getByRole("status")).toHaveText(p.unsubscribed, REAL);
  await page.reload();
  await expect(page.getByTestId("subscription-status")).toHaveText(p.unsubscribed, REAL);

  // The old confirmation link no longer works.
  const again = await page.request.get(confirm, { headers: { Accept: "application/json" }, maxRedirects: 0 });
  expect(again.status()).toBe(410);
});

test("a forged preferences link gets a clear refusal on the page", async ({ page }) => {
  await page.goto("/subscription?token=p.0000.1.forged");
  await expect(page.getByRole("alert")).toHaveText(
    "This preferences link is not one of ours. Please use the link in the e-mail as it was sent.",
    REAL,
  );
  await page.goto("/subscription");
  await expect(page.getByText(p.noToken)).toBeVisible();
});

test("a candidate finds the openings sign-up on /Career and on a job page, with openings chosen", async ({ page }) => {
  for (const path of ["/Career", "/Career/react-developer"]) {
    await page.goto(path);
    const form = page.getByRole("form", { name: t.openingsTitle });
    await expect(form).toBeVisible();
    await expect(form.getByRole("checkbox", { name: "New job openings" })).toBeChecked();
    await expect(form.getByRole("checkbox", { name: "New articles" })).not.toBeChecked();
  }
});
