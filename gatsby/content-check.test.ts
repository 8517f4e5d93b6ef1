/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { onCreateNode, onPostBootstrap, onPreBootstrap } from "../gatsby-node";
import { checkContent, closest, formatProblem, jsonErrorAt, problemsMessage } from "./content-check";
import { JSON_SOURCES } from "./content-model";

const REPO = path.resolve(__dirname, "..");
const made: string[] = [];

/**
 * A scratch copy of the real content/ (src/ linked, static/ copied) that a test may break.
 * `node_modules` is linked too when the gatsby-node hook runs (it copies the fonts).
 */
function scratch({ withNodeModules = false } = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-check-"));
  made.push(root);
  fs.cpSync(path.join(REPO, "content"), path.join(root, "content"), { recursive: true });
  fs.cpSync(path.join(REPO, "static", "og"), path.join(root, "static", "og"), { recursive: true });
  fs.symlinkSync(path.join(REPO, "src"), path.join(root, "src"));
  if (withNodeModules) fs.symlinkSync(path.join(REPO, "node_modules"), path.join(root, "node_modules"));
  return root;
}

afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

type Json = Record<string, unknown> & Record<number, unknown>;
function editJson(root: string, file: string, edit: (data: Json) => void) {
  const p = path.join(root, "content", file);
  const data = JSON.parse(fs.readFileSync(p, "utf8")) as Json;
  edit(data);
  fs.writeFileSync(p, JSON.stringify(data, null, 2));
}
function editText(root: string, file: string, edit: (text: string) => string) {
  const p = path.join(root, "content", file);
  const before = fs.readFileSync(p, "utf8");
  const after = edit(before);
  if (after === before) throw new Error(`edit of ${file} changed nothing`);
  fs.writeFileSync(p, after);
}
const lines = (root: string) => checkContent({ root }).map(formatProblem);

const POST = "deep-dive-into-wordpress-web-design";
const POST_FILE = `blog/${POST}/index.mdx`;
const P = `content/${POST_FILE}`;
const svc = (data: Json, i: number) => (data as unknown as Record<string, unknown>[])[i]!;
const HOME = "pages/home.json";
/** A page's section, counted from 1 as the check counts them. */
const section = (page: Json, n: number) => (page.sections as Json[])[n - 1]!;

describe("the real content", () => {
  it("passes the check", () => {
    expect(checkContent({ root: REPO }).map(formatProblem)).toEqual([]);
  });
});

describe("missing required fields", () => {
  it("names the file, the entry (counted from 1) and the field", () => {
    const root = scratch();
    editJson(root, "services.json", (d) => {
      delete svc(d, 2).price;
      svc(d, 3).summary = "   ";
      delete (svc(d, 0).page as Json).cta;
    });
    editJson(root, "site.json", (d) => {
      delete (d.address as Json).city;
    });
    editText(root, POST_FILE, (t) => t.replace(/^heroAlt: .*\n/m, ""));
    expect(lines(root)).toEqual([
      `${P}: heroAlt: required text is missing`,
      "content/services.json: services[1].page.cta: required group of fields is missing",
      "content/services.json: services[3].price: required text is missing",
      "content/services.json: services[4].summary: required text is missing",
      "content/site.json: address.city: required text is missing",
    ]);
  });
});

describe("wrong types", () => {
  it("says what the field must be and what it is", () => {
    const root = scratch();
    editJson(root, "services.json", (d) => {
      svc(d, 0).title = 42;
      svc(d, 1).order = "2";
      svc(d, 2).features = "Keyword research";
      svc(d, 3).page = "See the SEO page";
      (svc(d, 4).features as unknown[])[1] = null;
    });
    editJson(root, "cookies.json", (d) => {
      svc(d, 0).canDisable = "no";
    });
    editJson(root, HOME, (d) => {
      const bars = (section(d, 2).panel as Json).bars as unknown[];
      bars[2] = 4.5;
    });
    editText(root, POST_FILE, (t) =>
      t
        .replace('date: "2025-08-01"', 'date: "someday"')
        .replace("listed: true", "listed: yes")
        .replace(/order: \d+/, "order: 1.5"),
    );
    expect(lines(root)).toEqual([
      `${P}: date: must be a date written YYYY-MM-DD, like 2025-08-01, not the text "someday"`,
      `${P}: listed: must be true or false, not the text "yes"`,
      `${P}: order: must be a whole number, not the number 1.5`,
      'content/cookies.json: cookies[1].canDisable: must be true or false, not the text "no"',
      "content/pages/home.json: sections[2].panel.bars[3]: must be a whole number, not the number 4.5",
      "content/services.json: services[1].title: must be text, not the number 42",
      'content/services.json: services[2].order: must be a whole number, not the text "2"',
      'content/services.json: services[3].features: must be a list in [ ], not the text "Keyword research"',
      'content/services.json: services[4].page: must be a group of fields in { }, not the text "See the SEO page"',
      "content/services.json: services[5].features[2]: is empty: fill it in or remove it from the list",
    ]);
  });

  it("rejects dates that do not exist and accepts unquoted YAML dates", () => {
    const root = scratch();
    editText(root, POST_FILE, (t) => t.replace('date: "2025-08-01"', 'date: "2025-02-30"'));
    editText(root, "blog/strategies-for-digital-triumph/index.mdx", (t) =>
      t.replace('date: "2025-08-01"', "date: 2025-08-01"),
    );
    expect(lines(root)).toEqual([
      `${P}: date: must be a date written YYYY-MM-DD, like 2025-08-01, not the text "2025-02-30"`,
    ]);
  });

  it("checks formats: web addresses, e-mail, times, icons, ranges", () => {
    const root = scratch();
    editJson(root, "site.json", (d) => {
      d.siteUrl = "atriadigital.example";
      d.email = "hello at atriadigital";
      (d.hours as Json).opens = "9am";
    });
    editJson(root, "services.json", (d) => {
      svc(d, 0).icon = "rokcet";
      svc(d, 1).slug = "Social Media";
    });
    editJson(root, "testimonials.json", (d) => {
      svc(d, 0).rating = 6;
    });
    expect(lines(root)).toEqual([
      // The old slug is gone, so the links to it lead nowhere (see "unknown slugs").
      'content/blog/digital-marketing-unveiling-key-trends-for-2024/index.mdx: body (line 79): link "/services/social-media-marketing" leads to no page: no service has the slug "social-media-marketing"',
      // An article filed under it (its topics name services by slug).
      'content/blog/genesis-of-digital-marketing-agencies/index.mdx: topics[2]: "social-media-marketing" is not the slug of any service: use one of online-reputation, Social Media, website-design-development, email-marketing, seo, ecommerce-development, full-analytics, mobile-app-development',
      // The 404 page's popular services name services by slug.
      'content/page-copy.json: notFound.popularServices[3]: "social-media-marketing" is not the slug of any service: use one of online-reputation, Social Media, website-design-development, email-marketing, seo, ecommerce-development, full-analytics, mobile-app-development',
      'content/services.json: services[1].icon: "rokcet" is not one of the icons (did you mean "rocket"?)',
      'content/services.json: services[2].slug: must be a lower-case slug: letters a-z, digits and hyphens, like "my-new-page"',
      'content/site.json: siteUrl: must be a full web address starting with https://, not "atriadigital.example"',
      'content/site.json: email: must be an e-mail address, not "hello at atriadigital"',
      "content/site.json: hours.opens: must be a time written HH:MM on the 24-hour clock, like 09:00 or 18:00",
      "content/testimonials.json: testimonials[1].rating: must be between 1 and 5, not 6",
    ]);
  });
});

