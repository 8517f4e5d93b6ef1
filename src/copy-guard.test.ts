/**
 * @jest-environment node
 *
 * Page components hold layout, not copy: every visible word lives in content/ (CONTENT.md). This
 * test reads the files listed below with the TypeScript compiler and fails on English text written
 * into them: JSX text, string props a visitor or a screen reader meets (aria-label, title, alt, ...)
 * strings rendered from a JSX expression (`{done ? "Yes" : "No"}`, `{x ?? "Fallback"}`) and labels in
 * object literals (`{ label: "Home", to: "/" }`).
 * Add a file to GUARDED once its copy has moved to content/; ALLOWED names the few exceptions.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ts from "typescript";
import frame from "../content/frame.json";
import pageCopy from "../content/page-copy.json";

const SRC = __dirname;

/** Files whose copy lives in content/ (paths relative to src/). */
export const GUARDED = [
  "components/blog-card.tsx",
  "components/blog/post-header.tsx",
  "components/cta-band.tsx",
  "components/footer.tsx",
  "components/get-started-dialog.tsx",
  "components/header.tsx",
  "components/layout.tsx",
  "components/mdx-components.tsx",
  "components/news-card.tsx",
  "components/not-found.tsx",
  "components/page-hero.tsx",
  "components/pagination.tsx",
  "components/project-tile.tsx",
  "components/seo.tsx",
  "components/service/case-studies.tsx",
  "components/service/cta.tsx",
  "components/service/features.tsx",
  "components/service/hero.tsx",
  "components/service/included-card.tsx",
  "components/service/key-figures.tsx",
  "components/legal/cookie-sections.tsx",
  "components/legal/legal-contact.tsx",
  "components/tech-tabs.tsx",
  "components/hero-stats.tsx",
  "pages/404.tsx",
  "pages/Career.tsx",
  "pages/blog.tsx",
  "pages/news.tsx",
  "sections/action.tsx",
  "sections/cards.tsx",
  "sections/cta.tsx",
  "sections/faq.tsx",
  "sections/hero.tsx",
  "sections/index.tsx",
  "sections/contact-form.tsx",
  "sections/contact.tsx",
  "sections/help.tsx",
  "sections/inner.tsx",
  "sections/benefits.tsx",
  "sections/hero-card.tsx",
  "sections/office.tsx",
  "sections/services-family.tsx",
  "sections/services.tsx",
  "sections/technologies.tsx",
  "sections/work-family.tsx",
  "sections/work.tsx",
  "sections/landing.tsx",
  "sections/render.tsx",
  "sections/logos.tsx",
  "sections/page-hero.tsx",
  "sections/posts.tsx",
  "sections/projects.tsx",
  "sections/spotlight.tsx",
  "sections/statements.tsx",
  "sections/stats.tsx",
  "sections/team.tsx",
  "sections/text.tsx",
  "templates/blog-post.tsx",
  "templates/job.tsx",
  "components/job-card.tsx",
  "templates/legal.tsx",
  "../templates-on-demand/any-page.tsx",
  "templates/contact-page.tsx",
  "templates/inner-page.tsx",
  "templates/page-head.tsx",
  "templates/page.tsx",
  "templates/services-page.tsx",
  "templates/work-page.tsx",
];

/** Text allowed in a guarded file, by file: keep it short, and say why. */
const ALLOWED: Record<string, string[]> = {};

/** Props whose string value reaches the visitor (shown, or read out by a screen reader). */
const COPY_PROPS = new Set([
  "alt",
  "aria-label",
  "aria-description",
  "aria-valuetext",
  "title",
  "label",
  "placeholder",
  "eyebrow",
  "lead",
  "intro",
  "text",
  "heading",
  "description",
  "children",
]);

/** English copy: two letters in a row (so "404", "·", "©" and "#" are layout, not copy). */
const isCopy = (text: string) => /[A-Za-z]{2}/.test(text);

