import fs from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page, TestInfo } from "@playwright/test";
import { pdf } from "../../netlify/lib/applications/files.test-support";
import { expect, test } from "./fixtures";

/**
 * The lead desk (/admin/leads, docs/desk.md) end to end: a hostile lead sent through the Contact
 * form, a sign-in link read from the mail stand-in (scripts/lib/mail-stand-in.mjs), the lead found,
 * shown as text and worked on, a reused link refused, sign out; a job application with a real PDF
 * found under its job, its résumé downloaded, worked on, exported and deleted. The served site lists
 * desk-<project>@atria.test in LEADS_ADMINS (E2E_DESK_ENV).
 */
const MAIL_URL = process.env.E2E_MAIL_URL ?? `http://127.0.0.1:${process.env.MAIL_FIXTURE_PORT ?? 8898}`;
const REAL = { timeout: 20_000 };

// One test at a time, and desktop only: the local platform (@netlify/dev 5.1.3) keeps one build per
// function, so two requests to the same function at once can crash each other ("Cannot find module
// .../functions-serve/_XXXX/desk/..."); docs/desk.md.
test.describe.configure({ mode: "serial" });

function admin(info: TestInfo): string {
  return `desk-${info.project.name}@atria.test`;
}

async function linksTo(address: string): Promise<string[]> {
  const res = await fetch(`${MAIL_URL}/mails?to=${encodeURIComponent(address)}`);
  const mails = (await res.json()) as { text: string }[];
  return mails.flatMap((m) => /https?:\/\/\S+\/admin\/leads\/sign-in#token=[A-Za-z0-9_-]{43}/.exec(m.text) ?? []);
}

/** Asks for a link on the sign-in page and returns the one the mail stand-in received. */
async function requestLink(page: Page, address: string): Promise<string> {
  const before = (await linksTo(address)).length;
  await page.goto("/admin/leads");
  await expect(page.getByRole("heading", { name: "Sign in to the lead desk" })).toBeVisible();
  await page.getByLabel("E-mail address").fill(address);
  await page.getByRole("button", { name: "Send me a sign-in link" }).click();
  await expect(page.getByRole("status")).toHaveText(
    /If this address is on the staff list, a sign-in link is on its way/,
    REAL,
  );
  let links: string[] = [];
  await expect.poll(async () => (links = await linksTo(address)).length, { timeout: 20_000 }).toBeGreaterThan(before);
  return links[links.length - 1]!;
}

async function openLink(page: Page, link: string) {
  // The link points at the served origin; keep the test on its baseURL's host either way.
  const url = new URL(link);
  await page.goto(url.pathname + url.hash);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function freshPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test("a hostile lead is found, shown as text and worked on; links are single-use; sign out ends the session @desktop", async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `hostile-${tag}@example.com`;
  const name = `<img src=x onerror=alert(1)>`;
  const company = `javascript:alert(document.cookie)`;
  const head = `<script>alert("x")</script> <a href="javascript:alert(2)">click</a>\u200B ${tag}\n`;
  const message = head + "A".repeat(5000 - head.length);

  // 1. The lead, through the real Contact form.
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact" });
  await form.getByLabel("First Name *").fill(name);
  await form.getByLabel("Last Name *").fill("O'Brien & <b>Sons</b>");
  await form.getByLabel("Email Address *").fill(email);
  await form.getByLabel("Company Name").fill(company);
  await form.getByLabel("Message *").fill(message);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("status")).toHaveText(/Thank you for your message!/, REAL);

  // 2. Sign in with a link from the mail stand-in.
  const link = await requestLink(page, admin(info));
  await openLink(page, link);
  await expect(page.getByRole("heading", { name: "Leads", exact: true })).toBeVisible(REAL);
  expect(page.url()).not.toContain("token="); // the token left the address bar

  const [cookie] = (await page.context().cookies()).filter((c) => c.name === "__Host-atria-desk");
  // Chromium stores a Secure, __Host- cookie set over http://127.0.0.1 (a potentially trustworthy origin).
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "Strict", path: "/" });

  // 3. Find it by search; it is text, not markup.
  await page.getByLabel("Search name, e-mail, company or message").fill(tag);
  await page.getByRole("button", { name: "Show leads" }).click();
  await expect(page.getByRole("table")).toContainText("1 lead, newest first");
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText(name);
  await expect(row).toContainText(company);
  await row.getByRole("link").click();

  const main = page.getByRole("main");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${name} O'Brien & <b>Sons</b>`);
  await expect(main).toContainText('<script>alert("x")</script>');
  await expect(main).toContainText("⟨U+200B⟩"); // the zero-width space, made visible
  await expect(main.getByText("A".repeat(200), { exact: false })).toBeVisible();
  expect(await main.locator("img, script, b, a[href^='javascript']").count()).toBe(0);
  expect(dialogs).toEqual([]);

  // 4. Status "contacted" with a note; the change is recorded with who and when.
  await page.getByLabel("Status").selectOption("contacted");
  await page.getByLabel("Add a note").fill("Called back; <em>wants a quote</em>");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("status")).toHaveText("contacted", REAL);
  await expect(page.getByRole("list", { name: "Timeline" })).toContainText(`status new → contacted by ${admin(info)}`);
  await expect(main).toContainText("Called back; <em>wants a quote</em>");

  // 5. The same link a second time is refused.
  const other = await freshPage(browser);
  await openLink(other.page, link);
  await expect(other.page.getByRole("status")).toHaveText(/This sign-in link is not valid/, REAL);
  await expect(other.page.getByRole("heading", { name: "Leads", exact: true })).toBeHidden();

  // 6. Sign out: the old cookie no longer opens the desk.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to the lead desk" })).toBeVisible(REAL);
  await other.context.addCookies([cookie!]);
  await other.page.goto("/admin/leads");
  await expect(other.page.getByRole("heading", { name: "Sign in to the lead desk" })).toBeVisible();
  const api = await other.page.request.post("/api/desk/sign-out", {
    data: {},
    headers: { "X-CSRF-Token": "x" },
  });
  expect(api.status()).toBe(401);
  await other.context.close();
  expect(dialogs).toEqual([]);
});