describe("unknown fields", () => {
  it("is an error, with the field the editor probably meant", () => {
    const root = scratch();
    editJson(root, "jobs.json", (d) => {
      svc(d, 1).titel = svc(d, 1).title;
      delete svc(d, 1).title;
    });
    editJson(root, "team.json", (d) => {
      (svc(d, 0).social as Json).facebook = "https://facebook.com/maya";
    });
    editText(root, POST_FILE, (t) => t.replace("listed: true", "listed: true\nauthor: Maya"));
    expect(lines(root)).toEqual([
      `${P}: author: is not a field the site uses: remove it or fix its name (did you mean "authors"?)`,
      "content/jobs.json: jobs[2].title: required text is missing",
      'content/jobs.json: jobs[2].titel: is not a field the site uses: remove it or fix its name (did you mean "title"?)',
      "content/team.json: team[1].social.facebook: is not a field the site uses: remove it or fix its name",
    ]);
  });
});

const RENAMED_SERVICES =
  "online-reputation, social-media-marketing, website-design-development, email-marketing, search-engine-optimization, ecommerce-development, full-analytics, mobile-app-development";

describe("unknown slugs", () => {
  it("checks the home page's featured articles", () => {
    const root = scratch();
    editJson(root, HOME, (d) => {
      (section(d, 7).posts as string[])[1] = "digital-marketing-unveiling-key-trends-2024";
    });
    expect(lines(root)).toEqual([
      'content/pages/home.json: sections[7].posts[2]: "digital-marketing-unveiling-key-trends-2024" is not the slug of any blog post (did you mean "digital-marketing-unveiling-key-trends-for-2024"?)',
    ]);
  });

  it("checks links in article bodies", () => {
    const root = scratch();
    editText(
      root,
      POST_FILE,
      (t) => `${t}\nRead [our SEO offer](/services/seo-tools), [this](/blog/nope) and [us](/abuot).\n`,
    );
    const lineNo = fs.readFileSync(path.join(root, "content", POST_FILE), "utf8").split("\n").length - 1;
    expect(lines(root)).toEqual([
      `${P}: body (line ${lineNo}): link "/services/seo-tools" leads to no page: no service has the slug "seo-tools" (did you mean "seo"?)`,
      `${P}: body (line ${lineNo}): link "/blog/nope" leads to no page: no blog post has the slug "nope"`,
      `${P}: body (line ${lineNo}): link "/abuot" leads to no page of the site (did you mean "/about"?)`,
    ]);
  });

  it("reports a renamed service everywhere its old slug is linked", () => {
    const root = scratch();
    editJson(root, "services.json", (d) => {
      const seo = (d as unknown as Record<string, unknown>[]).find((s) => s.slug === "seo")!;
      seo.slug = "search-engine-optimization";
    });
    expect(lines(root)).toEqual([
      // The articles filed under it (their topics), and the links in their text.
      `content/blog/decrypting-online-success-guide-to-web-design-in-sacramento/index.mdx: topics[2]: "seo" is not the slug of any service: use one of ${RENAMED_SERVICES}`,
      'content/blog/decrypting-online-success-guide-to-web-design-in-sacramento/index.mdx: body (line 41): link "/services/seo" leads to no page: no service has the slug "seo"',
      `content/blog/digital-marketing-unveiling-key-trends-for-2024/index.mdx: topics[1]: "seo" is not the slug of any service: use one of ${RENAMED_SERVICES}`,
      `content/blog/genesis-of-digital-marketing-agencies/index.mdx: topics[1]: "seo" is not the slug of any service: use one of ${RENAMED_SERVICES}`,
      `content/blog/guide-to-effective-digital-marketing/index.mdx: topics[1]: "seo" is not the slug of any service: use one of ${RENAMED_SERVICES}`,
      `content/blog/strategies-for-digital-triumph/index.mdx: topics[1]: "seo" is not the slug of any service: use one of ${RENAMED_SERVICES}`,
      `content/blog/the-indispensable-role-of-seo-in-boosting-business/index.mdx: topics[1]: "seo" is not the slug of any service: use one of ${RENAMED_SERVICES}`,
      'content/blog/the-indispensable-role-of-seo-in-boosting-business/index.mdx: body (line 98): link "/services/seo" leads to no page: no service has the slug "seo"',
      // Case studies that used the service name it too.
      `content/case-studies/capitol-dental/index.mdx: services[2]: "seo" is not the slug of any service: use one of ${RENAMED_SERVICES}`,
      `content/case-studies/delta-hvac/index.mdx: services[3]: "seo" is not the slug of any service: use one of ${RENAMED_SERVICES}`,
      `content/page-copy.json: notFound.popularServices[1]: "seo" is not the slug of any service: use one of ${RENAMED_SERVICES}`,
      // The editor's short link to it (content/redirects.json).
      'content/redirects.json: redirects[1].to: link "/services/seo" leads to no page: no service has the slug "seo"',
    ]);
  });
});

