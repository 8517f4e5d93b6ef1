/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { fromJS } from "immutable";
import { formatJson, jsonListFormat, jsonObjectFormat } from "../static/admin/json-format.mjs";
import { cmsConfig } from "./cms-config";

const ROOT = path.resolve(__dirname, "..");
/** The project's prettier (its CLI: prettier's API needs ES module support Jest lacks here). */
const prettier = (text: string) =>
  execFileSync(
    process.execPath,
    [path.join(ROOT, "node_modules/prettier/bin/prettier.cjs"), "--stdin-filepath", "x.json"],
    {
      cwd: ROOT,
      input: text,
      encoding: "utf8",
    },
  );
const contentFiles = [
  ...fs.readdirSync(path.join(ROOT, "content")).filter((f) => f.endsWith(".json")),
  // Pages built from sections (the CMS's "Pages" folder collection).
  ...fs
    .readdirSync(path.join(ROOT, "content", "pages"))
    .filter((f) => f.endsWith(".json"))
    .map((f) => `pages/${f}`),
];

describe("the CMS's JSON layout", () => {
  test.each(contentFiles)("content/%s is stored exactly as the CMS writes it", (file) => {
    const text = fs.readFileSync(path.join(ROOT, "content", file), "utf8");
    expect(formatJson(JSON.parse(text))).toBe(text);
  });

  const samples: Record<string, unknown> = {
    "short lists and groups": { a: [1, 2, 3], b: ["x", "y"], c: [{ k: 1 }, { k: 2 }], d: {}, e: [], f: null },
    "a long list of numbers": { bars: Array.from({ length: 60 }, (_, i) => i * 37) },
    "a long list of text": { words: Array.from({ length: 20 }, (_, i) => `word number ${i}`) },
    "list items too long for a line": [{ name: "n".repeat(60), url: `https://example.com/${"p".repeat(60)}` }],
    "nested lists": { rows: [[1, 2], [3]], deep: [{ list: ["a", "b"], group: { x: true } }] },
    "text that needs escaping": { q: 'say "hi"\n\ttab \\ back', u: "café ★ \u2028" },
  };
  test.each(Object.entries(samples))("%s: what prettier would write", (_name, value) => {
    const ours = formatJson(value);
    expect(prettier(ours)).toBe(ours);
    expect(JSON.parse(ours)).toEqual(value);
  });

  test("files whose top level is a list are edited as { items } and written back as the list", () => {
    const text = fs.readFileSync(path.join(ROOT, "content", "jobs.json"), "utf8");
    const data = jsonListFormat.fromFile(text);
    expect(Array.isArray(data.items)).toBe(true);
    expect(jsonListFormat.toFile(data)).toBe(text);
    expect(jsonListFormat.toFile({})).toBe("[]\n");
    const site = fs.readFileSync(path.join(ROOT, "content", "site.json"), "utf8");
    expect(jsonObjectFormat.toFile(jsonObjectFormat.fromFile(site))).toBe(site);
  });
});

/** Every JSON file the CMS edits, with the format its collection names in the CMS configuration. */
function cmsJsonFiles(): { file: string; format: "json-list" | "json-object" }[] {
  const config = cmsConfig() as { collections: { format?: string; folder?: string; files?: { file: string }[] }[] };
  return config.collections.flatMap((c) => {
    if (c.format !== "json-list" && c.format !== "json-object") return [];
    const format = c.format;
    const files = c.folder
      ? fs
          .readdirSync(path.join(ROOT, c.folder))
          .filter((f) => f.endsWith(".json"))
          .map((f) => `${c.folder}/${f}`)
      : (c.files ?? []).map((f) => f.file);
    return files.map((file) => ({ file, format }));
  });
}
const FORMATS = { "json-list": jsonListFormat, "json-object": jsonObjectFormat };

/** What Decap does between reading a file and writing it: the data lives in an Immutable.js Map. */
const throughDecap = (data: unknown) => (fromJS(data) as { toJS: () => unknown }).toJS();

describe("a save keeps the file's key order (issue 39)", () => {
  const files = cmsJsonFiles();

  it("covers every collection's files", () => {
    expect(files.length).toBeGreaterThanOrEqual(contentFiles.length);
  });

  test.each(files.map((f) => [f.file, f.format] as const))(
    "%s (%s) read, held as Decap holds it and written unchanged is the same file",
    (file, format) => {
      const text = fs.readFileSync(path.join(ROOT, file), "utf8");
      const f = FORMATS[format];
      expect(f.toFile(throughDecap(f.fromFile(text)) as never)).toBe(text);
    },
  );

  test("Immutable.js really does reorder objects of more than eight keys (what this guards against)", () => {
    const site = JSON.parse(fs.readFileSync(path.join(ROOT, "content", "site.json"), "utf8")) as object;
    expect(Object.keys(site).length).toBeGreaterThan(8);
    expect(Object.keys(throughDecap(site) as object)).not.toEqual(Object.keys(site));
  });

  test("one field of the SEO service's page changed: one line of services.json changes", () => {
    const file = path.join(ROOT, "content", "services.json");
    const text = fs.readFileSync(file, "utf8");
    const data = throughDecap(jsonListFormat.fromFile(text)) as {
      items: { slug: string; page: Record<string, unknown> }[];
    };
    const seo = data.items.find((s) => s.slug === "seo");
    expect(Object.keys(seo!.page).length).toBeGreaterThan(8);
    seo!.page.description = "A new description of the SEO service";
    const after = jsonListFormat.toFile(data).split("\n");
    const before = text.split("\n");
    expect(after.length).toBe(before.length);
    expect(after.filter((line, i) => line !== before[i])).toEqual([
      expect.stringContaining('"A new description of the SEO service"'),
    ]);
  });

  test("a key the editor adds (an optional field filled in) goes after the keys the file had", () => {
    const text = fs.readFileSync(path.join(ROOT, "content", "site.json"), "utf8");
    const data = throughDecap(jsonObjectFormat.fromFile(text)) as Record<string, unknown>;
    const keys = Object.keys(JSON.parse(text) as object);
    const written = JSON.parse(jsonObjectFormat.toFile({ ...data, zzExtra: "x" })) as object;
    expect(Object.keys(written)).toEqual([...keys, "zzExtra"]);
  });
});
