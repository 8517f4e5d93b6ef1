/**
 * @jest-environment node
 *
 * The CMS's MDX formats (static/admin/front-matter.mjs): a file read and written back unchanged is
 * byte-identical, whatever order Decap hands the keys in, and a one-field edit changes one line (issue 39).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as YAML from "yaml";
import { STYLES, frontMatterFormat, splitFile } from "../static/admin/front-matter.mjs";
import { mdxText, repoMarkdown } from "../static/admin/mdx-text.mjs";
import { copyYamlModule } from "./admin";
import { cmsConfig } from "./cms-config";
import { shuffle } from "./helpers.test-support";

const ROOT = path.resolve(__dirname, "..");
type Field = { name: string };
type Collection = {
  name: string;
  format?: string;
  folder?: string;
  fields?: Field[];
  files?: { file: string; fields: Field[] }[];
};
const collections = () => cmsConfig().collections as unknown as Collection[];
const collection = (name: string) => collections().find((c) => c.name === name) as Collection;

/** Every MDX file of content/ with its collection's format and field order, as Decap passes them. */
function mdxFiles(): { file: string; style: keyof typeof STYLES; order: string[] }[] {
  const out: { file: string; style: keyof typeof STYLES; order: string[] }[] = [];
  for (const c of collections()) {
    const style = c.format === "mdx-quoted" ? "quoted" : c.format === "mdx-plain" ? "plain" : undefined;
    if (!style) continue;
    if (c.folder) {
      const folder = c.folder;
      for (const slug of fs.readdirSync(path.join(ROOT, folder))) {
        out.push({ file: `${folder}/${slug}/index.mdx`, style, order: (c.fields ?? []).map((f) => f.name) });
      }
    }
    for (const f of c.files ?? []) out.push({ file: f.file, style, order: f.fields.map((x) => x.name) });
  }
  return out;
}

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
const changed = (a: string, b: string) => {
  const x = a.split("\n");
  const y = b.split("\n");
  expect(y).toHaveLength(x.length);
  return x.map((line, i) => [line, y[i]]).filter(([l, m]) => l !== m);
};

describe("MDX formats of the CMS", () => {
  it("are named by the configuration: articles and case studies quoted, legal texts plain", () => {
    expect(collection("blog").format).toBe("mdx-quoted");
    expect(collection("case-studies").format).toBe("mdx-quoted");
    expect(collection("legal").format).toBe("mdx-plain");
    expect(collections().filter((c) => c.format === "frontmatter")).toEqual([]);
  });

  const files = mdxFiles();
  it("cover the MDX files of content/", () => {
    expect(files.filter((f) => f.style === "quoted").length).toBeGreaterThanOrEqual(15);
    expect(files.filter((f) => f.style === "plain").length).toBeGreaterThanOrEqual(3);
  });

  it.each(files.map((f) => [f.file, f] as const))("%s: read and written back is byte-identical", (_file, f) => {
    const format = frontMatterFormat(YAML, f.style);
    const text = read(f.file);
    const data = format.fromFile(text);
    expect(format.toFile(data, f.order)).toBe(text);
    expect(format.toFile(shuffle(data) as Record<string, unknown>, f.order)).toBe(text);
    // the body passes the save handler (static/admin/mdx-text.mjs) unchanged, so a save of an unedited entry is a no-op
    const body = repoMarkdown(mdxText(String(data.body)));
    expect(format.toFile({ ...(shuffle(data) as object), body }, f.order)).toBe(text);
  });

  it.each(files.map((f) => [f.file, f] as const))("%s: one field edited changes one line", (_file, f) => {
    const format = frontMatterFormat(YAML, f.style);
    const text = read(f.file);
    const data = shuffle(format.fromFile(text)) as Record<string, unknown>;
    const title = `${String(data.title)}: "new" – édition # 2`;
    const out = format.toFile({ ...data, title }, f.order);
    const lines = changed(text, out);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.[0]).toMatch(/^title: /);
    expect(YAML.parse(splitFile(out).matter).title).toBe(title);
  });

  it("a case study: one result's label edited changes that line only", () => {
    const format = frontMatterFormat(YAML, "quoted");
    const file = "content/case-studies/delta-hvac/index.mdx";
    const text = read(file);
    const data = shuffle(format.fromFile(text)) as { results: { label: string }[] };
    (data.results[1] as { label: string }).label = "New Google reviews in a year";
    const lines = changed(
      text,
      format.toFile(
        data as never,
        collection("case-studies").fields?.map((x) => x.name),
      ),
    );
    expect(lines).toEqual([
      ['    label: "New Google reviews in twelve months"', '    label: "New Google reviews in a year"'],
    ]);
  });

  it("a new article: the configuration's field order, dates as YYYY-MM-DD, text quoted, a final newline", () => {
    const format = frontMatterFormat(YAML, "quoted");
    const order = (collection("blog").fields ?? []).map((x) => x.name);
    const data = {
      body: "\nFirst paragraph.",
      listed: true,
      date: new Date("2026-01-05T00:00:00.000Z"),
      slug: "a-new-one",
      title: "A new: article",
    };
    const out = format.toFile(data, order);
    const keys = ["title", "slug", "date", "listed"].sort((a, b) => order.indexOf(a) - order.indexOf(b));
    const expected = { title: '"A new: article"', slug: '"a-new-one"', date: '"2026-01-05"', listed: "true" };
    expect(out).toBe(
      `---\n${keys.map((k) => `${k}: ${expected[k as keyof typeof expected]}`).join("\n")}\n---\n\nFirst paragraph.\n`,
    );
  });

  it("plain style quotes only what YAML would read as something else", () => {
    const format = frontMatterFormat(YAML, "plain");
    const values = { title: "Terms: the short version", badge: "true", lead: "# not a comment", intro: "Plain words" };
    const out = format.toFile({ ...values, body: "\nText.\n" }, Object.keys(values));
    expect(out).toContain("intro: Plain words\n");
    expect(YAML.parse(splitFile(out).matter)).toEqual(values);
    expect(format.fromFile(out)).toEqual({ ...values, body: "\nText.\n" });
  });

  it("refuses a front matter without its closing line or that is not name: value fields", () => {
    const format = frontMatterFormat(YAML, "quoted");
    expect(() => format.fromFile('---\ntitle: "x"\n\nText')).toThrow("The front matter has no closing --- line");
    expect(() => format.fromFile("---\n- a\n- b\n---\nText")).toThrow("The front matter is not a list of fields");
    expect(format.fromFile("No front matter")).toEqual({ body: "No front matter" });
    expect(format.toFile({ body: null } as never)).toBe("---\n---\n");
  });

  it("the CMS gets yaml's browser build, every module it imports copied with it", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "yaml-copy-"));
    try {
      fs.mkdirSync(path.join(root, "node_modules"));
      fs.symlinkSync(path.join(ROOT, "node_modules", "yaml"), path.join(root, "node_modules", "yaml"));
      const count = copyYamlModule(root);
      const dir = path.join(root, "static", "admin", "yaml");
      const files = (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith(".js"));
      expect(files).toContain("index.js");
      expect(files.length).toBe(count);
      const missing = files.flatMap((f) =>
        [...fs.readFileSync(path.join(dir, f), "utf8").matchAll(/^(?:import|export)\b[^;]*?\bfrom '([^']+)'/gm)]
          .map((m) => String(m[1]))
          .filter((to) => !to.startsWith(".") || !fs.existsSync(path.join(dir, path.dirname(f), to)))
          .map((to) => `${f} -> ${to}`),
      );
      expect(missing).toEqual([]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