describe("images", () => {
  it("must exist, relative to the content file's folder, with the exact spelling", () => {
    const root = scratch();
    editJson(root, "team.json", (d) => {
      svc(d, 0).image = "images/team/nobody.jpg";
      svc(d, 1).image = "images/team/James-Whitaker.jpg";
      svc(d, 2).image = "/images/team/priya-raman.jpg";
    });
    editJson(root, "clients.json", (d) => {
      svc(d, 0).image = "https://example.com/logo.png";
    });
    editText(root, POST_FILE, (t) => t.replace('hero: "./hero.jpg"', 'hero: "./hero.png"'));
    expect(lines(root)).toEqual([
      `${P}: hero: image "./hero.png" does not exist (looked for ${P.replace("index.mdx", "hero.png")}; paths are relative to the folder of ${P})`,
      'content/clients.json: clients[1].image: must be an image file in content/, not a web address ("https://example.com/logo.png")',
      'content/team.json: team[1].image: image "images/team/nobody.jpg" does not exist (looked for content/images/team/nobody.jpg; paths are relative to the folder of content/team.json)',
      'content/team.json: team[2].image: image "images/team/James-Whitaker.jpg" does not exist (there is content/images/team/james-whitaker.jpg: names are case-sensitive)',
      'content/team.json: team[3].image: image "/images/team/priya-raman.jpg" is outside content/: paths are relative to the folder of content/team.json, like "images/team/name.jpg" or "./hero.jpg"',
    ]);
  });

  it("must be a picture format the site can resize, and static files must exist", () => {
    const root = scratch();
    fs.writeFileSync(path.join(root, "content", "images", "team", "notes.txt"), "not an image");
    editJson(root, "team.json", (d) => {
      svc(d, 0).image = "images/team/notes.txt";
    });
    editJson(root, "site.json", (d) => {
      (d.seo as Json).shareImage = "/og/missing.png";
    });
    expect(lines(root)).toEqual([
      'content/site.json: seo.shareImage: file "/og/missing.png" does not exist in static/ (write it as /folder/name.png from static/)',
      'content/team.json: team[1].image: "images/team/notes.txt" must be a JPG, PNG, WebP or AVIF image',
    ]);
  });
});

describe("duplicates", () => {
  it("finds duplicate slugs, names and titles in lists", () => {
    const root = scratch();
    editJson(root, "services.json", (d) => {
      svc(d, 4).slug = svc(d, 1).slug;
      const features = (svc(d, 6).page as Json).features as Json[];
      features[1]!.title = features[0]!.title;
    });
    editJson(root, "jobs.json", (d) => {
      svc(d, 3).title = svc(d, 0).title;
    });
    editJson(root, "technologies.json", (d) => {
      svc(d, 2).name = "React";
    });
    const out = lines(root);
    expect(out).toContain(
      'content/services.json: services[5].slug: "social-media-marketing" is already used by services[2]: each service needs its own slug',
    );
    expect(out).toContain(
      'content/services.json: services[7].page.features[2].title: "Tracking setup" is already used by services[7].page.features[1]: each entry needs its own title',
    );
    expect(out).toContain(
      'content/jobs.json: jobs[4].title: "PHP Developer" is already used by jobs[1]: each job needs its own title',
    );
    expect(out).toContain(
      'content/technologies.json: technologies[3].name: "React" is already used by technologies[2]: each technology needs its own name',
    );
  });

  it("finds two articles with one slug", () => {
    const root = scratch();
    const other = "blog/wordpress-wonders-atria-wordpress-web-designs/index.mdx";
    editText(root, other, (t) => t.replace(/^slug: .*$/m, `slug: "${POST}"`));
    expect(lines(root)).toEqual([
      `${P}: body (line 95): link "/blog/wordpress-wonders-atria-wordpress-web-designs" leads to no page: no blog post has the slug "wordpress-wonders-atria-wordpress-web-designs"`,
      `content/${other}: slug: must equal the folder name "wordpress-wonders-atria-wordpress-web-designs"`,
      `content/${other}: slug: "${POST}" is already used by ${P}: each article needs its own slug`,
    ]);
  });
});

describe("blog and legal rules", () => {
  it("applies the article rules: slug equals the folder, lower-case slug, hero required", () => {
    const root = scratch();
    editText(root, POST_FILE, (t) => t.replace(`slug: "${POST}"`, 'slug: "Deep Dive"').replace(/^hero: .*\n/m, ""));
    expect(lines(root)).toEqual([
      `${P}: slug: must be a lower-case slug: letters a-z, digits and hyphens, like "my-new-page"`,
      `${P}: hero: required image is missing`,
      // Another article links to this one by its slug.
      `content/blog/wordpress-wonders-atria-wordpress-web-designs/index.mdx: body (line 95): link "/blog/${POST}" leads to no page: no blog post has the slug "${POST}"`,
    ]);
  });

  it("needs each legal page once", () => {
    const root = scratch();
    editText(root, "legal/cookie-policy.mdx", (t) => t.replace("slug: CookiePolicy", "slug: Cookies"));
    expect(lines(root)).toEqual([
      'content/legal: slug: no file has the slug "CookiePolicy": the /CookiePolicy page needs one',
      'content/legal/cookie-policy.mdx: slug: "Cookies" is not one of the legal pages: use one of PrivacyPolicy, TermsOfService, CookiePolicy, accessibility',
      'content/legal/privacy-policy.mdx: body (line 38): link "/CookiePolicy" leads to no page of the site',
    ]);
  });
});

describe("the Privacy Policy's retention figures (content/site.json dataRetention)", () => {
  const PP = "content/legal/privacy-policy.mdx";
  const lineOf = (root: string, text: string) =>
    fs
      .readFileSync(path.join(root, PP), "utf8")
      .split("\n")
      .findIndex((l) => l.includes(text)) + 1;

  it("refuses a policy whose text says another figure than the one leads are deleted by", () => {
    const root = scratch();
    editJson(root, "site.json", (d) => {
      d.dataRetention = { inquiryMonths: 18, spamDays: 14, applicationMonths: 12 };
    });
    const at = lineOf(root, "We keep inquiries (");
    expect(lines(root)).toEqual([
      `${PP}: body (line ${at}): says inquiries are kept 24 months, but Site settings (content/site.json dataRetention.inquiryMonths) say 18 months, and leads are deleted by that figure: make the two agree`,
      `${PP}: body (line ${at}): says spam is kept 30 days, but Site settings (content/site.json dataRetention.spamDays) say 14 days, and leads are deleted by that figure: make the two agree`,
    ]);
    // Changing the text to match is all it takes.
    editText(root, "legal/privacy-policy.mdx", (t) =>
      t.replace("for up to 24 months", "for up to 18 months").replace("deleted 30 days", "deleted 14 days"),
    );
    expect(lines(root)).toEqual([]);
  });

  it("refuses a policy whose figure for job applications is not the one applications are deleted by", () => {
    const root = scratch();
    editJson(root, "site.json", (d) => {
      (d.dataRetention as Json).applicationMonths = 6;
    });
    const at = lineOf(root, "We keep inquiries (");
    expect(lines(root)).toEqual([
      `${PP}: body (line ${at}): says job applications are kept 12 months, but Site settings (content/site.json dataRetention.applicationMonths) say 6 months, and applications are deleted by that figure: make the two agree`,
    ]);
    editText(root, "legal/privacy-policy.mdx", (t) =>
      t.replace("job applications for 12 months", "job applications for 6 months"),
    );
    expect(lines(root)).toEqual([]);
    editText(root, "legal/privacy-policy.mdx", (t) => t.replace(/, and job applications for 6 months[^.]*/, ""));
    const heading = lineOf(root, "## 7. Data Retention");
    expect(lines(root)).toEqual([
      `${PP}: body (line ${heading}): the Data Retention section must say how long job applications are kept, like "job applications … 6 months": Site settings (content/site.json dataRetention.applicationMonths) say 6 months`,
    ]);
  });

  it("refuses a policy that no longer states the figures, and figures that are not whole months and days", () => {
    const root = scratch();
    editText(root, "legal/privacy-policy.mdx", (t) =>
      t.replace("for up to 24 months", "for as long as we need them").replace(/Messages we mark as spam[^.]*\./, ""),
    );
    editJson(root, "site.json", (d) => {
      (d.dataRetention as Json).spamDays = 0;
    });
    const heading = lineOf(root, "## 7. Data Retention");
    expect(lines(root)).toEqual([
      `${PP}: body (line ${heading}): the Data Retention section must say how long inquiries are kept, like "inquiries … 24 months": Site settings (content/site.json dataRetention.inquiryMonths) say 24 months`,
      "content/site.json: dataRetention.spamDays: must be between 1 and 365, not 0",
    ]);
    editJson(root, "site.json", (d) => {
      (d.dataRetention as Json).spamDays = 30;
    });
    expect(lines(root)).toContain(
      `${PP}: body (line ${heading}): the Data Retention section must say how long spam is kept, like "spam … 30 days": Site settings (content/site.json dataRetention.spamDays) say 30 days`,
    );
  });
});

