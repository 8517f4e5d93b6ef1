/**
 * @jest-environment node
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parseSkip, PostBuildError, REWRITE_NAMES, runPostBuild } from ".";
import { LOADER_START } from "./paint-first";
import { tempDirs } from "../helpers.test-support";

/**
 * Real pages as Gatsby wrote them, before the pipeline (see __fixtures__/README.md): the home page,
 * an article, the 404 page and Gatsby's scripts slice.
 */
const FIXTURES = path.join(__dirname, "__fixtures__");
const LAYOUT: Record<string, string> = {
  "index.html": "index.html",
  "blog/strategies-for-digital-triumph.html": "blog-article.html",
  "404.html": "404.html",
  "_gatsby/slices/_gatsby-scripts-1.html": "_gatsby-scripts-1.html",
};
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name), "utf8");

/** Temporary folders of this file, removed when its tests end. */
const { make: tempDir, removeAll } = tempDirs();
afterAll(removeAll);

/** A public/ with the fixtures in their places, an empty _headers, and `edit` applied to one page. */
function publicDir(edit?: { file: string; change: (html: string) => string }): string {
  const dir = tempDir("post-build-");
  for (const [file, name] of Object.entries(LAYOUT)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    const html = fixture(name);
    fs.writeFileSync(path.join(dir, file), edit?.file === file ? edit.change(html) : html);
  }
  fs.writeFileSync(path.join(dir, "_headers"), "");
  return dir;
}
const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), "utf8");
const count = (html: string, re: RegExp) => html.match(re)?.length ?? 0;