async function axe(page: Page) {
  // After a click that navigates, the caller's assertion can pass as soon as the new page's markup is
  // parsed, before /admin/desk.css (revalidated on each page) applies: axe then measures unstyled
  // header links and reports target-size, as it did in CI under load. Measure the page as shown.
  await page.waitForLoadState("load");
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test("a change made on a stale page is refused and shown, and the other change is kept; the pages pass axe @desktop", async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const sent = await page.request.post("/api/contact", {
    data: {
      firstName: "Conflict",
      lastName: `Test ${tag}`,
      email: `conflict-${tag}@example.com`,
      message: "Two people open this lead at once.",
    },
  });
  expect((await sent.json()).success).toBe(true);

  await page.goto("/admin/leads");
  await axe(page);
  await openLink(page, await requestLink(page, admin(info)));
  await expect(page.getByRole("heading", { name: "Leads", exact: true })).toBeVisible(REAL);
  await page.getByLabel("Search name, e-mail, company or message").fill(tag);
  await page.getByRole("button", { name: "Show leads" }).click();
  await page.getByRole("link", { name: `Conflict Test ${tag}` }).click();
  await expect(page.getByTestId("status")).toHaveText("new");
  await axe(page);

  // A second tab of the same person, opened before the first one saves.
  const stale = await page.context().newPage();
  await stale.goto(page.url());
  await expect(stale.getByTestId("status")).toHaveText("new");

  await page.getByLabel("Status").selectOption("qualified");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("status")).toHaveText("qualified", REAL);

  await stale.getByLabel("Status").selectOption("won");
  await stale.getByLabel("Add a note").fill("Signed!");
  await stale.getByRole("button", { name: "Save" }).click();
  await expect(stale.getByRole("form", { name: "Work on this lead" }).getByRole("status")).toHaveText(
    /^Someone else changed this lead since you opened it .*Nothing was saved/,
    REAL,
  );
  await expect(stale.getByLabel("Add a note")).toHaveValue("Signed!"); // nothing typed is lost
  await stale.reload();
  await expect(stale.getByTestId("status")).toHaveText("qualified");
  await expect(stale.getByRole("main")).toContainText("No notes yet.");
});

