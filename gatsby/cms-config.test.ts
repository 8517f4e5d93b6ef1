/**
 * @jest-environment node
 *
 * The CMS configuration generated from the content model (gatsby/cms-config.ts,
 * docs/decisions/cms-config.md): every field of the model is a widget with the model's rules, a
 * field or a section type added to the model is in the CMS with no other edit, the images the CMS
 * stores land where the content has them, and View Preview opens the edited page.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import {
  JSON_SOURCES,
  MDX_COLLECTIONS,
  OBJECT_TYPES,
  PAGES,
  REF_TARGETS,
  SECTION_TYPES,
  bool,
  image,
  int,
  list,
  obj,
  objectFields,
  optional,
  text,
  type CmsOptions,
  type Field,
  type Fields,
} from "./content-model";
import { FORMAT_PATTERNS, cmsConfig, cmsConfigText, widgetFor, writeCmsConfig, type Widget } from "./cms-config";

const ROOT = path.resolve(__dirname, "..");
const CONTENT = path.join(ROOT, "content");

interface Collection {
  name: string;
  format?: string;
  folder?: string;
  files?: { name: string; file: string; fields: Widget[]; preview_path?: string }[];
  fields?: Widget[];
  media_folder?: string;
  public_folder?: string;
  preview_path?: string;
  preview_path_preserve_slashes?: boolean;
}
const collectionsOf = () => cmsConfig().collections as unknown as Collection[];

/** The widgets that edit a JSON file of JSON_SOURCES (the entry's fields of a json-list file). */
function widgetsOfFile(file: string, collections = collectionsOf()): Widget[] | undefined {
  for (const c of collections) {
    const entry = c.files?.find((f) => f.file === `content/${file}`);
    if (entry) return c.format === "json-list" ? entry.fields[0]!.fields : entry.fields;
  }
  return undefined;
}
const sectionTypes = (collections = collectionsOf()) =>
  collections.find((c) => c.folder === `content/${PAGES.dir}`)!.fields!.find((f) => f.name === "sections")!.types!;

/**
 * Problems of the widgets against the model's fields: one widget per field in the model's order
 * (the order a save writes), of the field's kind, with its required flag, options and bounds.
 * `inOptional`: the fields of an optional group, which the CMS leaves optional (Decap validates an
 * empty optional group's fields and would refuse to save; the content check requires them).
 */
function problems(
  fields: Fields,
  widgets: Widget[],
  at: string,
  inOptional = false,
  /** A use's own labels for the fields of a shared type (the field's `cms.fields`). */
  overrides: Record<string, CmsOptions> = {},
): string[] {
  const out: string[] = [];
  const names = widgets.map((w) => w.name);
  if (names.join() !== Object.keys(fields).join())
    out.push(`${at}: widgets ${names.join()} for ${Object.keys(fields)}`);
  for (const [name, f] of Object.entries(fields)) {
    const w = widgets.find((x) => x.name === name);
    if (w) out.push(...fieldProblems(f, w, `${at}.${name}`, inOptional, overrides[name]?.label as string | undefined));
  }
  return out;
}