describe("files", () => {
  it("reports broken JSON and YAML with the line, and nothing that follows from them", () => {
    const root = scratch();
    editText(root, "services.json", (t) => t.replace('"online-reputation",', '"online-reputation"'));
    editText(root, "jobs.json", (t) => t.replace('"Full Time",\n', '"Full Time"\n'));
    editText(root, POST_FILE, (t) => t.replace('title: "Deep Dive', 'title: "Deep: "Dive'));
    expect(lines(root)).toEqual([
      `${P}: frontmatter: is not valid YAML near line 4: can not read a block mapping entry; a multiline key may not be an implicit key (check the quotes and colons there)`,
      "content/jobs.json: (whole file): is not valid JSON at line 6, column 5: Expected ',' or '}' after property value (look for a missing comma, quote or bracket there)",
      // No "link leads to no page" for every service link: the services could not be read.
      "content/services.json: (whole file): is not valid JSON at line 4, column 5: Expected ',' or '}' after property value (look for a missing comma, quote or bracket there)",
    ]);
  });

  it("reports files the site does not use, missing files and article folders without index.mdx", () => {
    const root = scratch();
    fs.writeFileSync(path.join(root, "content", "faq.json"), "[]");
    fs.writeFileSync(path.join(root, "content", "blog", "draft.mdx"), "---\ntitle: x\n---\n");
    fs.mkdirSync(path.join(root, "content", "blog", "new-post"));
    fs.rmSync(path.join(root, "content", "cookies.json"));
    expect(lines(root)).toEqual([
      "content/blog/draft.mdx: (whole file): the site does not use this file: articles are content/blog/<slug>/index.mdx, case studies content/case-studies/<slug>/index.mdx, legal pages content/legal/<name>.mdx",
      "content/blog/new-post: index.mdx: is missing: every article folder needs an index.mdx",
      "content/cookies.json: (whole file): is missing: the site needs this file",
      `content/faq.json: (whole file): the site does not use this file: content files are ${JSON_SOURCES.map((s) => s.file).join(", ")} and pages in content/pages/<name>.json`,
    ]);
  });
});

