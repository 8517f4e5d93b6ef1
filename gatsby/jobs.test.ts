/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { filledJobPaths } from "./jobs";

const REPO = path.resolve(__dirname, "..");

function root(jobs: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "jobs-"));
  fs.mkdirSync(path.join(dir, "content"));
  fs.writeFileSync(path.join(dir, "content", "jobs.json"), typeof jobs === "string" ? jobs : JSON.stringify(jobs));
  return dir;
}

describe("filledJobPaths (the pages the sitemap leaves out)", () => {
  test("closed openings and those past their closing date, not those closing today or later", () => {
    const dir = root([
      { slug: "a", closes: "2027-01-31" },
      { slug: "b", closes: "2027-01-30" },
      { slug: "c", closes: "2027-12-31", closed: true },
      { slug: "d", closes: "2027-12-31", closed: false },
    ]);
    expect(filledJobPaths(dir, "2027-01-31")).toEqual(["/Career/b", "/Career/c"]);
    fs.rmSync(dir, { recursive: true });
  });

  test("in this repository: the filled Content Writer opening only", () => {
    expect(filledJobPaths(REPO, "2026-11-28")).toEqual(["/Career/content-writer"]);
  });

  test("a file that does not parse or is no list leaves nothing out (the content check reports it)", () => {
    for (const bad of ["[{", { slug: "x" }]) {
      const dir = root(bad);
      expect(filledJobPaths(dir, "2027-01-01")).toEqual([]);
      fs.rmSync(dir, { recursive: true });
    }
  });
});