function fieldProblems(f: Field, w: Widget, at: string, inOptional: boolean, label = f.label): string[] {
  const out: string[] = [];
  const required = w.required !== false;
  // The legal pages' texts are optional in the CMS (`cms: { required: false }` in the model).
  const looser = f.cms?.required === false;
  if (required !== (f.required && !inOptional) && !looser) out.push(`${at}: required ${required}`);
  if (w.label !== (label ?? w.name)) out.push(`${at}: label "${w.label}"`);
  const kinds: Record<Field["kind"], string[]> = {
    string: ["string", "text", "select", "hidden", "image"],
    int: ["number"],
    boolean: ["boolean"],
    date: ["datetime"],
    image: ["image"],
    ref: ["relation"],
    object: ["object"],
    list: ["list", "relation", "select"],
    sections: ["list"],
  };
  if (!kinds[f.kind].includes(w.widget)) return [...out, `${at}: ${f.kind} edited with a ${w.widget} widget`];
  if (f.kind === "string" && f.oneOf && w.widget === "select" && w.options !== undefined) {
    if (JSON.stringify(w.options) !== JSON.stringify(f.oneOf)) out.push(`${at}: options ${String(w.options)}`);
  }
  if (f.kind === "string" && f.multiline && w.widget !== "text") out.push(`${at}: not a multi-line box`);
  if (f.kind === "int" && (w.value_type !== "int" || w.min !== f.min || w.max !== f.max)) {
    out.push(`${at}: number ${String(w.value_type)} ${String(w.min)}..${String(w.max)}`);
  }
  if (f.kind === "date" && w.format !== "YYYY-MM-DD") out.push(`${at}: date format ${String(w.format)}`);
  if (f.kind === "ref" && (w.multiple || w.collection !== REF_TARGETS[f.to].picker.collection)) {
    out.push(`${at}: does not pick one ${f.to} entry`);
  }
  const overrides = f.cms?.fields ?? {};
  if (f.kind === "object") out.push(...problems(objectFields(f.type)!, w.fields ?? [], at, !required, overrides));
  if (f.kind === "list") {
    const of = f.of;
    if (of.kind === "ref") {
      if (w.widget !== "relation" || !w.multiple) out.push(`${at}: a list of references is not a multiple relation`);
    } else if (of.kind === "string" && of.oneOf) {
      if (w.widget !== "select" || !w.multiple || JSON.stringify(w.options) !== JSON.stringify(of.oneOf))
        out.push(`${at}: a list of choices is not a multiple select of the model's values`);
    } else if (of.kind === "object") {
      out.push(...problems(objectFields(of.type)!, w.fields ?? [], `${at}[]`, false, overrides));
    } else if (!w.field) out.push(`${at}: a list without an item widget`);
    else out.push(...fieldProblems({ ...of, required: true }, w.field, `${at}[]`, false));
  }
  return out;
}

describe("the CMS configuration is the content model's", () => {
  test("GitHub backend through Netlify's OAuth provider, editorial workflow, local backend for npm run cms", () => {
    const config = cmsConfig();
    expect(config.backend).toMatchObject({ name: "github", base_url: "https://api.netlify.com", branch: "main" });
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(config.local_backend).toBe(true);
  });

  test("every JSON file of the model is edited by exactly one entry of one collection, in its format", () => {
    const collections = collectionsOf();
    for (const source of JSON_SOURCES) {
      const holders = collections.filter((c) => c.files?.some((f) => f.file === `content/${source.file}`));
      expect([source.file, holders.length]).toEqual([source.file, 1]);
      expect([source.file, holders[0]!.format]).toEqual([
        source.file,
        source.shape === "list" ? "json-list" : "json-object",
      ]);
    }
    const onDisk = fs.readdirSync(CONTENT).filter((f) => f.endsWith(".json"));
    expect(onDisk.filter((f) => !widgetsOfFile(f, collections))).toEqual([]);
  });

  test.each(JSON_SOURCES.map((s) => s.file))("content/%s: every field is a widget with the model's rules", (file) => {
    const source = JSON_SOURCES.find((s) => s.file === file)!;
    expect(problems(source.fields, widgetsOfFile(file)!, file)).toEqual([]);
  });

  test.each(Object.keys(MDX_COLLECTIONS) as (keyof typeof MDX_COLLECTIONS)[])(
    "MDX collection %s: every frontmatter field is a widget with the model's rules, then the Markdown body",
    (key) => {
      const { dir, frontmatter } = MDX_COLLECTIONS[key];
      const collections = collectionsOf();
      const lists = [
        ...collections.filter((c) => c.folder === `content/${dir}`).map((c) => c.fields!),
        ...collections
          .flatMap((c) => c.files ?? [])
          .filter((f) => f.file.startsWith(`content/${dir}/`))
          .map((f) => f.fields),
      ];
      expect(lists.length).toBeGreaterThan(0);
      for (const widgets of lists) {
        expect(widgets.at(-1)).toMatchObject({ name: "body", widget: "markdown" });
        expect(problems(frontmatter, widgets.slice(0, -1), dir)).toEqual([]);
      }
    },
  );

  test("pages: the page's fields, and one widget per section type in the model's order", () => {
    const pages = collectionsOf().find((c) => c.folder === `content/${PAGES.dir}`)!;
    expect(pages).toMatchObject({ extension: "json", format: "json-object", create: true });
    const { sections: _sections, ...pageFields } = PAGES.fields;
    expect(
      problems(
        pageFields,
        pages.fields!.filter((f) => f.name !== "sections"),
        "page",
      ),
    ).toEqual([]);
    const types = sectionTypes();
    expect(types.map((t) => t.name)).toEqual(Object.keys(SECTION_TYPES));
    for (const t of types) {
      expect(t).toMatchObject({ widget: "object", label: SECTION_TYPES[t.name]!.label });
      expect(problems(SECTION_TYPES[t.name]!.fields, t.fields!, t.name)).toEqual([]);
    }
  });

  test("the checks catch drift: a missing widget, a wrong kind, a wrong required flag", () => {
    const fields: Fields = { title: text({ label: "Title" }), count: int({ min: 1, label: "Count" }) };
    const widgets: Widget[] = [
      { name: "title", label: "Title", widget: "string", required: false },
      { name: "count", label: "Count", widget: "boolean" },
    ];
    expect(problems(fields, widgets, "x")).toEqual([
      "x.title: required false",
      "x.count: int edited with a boolean widget",
    ]);
    expect(problems(fields, widgets.slice(0, 1), "x")[0]).toBe("x: widgets title for title,count");
  });
});