describe("pages built from sections (content/pages)", () => {
  const LANDING = "pages/free-website-audit.json";
  const L = `content/${LANDING}`;
  const addPage = (root: string, name: string, page: Record<string, unknown>) =>
    fs.writeFileSync(path.join(root, "content", "pages", name), JSON.stringify(page, null, 2));
  const cta = { type: "cta", title: "Call us", text: "We answer within a day." };

  it("lets a page own a site page's route only when its file is named for it, and never what lies under it", () => {
    const root = scratch();
    // content/pages/our-work.json owns /our-work (its component in src/pages is gone); /blog is still one.
    addPage(root, "work.json", { path: "/our-work", title: "Work", description: "Work.", sections: [cta] });
    addPage(root, "admin.json", { path: "/admin", title: "Admin", description: "Admin.", sections: [cta] });
    addPage(root, "blog.json", { path: "/blog", title: "B", description: "B.", sections: [cta] });
    expect(lines(root)).toEqual([
      'content/pages/admin.json: path: "/admin" is under /admin, where the site makes its own pages: choose another path',
      'content/pages/blog.json: path: "/blog" is already the path of src/pages/blog.tsx: choose another path',
      'content/pages/work.json: path: "/our-work" is already the path of content/pages/our-work.json: choose another path',
    ]);
  });

  it("refuses a path another page has, letter case aside, or one under the site's own pages", () => {
    const root = scratch();
    editJson(root, LANDING, (d) => {
      d.path = "/news";
    });
    addPage(root, "careers.json", { path: "/career", title: "Jobs", description: "Jobs.", sections: [cta] });
    addPage(root, "seo.json", { path: "/services/local-seo", title: "SEO", description: "SEO.", sections: [cta] });
    addPage(root, "home-again.json", { path: "/", title: "Home", description: "Home.", sections: [cta] });
    expect(lines(root)).toEqual([
      'content/pages/careers.json: path: "/career" is already the path of src/pages/Career.tsx: choose another path',
      'content/pages/free-website-audit.json: path: "/news" is already the path of src/pages/news.tsx: choose another path',
      'content/pages/home-again.json: path: "/" is already the path of content/pages/home.json: choose another path',
      'content/pages/seo.json: path: "/services/local-seo" is under /services, where the site makes its own pages: choose another path',
    ]);
  });

  it("names the new page, never the established one, when a page takes the path of another (issue 39)", () => {
    const root = scratch();
    // What the CMS writes for Pages -> New with the title "About" and the path /about.
    addPage(root, "about-us.json", { path: "/about", title: "About", description: "About.", sections: [cta] });
    // Neither file named for the path: the one changed longest ago keeps it, whatever the names' order.
    addPage(root, "spring.json", { path: "/spring-sale", title: "Spring", description: "S.", sections: [cta] });
    addPage(root, "sale.json", { path: "/spring-sale", title: "Sale", description: "S.", sections: [cta] });
    const old = new Date("2025-01-01T00:00:00Z");
    fs.utimesSync(path.join(root, "content", "pages", "spring.json"), old, old);
    expect(lines(root)).toEqual([
      'content/pages/about-us.json: path: "/about" is already the path of content/pages/about.json: choose another path',
      'content/pages/sale.json: path: "/spring-sale" is already the path of content/pages/spring.json: choose another path',
    ]);
  });

  it("counts a file in git's index as established before one that is not", () => {
    const root = scratch();
    addPage(root, "sale.json", { path: "/spring-sale", title: "Sale", description: "S.", sections: [cta] });
    addPage(root, "spring.json", { path: "/spring-sale", title: "Spring", description: "S.", sections: [cta] });
    const git = (...args: string[]) => spawnSync("git", args, { cwd: root, encoding: "utf8" });
    expect(git("init", "-q").status).toBe(0);
    expect(git("add", "content/pages/spring.json").status).toBe(0);
    const old = new Date("2025-01-01T00:00:00Z");
    fs.utimesSync(path.join(root, "content", "pages", "sale.json"), old, old);
    expect(lines(root)).toEqual([
      'content/pages/sale.json: path: "/spring-sale" is already the path of content/pages/spring.json: choose another path',
    ]);
  });

  it("refuses a path that is not a lower-case slug, and nesting under no page", () => {
    const root = scratch();
    editJson(root, LANDING, (d) => {
      d.path = "/Free_Audit";
    });
    addPage(root, "spring.json", {
      path: "/campaigns/spring-seo",
      title: "Spring",
      description: "S.",
      sections: [cta],
    });
    expect(lines(root)).toEqual([
      `${L}: path: "/Free_Audit" must be a lower-case path like "/free-website-audit" or "/campaigns/spring-seo": a-z, digits and hyphens, one or two levels, starting with /`,
      'content/pages/spring.json: path: "/campaigns/spring-seo" is nested under "/campaigns", which is no page in content/pages: create that page first, or use a path of one level',
    ]);
    addPage(root, "campaigns.json", { path: "/campaigns", title: "Campaigns", description: "C.", sections: [cta] });
    editJson(root, LANDING, (d) => {
      d.path = "/free-website-audit";
    });
    expect(lines(root)).toEqual([]);
  });

  it("refuses an unknown section type, and a section missing a required field of its type", () => {
    const root = scratch();
    editJson(root, LANDING, (d) => {
      section(d, 1).type = "herro";
      delete section(d, 3).steps;
      delete section(d, 6).title;
      section(d, 5).colour = "blue";
      (d.sections as Json[]).push({ title: "No type" } as Json);
    });
    expect(lines(root)).toEqual([
      `${L}: sections[1].type: unknown section type "herro" (did you mean "hero"?): use one of hero, pageHero, spotlight, cards, stats, steps, text, statements, team, logos, projects, posts, testimonials, faq, cta, heroCard, services, technologies, benefits, work, contactForm, office, help`,
      `${L}: sections[3].steps: required list is missing`,
      `${L}: sections[5].colour: is not a field the site uses: remove it or fix its name`,
      `${L}: sections[6].title: required text is missing`,
      `${L}: sections[8].type: required section type is missing: use one of hero, pageHero, spotlight, cards, stats, steps, text, statements, team, logos, projects, posts, testimonials, faq, cta, heroCard, services, technologies, benefits, work, contactForm, office, help`,
    ]);
  });

  it("refuses a page without its fields or sections, and buttons leading nowhere", () => {
    const root = scratch();
    editJson(root, LANDING, (d) => {
      delete d.title;
      d.sections = [];
    });
    editJson(root, HOME, (d) => {
      (section(d, 1).actions as Json[])[0]!.to = "/servcies";
      (section(d, 9).actions as Json[])[0]!.to = "contact";
    });
    expect(lines(root)).toEqual([
      `${L}: title: required text is missing`,
      `${L}: sections: a page needs at least one section`,
      'content/pages/home.json: sections[9].actions[1].to: must be the path of a page of the site starting with /, like "/contact", not "contact"',
      'content/pages/home.json: sections[1].actions[1].to: link "/servcies" leads to no page of the site (did you mean "/services"?)',
    ]);
  });

  it("needs a home page when src/pages has none", () => {
    const root = scratch();
    fs.rmSync(path.join(root, "content", HOME));
    expect(lines(root)).toEqual(['content/pages: path: no page has the path "/": the home page needs one']);
  });
});