export interface Finding {
  line: number;
  text: string;
}

/** The strings an expression renders as text: literals, both branches of ?:, both sides of ?? || &&. */
function renderedStrings(node: ts.Expression): ts.Node[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node];
  if (ts.isTemplateExpression(node)) return [node];
  if (ts.isParenthesizedExpression(node)) return renderedStrings(node.expression);
  if (ts.isConditionalExpression(node)) return [...renderedStrings(node.whenTrue), ...renderedStrings(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (
      op === ts.SyntaxKind.QuestionQuestionToken ||
      op === ts.SyntaxKind.BarBarToken ||
      op === ts.SyntaxKind.AmpersandAmpersandToken
    )
      return [...renderedStrings(node.left), ...renderedStrings(node.right)];
  }
  return [];
}

function literalText(node: ts.Node): string {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(" ");
  return "";
}

/** The English copy written into a TSX source. */
export function findCopy(source: string, fileName = "file.tsx"): Finding[] {
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Finding[] = [];
  const add = (node: ts.Node, text: string) => {
    const trimmed = text.replace(/\s+/g, " ").trim();
    if (isCopy(trimmed))
      found.push({ line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: trimmed });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) add(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      for (const s of renderedStrings(node.expression)) add(s, literalText(s));
    } else if (
      ts.isPropertyAssignment(node) &&
      COPY_PROPS.has(node.name.getText(sf)) &&
      (ts.isStringLiteral(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer))
    ) {
      // A label in a list of links: { label: "Home", to: "/" }.
      add(node.initializer, node.initializer.text);
    } else if (ts.isJsxAttribute(node) && COPY_PROPS.has(node.name.getText(sf)) && node.initializer) {
      const init = node.initializer;
      if (ts.isStringLiteral(init)) add(init, init.text);
      else if (ts.isJsxExpression(init) && init.expression)
        for (const s of renderedStrings(init.expression)) add(s, literalText(s));
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe("copy guard: no visible English in the guarded components", () => {
  test.each(GUARDED)("src/%s holds layout, not copy", (file) => {
    const source = fs.readFileSync(path.join(SRC, file), "utf8");
    const allowed = new Set(ALLOWED[file] ?? []);
    const copy = findCopy(source, file).filter((f) => !allowed.has(f.text));
    expect(copy.map((f) => `line ${f.line}: ${f.text}`)).toEqual([]);
  });

  test("the spec's headings and messages of these pages appear in no .tsx file under src/", () => {
    const spec = [
      pageCopy.notFound.heading,
      pageCopy.news.heading,
      pageCopy.news.loading,
      pageCopy.news.empty,
      pageCopy.blog.heading,
      pageCopy.career.heading,
      pageCopy.legal.choicesTitle,
      frame.dialog.title,
      frame.dialog.privacy,
    ];
    // They are the spec's exact strings: content/ holds them, the components do not.
    expect(spec).toEqual([
      "Oops! Page Not Found",
      "Latest Technology News",
      "Loading latest tech news...",
      "No news found.",
      "Our Blog",
      "Join Our Creative Team",
      "Your Cookie Choices",
      "Get Started Today",
      "We respect your privacy and will never share your information.",
    ]);
    const tsx = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) return tsx(p);
        return e.name.endsWith(".tsx") && !e.name.includes(".test.") ? [p] : [];
      });
    // "Get Started Today" is also a button of the Services page: checked in the guarded files only.
    const everywhere = spec.filter((s) => s !== frame.dialog.title);
    const hits = tsx(SRC).flatMap((file) => {
      const text = fs.readFileSync(file, "utf8");
      return everywhere.filter((s) => text.includes(s)).map((s) => `${path.relative(SRC, file)}: ${s}`);
    });
    const guardedHits = GUARDED.flatMap((file) =>
      fs.readFileSync(path.join(SRC, file), "utf8").includes(frame.dialog.title)
        ? [`${file}: ${frame.dialog.title}`]
        : [],
    );
    expect([...hits, ...guardedHits]).toEqual([]);
  });

  test("finds JSX text, copy props and rendered literals, and leaves layout alone", () => {
    const source = `
      export const A = ({ ok, n }) => (
        <Box as="section" sx={{ variant: "layout.container" }} data-testid="box" id="x">
          <Heading as="h1">Hard-coded title</Heading>
          <Button aria-label="Close dialog" variant="icon">#</Button>
          <img alt="A photo" src="/a.png" />
          <Seo title={x ?? "Blog"} />
          <Nav aria-label={\`Page \${n}\`} />
          {ok ? "Optional" : "Always active"}
          {n} · 404 ©
          {fill(t.text, { hours: "9-5" })}
        </Box>
      );
      const LINKS = [{ label: "About Us", to: "/about" }];`;
    expect(findCopy(source).map((f) => f.text)).toEqual([
      "Hard-coded title",
      "Close dialog",
      "A photo",
      "Blog",
      "Page",
      "Optional",
      "Always active",
      "About Us",
    ]);
  });
});