describe("a field or a section type is one edit of the model", () => {
  const site = JSON_SOURCES.find((s) => s.file === "site.json")!;

  test("a field added to site.json's model is a widget of Site settings, with its rules", () => {
    site.fields.retentionDays = int({ min: 1, max: 365, label: "Applications are deleted after (days)" });
    try {
      expect(widgetsOfFile("site.json")!.at(-1)).toEqual({
        name: "retentionDays",
        label: "Applications are deleted after (days)",
        widget: "number",
        value_type: "int",
        min: 1,
        max: 365,
      });
    } finally {
      delete site.fields.retentionDays;
    }
    expect(widgetsOfFile("site.json")!.some((w) => w.name === "retentionDays")).toBe(false);
  });

  test("a field added to a shared object type is in every group and list of that type", () => {
    OBJECT_TYPES.MarketingStat!.note = optional(text({ label: "Footnote", multiline: true }));
    try {
      const stats = [
        widgetsOfFile("services.json")!
          .find((w) => w.name === "page")!
          .fields!.find((w) => w.name === "stats")!,
        sectionTypes()
          .find((t) => t.name === "stats")!
          .fields!.find((w) => w.name === "stats")!,
      ];
      for (const w of stats) {
        expect(w.fields!.at(-1)).toEqual({ name: "note", label: "Footnote", widget: "text", required: false });
      }
    } finally {
      delete OBJECT_TYPES.MarketingStat!.note;
    }
  });

  test("a section type added to the model is offered in the CMS's Add section menu", () => {
    SECTION_TYPES.video = {
      label: "Video",
      fields: { title: text({ label: "Heading" }), poster: image({ label: "Poster" }), autoplay: optional(bool()) },
    };
    try {
      expect(sectionTypes().at(-1)).toEqual({
        name: "video",
        label: "Video",
        widget: "object",
        summary: "{{fields.title}}",
        fields: [
          { name: "title", label: "Heading", widget: "string" },
          { name: "poster", label: "Poster", widget: "image", choose_url: false },
          { name: "autoplay", label: "autoplay", widget: "boolean", required: false },
        ],
      });
    } finally {
      delete SECTION_TYPES.video;
    }
  });
});

