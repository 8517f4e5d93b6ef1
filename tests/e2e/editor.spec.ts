import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { parse as parseYaml } from "yaml";
import { test as base, expect } from "./fixtures";
import { startDecapServer, type DecapServer } from "./decap/server";
import { TRACKERS_ENV, trackerBuildTests } from "./tracker-build";

/**
 * The acceptance test of "Editors own every page": an editor, in the CMS at /admin with Decap's
 * local backend, (a) changes the home page's main heading, (b) creates a landing page of three
 * sections, (c) publishes a case study, picking its services and its quote, and (d) moves a section
 * of the About page above the one before it. The scratch copy decap-server writes to is made a git
 * repository first, so the test can ask git what changed: exactly those four entries, each holding
 * the edits. The content check the build runs
 * (scripts/content-check.mjs, the build's gate) then passes on the changed copy, and a production
 * build of the repository with the changed content/ shows each change on its page (one cold
 * `gatsby build`, 2 to 4 minutes on two cores: the last test has its own long timeout).
 *
 * Desktop only (the CMS is a computer's tool); serial: the steps build on each other and share
 * one decap-server.
 */
const test = base.extend<object, { decap: DecapServer }>({
  decap: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, provide) => {
      const server = await startDecapServer();
      const git = (...args: string[]) => execFileSync("git", args, { cwd: server.repo, encoding: "utf8" });
      git("init", "--quiet", "--initial-branch=main");
      git("config", "user.email", "editor-test@atria.example");
      git("config", "user.name", "Editor test");
      git("add", "content");
      git("commit", "--quiet", "--no-gpg-sign", "-m", "content before the editor's changes");
      // The content check also reads src/ (the page routes) and static/ (files links point at).
      const root = path.resolve(__dirname, "..", "..");
      for (const dir of ["src", "static"]) fs.symlinkSync(path.join(root, dir), path.join(server.repo, dir));
      fs.appendFileSync(path.join(server.repo, ".git", "info", "exclude"), "/src\n/static\n");
      await provide(server);
      await server.stop();
    },
    { scope: "worker" },
  ],
});

test.describe.configure({ mode: "serial" });

const HOME_HEADING = "Quality Digital Services You Really Need!";
const NEW_HOME_HEADING = "Digital Services That Bring You Customers";

const LANDING = {
  file: "content/pages/spring-seo-check.json",
  path: "/spring-seo-check",
  title: "Spring SEO Check",
  description:
    "A free spring check of how your business shows up in local Google searches, with a plan of what to fix first.",
  hero: { title: "Is Google showing your business this spring?", subtitle: "We check your local rankings for free." },
  text: {
    title: "What the check covers",
    paragraph: "Your Google Business Profile, your reviews, your site's speed and the searches your customers make.",
  },
  cta: { title: "Book your free SEO check", text: "We reply within one business day.", label: "Get My Free Check" },
};

/** The About page's sections by heading; the editor moves the `moved`th above the one before it. */
const ABOUT = {
  file: "content/pages/about.json",
  before: [
    "About Atria Digital",
    "A digital partner for growing businesses",
    "Our values",
    "Mission and vision",
    "Meet the team",
    "We Worked For",
    "Let's build something that brings in customers",
  ],
  moved: 3,
};
/** The order the About page's headings should have once moved. */
const aboutAfter = () => {
  const order = [...ABOUT.before];
  const [moved] = order.splice(ABOUT.moved, 1);
  order.splice(ABOUT.moved - 1, 0, moved!);
  return order;
};

const CASE = {
  slug: "river-city-realty",
  title: "River City Realty: twice the listing enquiries with a faster site and local SEO",
  client: "River City Realty",
  industry: "Real estate, Sacramento",
  summary: "A Sacramento brokerage rebuilt its site around its listings and doubled the enquiries it gets from Google.",
  url: "https://rivercityrealty.example",
  services: [
    { slug: "website-design-development", title: "Website Design & Development" },
    { slug: "seo", title: "SEO" },
  ],
  challenge: "Listings took eight seconds to load on a phone, and the brokerage did not appear in the map results.",
  solution: "We rebuilt the site on a fast foundation and wrote a page for each neighbourhood the agents serve.",
  result: { value: "2x", label: "Listing enquiries from Google" },
  quote: "Rachel Nguyen",
  // A case study names its authors from the team (issue 49): the CMS shows the name, the file keeps the slug.
  author: { slug: "priya-raman", name: "Priya Raman" },
  heroAlt: "The River City Realty home page with a photo of a Sacramento street and a search box",
  story: "We started with the listings, because that is what buyers come for.",
};

