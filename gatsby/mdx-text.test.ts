/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import gatsbyConfig from "../gatsby-config";
import { SITE_MDX } from "../scripts/lib/mdx-options.mjs";
import { MDX_BODY_FIELDS, mdxText, mdxTextOnSave, repoMarkdown } from "../static/admin/mdx-text.mjs";
import { cmsConfig } from "./cms-config";

const ROOT = path.resolve(__dirname, "..");

/** What the build's MDX compiler (scripts/lib/mdx-compile.mjs) finds in each body: [] when it is plain text. */
function compile(bodies: string[]): { id: string; problem: string }[][] {
  const out = JSON.parse(
    execFileSync(process.execPath, [path.join(ROOT, "scripts/lib/mdx-compile.mjs")], {
      input: JSON.stringify(bodies.map((body, i) => ({ id: String(i), body }))),
      encoding: "utf8",
    }),
  ) as { id: string; problem: string }[];
  return bodies.map((_, i) => out.filter((p) => p.id === String(i)));
}

/** What editors type that MDX reads as code (issue 39). */
const TYPED = [
  "Our prices {from $299 a month} … a <b>free</b> quote.",
  "An unclosed <div> and a <Video src='x'> tag",
  "Compare: 3 < 5 and 7 > 2, {braces} alone, a } and a {",
  "Write to <hello@atriadigital.example> or see <https://atriadigital.example/blog?a=1&b=2>",
  "export const x = 1",
  "import Thing from 'x'",
];

describe("the content check's MDX compiler (scripts/lib/mdx-compile.mjs)", () => {
  it("compiles with the site's gatsby-plugin-mdx options and JSX settings (gatsby-config.ts)", () => {
    const mdx = gatsbyConfig.plugins?.find((p) => typeof p === "object" && p.resolve === "gatsby-plugin-mdx");
    expect(mdx).toEqual({ resolve: "gatsby-plugin-mdx", options: SITE_MDX.pluginOptions });
    expect([gatsbyConfig.jsxRuntime, gatsbyConfig.jsxImportSource]).toEqual([
      SITE_MDX.jsxRuntime,
      SITE_MDX.jsxImportSource,
    ]);
  });
});

describe("the CMS's MDX bodies: what an editor types is text (static/admin/mdx-text.mjs)", () => {
  it("turns every brace and angle bracket outside code into text the build's compiler reads as text", () => {
    // Without the escaping the compiler fails or finds code in every one of them.
    expect(compile(TYPED).map((found) => found.length > 0)).toEqual(TYPED.map(() => true));
    expect(compile(TYPED.map(mdxText))).toEqual(TYPED.map(() => []));
  });

  it("escapes with CommonMark's backslash escapes and writes autolinks as links", () => {
    expect(mdxText(TYPED[0]!)).toBe("Our prices \\{from $299 a month\\} … a \\<b>free\\</b> quote.");
    expect(mdxText(TYPED[3]!)).toBe(
      "Write to [hello@atriadigital.example](mailto:hello@atriadigital.example) or see [https://atriadigital.example/blog?a=1&b=2](https://atriadigital.example/blog?a=1&b=2)",
    );
  });

  it("is idempotent: a body saved twice is the body saved once", () => {
    for (const t of TYPED) expect(mdxText(mdxText(t))).toBe(mdxText(t));
    expect(mdxText("already \\{escaped\\} \\<b>")).toBe("already \\{escaped\\} \\<b>");
  });

  it("leaves code spans and fenced code as they are", () => {
    const body = ["Use `{ x: <y> }` or ``a ` {b}``.", "", "```json", '{ "a": "<b>" }', "```", "", "after {c}"].join(
      "\n",
    );
    expect(mdxText(body)).toBe(
      ["Use `{ x: <y> }` or ``a ` {b}``.", "", "```json", '{ "a": "<b>" }', "```", "", "after \\{c\\}"].join("\n"),
    );
    expect(compile([mdxText(body)])).toEqual([[]]);
  });

  it("changes nothing in the site's articles, case studies and legal pages", () => {
    const files = ["blog", "case-studies", "legal"].flatMap((dir) =>
      fs
        .readdirSync(path.join(ROOT, "content", dir), { recursive: true, encoding: "utf8" })
        .filter((f) => f.endsWith(".mdx"))
        .map((f) => path.join(ROOT, "content", dir, f)),
    );
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const text = fs.readFileSync(file, "utf8");
      expect(mdxText(text)).toBe(text);
      const body = text.replace(/^---\n[\s\S]*?\n---\n/, "");
      expect(repoMarkdown(body)).toBe(body);
    }
  });

  it("covers exactly the Markdown fields of the CMS configuration, and only those", () => {
    const config = cmsConfig() as { collections: { name: string; fields?: Field[]; files?: { fields: Field[] }[] }[] };
    type Field = { name: string; widget?: string; fields?: Field[]; field?: Field; types?: Field[] };
    const markdown = (fields: Field[] = [], at = ""): string[] =>
      fields.flatMap((f) => [
        ...(f.widget === "markdown" ? [`${at}${f.name}`] : []),
        ...markdown([...(f.fields ?? []), ...(f.field ? [f.field] : []), ...(f.types ?? [])], `${at}${f.name}.`),
      ]);
    const found: Record<string, string[]> = {};
    for (const c of config.collections) {
      const names = [...new Set([...markdown(c.fields), ...(c.files ?? []).flatMap((f) => markdown(f.fields))])];
      if (names.length > 0) found[c.name] = names;
    }
    expect(found).toEqual(MDX_BODY_FIELDS);
  });

  it("is what the preSave handler writes into the entry of an MDX collection, and nothing else", () => {
    // A stand-in for Decap's Immutable entry: get and set of an immutable map.
    const map = (o: Record<string, unknown>) => ({
      get: (k: string) => o[k],
      set: (k: string, v: unknown) => map({ ...o, [k]: v }),
      toJS: () => o,
    });
    const data = map({ title: "A {title}", body: "From {$299}", date: new Date("2025-11-20T00:00:00Z") });
    const blog = mdxTextOnSave({ entry: map({ collection: "blog", data }) }) as ReturnType<typeof map>;
    // The date as the files write it, not a Date that YAML would write as 2025-11-20T00:00:00.000Z.
    expect(blog.toJS()).toEqual({ title: "A {title}", body: "\nFrom \\{$299\\}", date: "2025-11-20" });
    expect(mdxTextOnSave({ entry: map({ collection: "services", data }) })).toBeUndefined();
  });

  it("writes Decap's rich-text Markdown in the repository's style: '-' bullets, a blank line after the front matter", () => {
    // What is not a list item stays as it is: a thematic break, a code block, an escaped star.
    const untouched = ["", "* * *", "", "```", "* code", "```", "\\* not a list"];
    const decap = ["Intro", "", "* **One:** a", "* Two", "  * nested", ...untouched];
    expect(repoMarkdown(decap.join("\n")).split("\n")).toEqual([
      "",
      "Intro",
      "",
      "- **One:** a",
      "- Two",
      "  - nested",
      ...untouched,
    ]);
    expect(repoMarkdown("\nAlready spaced")).toBe("\nAlready spaced");
  });
});