describe("widget rules", () => {
  test("formats bring the CMS's pattern; the patterns accept what the content check accepts", () => {
    const re = (format: keyof typeof FORMAT_PATTERNS) => new RegExp(FORMAT_PATTERNS[format]![0]);
    expect(widgetFor("slug", text({ format: "slug" })).pattern).toEqual(FORMAT_PATTERNS.slug);
    expect(["my-page", "seo-2"].every((s) => re("slug").test(s))).toBe(true);
    expect(["My Page", "a--b", "-a"].some((s) => re("slug").test(s))).toBe(false);
    expect(["/", "/free-website-audit", "/campaigns/spring-seo"].every((s) => re("pagePath").test(s))).toBe(true);
    expect(["", "/a/b/c", "/Campaigns", "a"].some((s) => re("pagePath").test(s))).toBe(false);
    expect(["09:00", "18:30"].every((s) => re("time").test(s))).toBe(true);
    expect(["9:00", "09.00"].some((s) => re("time").test(s))).toBe(false);
    expect(re("email").test("hello@atriadigital.example")).toBe(true);
    expect(re("email").test("hello at atriadigital")).toBe(false);
  });

  test("an optional group's fields are optional in the CMS; a list's entries keep their required fields", () => {
    const group = widgetFor("salary", optional(obj("JobSalary")));
    expect(group.required).toBe(false);
    expect(group.fields!.every((f) => f.required === false)).toBe(true);
    const steps = widgetFor("process", optional(list(obj("MarketingStep"))));
    expect(steps.required).toBe(false);
    expect(steps.fields!.every((f) => f.required === undefined)).toBe(true);
    expect(steps.summary).toBe("{{fields.title}}");
  });

  test("cms options are merged last: null takes one away, `fields` changes one use of a shared type only", () => {
    const field = list(obj("MarketingStep"), { cms: { label_singular: "Step", fields: { title: { label: "Step" } } } });
    const w = widgetFor("process", field);
    expect(w.label_singular).toBe("Step");
    expect(w.fields!.map((f) => f.label)).toEqual(["Step", OBJECT_TYPES.MarketingStep!.description!.label]);
    expect(widgetFor("steps", list(obj("MarketingStep"))).fields![0]!.label).toBe("Title");
    expect(widgetFor("slug", text({ format: "slug", cms: { pattern: null } }))).not.toHaveProperty("pattern");
    expect(() => widgetFor("x", obj("MarketingStep", { cms: { fields: { nope: {} } } }))).toThrow(/no field "nope"/);
  });
});

