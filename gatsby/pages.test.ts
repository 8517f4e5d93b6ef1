/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SECTION_FAMILIES, jsonCollectionDir, noindexPaths, pageTemplateFile } from "./pages";

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

describe("pageTemplateFile", () => {
  it("gives a page the first family's template whose types include all of its sections", () => {
    expect(pageTemplateFile(["HeroSection", "CtaSection"])).toBe("src/templates/page.tsx");
    expect(pageTemplateFile(["CardsSection", "TestimonialsSection"])).toBe("src/templates/page.tsx");
    expect(pageTemplateFile(["CardsSection", "CtaSection"])).toBe("src/templates/page.tsx");
    expect(pageTemplateFile(["PageHeroSection", "TeamSection", "CtaSection"])).toBe("src/templates/inner-page.tsx");
    expect(pageTemplateFile(["PageHeroSection", "ContactFormSection", "FaqSection"])).toBe(
      "src/templates/contact-page.tsx",
    );
    // A hero and the team: no family but the last has both.
    expect(pageTemplateFile(["HeroSection", "TeamSection"])).toBe("templates-on-demand/any-page.tsx");
  });

  it("names only templates that exist", () => {
    for (const family of SECTION_FAMILIES) expect(fs.existsSync(family.template)).toBe(true);
  });
});
