/**
 * @jest-environment node
 *
 * The content check on topics and authors (docs/decisions/topics-authors.md): an article's
 * topics (one to three services) and authors (team members), a case study's authors, and the
 * team's author data that structured data needs, each refused as `file: field: problem`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkContent, formatProblem } from "./content-check";

const REPO = path.resolve(__dirname, "..");
let root = "";
const POST = "content/blog/deep-dive-into-wordpress-web-design/index.mdx";
const STUDY = "content/case-studies/delta-hvac/index.mdx";

/** Edits a scratch copy of one file of the real content, returns the check's lines, then restores it. */
function check(file: string, edit: (text: string) => string): string[] {
  const abs = path.join(root, file);
  const before = fs.readFileSync(path.join(REPO, file), "utf8");
  const after = edit(before);
  if (after === before) throw new Error(`edit of ${file} changed nothing`);
  fs.writeFileSync(abs, after);
  try {
    return checkContent({ root }).map(formatProblem);
  } finally {
    fs.writeFileSync(abs, before);
  }
}
const team = (edit: (members: Record<string, unknown>[]) => void) =>
  check("content/team.json", (text) => {
    const members = JSON.parse(text) as Record<string, unknown>[];
    edit(members);
    return JSON.stringify(members, null, 2);
  });
/** The article's `topics:` (or another list) written anew. */
const list = (name: string, values: string[]) => (text: string) =>
  text.replace(
    new RegExp(`^${name}:\\n(?:  - .*\\n)+`, "m"),
    values.length ? `${name}:\n${values.map((v) => `  - "${v}"\n`).join("")}` : `${name}: []\n`,
  );

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "content-check-topics-"));
  fs.cpSync(path.join(REPO, "content"), path.join(root, "content"), { recursive: true });
  fs.cpSync(path.join(REPO, "static", "og"), path.join(root, "static", "og"), { recursive: true });
  fs.symlinkSync(path.join(REPO, "src"), path.join(root, "src"));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("an article's topics", () => {
  test("an unknown service is refused, with the closest slug", () => {
    expect(check(POST, list("topics", ["website-design"]))).toEqual([
      `${POST}: topics[1]: "website-design" is not the slug of any service (did you mean "website-design-development"?)`,
    ]);
  });

  test("missing topics are refused", () => {
    expect(check(POST, (t) => t.replace(/^topics:\n(?: {2}- .*\n)+/m, ""))).toEqual([
      `${POST}: topics: required list is missing`,
    ]);
    expect(check(POST, list("topics", []))).toEqual([`${POST}: topics: is empty: name at least 1 service`]);
  });

  test("more than three, or one twice, are refused", () => {
    expect(check(POST, list("topics", ["seo", "email-marketing", "full-analytics", "ecommerce-development"]))).toEqual([
      `${POST}: topics: must list 1 to 3 services, not 4`,
    ]);
    expect(check(POST, list("topics", ["seo", "seo"]))).toEqual([
      `${POST}: topics[2]: "seo" is already in the list: name it once`,
    ]);
  });
});

describe("authors", () => {
  test("an article or a case study naming no team member is refused", () => {
    expect(check(POST, list("authors", ["jane-doe"]))).toEqual([
      `${POST}: authors[1]: "jane-doe" is not the slug of any team member: use one of maya-torres, james-whitaker, priya-raman, marcus-bell, emily-chen, daniel-okafor`,
    ]);
    expect(check(STUDY, (t) => t.replace(/^authors:\n(?: {2}- .*\n)+/m, ""))).toEqual([
      `${STUDY}: authors: required list is missing`,
    ]);
  });

  test("an author without a name or an address is refused", () => {
    expect(team((m) => (m[0]!.name = " "))).toEqual(["content/team.json: team[1].name: required text is missing"]);
    expect(
      team((m) => {
        delete m[1]!.slug;
      }),
    ).toContain("content/team.json: team[2].slug: required text is missing");
  });

  test("a profile link that is not https is refused (Google reads it as sameAs)", () => {
    expect(
      team((m) => ((m[2]!.social as Record<string, string>).linkedin = "http://www.linkedin.com/in/priya")),
    ).toEqual([
      'content/team.json: team[3].social.linkedin: must be a full web address starting with https:// (search engines accept no other), not "http://www.linkedin.com/in/priya"',
    ]);
  });

  test("two members with one address are refused", () => {
    expect(team((m) => (m[1]!.slug = m[0]!.slug))).toContain(
      'content/team.json: team[2].slug: "maya-torres" is already used by team[1]: each team member needs its own slug',
    );
  });
});
