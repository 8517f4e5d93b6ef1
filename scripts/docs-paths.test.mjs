/* global describe, it, expect */
/**
 * The docs a newcomer reads name files of this repository; every one of them must exist. Reads
 * README.md, CONTENT.md and docs/**\/*.md and checks
 *
 *   - every path-like word inside backticks or a code block that starts with a top-level folder of
 *     the repository (`gatsby/paint-first.ts`, `src/components/`) or is a top-level file
 *     (`netlify.toml`), relative to the repository root;
 *   - every relative markdown link target (`[quality](docs/quality.md)`), relative to the file
 *     that holds it, as GitHub resolves it.
 *
 * `:line` suffixes and `#anchors` are stripped; globs and placeholders (`*`, `<slug>`, `{a,b}`,
 * `…`, `NAME`) are not checked. It also holds the README to 150 lines: the front door, not the
 * manual.
 */
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..");

const TOP_FOLDERS = [
  "src",
  "templates-on-demand",
  "gatsby",
  "scripts",
  "bench",
  "netlify",
  "content",
  "static",
  "tests",
  "docs",
  ".ci",
  "__mocks__",
];
const TOP_FILES = [
  "package.json",
  "package-lock.json",
  "netlify.toml",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "tsconfig.json",
  "jest.config.ts",
  "jest.setup.ts",
  "playwright.config.ts",
  "eslint.config.mjs",
  "README.md",
  "CONTENT.md",
  ".env.example",
  ".nvmrc",
  ".gitignore",
  ".prettierrc.json",
  ".prettierignore",
];
/** Written by the build or the tools, never committed (each is in .gitignore). */
const GENERATED = ["static/fonts", "static/admin/decap", "static/admin/config.yml", "static/admin/yaml"];

/** Paths a doc names on purpose although they do not exist: examples of what an editor might write. */
const EXAMPLES = {
  "CONTENT.md": ["content/blog/my-post/index.mdx", "content/images/team/nobody.jpg"],
};

const PLACEHOLDER = /[*<>{}…]|\.\.\.|NAME/;
const PATH_START = new RegExp(`^(?:${TOP_FOLDERS.map((f) => f.replace(".", "\\.")).join("|")})/`);

/** `gatsby/content-model.ts:42` -> `gatsby/content-model.ts`; `docs/quality.md#gates` -> `docs/quality.md`; trailing punctuation off. */
function clean(token) {
  return token
    .replace(/#.*$/, "")
    .replace(/:\d.*$/, "")
    .replace(/[.,;:!?)\]]+$/, "");
}

/** Path-like words of one code span or code block, relative to the repository root. */
function codePaths(code) {
  return code
    .split(/[\s`'"(),=[\]]+/)
    .map(clean)
    .filter((t) => t.length > 0 && !PLACEHOLDER.test(t))
    .filter((t) => PATH_START.test(t) || TOP_FILES.includes(t));
}

/** Every path a markdown file names, as `{ path, from }` with `from` "root" or "link". */
export function namedPaths(markdown) {
  const found = [];
  // Fenced code blocks first, then inline code in what remains.
  const prose = markdown.replace(/^(```|~~~)[^\n]*\n([\s\S]*?)^\1[ \t]*$/gm, (_block, _fence, body) => {
    for (const p of codePaths(body)) found.push({ path: p, from: "root" });
    return "";
  });
  for (const m of prose.matchAll(/(`+)([^`]+?)\1/g)) {
    for (const p of codePaths(m[2])) found.push({ path: p, from: "root" });
  }
  // Links outside code: [text](target) and [text](target "title").
  const linkText = prose.replace(/(`+)[^`]+?\1/g, "");
  for (const m of linkText.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const target = m[1];
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("#") || target.startsWith("/")) continue;
    const p = clean(decodeURI(target));
    if (p.length > 0 && !PLACEHOLDER.test(p)) found.push({ path: p, from: "link" });
  }
  return found;
}

/** `file.md: path` for every named path that does not exist. */
export function missingPaths(file, markdown, root = ROOT) {
  const dir = path.dirname(path.join(root, file));
  return namedPaths(markdown)
    .filter(({ path: p, from }) => {
      const absolute = from === "link" ? path.resolve(dir, p) : path.resolve(root, p);
      const relative = path.relative(root, absolute).split(path.sep).join("/");
      if (GENERATED.some((g) => relative === g || relative.startsWith(`${g}/`))) return false;
      if ((EXAMPLES[file] ?? []).includes(relative)) return false;
      return !fs.existsSync(absolute);
    })
    .map(({ path: p }) => `${file}: ${p}`);
}

function markdownFiles(dir) {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return markdownFiles(rel);
    return entry.name.endsWith(".md") ? [rel] : [];
  });
}

const DOCS = ["README.md", "CONTENT.md", ...(fs.existsSync(path.join(ROOT, "docs")) ? markdownFiles("docs") : [])];
const read = (file) => fs.readFileSync(path.join(ROOT, file), "utf8");

describe("the docs name only files that exist", () => {
  it("finds code paths, code-block paths and relative links, and skips placeholders and URLs", () => {
    const md = [
      "See `gatsby/paint-first.ts:12`, `node scripts/serve.mjs` and `docs/quality.md#gates`.",
      "[Quality](docs/quality.md) [web](https://example.com/src/x.ts) [top](#top)",
      "`content/blog/<slug>/index.mdx` `scripts/serve.*` `src/NAME.ts` `netlify.toml`",
      "```",
      "src/          the site",
      "```",
    ].join("\n");
    expect(namedPaths(md)).toEqual([
      { path: "src/", from: "root" },
      { path: "gatsby/paint-first.ts", from: "root" },
      { path: "scripts/serve.mjs", from: "root" },
      { path: "docs/quality.md", from: "root" },
      { path: "netlify.toml", from: "root" },
      { path: "docs/quality.md", from: "link" },
    ]);
  });

  it("reports a path that does not exist as `file.md: path`", () => {
    const md = "Built by `gatsby/no-such-rewrite.ts`, see [the guide](no-such-guide.md) and `gatsby/content-model.ts`.";
    expect(missingPaths("docs/example.md", md)).toEqual([
      "docs/example.md: gatsby/no-such-rewrite.ts",
      "docs/example.md: no-such-guide.md",
    ]);
  });

  it("resolves links from the file that holds them", () => {
    expect(missingPaths("docs/example.md", "[csp](../gatsby/content-model.ts) [csp](gatsby/content-model.ts)")).toEqual(
      ["docs/example.md: gatsby/content-model.ts"],
    );
  });

  it("README.md, CONTENT.md and docs/", () => {
    expect(DOCS.length).toBeGreaterThan(2);
    expect(DOCS.flatMap((file) => missingPaths(file, read(file)))).toEqual([]);
  });

  it("the generated paths it skips are git-ignored", () => {
    const ignored = read(".gitignore");
    for (const g of GENERATED) expect(ignored).toContain(`${g}`);
  });

  it("README.md has at most 150 lines", () => {
    expect(read("README.md").trimEnd().split("\n").length).toBeLessThanOrEqual(150);
  });
});