describe("wording helpers", () => {
  it("suggests close names only", () => {
    expect(closest("pirce", ["price", "title"])).toBe("price");
    expect(closest("Price", ["price"])).toBe("price");
    expect(closest("banana", ["price", "title"])).toBeUndefined();
  });

  it("introduces the lines for the build", () => {
    const message = problemsMessage([
      { file: "content/jobs.json", field: "jobs[1].title", problem: "required text is missing" },
    ]);
    expect(message).toMatch(/^The content check found 1 problem in content\//);
    expect(message.split("\n")).toContain("content/jobs.json: jobs[1].title: required text is missing");
  });
});

describe("npm run content:check", () => {
  const run = (root: string) =>
    spawnSync(
      process.execPath,
      [
        "--experimental-strip-types",
        "--disable-warning=ExperimentalWarning",
        "--disable-warning=MODULE_TYPELESS_PACKAGE_JSON",
        path.join(REPO, "scripts", "content-check.mjs"),
        "--root",
        root,
      ],
      { encoding: "utf8" },
    );

  it("prints the lines and exits 1 on broken content, 0 on clean content", () => {
    const root = scratch();
    editJson(root, "services.json", (d) => {
      delete svc(d, 2).price;
    });
    const broken = run(root);
    expect(broken.status).toBe(1);
    expect(broken.stdout.trim().split("\n")).toEqual([
      "content/services.json: services[3].price: required text is missing",
    ]);
    expect(broken.stderr).toContain("content:check: 1 problem");

    const clean = run(REPO);
    expect(clean.stderr).toBe("");
    expect(clean.status).toBe(0);
    expect(clean.stdout).toContain("content/ is valid");
  });
});

describe("the build (gatsby-node onPreBootstrap)", () => {
  type Args = Parameters<NonNullable<GatsbyNode["onPreBootstrap"]>>[0];
  const bootstrap = async (root: string) => {
    const reporter = { panicOnBuild: jest.fn(), panic: jest.fn(), error: jest.fn(), info: jest.fn() };
    const store = { getState: () => ({ program: { directory: root } }) };
    const run = onPreBootstrap as unknown as (args: Args) => Promise<void>;
    await run({ store, reporter } as unknown as Args);
    return reporter;
  };
  const broken = () => {
    const root = scratch({ withNodeModules: true });
    editJson(root, "services.json", (d) => {
      delete svc(d, 2).price;
    });
    editText(root, POST_FILE, (t) => t.replace("listed: true", "listed: yes"));
    return root;
  };
  afterEach(() => {
    delete process.env.gatsby_executing_command;
  });

  it("stops the build with every problem line", async () => {
    const reporter = await bootstrap(broken());
    expect(reporter.panicOnBuild).toHaveBeenCalledTimes(1);
    const message = String(reporter.panicOnBuild.mock.calls[0]![0]);
    expect(message).toMatch(/^The content check found 2 problems in content\//);
    expect(message.split("\n")).toEqual(
      expect.arrayContaining([
        `${P}: listed: must be true or false, not the text "yes"`,
        "content/services.json: services[3].price: required text is missing",
      ]),
    );
    expect(message).toContain("The build stops here");
    expect(reporter.error).not.toHaveBeenCalled();
  });

  it("prints the same lines in gatsby develop and lets it run on", async () => {
    process.env.gatsby_executing_command = "develop";
    const reporter = await bootstrap(broken());
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    const message = String(reporter.error.mock.calls[0]![0]);
    expect(message.split("\n")).toContain("content/services.json: services[3].price: required text is missing");
    expect(message).toContain("The development server keeps running");
  });

  it("lets clean content through, and writes the fonts", async () => {
    const root = scratch({ withNodeModules: true });
    const reporter = await bootstrap(root);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(reporter.panic).not.toHaveBeenCalled();
    expect(reporter.error).not.toHaveBeenCalled();
    expect(reporter.info).toHaveBeenCalledWith("Content check: content/ is valid");
    expect(fs.readdirSync(path.join(root, "static", "fonts"))).toHaveLength(2);
  });

  it("checks again in gatsby develop when a file under content/ is saved", () => {
    jest.useFakeTimers();
    try {
      process.env.gatsby_executing_command = "develop";
      const root = scratch();
      const reporter = { panicOnBuild: jest.fn(), error: jest.fn(), info: jest.fn(), success: jest.fn() };
      const store = { getState: () => ({ program: { directory: root } }) };
      (onPostBootstrap as unknown as (args: object) => void)({});
      const save = (file: string) =>
        (onCreateNode as unknown as (args: object) => void)({
          node: { internal: { type: "File" }, absolutePath: path.join(root, "content", file) },
          actions: { createNodeField: jest.fn() },
          getNode: jest.fn(),
          reporter,
          store,
        });

      editJson(root, "services.json", (d) => {
        delete svc(d, 2).price;
      });
      save("services.json");
      expect(reporter.error).not.toHaveBeenCalled(); // debounced: several saves, one check
      jest.advanceTimersByTime(400);
      expect(String(reporter.error.mock.calls[0]![0]).split("\n")).toContain(
        "content/services.json: services[3].price: required text is missing",
      );

      fs.cpSync(path.join(REPO, "content", "services.json"), path.join(root, "content", "services.json"));
      save("services.json");
      jest.advanceTimersByTime(400);
      expect(reporter.success).toHaveBeenCalledWith("Content check: content/ is valid");
      expect(reporter.error).toHaveBeenCalledTimes(1);
      expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("placeholders in frame and page texts", () => {
  it("reports a {word} the page does not fill in, with the one the editor probably meant", () => {
    const root = scratch();
    editJson(root, "frame.json", (d) => {
      (d.dialog as Json).description = "We reply within {replytime}.";
      (d.pagination as Json).prev = "Prev {page}";
    });
    editJson(root, "page-copy.json", (d) => {
      (d.blog as Json).listLabel = "Articles, page {page} of {total}";
    });
    expect(lines(root)).toEqual([
      'content/frame.json: dialog.description: "{replytime}" is not filled in by the page: did you mean "{replyTime}"?',
      'content/frame.json: pagination.prev: "{page}" is not filled in by the page: this text uses no words in { }',
      'content/page-copy.json: blog.listLabel: "{total}" is not filled in by the page: this text can use {page}, {count}',
    ]);
  });
});

describe("case studies", () => {
  const CS_FILE = "case-studies/midtown-roasters/index.mdx";
  const CS = `content/${CS_FILE}`;

  it("names the file and field of a service that does not exist", () => {
    const root = scratch();
    editText(root, CS_FILE, (t) => t.replace('  - "email-marketing"\n', '  - "email-marketting"\n'));
    editText(root, "case-studies/capitol-dental/index.mdx", (t) => t.replace('  - "seo"\n', '  - "local-listings"\n'));
    expect(lines(root)).toEqual([
      'content/case-studies/capitol-dental/index.mdx: services[2]: "local-listings" is not the slug of any service: use one of online-reputation, social-media-marketing, website-design-development, email-marketing, seo, ecommerce-development, full-analytics, mobile-app-development',
      `${CS}: services[2]: "email-marketting" is not the slug of any service (did you mean "email-marketing"?)`,
    ]);
  });

  it("names the file and field of a quote whose testimonial does not exist, also after a rename", () => {
    const root = scratch();
    editText(root, CS_FILE, (t) => t.replace('quote: "Danielle Brooks"', 'quote: "Danielle Brookes"'));
    editJson(root, "testimonials.json", (d) => {
      svc(d, 1).name = "Tom Alvarès";
    });
    expect(lines(root)).toEqual([
      'content/case-studies/delta-hvac/index.mdx: quote: "Tom Alvarez" is not the name of any testimonial (did you mean "Tom Alvarès"?)',
      `${CS}: quote: "Danielle Brookes" is not the name of any testimonial (did you mean "Danielle Brooks"?)`,
    ]);
  });

  it("names each missing required field", () => {
    const root = scratch();
    editText(root, CS_FILE, (t) =>
      t
        .replace(/^client: .*\n/m, "")
        .replace(/^quote: .*\n/m, "")
        .replace(/^results:\n( {2}.*\n)+/m, "")
        .replace(/^url: .*\n/m, 'url: "midtownroasters"\n'),
    );
    expect(lines(root)).toEqual([
      `${CS}: client: required text is missing`,
      `${CS}: url: must be a full web address starting with https://, not "midtownroasters"`,
      `${CS}: results: required list is missing`,
      `${CS}: quote: required testimonial name is missing`,
    ]);
  });

  it("needs an index.mdx in every case study folder", () => {
    const root = scratch();
    fs.mkdirSync(path.join(root, "content", "case-studies", "harbor-bistro"));
    fs.copyFileSync(
      path.join(root, "content", "case-studies", "delta-hvac", "hero.jpg"),
      path.join(root, "content", "case-studies", "harbor-bistro", "hero.jpg"),
    );
    expect(lines(root)).toEqual([
      "content/case-studies/harbor-bistro: index.mdx: is missing: every case study folder needs an index.mdx",
    ]);
  });

  it("checks results, links in the story and duplicate clients", () => {
    const root = scratch();
    editText(root, CS_FILE, (t) =>
      t
        .replace('  - value: "31%"\n', '  - value: ""\n')
        .replace(
          "### Starting with the subscribers\n",
          "### Starting with the subscribers\n\nSee [Delta](/our-work/delta-hvac) and [this](/our-work/nope).\n",
        ),
    );
    editText(root, "case-studies/capitol-dental/index.mdx", (t) =>
      t.replace('client: "Capitol Dental"', 'client: "Delta HVAC"'),
    );
    const problems = lines(root);
    expect(problems).toContain(`${CS}: results[2].value: required text is missing`);
    expect(problems.filter((p) => p.includes("/our-work/"))).toEqual([
      expect.stringMatching(
        new RegExp(`^${CS}: body \\(line \\d+\\): link "/our-work/nope" leads to no page of the site`),
      ),
    ]);
    expect(problems.filter((p) => p.includes(": client:"))).toHaveLength(1);
    expect(problems.find((p) => p.includes(": client:"))).toMatch(
      /"Delta HVAC" is already used by content\/case-studies\//,
    );
  });
});

describe("the trackers a build turns on", () => {
  const GA4 = { GA4_MEASUREMENT_ID: "G-TEST1234" };
  it("pass when the policies list them and the table has their cookies (the repository's content)", () => {
    expect(checkContent({ root: REPO, env: { ...GA4, META_PIXEL_ID: "123456789" } }).map(formatProblem)).toEqual([]);
  });

  it("must be in the third-party services list and have cookies in the table", () => {
    const root = scratch();
    editJson(root, "third-party-services.json", (d) => {
      const list = d as unknown as { name: string }[];
      list.splice(
        list.findIndex((s) => s.name === "Google Analytics"),
        1,
      );
    });
    editJson(root, "privacy-choices.json", (d) => {
      d.storage = (d.storage as { provider?: string }[]).filter((k) => k.provider !== "meta");
    });
    expect(checkContent({ root, env: { ...GA4, META_PIXEL_ID: "123456789" } }).map(formatProblem)).toEqual([
      'content/privacy-choices.json: storage: META_PIXEL_ID turns Meta (Facebook and Instagram) on, but no cookie in the table has provider "meta": list the cookies it sets',
      'content/third-party-services.json: name: GA4_MEASUREMENT_ID turns Google Analytics on, but the third-party services list has no "Google Analytics": add it, so the policies name it',
    ]);
    // Not configured, not required.
    expect(checkContent({ root, env: {} }).map(formatProblem)).toEqual([]);
  });

  it("must have every cookie their providers document in the table, in the category that deletes it", () => {
    const root = scratch();
    editJson(root, "privacy-choices.json", (d) => {
      const rows = d.storage as { name: string; category: string }[];
      d.storage = rows.filter((k) => k.name !== "_fbc");
      rows.find((k) => k.name === "_gid")!.category = "preferences";
    });
    expect(checkContent({ root, env: { ...GA4, META_PIXEL_ID: "123456789" } }).map(formatProblem)).toEqual([
      'content/privacy-choices.json: storage: GA4_MEASUREMENT_ID turns Google Analytics on, which can set the cookie "_gid": its row must say Cookie and the analytics category, so the table lists it and withdrawing consent deletes it',
      'content/privacy-choices.json: storage: META_PIXEL_ID turns Meta (Facebook and Instagram) on, which can set the cookie "_fbc": add a row for it (Cookie, marketing, provider "meta"), so the table lists it and withdrawing consent deletes it',
    ]);
    expect(checkContent({ root, env: {} }).map(formatProblem)).toEqual([]);
  });

  it("refuse a malformed id", () => {
    expect(checkContent({ root: REPO, env: { META_PIXEL_ID: "pixel" } }).map(formatProblem)).toEqual([
      'environment: tracker id: META_PIXEL_ID="pixel": expected 6 to 20 digits, as in 123456789012345',
    ]);
  });
});

describe("the privacy choices' table", () => {
  it("counts the scroll positions Gatsby's router keeps as set by the site's code", () => {
    const root = scratch();
    const rows = JSON.parse(fs.readFileSync(path.join(root, "content/privacy-choices.json"), "utf8")).storage as {
      name: string;
      setBy: string;
    }[];
    expect(rows.find((k) => k.name === "@@scroll|*")?.setBy).toBe("Atria Digital");
    expect(lines(root)).toEqual([]);
  });

  it("lists only first-party cookies and storage keys the site's code sets", () => {
    const root = scratch();
    editJson(root, "privacy-choices.json", (d) => {
      const row = { storedIn: "Cookie", category: "analytics", purpose: "x", duration: "1 day" };
      (d.storage as unknown[]).push(
        { ...row, name: "atria_ghost", setBy: "Atria Digital" },
        { ...row, name: "_uetsid", setBy: "Microsoft Advertising" },
      );
    });
    expect(lines(root)).toEqual([
      `content/privacy-choices.json: storage[${JSON.parse(fs.readFileSync(path.join(REPO, "content/privacy-choices.json"), "utf8")).storage.length + 1}].name: the site's code never sets "atria_ghost": remove it from the table, or ask a developer to add what sets it`,
    ]);
  });
});

describe("article and case-study bodies, compiled as the build compiles them (issue 39)", () => {
  const GUIDE = "blog/guide-to-effective-digital-marketing/index.mdx";
  const CASE = "case-studies/delta-hvac/index.mdx";
  /** Appends a paragraph to a body; returns the file's line number of it (front matter counted). */
  function append(root: string, file: string, paragraph: string): number {
    let line = 0;
    editText(root, file, (t) => {
      const next = `${t.replace(/\n*$/, "")}\n\n${paragraph}\n`;
      line = next.split("\n").length - 1;
      return next;
    });
    return line;
  }

  it("names the file and the line of the file of braces the build cannot read", () => {
    const root = scratch();
    const at = append(root, GUIDE, "Our prices {from $299 a month} and a free quote.");
    expect(lines(root)).toEqual([
      `content/${GUIDE}: body (line ${at}): the build cannot read the text at column 17: Could not parse expression with acorn: Unexpected content after expression (curly braces and angle brackets are code in MDX: to show { } or < as text, write \\{, \\} and \\< (the content manager does this for you))`,
    ]);
  });

  it("counts the line of an unclosed tag from the top of the file, not from after the front matter", () => {
    const root = scratch();
    const at = append(root, GUIDE, "<div>");
    append(root, GUIDE, "More text.");
    const [line] = lines(root);
    expect(line).toMatch(
      new RegExp(`^content/${GUIDE}: body \\(line ${at}\\): the build cannot read .*closing tag for \`<div>\``),
    );
    expect(at).toBeGreaterThan(12);
  });

  it("refuses an unclosed component in a case study", () => {
    const root = scratch();
    const at = append(root, CASE, '<Video src="tour.mp4">');
    expect(lines(root)).toEqual([expect.stringContaining(`content/${CASE}: body (line ${at}): the build cannot read`)]);
    expect(lines(root)[0]).toContain("Expected a closing tag for `<Video>`");
  });

  it("refuses tags and braces that compile but would show code, not the text typed", () => {
    const root = scratch();
    const at = append(root, GUIDE, "A <b>free</b> quote, {1 + 1} times.");
    expect(lines(root)).toEqual([
      `content/${GUIDE}: body (line ${at}): "<b>" is a tag, which the site would treat as code, not text: the content manager offers no components in the text; to show "<" write "\\<" (column 3)`,
      `content/${GUIDE}: body (line ${at}): "{1 + 1}" in curly braces is code to the site, not text: to show a brace write "\\{" and "\\}" (column 22)`,
    ]);
  });

  it("accepts braces and angle brackets written as text (escaped, as the content manager saves them)", () => {
    const root = scratch();
    append(root, GUIDE, "Our prices \\{from $299 a month\\} and a \\<b\\> tag, 3 \\< 5, in `code {x} <y>` too.");
    append(root, CASE, '```\n{ "braces": "<in a code block>" }\n```');
    expect(lines(root)).toEqual([]);
  });
});

describe("a case study's live site and the portfolio's tiles (issue 39)", () => {
  const CASE = "case-studies/delta-hvac/index.mdx";
  const setUrl = (root: string, url: string) =>
    editText(root, CASE, (t) => t.replace('url: "https://deltahvac.example"', `url: "${url}"`));

  it("matches its tile whatever the trailing slash, www. or capitals", () => {
    const root = scratch();
    setUrl(root, "https://www.DeltaHVAC.example/");
    expect(lines(root)).toEqual([]);
  });

  it("warns, naming the closest tile, where the live site matches no tile; the check still passes", () => {
    const root = scratch();
    setUrl(root, "https://deltahvak.example/");
    const found = checkContent({ root });
    expect(found.map(formatProblem)).toEqual([
      `content/${CASE}: url: warning: "https://deltahvak.example/" is the address of no site in the portfolio (content/portfolio.json), so /our-work shows no "Read the case study" link for it (did you mean "https://deltahvac.example"?)`,
    ]);
    expect(found.every((p) => p.warning)).toBe(true);
    const run = spawnSync(
      process.execPath,
      [
        "--experimental-strip-types",
        "--disable-warning=ExperimentalWarning",
        "--disable-warning=MODULE_TYPELESS_PACKAGE_JSON",
        path.join(REPO, "scripts", "content-check.mjs"),
        "--root",
        root,
      ],
      { encoding: "utf8" },
    );
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("url: warning:");
    expect(run.stdout).toContain("content/ is valid (see the warnings above)");
  });
});

describe("a trailing comma in JSON (issue 39)", () => {
  it("is reported with the line and column of the comma, like a missing one", () => {
    const root = scratch();
    // After the last entry of the list of jobs (V8 names no position), and after the last field of site.json.
    editText(root, "jobs.json", (t) => t.replace(/\}\n\]\n$/, "},\n]\n"));
    editText(root, "site.json", (t) => t.replace(/\n\}\n$/, ",\n}\n"));
    const [jobs, site] = lines(root);
    expect(jobs).toMatch(
      /^content\/jobs\.json: \(whole file\): is not valid JSON at line \d+, column \d+: A comma after the last entry: remove it \(look for a missing comma, quote or bracket there\)$/,
    );
    expect(site).toMatch(
      /^content\/site\.json: \(whole file\): is not valid JSON at line \d+, column \d+: A comma after/,
    );
    // The line and column are those of the comma itself.
    for (const [line, file] of [
      [jobs!, "jobs.json"],
      [site!, "site.json"],
    ] as const) {
      const [, l, c] = /at line (\d+), column (\d+)/.exec(line)!;
      const text = fs.readFileSync(path.join(root, "content", file), "utf8").split("\n");
      expect(text[Number(l) - 1]![Number(c) - 1]).toBe(",");
    }
  });

  it("in a list of plain values too", () => {
    expect(jsonErrorAt('{\n  "a": [1, 2,]\n}')).toEqual({
      position: 14,
      reason: "A comma after the last entry: remove it",
    });
    expect(jsonErrorAt('{ "a": 1 }')).toBeUndefined();
    expect(jsonErrorAt('{ "a": tru }')).toEqual({ position: 7, reason: "Unexpected token 't'" });
  });
});

describe("a new case study with the slug of another (issue 39)", () => {
  it("names the case studies and the clash, for the file the CMS writes beside the established one", () => {
    const root = scratch();
    const dir = path.join(root, "content", "case-studies", "delta-hvac");
    fs.copyFileSync(path.join(dir, "index.mdx"), path.join(dir, "index-1.mdx"));
    expect(lines(root)).toEqual([
      'content/case-studies/delta-hvac/index-1.mdx: (whole file): is a second case study in the folder of the case study "delta-hvac" (content/case-studies/delta-hvac/index.mdx), and the site ignores it: "delta-hvac" is already that case study\'s slug, so give this case study a slug of its own and move it to content/case-studies/<its-slug>/index.mdx, with its images',
    ]);
  });

  it("names both case studies when two folders give one slug (and client and live site)", () => {
    const root = scratch();
    const from = path.join(root, "content", "case-studies", "delta-hvac");
    const to = path.join(root, "content", "case-studies", "delta-hvac-2");
    fs.cpSync(from, to, { recursive: true });
    expect(lines(root)).toEqual([
      'content/case-studies/delta-hvac-2/index.mdx: slug: must equal the folder name "delta-hvac-2"',
      'content/case-studies/delta-hvac-2/index.mdx: slug: "delta-hvac" is already used by content/case-studies/delta-hvac/index.mdx: each case study needs its own slug',
      'content/case-studies/delta-hvac-2/index.mdx: client: "Delta HVAC" is already used by content/case-studies/delta-hvac/index.mdx: each case study needs its own client',
      'content/case-studies/delta-hvac-2/index.mdx: url: "https://deltahvac.example" is already used by content/case-studies/delta-hvac/index.mdx: each case study needs its own url',
    ]);
  });
});