/** The scratch repository's changes, as `git status --porcelain` lines (new folders listed file by file). */
const status = (repo: string) =>
  execFileSync("git", ["status", "--porcelain", "--untracked-files=all"], { cwd: repo, encoding: "utf8" })
    .split("\n")
    .filter(Boolean)
    .sort();

/**
 * `gatsby build` in `site`, at the lowest CPU priority. The other Playwright worker goes on
 * testing meanwhile, and a build at normal priority takes both cores for its first minute
 * (webpack, Terser and the HTML renderers in parallel): the CMS's 5 MB of scripts in the other
 * worker's browser then once took over 30 s to show Decap's login, failing a CI run's first try. At
 * priority 19 the build gets what the tests leave idle; the children Gatsby starts inherit it.
 * A service of this worker (scripts/lib/services.mjs): its own process group, stopped whole at the
 * timeout, and by the worker's reaper if the worker dies first.
 */
async function backgroundBuild(site: string, { env, timeout }: { env: NodeJS.ProcessEnv; timeout: number }) {
  // Imported when needed, as the copy's site.mjs below: Playwright loads this spec as CommonJS.
  const { startService, stopService } = (await import(
    path.join(__dirname, "..", "..", "scripts", "lib", "services.mjs")
  )) as typeof import("../../scripts/lib/services.mjs");
  const build = startService(
    "gatsby build of the edited copy",
    process.execPath,
    [path.join(site, "node_modules", "gatsby", "cli.js"), "build"],
    { cwd: site, env },
  );
  if (build.child.pid !== undefined) os.setPriority(build.child.pid, 19);
  let late = "";
  const timer = setTimeout(() => {
    late = `\n(the build ran past ${timeout / 1000} s and was stopped)`;
    void stopService(build);
  }, timeout);
  const status = await build.exited;
  clearTimeout(timer);
  return { status, output: build.output.join("") + late };
}

async function login(page: Page, decap: DecapServer, hash: string) {
  await page.goto(`/admin/?decap_port=${decap.port}#${hash}`);
  await page.getByRole("button", { name: "Login" }).click({ timeout: 45_000 });
}

async function publish(page: Page) {
  // Exactly "Publish": an entry without unsaved changes shows "Published" instead, whose menu has no
  // "Publish now" (Decap's editor toolbar), so the click waits for the edit to have registered.
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page.getByText("Entry saved")).toBeVisible();
}

