/**
 * @jest-environment node
 *
 * The content check on job openings (content/jobs.json): the model's fields, and the rules of
 * Google's JobPosting (src/lib/jobs.ts jobProblems), each reported as `file: field: problem`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkContent, formatProblem } from "./content-check";

const REPO = path.resolve(__dirname, "..");
let root = "";

type Job = Record<string, unknown>;
/** A scratch copy of content/ whose jobs.json the test changes; the check's lines about it. */
function check(edit: (jobs: Job[]) => void): string[] {
  const file = path.join(root, "content", "jobs.json");
  const jobs = JSON.parse(fs.readFileSync(path.join(REPO, "content", "jobs.json"), "utf8")) as Job[];
  edit(jobs);
  fs.writeFileSync(file, JSON.stringify(jobs, null, 2));
  return checkContent({ root }).map(formatProblem);
}

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "content-check-jobs-"));
  fs.cpSync(path.join(REPO, "content"), path.join(root, "content"), { recursive: true });
  fs.cpSync(path.join(REPO, "static", "og"), path.join(root, "static", "og"), { recursive: true });
  fs.symlinkSync(path.join(REPO, "src"), path.join(root, "src"));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("job openings", () => {
  test("the real openings pass", () => {
    expect(check(() => {})).toEqual([]);
  });

  test("an opening whose JobPosting Google would refuse is refused, naming the field", () => {
    expect(
      check((jobs) => {
        delete jobs[0]!.office; // on site, no address
        jobs[1]!.salary = { currency: "inr", min: 900000, max: 700000, unit: "year" };
        jobs[2]!.closes = "2026-01-01"; // before it was posted
        jobs[4]!.remoteCountries = []; // remote, from nowhere
        (jobs[5]!.office as Job).country = "India";
      }),
    ).toEqual([
      "content/jobs.json: jobs[1].office: an opening worked on site needs the office address (Google requires it)",
      'content/jobs.json: jobs[2].salary.currency: must be a three-letter currency code in capitals, like INR or USD, not "inr"',
      "content/jobs.json: jobs[2].salary.max: 700000 is less than the minimum 900000: write the range from low to high",
      "content/jobs.json: jobs[3].closes: the closing date 2026-01-01 is before the date posted 2026-11-16",
      "content/jobs.json: jobs[5].remoteCountries: a remote opening must name the countries applicants may work from (Google requires it)",
      'content/jobs.json: jobs[6].office.country: must be a two-letter country code in capitals, like IN or US, not "India"',
    ]);
  });

  test("the model's rules: a slug, a known employment type and arrangement, dates, unique slugs", () => {
    expect(
      check((jobs) => {
        jobs[0]!.slug = "PHP Developer";
        jobs[1]!.type = "Full-time";
        jobs[2]!.workplace = "Onsite";
        jobs[3]!.datePosted = "16/11/2026";
        jobs[4]!.slug = jobs[5]!.slug;
        delete jobs[6]!.responsibilities;
        (jobs[7]!.salary as Job | undefined) = { currency: "INR", min: 1, unit: "annum" };
      }),
    ).toEqual([
      'content/jobs.json: jobs[1].slug: must be a lower-case slug: letters a-z, digits and hyphens, like "my-new-page"',
      'content/jobs.json: jobs[2].type: "Full-time" is not one of the employment types (did you mean "Full Time"?)',
      'content/jobs.json: jobs[3].workplace: "Onsite" is not one of the work arrangements (did you mean "On site"?)',
      'content/jobs.json: jobs[4].datePosted: must be a date written YYYY-MM-DD, like 2025-08-01, not the text "16/11/2026"',
      "content/jobs.json: jobs[7].responsibilities: required list is missing",
      'content/jobs.json: jobs[8].salary.unit: "annum" is not one of the pay periods: use one of hour, day, week, month, year',
      'content/jobs.json: jobs[6].slug: "ui-ux-designer" is already used by jobs[5]: each job needs its own slug',
    ]);
  });

  test("a link in content to an opening's page leads somewhere; to a missing opening it does not", () => {
    const page = path.join(root, "content", "pages", "about.json");
    const before = fs.readFileSync(page, "utf8");
    try {
      fs.writeFileSync(page, before.replace('"to": "/Career"', '"to": "/Career/react-developer"'));
      expect(check(() => {})).toEqual([]);
      fs.writeFileSync(page, before.replace('"to": "/Career"', '"to": "/Career/java-developer"'));
      expect(check(() => {})).toEqual([
        expect.stringMatching(/^content\/pages\/about\.json: .*: link "\/Career\/java-developer" leads to no page/),
      ]);
    } finally {
      fs.writeFileSync(page, before);
    }
  });
});
