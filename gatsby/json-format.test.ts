/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { formatJson, jsonListFormat, jsonObjectFormat } from "../static/admin/json-format.mjs";

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