describe("the fixtures are Gatsby's own output, before any rewrite", () => {
  it("have the patterns the rewrites need", () => {
    const home = fixture("index.html");
    expect(count(home, /<script src="[^"]+\.js" async><\/script>/g)).toBe(3);
    expect(fixture("_gatsby-scripts-1.html")).toContain('<script src="/app-');
    for (const name of Object.values(LAYOUT)) expect(fixture(name)).not.toContain(LOADER_START);
  });
});

describe("runPostBuild on real pages", () => {
  const dir = publicDir();
  const report = runPostBuild(dir);

  it("runs the rewrites in their order and counts the files each changed", () => {
    expect(report.rewrites.map((r) => [r.name, r.changed, r.skipped])).toEqual([
      ["critical-css", 0, false],
      ["paint-first", 4, false], // every page and the scripts slice
      ["csp", 0, false],
    ]);
    expect(report.files).toBe(4);
    expect(report.written).toBe(4);
  });

  it("leaves the home page with the loader, its inline scripts as Gatsby wrote them", () => {
    const home = read(dir, "index.html");
    expect(home).not.toMatch(/<script[^>]*\ssrc=/);
    // Gatsby's chunk map stays: it is no longer taken out (docs/decisions/README.md, Workarounds).
    expect(count(home, /<script\s+id="gatsby-chunk-mapping"\s*>/g)).toBe(1);
    const loader = home.slice(home.indexOf(LOADER_START));
    const original = [...fixture("index.html").matchAll(/<script src="([^"]+)" async>/g)].map((m) => m[1]);
    expect(loader.startsWith(`${LOADER_START.slice(0, -1)}${JSON.stringify(original)};`)).toBe(true);
  });

  it("changes nothing else: undoing the rewrites gives Gatsby's page back", () => {
    const article = read(dir, "blog/strategies-for-digital-triumph.html");
    const scripts = [...fixture("blog-article.html").matchAll(/<script src="[^"]+" async><\/script>/g)].map(
      (m) => m[0],
    );
    const loaderTag = /<script>\(function\(\)\{var s=[\s\S]*?<\/script>/.exec(article)?.[0] ?? "";
    const undone = article.replace(loaderTag, scripts.join(""));
    expect(undone).toBe(fixture("blog-article.html"));
  });

  it("hashes the inline scripts as served, the loader among them, into public/_headers", () => {
    const headers = read(dir, "_headers");
    const home = read(dir, "index.html");
    const loaderBody = /<script>(\(function\(\)\{var s=[\s\S]*?)<\/script>/.exec(home)?.[1] ?? "";
    expect(headers).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-/);
    expect(headers).toContain(`'sha256-${createHash("sha256").update(loaderBody).digest("base64")}'`);
    expect(report.rewrites.find((r) => r.name === "csp")?.output).toMatch(/ inline script hashes from 4 pages/);
  });

  it("is idempotent: a page Gatsby reuses from the previous build passes through unchanged", () => {
    const before = Object.keys(LAYOUT).map((f) => read(dir, f));
    fs.writeFileSync(path.join(dir, "_headers"), "");
    const again = runPostBuild(dir);
    expect(again.written).toBe(0);
    expect(Object.keys(LAYOUT).map((f) => read(dir, f))).toEqual(before);
  });
});

describe("a rewrite whose pattern is missing fails the build, naming itself, the file and the pattern", () => {
  const fails = (edit: { file: string; change: (html: string) => string }, message: RegExp) => {
    const dir = publicDir(edit);
    expect(() => runPostBuild(dir)).toThrow(PostBuildError);
    expect(() => runPostBuild(dir)).toThrow(message);
    // Nothing was written: every page is as Gatsby left it.
    for (const [file, name] of Object.entries(LAYOUT)) {
      if (file !== edit.file) expect(read(dir, file)).toBe(fixture(name));
    }
  };

  it("paint-first: Gatsby's script tags gone, or in a form it does not match", () => {
    fails(
      { file: "404.html", change: (h) => h.replace(/<script src="[^"]+" async><\/script>/g, "") },
      /"paint-first" on public\/404\.html: runs Gatsby's JavaScript but has no <script src="….js" async> tags/,
    );
    fails(
      { file: "_gatsby/slices/_gatsby-scripts-1.html", change: (h) => h.replace(/ async>/g, " defer>") },
      /"paint-first" on public\/_gatsby\/slices\/_gatsby-scripts-1\.html: a <script src> tag the rewrite does not match/,
    );
  });

  it("critical-css: no class rules in <head>, or Emotion's <style> in <body>", () => {
    fails(
      {
        file: "404.html",
        change: (h) => h.replace(/<style>(\.css-[^<]*)<\/style>/, '<style data-emotion="css x">$1</style>'),
      },
      /"critical-css" on public\/404\.html: no plain <style> with the page's class rules/,
    );
    fails(
      {
        file: "404.html",
        change: (h) => h.replace("<main", '<style data-emotion="css abc">.css-abc{color:red}</style><main'),
      },
      /"critical-css" on public\/404\.html: Emotion wrote a <style> into <body>/,
    );
  });

  it("csp: inline scripts hashed but no public/_headers to write them into", () => {
    const dir = publicDir();
    fs.rmSync(path.join(dir, "_headers"));
    expect(() => runPostBuild(dir)).toThrow(
      /"csp" on public\/_headers: \d+ inline script hashes but the file the policy goes into is missing/,
    );
  });
});

describe("POST_BUILD_SKIP", () => {
  it("parses names and `all`, and rejects an unknown name", () => {
    expect([...parseSkip("paint-first, csp")]).toEqual(["paint-first", "csp"]);
    expect([...parseSkip("all")]).toEqual([...REWRITE_NAMES]);
    expect(parseSkip(undefined).size).toBe(0);
    expect(() => parseSkip("paint-frist")).toThrow(
      'POST_BUILD_SKIP: unknown rewrite "paint-frist" (known: critical-css',
    );
  });

  it("leaves the skipped rewrites out and runs the others", () => {
    const dir = publicDir();
    const report = runPostBuild(dir, { skip: parseSkip("paint-first") });
    expect(report.rewrites.find((r) => r.name === "paint-first")).toMatchObject({ skipped: true, changed: 0 });
    const home = read(dir, "index.html");
    expect(count(home, /<script src="[^"]+\.js" async><\/script>/g)).toBe(3);
    expect(home).toBe(fixture("index.html"));
    expect(read(dir, "_headers")).toContain("Content-Security-Policy:");
  });

  it("with `all`, writes nothing", () => {
    const dir = publicDir();
    expect(runPostBuild(dir, { skip: parseSkip("all") }).written).toBe(0);
    expect(read(dir, "_headers")).toBe("");
  });
});
