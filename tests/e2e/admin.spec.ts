import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { test } from "./decap/fixture";
import { parse as parseYaml } from "yaml";
import { execFileSync } from "node:child_process";
import { formatJson } from "../../static/admin/json-format.mjs";

/**
 * The CMS at /admin, from the built site (`npm start`), with Decap's local backend on a temporary
 * copy of content/. Desktop only: the CMS is an editor's tool on a computer (Decap's editor is
 * not laid out for phones). Serial: the tests share one decap-server.
 */
test.describe.configure({ mode: "serial" });

const COLLECTIONS = [
  "Site settings",
  "Pages",
  "Case study labels",
  "Services",
  "Team",
  "Testimonials",
  "Clients",
  "Technologies",
  "Jobs",
  "Portfolio",
  "Cookies",
  "Legal pages",
  "Blog",
  "Frame and page texts",
  "Case studies",
  "Booking rules",
  "Redirects and short links",
];

/** Publish now, as an editor does, and wait for Decap's confirmation. */
async function publishNow(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page.getByText("Entry saved")).toBeVisible();
}

/** The lines of `file` that differ from `before`, which must have as many lines (a one-field edit moves none). */
function changedLines(before: string, file: string): string[] {
  const after = fs.readFileSync(file, "utf8").split("\n");
  const lines = before.split("\n");
  expect(after.length).toBe(lines.length);
  return after.filter((line, i) => line !== lines[i]);
}