test("the desk's pages and answers are private and refuse strangers @desktop", async ({ request }) => {
  const pageRes = await request.get("/admin/leads");
  expect(pageRes.status()).toBe(200);
  expect(pageRes.headers()["cache-control"]).toBe("no-store");
  expect(pageRes.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(pageRes.headers()["content-security-policy"]).toContain("script-src 'self'");
  const lead = await request.post("/api/desk/leads/20261120T100000000Z-000000000000", { data: { revision: 0 } });
  expect(lead.status()).toBe(401);
  expect(lead.headers()["content-type"]).toMatch(/^application\/json/);
  const forged = await request.post("/api/desk/session", { data: { token: "A".repeat(43) } });
  expect(forged.status()).toBe(401);
  const cross = await request.post("/api/desk/link", {
    data: { email: "desk-desktop@atria.test" },
    headers: { Origin: "https://evil.example" },
  });
  expect(cross.status()).toBe(403);
});

test("a lead from a campaign: staff find it by the campaign, see its landing page and campaign, work it and export it; on request the person's data is exported and deleted @desktop", async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const campaign = `fall-seo-${Date.now().toString(36)}`;
  const email = `campaign-${campaign}@example.com`;

  // The visitor lands on a service page from an ad, moves to the Contact page and writes.
  const visitor = await freshPage(browser);
  await visitor.page.goto(`/services/seo?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}`);
  await visitor.page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await visitor.page.goto("/contact");
  await visitor.page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const form = visitor.page.getByRole("form", { name: "Contact" });
  await form.getByLabel("First Name *").fill("Maya");
  await form.getByLabel("Last Name *").fill("Lopez");
  await form.getByLabel("Email Address *").fill(email);
  await form.getByLabel("Message *").fill("We saw your ad: please audit our local SEO.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("status")).toHaveText(/Thank you for your message!/, REAL);
  await visitor.context.close();

  // A stranger asks for a sign-in link first: the page answers as for anyone, and no mail goes out.
  const stranger = `stranger-${campaign}@example.com`;
  await page.goto("/admin/leads");
  await page.getByLabel("E-mail address").fill(stranger);
  await page.getByRole("button", { name: "Send me a sign-in link" }).click();
  await expect(page.getByRole("status")).toHaveText(
    /If this address is on the staff list, a sign-in link is on its way/,
    REAL,
  );

  // Staff sign in and filter by the campaign.
  await openLink(page, await requestLink(page, admin(info)));
  // Staff's link, asked for after the stranger's, has arrived: the stranger got none.
  expect(await linksTo(stranger)).toEqual([]);
  await expect(page.getByRole("heading", { name: "Leads", exact: true })).toBeVisible(REAL);
  await page.getByLabel("Campaign").fill(campaign);
  await page.getByRole("button", { name: "Show leads" }).click();
  await expect(page.getByRole("table")).toContainText("1 lead, newest first");
  await page.getByRole("row").filter({ hasText: email }).getByRole("link").click();

  const main = page.getByRole("main");
  const cameFrom = (term: string) => main.locator("dt", { hasText: term }).locator("xpath=following-sibling::dd[1]");
  await expect(cameFrom("Landing page")).toHaveText("/services/seo");
  await expect(cameFrom("Campaign (UTM)")).toContainText(`campaign: ${campaign}`);
  await expect(cameFrom("Campaign (UTM)")).toContainText("source: google");

  await page.getByLabel("Status").selectOption("contacted");
  await page.getByLabel("Add a note").fill("Called; audit booked for Tuesday.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("status")).toHaveText("contacted", REAL);

  // The export of the campaign's filter holds the lead.
  await page.goto(`/admin/leads?campaign=${campaign}`);
  const csv = await page.request.get(`/admin/leads/export.csv?campaign=${campaign}`);
  expect(csv.status()).toBe(200);
  const text = await csv.text();
  expect(text).toContain(email);
  expect(text.trim().split("\n")).toHaveLength(2); // the header and this lead

  // The person asks for a copy of their data, then for its deletion (Privacy Policy, section 6).
  await page.getByRole("row").filter({ hasText: email }).getByRole("link").click();
  const leadUrl = page.url();
  const privacy = page.getByRole("region", { name: "Privacy request" });
  await expect(privacy).toContainText("sent 1 lead;");
  const downloading = page.waitForEvent("download");
  await privacy.getByRole("link", { name: "Export this person's data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^privacy-export-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await fs.readFile((await download.path())!, "utf8")) as {
    email: string;
    leads: { fields: { email: string }; context: { utm: { campaign: string } }; desk: { notes: { text: string }[] } }[];
  };
  expect(exported.email).toBe(email);
  expect(exported.leads).toHaveLength(1);
  expect(exported.leads[0]!.context.utm.campaign).toBe(campaign);
  expect(exported.leads[0]!.desk.notes.map((n) => n.text)).toEqual(["Called; audit booked for Tuesday."]);

  // Deleting needs the address typed again: another one deletes nothing.
  const confirm = privacy.getByLabel("To confirm, type the person's e-mail address");
  await confirm.fill(stranger);
  await privacy.getByRole("button", { name: "Delete this person's data" }).click();
  await expect(privacy.getByRole("status")).toHaveText(/not this lead's address\. Nothing was deleted/, REAL);
  await confirm.fill(` ${email.toUpperCase()} `);
  await privacy.getByRole("button", { name: "Delete this person's data" }).click();
  await expect(page.getByRole("heading", { name: "Leads", exact: true })).toBeVisible(REAL);
  await page.goto(`/admin/leads?campaign=${campaign}`);
  await expect(page.getByRole("table")).toContainText("0 leads, newest first");
  await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole("table")).toContainText("No leads match.");
  expect((await page.goto(leadUrl))!.status()).toBe(404);
  const gone = await page.request.get(`/admin/leads/export.csv?campaign=${campaign}`);
  expect((await gone.text()).trim().split("\n")).toHaveLength(1); // the header only
});

test("the weekly report counts a campaign's lead by source, campaign and landing page; the report pages pass axe @desktop", async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const campaign = `weekly-${Date.now().toString(36)}`;
  const sent = await page.request.post("/api/contact", {
    data: {
      firstName: "Weekly",
      lastName: "Report",
      email: `${campaign}@example.com`,
      message: "Counted in this week's column.",
      context: { landingPage: "/services/seo", utm: { source: "google", campaign } },
    },
  });
  expect((await sent.json()).success).toBe(true);

  await openLink(page, await requestLink(page, admin(info)));
  await expect(page.getByRole("heading", { name: "Leads", exact: true })).toBeVisible(REAL);
  await page.getByRole("navigation", { name: "Reports" }).getByRole("link", { name: "Weekly report" }).click();
  await expect(page.getByRole("heading", { name: "Leads per week" })).toBeVisible(REAL);
  const byCampaign = page.getByRole("table", { name: /Leads per week by campaign/ });
  const row = byCampaign.getByRole("row", { name: new RegExp(campaign) });
  // Eight weeks and the total: the lead is in this week's column (the last) and in the total.
  await expect(row.getByRole("cell")).toHaveText(["0", "0", "0", "0", "0", "0", "0", "1", "1"]);
  await expect(page.getByRole("table", { name: /by source/ }).getByRole("rowheader", { name: "google" })).toBeVisible();
  await axe(page);

  await page.getByRole("link", { name: "Visits and conversion" }).click();
  await expect(page.getByRole("heading", { name: "Visits and conversion" })).toBeVisible(REAL);
  await expect(page.getByRole("table", { name: /Pages \(visits and leads by landing page\)/ })).toBeVisible();
  await axe(page);
});

test("an application with a real PDF is found under its job, its résumé downloaded byte for byte, moved to interview with a note; the candidate's export holds it and the deletion removes it and its file @desktop", async ({
  page,
  request,
}, info) => {
  test.setTimeout(150_000);
  const tag = Date.now().toString(36);
  const email = `candidate-${tag}@example.com`;
  const resume = pdf(`Jane Candidate ${tag} - Curriculum Vitae`);

  // 1. The application, through the real POST /api/apply (multipart, a real PDF).
  const applied = await request.post("/api/apply", {
    multipart: {
      name: "Jane Candidate",
      email,
      phone: "",
      link: "https://example.com/portfolio",
      note: `<b>Five years</b> of PHP. ${tag}`,
      job: "php-developer",
      consent: "true",
      resume: { name: "Jane CV.pdf", mimeType: "application/pdf", buffer: resume },
    },
  });
  expect(applied.status(), await applied.text()).toBe(200);

  // Nobody without a session reaches an application or a résumé (401, no bytes).
  expect((await request.get("/admin/leads/applications/20261128T100000000Z-000000000000/resume")).status()).toBe(401);

  // 2. Staff sign in and find it under its job.
  await openLink(page, await requestLink(page, admin(info)));
  await expect(page.getByRole("heading", { name: "Leads", exact: true })).toBeVisible(REAL);
  await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Applications" }).click();
  await expect(page.getByRole("heading", { name: "Applications", exact: true })).toBeVisible(REAL);
  await page.getByLabel("Job").selectOption({ label: "PHP Developer" });
  await page.getByLabel("Status").selectOption("new");
  await page.getByRole("button", { name: "Show applications" }).click();
  await axe(page);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("PHP Developer");
  await row.getByRole("link", { name: "Jane Candidate" }).click();
  const main = page.getByRole("main");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Jane Candidate");
  await expect(main).toContainText(`<b>Five years</b> of PHP. ${tag}`); // text, not markup
  expect(await main.locator("b").count()).toBe(0);
  await axe(page);
  const applicationUrl = page.url();

  // 3. The résumé: an attachment with the same bytes.
  const downloading = page.waitForEvent("download");
  await main.getByRole("link", { name: "Download the résumé" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^resume-php-developer-\d{8}T\d{9}Z-[0-9a-f]{12}\.pdf$/);
  expect((await fs.readFile((await download.path())!)).equals(resume)).toBe(true);
  const resumeUrl = `${new URL(applicationUrl).pathname}/resume`;
  const served = await page.request.get(resumeUrl);
  expect(served.headers()).toMatchObject({
    "content-type": "application/pdf",
    "x-content-type-options": "nosniff",
    "cache-control": "no-store",
  });
  expect(served.headers()["content-disposition"]).toMatch(/^attachment; filename="resume-php-developer-/);

  // 4. Interview, with a note, on the timeline.
  await page.getByLabel("Status").selectOption("interview");
  await page.getByLabel("Add a note").fill("Phone screen went well; <i>invite</i> on site.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("status")).toHaveText("interview", REAL);
  const timeline = page.getByRole("list", { name: "Timeline" });
  await expect(timeline).toContainText(`status new → interview by ${admin(info)}`);
  await expect(timeline).toContainText(`note added by ${admin(info)}`);
  await expect(main).toContainText("Phone screen went well; <i>invite</i> on site.");

  // 5. The candidate's export holds the application and the résumé's bytes.
  const privacy = page.getByRole("region", { name: "Privacy request" });
  const exporting = page.waitForEvent("download");
  await privacy.getByRole("link", { name: "Export this person's data" }).click();
  const exported = JSON.parse(await fs.readFile((await (await exporting).path())!, "utf8")) as {
    applications: { application: { fields: { email: string }; status: string }; resumeFile: { base64: string } }[];
  };
  expect(exported.applications).toHaveLength(1);
  expect(exported.applications[0]!.application).toMatchObject({ fields: { email }, status: "interview" });
  expect(Buffer.from(exported.applications[0]!.resumeFile.base64, "base64").equals(resume)).toBe(true);

  // 6. The deletion removes the application and its file.
  await privacy.getByLabel("To confirm, type the person's e-mail address").fill(email);
  await privacy.getByRole("button", { name: "Delete this person's data" }).click();
  await expect(page.getByRole("heading", { name: "Applications", exact: true })).toBeVisible(REAL);
  expect((await page.goto(applicationUrl))!.status()).toBe(404);
  expect((await page.request.get(resumeUrl)).status()).toBe(404);
  await page.goto("/admin/leads/applications?job=php-developer");
  await expect(page.getByRole("main")).not.toContainText(email);
});
