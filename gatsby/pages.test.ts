/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { jsonCollectionDir, noindexPaths } from "./pages";

describe("noindexPaths (kept out of the sitemap by gatsby-config.ts)", () => {
  let root = "";
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "pages-"));
    const dir = path.join(root, "content", "pages");
    fs.mkdirSync(dir, { recursive: true });
    const page = (name: string, data: unknown) => fs.writeFileSync(path.join(dir, name), JSON.stringify(data));
    page("a.json", { path: "/spring-offer", noindex: true });
    page("b.json", { path: "/free-website-audit" });
    page("c.json", { path: "/thank-you", noindex: false });
    page("d.json", { path: "/ad-test", noindex: true });
    fs.writeFileSync(path.join(dir, "broken.json"), "{");
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("lists the paths of the pages marked noindex, and skips files the content check reports", () => {
    expect(noindexPaths(root)).toEqual(["/ad-test", "/spring-offer"]);
  });

  it("is empty without content/pages", () => {
    expect(noindexPaths(path.join(root, "nowhere"))).toEqual([]);
  });

  it("the real pages: none is noindex today", () => {
    expect(noindexPaths(path.resolve(__dirname, ".."))).toEqual([]);
  });
});

describe("jsonCollectionDir", () => {
  it("names the type of every file in content/pages after the folder", () => {
    expect(jsonCollectionDir("pages")).toBe("pages");
    expect(jsonCollectionDir("")).toBeUndefined();
    expect(jsonCollectionDir("images")).toBeUndefined();
  });
});