describe("pages built from sections (content/pages) own their headings", () => {
  const PAGES_DIR = path.join(SRC, "..", "content", "pages");
  /** Every heading of every section page: the sections' titles and the titles of their items. */
  const headings = (): { page: string; heading: string }[] =>
    fs
      .readdirSync(PAGES_DIR)
      .filter((f) => f.endsWith(".json"))
      .flatMap((f) => {
        const page = JSON.parse(fs.readFileSync(path.join(PAGES_DIR, f), "utf8")) as {
          sections: Record<string, unknown>[];
        };
        const titles = (v: unknown): string[] =>
          Array.isArray(v)
            ? v.flatMap(titles)
            : v && typeof v === "object"
              ? Object.entries(v).flatMap(([k, x]) => (k === "title" && typeof x === "string" ? [x] : titles(x)))
              : [];
        return titles(page.sections).map((heading) => ({ page: f, heading }));
      });
  const tsx = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) return tsx(p);
      return e.name.endsWith(".tsx") && !e.name.includes(".test.") ? [p] : [];
    });

  test("the spec's headings of the section pages are in their content files", () => {
    const all = headings().map((h) => h.heading);
    // The headings the spec names for the pages now built from sections (Home; About names none).
    for (const h of ["Quality Digital Services You Really Need!", "Our AI Websites", "We Worked For"])
      expect(all).toContain(h);
  });

  /** Every string literal and JSX text of a TSX source, whitespace collapsed. */
  const texts = (file: string): Set<string> => {
    const sf = ts.createSourceFile(
      file,
      fs.readFileSync(file, "utf8"),
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TSX,
    );
    const found = new Set<string>();
    const visit = (node: ts.Node) => {
      if (ts.isJsxText(node) || ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
        found.add(node.text.replace(/\s+/g, " ").trim());
      ts.forEachChild(node, visit);
    };
    visit(sf);
    return found;
  };

  test("finds a heading written as a string or as JSX text, not as part of a sentence", () => {
    const file = path.join(os.tmpdir(), `copy-guard-${process.pid}.tsx`);
    fs.writeFileSync(
      file,
      'const a = (t = "Our values") => <h2>\n  Meet the team\n</h2>;\nconst b = "Meet the team and more";',
    );
    try {
      expect([...texts(file)]).toEqual(["Our values", "Meet the team", "Meet the team and more"]);
    } finally {
      fs.rmSync(file);
    }
  });

  test("no heading of a section page appears in a .tsx file under src/", () => {
    const sources = tsx(SRC).map((file) => ({ file, texts: texts(file) }));
    const hits = headings().flatMap(({ page, heading }) =>
      sources
        .filter((s) => s.texts.has(heading))
        .map((s) => `${path.relative(SRC, s.file)}: "${heading}" (content/pages/${page})`),
    );
    expect(hits).toEqual([]);
  });
});