test.describe("content manager @desktop", () => {
  test("/admin is served with its own headers and never indexed", async ({ request }) => {
    const res = await request.get("/admin");
    expect(res.status()).toBe(200);
    const h = res.headers();
    expect(h["x-robots-tag"]).toContain("noindex");
    expect(h["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(h["content-security-policy"]).toMatch(/connect-src [^;]*https:\/\/api\.github\.com/);
    expect(h["content-security-policy"]).not.toContain("https://unpkg.com");
    const html = await res.text();
    // Our own copy of the CMS, no script from another host.
    expect(html).not.toMatch(/<script[^>]+src="https?:/);
    const bundle = /src="(\/admin\/decap\/[^"]+\/decap-cms\.js)"/.exec(html)?.[1];
    expect(bundle).toBeTruthy();
    expect((await request.head(bundle!)).status()).toBe(200);
    const sitemap = await request.get("/sitemap-0.xml");
    expect(sitemap.ok()).toBe(true);
    expect(await sitemap.text()).not.toContain("/admin");
  });

  test("loads with the local backend and lists every collection", async ({ page, decap }) => {
    const problems: string[] = [];
    page.on("pageerror", (e) => problems.push(e.message));
    page.on("console", (m) => {
      if (m.type() === "error" || /Content Security Policy/.test(m.text())) problems.push(m.text());
    });
    await page.goto(`/admin/?decap_port=${decap.port}`);
    await page.getByRole("button", { name: "Login" }).click({ timeout: 45_000 });
    const sidebar = page.getByRole("complementary");
    await expect(sidebar.getByRole("heading", { name: "Collections" })).toBeVisible();
    await expect(sidebar.getByRole("listitem")).toHaveText(COLLECTIONS);
    await sidebar.getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page.getByText("Strategies for Digital Triumph").first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("the frame and page texts open in the editor, the 404 page's services as a picker", async ({ page, decap }) => {
    const problems: string[] = [];
    page.on("pageerror", (e) => problems.push(e.message));
    await page.goto(`/admin/?decap_port=${decap.port}#/collections/copy/entries/page-copy`);
    await page.getByRole("button", { name: "Login" }).click({ timeout: 45_000 });
    await expect(page.getByRole("textbox", { name: "While loading" })).toHaveValue("Loading latest tech news...");
    // The relation widget shows the chosen services by title.
    await expect(page.getByText("Website Design & Development").first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("pages: a landing page opens with its fields, and every section type can be added", async ({ page, decap }) => {
    await page.goto(`/admin/?decap_port=${decap.port}#/collections/content-pages/entries/free-website-audit`);
    await page.getByRole("button", { name: "Login" }).click({ timeout: 45_000 });
    await expect(page.getByRole("textbox", { name: /^Path/ })).toHaveValue("/free-website-audit");
    // The sections, each under its type's label with its heading.
    await expect(page.getByText("7 sections")).toBeVisible();
    await expect(page.getByText("Is your website losing you customers? Find out free.")).toBeVisible();
    await page.getByRole("button", { name: "Add section" }).click();
    const offered = page.getByRole("menuitem");
    await expect(offered).toHaveText([
      "Hero (page heading)",
      "Page hero (heading, lead, buttons and figures)",
      "Spotlight (text, figures and a results card)",
      "Card grid",
      "Stats band (counted up)",
      "Process steps",
      "Text (heading and paragraphs)",
      "Statements (e.g. mission and vision)",
      "Team (from the Team list)",
      "Client logo strip",
      "Project tiles (from the portfolio)",
      "Featured blog posts",
      "Testimonials",
      "FAQ",
      "Call to action",
      "Page hero with a figures card",
      "Service cards (every service, with its price and page)",
      "Technology tabs (from the Technologies list)",
      "Benefits (icon list)",
      "Work (every site of the portfolio, with its case study)",
      "Contact form",
      "Office (map placeholder and contact cards from Site settings)",
      "Help card (call and WhatsApp chat buttons)",
    ]);
  });

  test("pages: the About page opens with its sections", async ({ page, decap }) => {
    await page.goto(`/admin/?decap_port=${decap.port}#/collections/content-pages/entries/about`);
    await page.getByRole("button", { name: "Login" }).click({ timeout: 45_000 });
    await expect(page.getByRole("textbox", { name: /^Path/ })).toHaveValue("/about");
    await expect(page.getByText("7 sections")).toBeVisible();
    for (const title of ["About Atria Digital", "Our values", "Meet the team"])
      await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  });

  test("pages: the Contact page opens with its sections", async ({ page, decap }) => {
    await page.goto(`/admin/?decap_port=${decap.port}#/collections/content-pages/entries/contact`);
    await page.getByRole("button", { name: "Login" }).click({ timeout: 45_000 });
    await expect(page.getByRole("textbox", { name: /^Path/ })).toHaveValue("/contact");
    await expect(page.getByText("5 sections")).toBeVisible();
    for (const title of ["Let's Talk About Your Project", "Send Us a Message", "Need Immediate Help?"])
      await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  });

  test("an edit made in the CMS changes the right file, and only the edited line", async ({ page, decap }) => {
    const file = path.join(decap.repo, "content", "jobs.json");
    const before = fs.readFileSync(file, "utf8");
    const jobs = JSON.parse(before) as { title: string }[];
    const first = jobs[0]!;

    await page.goto(`/admin/?decap_port=${decap.port}#/collections/jobs/entries/jobs`);
    await page.getByRole("button", { name: "Login" }).click({ timeout: 45_000 });
    const summary = page.getByText(`${first.title} (`, { exact: false }).first();
    await summary.locator("xpath=..").getByRole("button").first().click();
    const title = page.getByRole("textbox", { name: "Job title" });
    await expect(title).toHaveValue(first.title);
    await title.fill(`Senior ${first.title}`);
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    await expect(page.getByText("Entry saved")).toBeVisible();

    const after = fs.readFileSync(file, "utf8");
    const expected = [{ ...first, title: `Senior ${first.title}` }, ...jobs.slice(1)];
    expect(JSON.parse(after)).toEqual(expected);
    // Written in the repository's JSON layout: the diff is the one line that changed.
    expect(after).toBe(formatJson(expected));
    const changed = after.split("\n").filter((line, i) => line !== before.split("\n")[i]);
    expect(changed).toEqual([`    "title": "Senior ${first.title}",`]);
    // The working tree is untouched.
    expect(JSON.parse(fs.readFileSync(path.resolve("content/jobs.json"), "utf8"))[0].title).toBe(first.title);
  });

  test("unlisting an article changes its frontmatter and leaves the Markdown body as it was", async ({
    page,
    decap,
  }) => {
    const slug = "strategies-for-digital-triumph";
    const file = path.join(decap.repo, "content", "blog", slug, "index.mdx");
    const split = (text: string) => {
      const m = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
      return { fm: parseYaml(m?.[1] ?? "") as Record<string, unknown>, body: m?.[2] ?? "" };
    };
    const beforeText = fs.readFileSync(file, "utf8");
    const before = split(beforeText);
    expect(before.fm.listed).toBe(true);

    await page.goto(`/admin/?decap_port=${decap.port}#/collections/blog/entries/${slug}/index`);
    await page.getByRole("button", { name: "Login" }).click({ timeout: 45_000 });
    const listed = page.getByRole("switch", { name: "Listed on /blog and in the feed" });
    await expect(listed).toBeChecked();
    await listed.click();
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    await expect(page.getByText("Entry saved")).toBeVisible();

    const after = split(fs.readFileSync(file, "utf8"));
    expect(after.fm).toEqual({ ...before.fm, listed: false });
    expect(after.body).toBe(before.body);
    // The front matter keeps its quotes and order (format mdx-quoted): the diff is the edited line (issue 39).
    expect(changedLines(beforeText, file)).toEqual(["listed: false"]);
  });

  test("a case study opens with its services and quote picked, and saving it changes only the edited field", async ({
    page,
    decap,
  }) => {
    const slug = "delta-hvac";
    const file = path.join(decap.repo, "content", "case-studies", slug, "index.mdx");
    const split = (text: string) => {
      const m = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
      return { fm: parseYaml(m?.[1] ?? "") as Record<string, unknown>, body: m?.[2] ?? "" };
    };
    const beforeText = fs.readFileSync(file, "utf8");
    const before = split(beforeText);
    const problems: string[] = [];
    page.on("pageerror", (e) => problems.push(e.message));

    await page.goto(`/admin/?decap_port=${decap.port}#/collections/case-studies/entries/${slug}/index`);
    await page.getByRole("button", { name: "Login" }).click({ timeout: 45_000 });
    // The relation widgets show the picked entries by their titles and names.
    await expect(page.getByText("Online Reputation Management").first()).toBeVisible();
    await expect(page.getByText("Tom Alvarez").first()).toBeVisible();
    const industry = page.getByRole("textbox", { name: "Industry and city" });
    await expect(industry).toHaveValue("Heating and air conditioning, Stockton");
    await industry.fill("Heating and air conditioning, Stockton and Lodi");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    await expect(page.getByText("Entry saved")).toBeVisible();

    const after = split(fs.readFileSync(file, "utf8"));
    expect(after.fm).toEqual({ ...before.fm, industry: "Heating and air conditioning, Stockton and Lodi" });
    expect(after.body).toBe(before.body);
    expect(changedLines(beforeText, file)).toEqual(['industry: "Heating and air conditioning, Stockton and Lodi"']);
    expect(problems).toEqual([]);
  });

  test("braces and a tag typed in an article's rich text are saved as text the build's MDX compiler reads (issue 39)", async ({
    page,
    decap,
  }) => {
    const slug = "guide-to-effective-digital-marketing";
    const file = path.join(decap.repo, "content", "blog", slug, "index.mdx");
    const bodyOf = (text: string) => text.replace(/^---\n[\s\S]*?\n---\n/, "");
    const before = bodyOf(fs.readFileSync(file, "utf8"));
    await page.goto(`/admin/?decap_port=${decap.port}#/collections/blog/entries/${slug}/index`);
    await page.getByRole("button", { name: "Login" }).click({ timeout: 45_000 });
    await expect(page.getByRole("textbox", { name: "Title" })).toBeVisible();
    // The caret at the end of the last paragraph (Slate follows the page's selection), then a new paragraph.
    const last = page.locator("[data-slate-editor] p").last();
    await last.click();
    await last.evaluate((p) => {
      const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
      let text: Node | null = null;
      for (let n = walker.nextNode(); n; n = walker.nextNode()) if (n.textContent?.trim()) text = n;
      if (text) window.getSelection()?.collapse(text, text.textContent?.length ?? 0);
    });
    await page.waitForTimeout(200);
    await page.keyboard.press("Enter");
    await page.keyboard.type("Our prices {from $299 a month} and a <b>free</b> quote.");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    await expect(page.getByText("Entry saved")).toBeVisible();

    const body = bodyOf(fs.readFileSync(file, "utf8"));
    // The body's diff is the new paragraph: bullets stay "-", the blank line after the front matter stays.
    expect(body).toBe(`${before.trimEnd()}\n\nOur prices \\{from $299 a month\\} and a \\<b>free\\</b> quote.\n`);
    // The compiler the content check and the build use finds nothing to stop on, and no code.
    const found = execFileSync(process.execPath, [path.resolve("scripts/lib/mdx-compile.mjs")], {
      input: JSON.stringify([{ id: "body", body }]),
      encoding: "utf8",
    });
    expect(JSON.parse(found)).toEqual([]);
  });

  test("a new page with the path of an existing one is refused, and nothing is written (issue 39)", async ({
    page,
    decap,
  }) => {
    const dir = path.join(decap.repo, "content", "pages");
    const before = fs.readdirSync(dir).sort();
    await page.goto(`/admin/?decap_port=${decap.port}#/collections/content-pages/new`);
    await page.getByRole("button", { name: "Login" }).click({ timeout: 45_000 });
    await page.getByRole("textbox", { name: /^Path/ }).fill("/about");
    await page.getByRole("textbox", { name: /^Page name/ }).fill("About");
    await page.getByRole("textbox", { name: /^Description/ }).fill("All about us.");
    await page.getByRole("button", { name: "Add section" }).click();
    await page.getByRole("menuitem", { name: "Client logo strip" }).click();
    await page.getByRole("textbox", { name: "Heading" }).fill("Our clients");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    await expect(page.getByText(/\/about is already a page of the site\. Choose another Path/)).toBeVisible();
    expect(fs.readdirSync(dir).sort()).toEqual(before);
  });

  test("a save of Site settings, an object of more than eight fields, changes only the edited line (issue 39)", async ({
    page,
    decap,
  }) => {
    const file = path.join(decap.repo, "content", "site.json");
    const before = fs.readFileSync(file, "utf8");
    const site = JSON.parse(before) as { tagline: string };
    await page.goto(`/admin/?decap_port=${decap.port}#/collections/settings/entries/site`);
    await page.getByRole("button", { name: "Login" }).click({ timeout: 45_000 });
    const tagline = page.getByRole("textbox", { name: "Tagline" });
    await expect(tagline).toHaveValue(site.tagline);
    await tagline.fill(`${site.tagline}, since 2019`);
    await publishNow(page);
    expect(changedLines(before, file)).toEqual([`  "tagline": "${site.tagline}, since 2019",`]);
  });

  test("a save of one service's price changes only that line of services.json (issue 39)", async ({ page, decap }) => {
    const file = path.join(decap.repo, "content", "services.json");
    const before = fs.readFileSync(file, "utf8");
    const first = (JSON.parse(before) as { title: string; price: string }[])[0]!;
    await page.goto(`/admin/?decap_port=${decap.port}#/collections/services/entries/services`);
    await page.getByRole("button", { name: "Login" }).click({ timeout: 45_000 });
    const summary = page.getByText(`${first.title} — ${first.price}`).first();
    await summary.locator("xpath=..").getByRole("button").first().click();
    const price = page.getByRole("textbox", { name: "Price (e.g. $499/month)" });
    await expect(price).toHaveValue(first.price);
    await price.fill(`${first.price} + tax`);
    await publishNow(page);
    expect(changedLines(before, file)).toEqual([`    "price": "${first.price} + tax",`]);
  });

  test("View Live opens the page on the site being edited, not the production address (issue 39)", async ({
    page,
    decap,
    baseURL,
  }) => {
    await page.goto(`/admin/?decap_port=${decap.port}#/collections/services/entries/services`);
    await page.getByRole("button", { name: "Login" }).click({ timeout: 45_000 });
    const live = page.getByRole("link", { name: "View Live" });
    await expect(live).toHaveAttribute("href", `${new URL(baseURL!).origin}/services`);
  });

  test("a new case study with the address of an existing one is refused, and nothing is written (issue 39)", async ({
    page,
    decap,
  }) => {
    const dir = path.join(decap.repo, "content", "case-studies");
    const listing = () => fs.readdirSync(dir, { recursive: true }).map(String).sort();
    const before = listing();
    await page.goto(`/admin/?decap_port=${decap.port}#/collections/case-studies/new`);
    await page.getByRole("button", { name: "Login" }).click({ timeout: 45_000 });
    const box = (name: string | RegExp) => page.getByRole("textbox", { name });
    await box("Title").fill("Delta HVAC again");
    await box(/^Address/).fill("delta-hvac");
    await page.getByLabel("Date", { exact: true }).fill("2026-11-20");
    await box("Client").fill("Delta HVAC");
    await box("Industry and city").fill("Heating, Stockton");
    await box(/^Summary/).fill("A second story of the same client.");
    await box(/^Live site/).fill("https://deltahvac.example");
    await page.getByRole("combobox", { name: "Services used" }).fill("SEO");
    await page.getByRole("option", { name: "SEO", exact: true }).click();
    await box("The challenge").fill("Too few reviews.");
    await box("What we did").fill("Asked every customer.");
    await page.getByRole("button", { name: "Add result" }).click();
    await box("Figure (70%, 4.8, 1.9 s)").fill("4.8");
    await box("Label").fill("Google rating");
    await page.getByRole("combobox", { name: "Quote (the client's testimonial)" }).fill("Tom Alvarez");
    await page.getByRole("option", { name: /^Tom Alvarez/ }).click();
    await page.getByRole("combobox", { name: "Authors (from the team)" }).fill("Priya Raman");
    await page.getByRole("option", { name: /^Priya Raman/ }).click();
    await page.getByRole("button", { name: "Choose an image" }).click();
    await page
      .locator('input[type="file"]')
      .setInputFiles(path.resolve("content", "case-studies", "delta-hvac", "hero.jpg"));
    await expect(page.getByRole("dialog").getByText("hero.jpg")).toBeVisible();
    await page.getByRole("button", { name: "Choose selected" }).click();
    await box("Hero image description").fill("The client's site");
    await page.locator('[data-slate-editor="true"]').click();
    await page.keyboard.type("The story.");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    await expect(
      page.getByText(/\/our-work\/delta-hvac is already a page of the site\. Choose another Address/),
    ).toBeVisible();
    // No index-1.mdx beside the existing case study, and no second image in its folder.
    expect(listing()).toEqual(before);
  });
});