test.describe("an editor owns every page @desktop", () => {
  // The second build's copy goes whatever happened: a failed build skips the tests after it, and
  // with them the hooks of their group, but never this one.
  test.afterAll(() => {
    if (secondBuild) fs.rmSync(secondBuild, { recursive: true, force: true });
  });

  test("(a) changes the home page's main heading", async ({ page, decap }) => {
    await login(page, decap, "/collections/content-pages/entries/home");
    await expect(page.getByRole("textbox", { name: /^Path/ })).toHaveValue("/");
    const hero = page.getByText(HOME_HEADING, { exact: true }).first();
    await hero.locator("xpath=..").getByRole("button").first().click();
    const heading = page.getByRole("textbox", { name: "Heading", exact: true }).first();
    await expect(heading).toHaveValue(HOME_HEADING);
    await heading.fill(NEW_HOME_HEADING);
    await publish(page);
  });

  test("(b) creates a landing page with a hero, a text and a call to action", async ({ page, decap }) => {
    await login(page, decap, "/collections/content-pages/new");
    await page.getByRole("textbox", { name: /^Path/ }).fill(LANDING.path);
    await page.getByRole("textbox", { name: /^Page name/ }).fill(LANDING.title);
    await page.getByRole("textbox", { name: /^Description/ }).fill(LANDING.description);

    const addSection = async (type: string) => {
      await page.getByRole("button", { name: "Add section" }).click();
      await page.getByRole("menuitem", { name: type, exact: true }).click();
    };
    // The newest section is open, last on the page; optional fields' labels end in "(optional)".
    const field = (name: string) =>
      page.getByRole("textbox", { name: new RegExp(`^${name}( \\(optional\\))?$`) }).last();

    await addSection("Hero (page heading)");
    await field("Heading").fill(LANDING.hero.title);
    await field("Subtitle").fill(LANDING.hero.subtitle);

    await addSection("Text (heading and paragraphs)");
    await field("Heading").fill(LANDING.text.title);
    await page
      .getByRole("button", { name: /^Add paragraph/ })
      .last()
      .click();
    await field("Paragraph").fill(LANDING.text.paragraph);

    await addSection("Call to action");
    await field("Heading").fill(LANDING.cta.title);
    await field("Text").fill(LANDING.cta.text);
    await page
      .getByRole("button", { name: /^Add buttons/ })
      .last()
      .click();
    await field("Label").fill(LANDING.cta.label);

    await expect(page.getByText("3 sections")).toBeVisible();
    await publish(page);
  });

  test("(c) publishes a case study with its services and quote picked", async ({ page, decap }) => {
    await login(page, decap, "/collections/case-studies/new");
    const box = (name: string | RegExp) => page.getByRole("textbox", { name });
    await box("Title").fill(CASE.title);
    await box(/^Address/).fill(CASE.slug);
    await page.getByLabel("Date", { exact: true }).fill("2026-11-20");
    await box("Client").fill(CASE.client);
    await box("Industry and city").fill(CASE.industry);
    await box(/^Summary/).fill(CASE.summary);
    await box(/^Live site/).fill(CASE.url);

    const pick = async (label: string, option: string) => {
      await page.getByRole("combobox", { name: label }).fill(option);
      await page.getByRole("option", { name: option, exact: true }).click();
    };
    for (const s of CASE.services) await pick("Services used", s.title);

    await box("The challenge").fill(CASE.challenge);
    await box("What we did").fill(CASE.solution);
    await page.getByRole("button", { name: "Add result" }).click();
    await box("Figure (70%, 4.8, 1.9 s)").fill(CASE.result.value);
    await box("Label").fill(CASE.result.label);

    await page.getByRole("combobox", { name: "Quote (the client's testimonial)" }).fill(CASE.quote);
    await page.getByRole("option", { name: new RegExp(`^${CASE.quote}`) }).click();
    await page.getByRole("combobox", { name: "Authors (from the team)" }).fill(CASE.author.name);
    await page.getByRole("option", { name: new RegExp(`^${CASE.author.name}`) }).click();

    // The hero image: uploaded through the media library, stored next to the case study.
    await page.getByRole("button", { name: "Choose an image" }).click();
    await page
      .locator('input[type="file"]')
      .setInputFiles(path.resolve(__dirname, "..", "..", "content", "case-studies", "delta-hvac", "hero.jpg"));
    // The uploaded image is selected by itself (a click on it would deselect it).
    await expect(page.getByRole("dialog").getByText("hero.jpg")).toBeVisible();
    await page.getByRole("button", { name: "Choose selected" }).click();
    await box("Hero image description").fill(CASE.heroAlt);

    const story = page.locator('[data-slate-editor="true"]');
    await story.click();
    await page.keyboard.type(CASE.story);
    await publish(page);
  });

  test("(d) moves a section of the About page above the one before it", async ({ page, decap }) => {
    await login(page, decap, "/collections/content-pages/entries/about");
    await expect(page.getByRole("textbox", { name: /^Path/ })).toHaveValue("/about");
    await expect(page.getByText(`${ABOUT.before.length} sections`)).toBeVisible();
    // Every list's items have a drag handle; the sections' are the leftmost (nested lists are indented).
    const all = await page.locator('[aria-roledescription="sortable"]').all();
    const xs = await Promise.all(all.map(async (h) => (await h.boundingBox())?.x ?? Infinity));
    const left = Math.min(...xs);
    const handles = all.filter((_h, i) => Math.abs((xs[i] ?? Infinity) - left) < 2);
    expect(handles).toHaveLength(ABOUT.before.length);
    await handles[ABOUT.moved]!.scrollIntoViewIfNeeded();
    const from = await handles[ABOUT.moved]!.boundingBox();
    const to = await handles[ABOUT.moved - 1]!.boundingBox();
    if (!from || !to) throw new Error("the drag handles are not on screen");
    // The list's drag and drop (dnd-kit) announces each step in a live region: who was picked up,
    // what it is over, where it was dropped. The release waits for the section to be over the one
    // before it, and the publish for the drop; on a busy machine the mouse runs ahead of the page.
    const live = page.getByRole("status").filter({ hasText: /draggable item/i });
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 8, { steps: 4 });
    await expect(live).toHaveText(/draggable item \S+/i);
    const active = /draggable item (\S+?)(?:\.$| )/i.exec((await live.textContent()) ?? "")?.[1] ?? "";
    expect(active).not.toBe("");
    const id = active.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 10, { steps: 20 });
    await expect(live).toHaveText(new RegExp(`item ${id} was moved over droppable area (?!${id}\\.)`));
    await page.mouse.up();
    await expect(live).toHaveText(new RegExp(`item ${id} was dropped over droppable area (?!${id}$)`));
    await expect(page.getByText("Unsaved Changes")).toBeVisible();
    await publish(page);
  });

  test("the scratch repository holds exactly those four entries, and the build's content check passes", async ({
    decap,
  }) => {
    const caseDir = `content/case-studies/${CASE.slug}`;
    expect(status(decap.repo)).toEqual([
      ` M ${ABOUT.file}`,
      ` M content/pages/home.json`,
      `?? ${caseDir}/hero.jpg`,
      `?? ${caseDir}/index.mdx`,
      `?? ${LANDING.file}`,
    ]);

    // (a) One line of home.json changed: the hero's heading.
    const diff = execFileSync("git", ["diff", "--unified=0", "content/pages/home.json"], {
      cwd: decap.repo,
      encoding: "utf8",
    });
    const changed = diff.split("\n").filter((l) => /^[-+] /.test(l));
    expect(changed).toEqual([`-      "title": "${HOME_HEADING}",`, `+      "title": "${NEW_HOME_HEADING}",`]);

    // (b) The landing page, its three sections in order.
    const landing = JSON.parse(fs.readFileSync(path.join(decap.repo, LANDING.file), "utf8"));
    expect(landing).toMatchObject({ path: LANDING.path, title: LANDING.title, description: LANDING.description });
    expect(landing.sections).toEqual([
      expect.objectContaining({ type: "hero", ...LANDING.hero }),
      expect.objectContaining({ type: "text", title: LANDING.text.title, paragraphs: [LANDING.text.paragraph] }),
      expect.objectContaining({ type: "cta", title: LANDING.cta.title, text: LANDING.cta.text }),
    ]);
    expect(landing.sections[2].actions).toEqual([expect.objectContaining({ label: LANDING.cta.label })]);

    // (d) The About page: the same sections, the moved one a place earlier, nothing else changed.
    const aboutBefore = JSON.parse(
      execFileSync("git", ["show", `HEAD:${ABOUT.file}`], { cwd: decap.repo, encoding: "utf8" }),
    ) as { sections: { title: string }[] };
    const aboutNow = JSON.parse(fs.readFileSync(path.join(decap.repo, ABOUT.file), "utf8")) as typeof aboutBefore;
    expect(aboutBefore.sections.map((s) => s.title)).toEqual(ABOUT.before);
    const expected = [...aboutBefore.sections];
    const [moved] = expected.splice(ABOUT.moved, 1);
    expected.splice(ABOUT.moved - 1, 0, moved!);
    expect(aboutNow).toEqual({ ...aboutBefore, sections: expected });

    // (c) The case study: the picked services by slug, the quote by name, the hero next to it.
    const mdx = fs.readFileSync(path.join(decap.repo, caseDir, "index.mdx"), "utf8");
    const m = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(mdx);
    expect(m).toBeTruthy();
    const fm = parseYaml(m![1]!) as Record<string, unknown>;
    expect(fm).toMatchObject({
      title: CASE.title,
      slug: CASE.slug,
      date: "2026-11-20",
      client: CASE.client,
      industry: CASE.industry,
      summary: CASE.summary,
      url: CASE.url,
      services: CASE.services.map((s) => s.slug),
      challenge: CASE.challenge,
      solution: CASE.solution,
      results: [CASE.result],
      quote: CASE.quote,
      authors: [CASE.author.slug],
      hero: "hero.jpg",
      heroAlt: CASE.heroAlt,
    });
    expect(m![2]!.trim()).toBe(CASE.story);

    // The check the build runs first (gatsby-node.ts runs the same checkContent) passes.
    const check = spawnSync(
      process.execPath,
      [
        "--experimental-strip-types",
        "--disable-warning=ExperimentalWarning",
        "--disable-warning=MODULE_TYPELESS_PACKAGE_JSON",
        path.resolve(__dirname, "..", "..", "scripts", "content-check.mjs"),
        "--root",
        decap.repo,
      ],
      { encoding: "utf8" },
    );
    expect(check.stdout + check.stderr).toContain("content:check: content/ is valid");
    expect(check.status).toBe(0);
  });

  test("after a build, the site shows each change", async ({ decap }) => {
    test.setTimeout(10 * 60_000);
    // A copy of the repository's tracked files with the edited content/, sharing node_modules.
    const root = path.resolve(__dirname, "..", "..");
    const site = fs.mkdtempSync(path.join(os.tmpdir(), "atria-editor-build-"));
    secondBuild = site;
    {
      const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
        .split("\0")
        .filter((f) => f && !f.startsWith("content/") && fs.existsSync(path.join(root, f)));
      for (const f of tracked) {
        fs.mkdirSync(path.dirname(path.join(site, f)), { recursive: true });
        fs.copyFileSync(path.join(root, f), path.join(site, f));
      }
      fs.cpSync(path.join(decap.repo, "content"), path.join(site, "content"), { recursive: true });
      fs.symlinkSync(path.join(root, "node_modules"), path.join(site, "node_modules"));
      // The build's own content-addressed caches (share cards and font subsets, each kept under the
      // hash of everything that goes into it), so the copy redraws only the cards its edits change.
      for (const cache of ["share-images", "fonts"]) {
        const from = path.join(root, ".cache", cache);
        if (fs.existsSync(from)) fs.cpSync(from, path.join(site, ".cache", cache), { recursive: true });
      }
      const built = await backgroundBuild(site, {
        // The run's one other production build is also the build with both trackers configured
        // (the tests after this one): a third build would cost a minute of the ten.
        env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1", ...TRACKERS_ENV },
        timeout: 9 * 60_000,
      });
      expect(built.status, built.output.slice(-3000)).toBe(0);
      // A page is `<route>.html` as gatsby-adapter-netlify publishes it; the home page stays index.html.
      const html = (route: string) =>
        fs
          .readFileSync(path.join(site, "public", route ? `${route}.html` : "index.html"), "utf8")
          .replace(/&#x27;|&#39;/g, "'");

      // (a) The home page's main heading.
      const home = html("");
      expect(home).toMatch(new RegExp(`<h1[^>]*>((?!</h1>)[\\s\\S])*${NEW_HOME_HEADING}`));
      expect(home).not.toContain(HOME_HEADING);
      // (b) The landing page at its path, its three sections in order.
      const landing = html(LANDING.path);
      const at = [LANDING.hero.title, LANDING.text.paragraph, LANDING.cta.title, LANDING.cta.label].map((t) =>
        landing.indexOf(t),
      );
      expect(at.every((i) => i > 0)).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
      expect(landing).toMatch(new RegExp(`<title[^>]*>${LANDING.title} \\| Atria Digital</title>`));
      // (d) The About page's headings in the new order.
      const about = html("about");
      const headings = aboutAfter().map((t) => about.indexOf(`>${t}<`));
      expect(headings.every((i) => i > 0)).toBe(true);
      expect([...headings].sort((a, b) => a - b)).toEqual(headings);
      // (c) The case study at /our-work/<slug>, with its quote; the picked services' pages list it.
      const study = html(`our-work/${CASE.slug}`);
      expect(study).toContain(CASE.client);
      expect(study).toContain(CASE.story);
      expect(study).toContain(CASE.quote);
      for (const s of CASE.services) expect(html(`services/${s.slug}`)).toContain(`/our-work/${CASE.slug}`);
    }
  });

  test.describe("the same build, with Google Analytics and the Meta Pixel configured", () => {
    let served: { base: string; stop: () => Promise<void> } | undefined;
    test.beforeAll(async () => {
      test.setTimeout(120_000);
      if (!secondBuild || !fs.existsSync(path.join(secondBuild, "public", "index.html"))) return;
      // `npm start` of the built copy (its own scripts/lib/site.mjs: free ports, stopped after).
      const { startSite } = (await import(path.join(secondBuild, "scripts", "lib", "site.mjs"))) as {
        startSite: (o: object) => Promise<{ base: string; stop: () => Promise<void> }>;
      };
      served = await startSite({ env: { SKIP_BUILD: "1" } });
    });
    test.afterAll(async () => {
      await served?.stop();
    });
    // The consent banner and the trackers' tags (tests/e2e/tracker-build.ts).
    for (const { title, body } of trackerBuildTests({ served: () => served, builtAt: () => secondBuild }))
      test(title, body);
  });
});

/** The copy built by "after a build, the site shows each change", kept for the trackers' tests. */
let secondBuild: string | undefined;