describe("the file Decap reads", () => {
  test("is written where Gatsby serves it, marked generated, and parses back (as Decap parses it) to the configuration", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "cms-config-"));
    try {
      const file = writeCmsConfig(root);
      expect(path.relative(root, file)).toBe(path.join("static", "admin", "config.yml"));
      const text = fs.readFileSync(file, "utf8");
      expect(text).toBe(cmsConfigText());
      expect(text.split("\n")[0]).toMatch(/^# Generated from gatsby\/content-model\.ts .* do not edit/);
      expect(parseYaml(text, { merge: true, maxAliasCount: -1 })).toEqual(JSON.parse(JSON.stringify(cmsConfig())));
      // Written again only when it changed.
      const old = new Date(Date.now() - 60_000);
      fs.utimesSync(file, old, old);
      const before = fs.statSync(file).mtimeMs;
      writeCmsConfig(root);
      expect(fs.statSync(file).mtimeMs).toBe(before);
      fs.writeFileSync(file, "# edited by hand\n");
      writeCmsConfig(root);
      expect(fs.readFileSync(file, "utf8")).toBe(text);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("images are stored where the content has them", () => {
  const config = cmsConfig();
  /** Every image widget of a JSON list file, with the values of its field in the file. */
  const imageFields = JSON_SOURCES.filter((s) => s.shape === "list").flatMap((s) =>
    (widgetsOfFile(s.file) ?? []).filter((w) => w.widget === "image").map((w) => ({ file: s.file, widget: w })),
  );

  test.each(imageFields.map((x) => [`${x.file} ${x.widget.name}`, x] as const))(
    "%s: each path is public_folder/<name> and the file is in media_folder",
    (_name, { file, widget }) => {
      const entries = JSON.parse(fs.readFileSync(path.join(CONTENT, file), "utf8")) as Record<string, string>[];
      const pub = (widget.public_folder as string | undefined) ?? config.public_folder;
      const media = (widget.media_folder as string | undefined) ?? config.media_folder;
      const wrong = entries
        .map((e) => e[widget.name]!)
        .filter((value) => {
          const name = path.posix.basename(value);
          // media_folder is from the repository's root ("/content/images/team").
          return value !== path.posix.join(pub, name) || !fs.existsSync(path.join(ROOT, media, name));
        });
      expect(wrong).toEqual([]);
    },
  );

  test("articles and case studies keep their images next to the entry", () => {
    for (const name of ["blog", "case-studies"]) {
      expect(collectionsOf().find((c) => c.name === name)).toMatchObject({ media_folder: "", public_folder: "" });
    }
  });
});

describe("View Preview opens the edited page (docs/decisions/cms-previews.md)", () => {
  const collections = collectionsOf();
  const frontmatter = (file: string) =>
    parseYaml(/^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(file, "utf8"))?.[1] ?? "") as Record<string, unknown>;

  /** The entries of a folder collection as Decap reads them: the file and its fields. */
  function entries(folder: string): { file: string; data: Record<string, unknown> }[] {
    const dir = path.join(ROOT, folder);
    return fs
      .readdirSync(dir)
      .map((f) => path.join(dir, f))
      .map((f) => (fs.statSync(f).isDirectory() ? path.join(f, "index.mdx") : f))
      .filter((f) => fs.existsSync(f))
      .map((file) => ({
        file,
        data: file.endsWith(".json")
          ? (JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>)
          : frontmatter(file),
      }));
  }

  /** Decap's preview URL path: `{{fields.x}}` filled in, leading slashes trimmed, "/" in front. */
  function previewPath(template: string, data: Record<string, unknown>, preserveSlashes: boolean): string {
    const filled = template.replace(/\{\{fields\.(\w+)\}\}/g, (_, name: string) => {
      const value = String(data[name] ?? "");
      return preserveSlashes ? value : value.replace(/\//g, "-");
    });
    return `/${filled.replace(/^[\s/]+/, "")}`;
  }

  /** The pages the build makes (gatsby-node.ts and src/pages). */
  const routes = new Set<string>([
    ...fs
      .readdirSync(path.join(ROOT, "src", "pages"))
      .filter((f) => /^[\w-]+\.tsx$/.test(f) && !f.endsWith(".test.tsx") && f !== "404.tsx")
      .map((f) => `/${f.replace(/\.tsx$/, "")}`),
    ...entries("content/pages").map((e) => String(e.data.path)),
    ...entries("content/blog").map((e) => `/blog/${String(e.data.slug)}`),
    ...entries("content/case-studies").map((e) => `/our-work/${String(e.data.slug)}`),
    ...fs
      .readdirSync(path.join(CONTENT, "legal"))
      .map((f) => `/${String(frontmatter(path.join(CONTENT, "legal", f)).slug)}`),
  ]);

  test.each(["content-pages", "case-studies", "blog"])("%s: every entry's preview opens its own page", (name) => {
    const c = collections.find((x) => x.name === name)!;
    expect(c.preview_path).toBeDefined();
    const all = entries(c.folder!);
    expect(all.length).toBeGreaterThan(0);
    const paths = all.map((e) => previewPath(c.preview_path!, e.data, c.preview_path_preserve_slashes === true));
    expect(paths.filter((p) => !routes.has(p))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  test("pages keep the slashes of a two-level path", () => {
    const c = collections.find((x) => x.name === "content-pages")!;
    const keep = c.preview_path_preserve_slashes === true;
    expect(previewPath(c.preview_path!, { path: "/campaigns/spring-seo" }, keep)).toBe("/campaigns/spring-seo");
    expect(previewPath(c.preview_path!, { path: "/" }, keep)).toBe("/");
  });

  test("the legal pages, the services and the job openings open their pages", () => {
    const files = collections.flatMap((c) => c.files ?? []).filter((f) => f.preview_path !== undefined);
    expect(files.map((f) => f.name).sort()).toEqual([
      "accessibility",
      "cookie-policy",
      "jobs",
      "privacy-policy",
      "services",
      "terms-of-service",
    ]);
    for (const f of files) expect(routes.has(`/${f.preview_path!}`)).toBe(true);
  });
});
