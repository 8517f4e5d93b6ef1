/**
 * The CMS configuration (static/admin/config.yml) and the content cannot drift apart silently:
 * every field present in every content file is described by its collection's widgets, with the
 * right kind (text, number, true/false, list, group, image), and every field of the GraphQL types
 * the build declares has a widget whose `required` flag matches the type's `!`.
 */
import fs from "node:fs";
import path from "node:path";
import {
  buildSchema,
  getNamedType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLOutputType,
} from "graphql";
import { parse as parseYaml } from "yaml";
import { ICON_NAMES } from "../src/lib/icon-paths";
import {
  MDX_COLLECTIONS,
  OBJECT_TYPES,
  PAGES,
  SECTION_TYPES,
  sectionTypeName,
  typeDefs,
  type Field as ModelField,
} from "./content-model";

/** The blog's folder, relative to the repository (as config.yml names it). */
const BLOG_DIR = "content/blog";

interface Field {
  name: string;
  widget?: string;
  required?: boolean;
  fields?: Field[];
  field?: Field;
  /** A list of typed entries (Decap's variable-type list): each entry's `type` names its widget. */
  types?: Field[];
  multiple?: boolean;
  options?: string[];
  value_type?: string;
  media_folder?: string;
  public_folder?: string;
}
interface FileEntry {
  name: string;
  file: string;
  fields: Field[];
}
interface Collection {
  name: string;
  format?: string;
  folder?: string;
  files?: FileEntry[];
  fields?: Field[];
  media_folder?: string;
  public_folder?: string;
}

const ROOT = path.resolve(__dirname, "..");
const CONTENT = path.join(ROOT, "content");
const config = parseYaml(fs.readFileSync(path.join(ROOT, "static/admin/config.yml"), "utf8"), {
  merge: true,
  maxAliasCount: -1,
}) as { collections: Collection[]; media_folder: string; public_folder: string; backend: Record<string, unknown> };

const schema = buildSchema(
  [
    "interface Node { id: ID! }",
    "type File implements Node { id: ID! }",
    "scalar Date",
    "directive @dontInfer on OBJECT",
    "directive @fileByRelativePath on FIELD_DEFINITION",
    "directive @dateformat on FIELD_DEFINITION",
    "directive @link(by: String) on FIELD_DEFINITION",
    typeDefs(),
  ].join("\n"),
  { assumeValid: true },
);

/** "third-party-services.json" -> "ThirdPartyServicesJson" (as gatsby-config.ts names the types). */
const typeNameOf = (file: string) =>
  `${path
    .basename(file, ".json")
    .replace(/[-_\s]+(.)/g, (_m, c: string) => c.toUpperCase())
    .replace(/^./, (c) => c.toUpperCase())}Json`;

const widgetOf = (f: Field) => f.widget ?? "string";
const isRequired = (f: Field) => f.required !== false;

/** Where the CMS finds the file it describes, and how the top level maps to widgets. */
function entryFor(file: string): { collection: Collection; fields: Field[]; list: boolean } | undefined {
  for (const collection of config.collections) {
    for (const entry of collection.files ?? []) {
      if (entry.file !== `content/${file}`) continue;
      if (collection.format === "json-list") {
        const items = entry.fields.find((f) => f.name === "items");
        return { collection, fields: items?.fields ?? [], list: true };
      }
      return { collection, fields: entry.fields, list: false };
    }
  }
  return undefined;
}

/** Problems of `value` against `field`, as "path: problem" lines. */
function check(value: unknown, field: Field, at: string, fileDir: string): string[] {
  const w = widgetOf(field);
  if (w === "list") {
    if (!Array.isArray(value)) return [`${at}: content is not a list but the widget is`];
    if (field.types) return value.flatMap((v, i) => checkTyped(v, field.types!, `${at}[${i}]`, fileDir));
    return value.flatMap((v, i) => {
      if (field.fields) return checkObject(v, field.fields, `${at}[${i}]`, fileDir);
      if (field.field) return check(v, field.field, `${at}[${i}]`, fileDir);
      return typeof v === "string" ? [] : [`${at}[${i}]: not text`];
    });
  }
  if (w === "object") return checkObject(value, field.fields ?? [], at, fileDir);
  if (w === "relation") {
    // A reference by slug to an entry of another collection (the content check proves it exists).
    const values = field.multiple ? value : [value];
    if (!Array.isArray(values)) return [`${at}: content is not a list but the relation is multiple`];
    return values.filter((v) => typeof v !== "string").map((v) => `${at}: ${JSON.stringify(v)} is not a slug`);
  }
  if (w === "select") {
    const values = field.multiple ? value : [value];
    if (!Array.isArray(values)) return [`${at}: content is not a list but the select is multiple`];
    return values.filter((v) => !field.options?.includes(v as string)).map((v) => `${at}: "${v}" is not an option`);
  }
  if (w === "number") {
    if (typeof value !== "number") return [`${at}: not a number`];
    return field.value_type === "int" && !Number.isInteger(value) ? [`${at}: not a whole number`] : [];
  }
  if (w === "boolean") return typeof value === "boolean" ? [] : [`${at}: not true/false`];
  if (typeof value !== "string") return [`${at}: not text`];
  if (w === "image") {
    // The stored path is public_folder/<name>, and the file lies in media_folder/<name>.
    const pub = field.public_folder ?? config.public_folder;
    const media = field.media_folder ?? config.media_folder;
    const name = path.posix.basename(value);
    if (value !== path.posix.join(pub, name)) return [`${at}: "${value}" is not under public_folder "${pub}"`];
    const onDisk = media.startsWith("/") ? path.join(ROOT, media, name) : path.join(fileDir, media, name);
    return fs.existsSync(onDisk) ? [] : [`${at}: ${onDisk} does not exist`];
  }
  return [];
}

function checkObject(value: unknown, fields: Field[], at: string, fileDir: string): string[] {
  if (!value || typeof value !== "object" || Array.isArray(value)) return [`${at}: content is not a group`];
  return Object.entries(value).flatMap(([key, v]) => {
    const field = fields.find((f) => f.name === key);
    return field ? check(v, field, `${at}.${key}`, fileDir) : [`${at}.${key}: no widget describes this field`];
  });
}

/** An entry of a variable-type list: its `type` picks the widget, the other fields follow it. */
function checkTyped(value: unknown, types: Field[], at: string, fileDir: string): string[] {
  const type = (value as { type?: unknown } | null)?.type;
  const widget = types.find((t) => t.name === type);
  if (!widget) return [`${at}.type: ${JSON.stringify(type)} is not one of the CMS section types`];
  const { type: _type, ...rest } = value as Record<string, unknown>;
  return checkObject(rest, widget.fields ?? [], at, fileDir);
}

/**
 * Problems of the widgets against a GraphQL object type: names, required flags, kinds. `inOptional`:
 * the fields of an optional single group (a section's button below), which may be optional in the
 * CMS although the schema requires them: Decap validates such a group's fields even when the entry
 * has no group, and refuses to save it. The content check still requires them when the group is there.
 */
function matchType(type: GraphQLObjectType, fields: Field[], at: string, inOptional = false): string[] {
  const gqlFields = Object.values(type.getFields()).filter((f) => f.name !== "id");
  const problems = fields
    .filter((f) => !gqlFields.some((g) => g.name === f.name))
    .map((f) => `${at}.${f.name}: widget for a field the schema does not declare`);
  for (const g of gqlFields) {
    const field = fields.find((f) => f.name === g.name);
    if (!field) {
      problems.push(`${at}.${g.name}: no widget`);
      continue;
    }
    problems.push(...matchField(g, field, `${at}.${g.name}`, inOptional));
  }
  return problems;
}

function matchField(g: GraphQLField<unknown, unknown>, field: Field, at: string, inOptional = false): string[] {
  const problems: string[] = [];
  const optionalInCms = inOptional && isNonNullType(g.type) && !isRequired(field);
  if (isNonNullType(g.type) !== isRequired(field) && !optionalInCms) {
    problems.push(`${at}: required is ${isRequired(field)} but the schema says ${String(g.type)}`);
  }
  const inner: GraphQLOutputType = isNonNullType(g.type) ? g.type.ofType : g.type;
  const named = getNamedType(inner);
  const w = widgetOf(field);
  if (isListType(inner)) {
    if (w === "select" && field.multiple) return problems;
    // A list of references (@link by slug): a relation widget picking several entries.
    if (w === "relation" && field.multiple) return problems;
    if (w !== "list") return [...problems, `${at}: the schema has a list, the widget is ${w}`];
    if (isObjectType(named)) return [...problems, ...matchType(named, field.fields ?? [], at)];
    const element = field.field ? widgetOf(field.field) : "string";
    const want = named.name === "Int" ? "number" : named.name === "Boolean" ? "boolean" : "text";
    const got = element === "number" ? "number" : element === "boolean" ? "boolean" : "text";
    if (want !== got) problems.push(`${at}: list of ${named.name}, widget list of ${element}`);
    if (named.name === "Int" && field.field?.value_type !== "int")
      problems.push(`${at}: list of Int needs value_type int`);
    return problems;
  }
  if (named.name === "File") return w === "image" ? problems : [...problems, `${at}: File needs an image widget`];
  // A single reference (@link to another node, like a case study's quote): a relation picking one entry.
  if (w === "relation" && !field.multiple && isObjectType(named)) return problems;
  if (isObjectType(named)) {
    if (w !== "object") return [...problems, `${at}: the schema has a group, the widget is ${w}`];
    return [...problems, ...matchType(named, field.fields ?? [], at, !isRequired(field))];
  }
  if (named.name === "Int") {
    if (w !== "number" || field.value_type !== "int")
      problems.push(`${at}: Int needs a number widget with value_type int`);
  } else if (named.name === "Boolean") {
    if (w !== "boolean") problems.push(`${at}: Boolean needs a boolean widget`);
  } else if (["number", "boolean", "list", "object"].includes(w)) {
    problems.push(`${at}: ${named.name} cannot be edited with a ${w} widget`);
  }
  return problems;
}

const jsonFiles = fs.readdirSync(CONTENT).filter((f) => f.endsWith(".json"));

describe("CMS configuration", () => {
  test("uses the GitHub backend through Netlify's OAuth provider with the editorial workflow", () => {
    const raw = parseYaml(fs.readFileSync(path.join(ROOT, "static/admin/config.yml"), "utf8"), { merge: true });
    expect(raw.backend).toMatchObject({ name: "github", base_url: "https://api.netlify.com", branch: "main" });
    expect(raw.publish_mode).toBe("editorial_workflow");
    expect(raw.local_backend).toBe(true);
  });

  test("no setting is cut in two: a comma in an unquoted label of a { ... } entry starts a new key", () => {
    // `{ label: Figure (70%, 4.8, 1.9 s) }` reads as label "Figure (70%" plus keys "4.8" and "1.9 s)"
    // without values: the editor sees a cut label. Such labels must be quoted.
    const raw: unknown = parseYaml(fs.readFileSync(path.join(ROOT, "static/admin/config.yml"), "utf8"), {
      merge: true,
    });
    const empty: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (Array.isArray(node)) node.forEach((item, i) => walk(item, `${at}[${i}]`));
      else if (node && typeof node === "object")
        for (const [key, value] of Object.entries(node)) {
          if (value === null) empty.push(`${at}.${key}`);
          walk(value, `${at}.${key}`);
        }
    };
    walk(raw, "config");
    expect(empty).toEqual([]);
  });

  test.each(jsonFiles)("content/%s: every field is described by a widget", (file) => {
    const entry = entryFor(file);
    expect(entry).toBeDefined();
    const data: unknown = JSON.parse(fs.readFileSync(path.join(CONTENT, file), "utf8"));
    const problems = entry!.list
      ? Array.isArray(data)
        ? data.flatMap((item, i) => checkObject(item, entry!.fields, `[${i}]`, CONTENT))
        : ["the file is not a list but the collection format is json-list"]
      : checkObject(data, entry!.fields, "", CONTENT);
    expect(problems).toEqual([]);
  });

  test.each(jsonFiles)("content/%s: widgets match the GraphQL type (names, required, kinds)", (file) => {
    const type = schema.getType(typeNameOf(file));
    expect(type && isObjectType(type)).toBe(true);
    expect(matchType(type as GraphQLObjectType, entryFor(file)!.fields, typeNameOf(file))).toEqual([]);
  });

  const frontmatterOf = (file: string) =>
    parseYaml(/^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(file, "utf8"))?.[1] ?? "") as Record<string, unknown>;

  test("blog: a folder collection at content/blog/<slug>/index.mdx, media next to the article", () => {
    const blog = config.collections.find((c) => c.name === "blog")!;
    expect(blog).toMatchObject({ folder: BLOG_DIR, path: "{{slug}}/index", extension: "mdx", media_folder: "" });
    // Every frontmatter field the build checks (gatsby/blog.ts) is required; the body is Markdown.
    const required = ["title", "slug", "date", "excerpt", "hero", "heroAlt", "listed", "order"];
    expect(blog.fields!.filter(isRequired).map((f) => f.name)).toEqual([...required, "body"]);
    expect(widgetOf(blog.fields!.find((f) => f.name === "body")!)).toBe("markdown");
    const mdx = schema.getType("MdxFrontmatter") as GraphQLObjectType;
    for (const f of blog.fields!.filter((f) => f.name !== "body")) expect(mdx.getFields()[f.name]).toBeDefined();
  });

  test.each(fs.readdirSync(path.join(ROOT, BLOG_DIR)))(
    "content/blog/%s: every frontmatter field has a widget",
    (slug) => {
      const blog = config.collections.find((c) => c.name === "blog")!;
      const dir = path.join(ROOT, BLOG_DIR, slug);
      const fm = frontmatterOf(path.join(dir, "index.mdx"));
      // YAML reads an unquoted date as a Date; the CMS writes YYYY-MM-DD.
      const values = Object.fromEntries(
        Object.entries(fm).map(([k, v]) => [k, v instanceof Date ? v.toISOString().slice(0, 10) : v]),
      );
      const problems = Object.entries(values).flatMap(([key, v]) => {
        const field = blog.fields!.find((f) => f.name === key);
        if (!field) return [`${key}: no widget describes this field`];
        // The hero is stored as "hero.jpg" or "./hero.jpg": relative to the article, as the CMS writes it.
        if (widgetOf(field) === "image") return fs.existsSync(path.join(dir, String(v))) ? [] : [`${key}: missing`];
        return check(v, field, key, dir);
      });
      expect(problems).toEqual([]);
    },
  );

  test.each(fs.readdirSync(path.join(CONTENT, "legal")))("content/legal/%s: a file of the legal collection", (file) => {
    const legal = config.collections.find((c) => c.name === "legal")!;
    const entry = legal.files!.find((f) => f.file === `content/legal/${file}`);
    expect(entry).toBeDefined();
    const fm = frontmatterOf(path.join(CONTENT, "legal", file));
    expect(checkObject(fm, entry!.fields, "", CONTENT)).toEqual([]);
    const mdx = schema.getType("MdxFrontmatter") as GraphQLObjectType;
    for (const f of entry!.fields.filter((f) => f.name !== "body")) {
      // Required exactly where the schema says so (only the title).
      expect([f.name, isRequired(f)]).toEqual([f.name, isNonNullType(mdx.getFields()[f.name]!.type)]);
    }
  });

  test("icon pickers offer exactly the icons the site can draw", () => {
    const icons: Field[] = [];
    const walk = (fields: Field[] = []) =>
      fields.forEach((f) => {
        if (f.name === "icon") icons.push(f);
        walk(f.fields);
        walk(f.types);
      });
    // File collections and folder collections (the Pages' section types hold icon pickers too).
    config.collections.forEach((c) => {
      (c.files ?? []).forEach((f) => walk(f.fields));
      walk(c.fields);
    });
    expect(icons.length).toBeGreaterThanOrEqual(4);
    for (const f of icons) expect(f).toMatchObject({ widget: "select", options: ICON_NAMES });
  });

  test("the checks catch drift: an undescribed field, a wrong kind and a wrong required flag", () => {
    const jobs = entryFor("jobs.json")!;
    expect(checkObject({ title: "x", bonus: 1 }, jobs.fields, "", CONTENT)).toEqual([
      ".bonus: no widget describes this field",
    ]);
    const testimonials = entryFor("testimonials.json")!;
    expect(checkObject({ rating: "5" }, testimonials.fields, "", CONTENT)).toEqual([".rating: not a number"]);
    const loose = jobs.fields.map((f) => (f.name === "title" ? { ...f, required: false } : f));
    expect(matchType(schema.getType("JobsJson") as GraphQLObjectType, loose, "JobsJson")).toEqual([
      "JobsJson.title: required is false but the schema says String!",
    ]);
  });

  describe("case studies", () => {
    const CASE_STUDIES_DIR = "content/case-studies";
    const collection = () => config.collections.find((c) => c.name === "case-studies")!;
    const model = MDX_COLLECTIONS.caseStudies.frontmatter;

    /** The widget kinds a model field may be edited with. */
    function kindProblems(f: ModelField, field: Field, at: string): string[] {
      const w = widgetOf(field);
      const problems =
        isRequired(field) === f.required
          ? []
          : [`${at}: required is ${isRequired(field)}, the model says ${f.required}`];
      const want: Record<ModelField["kind"], string[]> = {
        string: ["string", "text"],
        int: ["number"],
        boolean: ["boolean"],
        date: ["datetime"],
        image: ["image"],
        ref: ["relation"],
        object: ["object"],
        list: ["list"],
        sections: ["list"],
      };
      if (f.kind === "list" && f.of.kind === "ref") {
        return w === "relation" && field.multiple
          ? problems
          : [...problems, `${at}: a list of references needs a relation widget with multiple`];
      }
      if (!want[f.kind].includes(w)) return [...problems, `${at}: ${f.kind} cannot be edited with a ${w} widget`];
      if (f.kind === "ref" && field.multiple) problems.push(`${at}: one reference, but the relation is multiple`);
      if (f.kind === "list" && f.of.kind === "object") {
        const fields = OBJECT_TYPES[f.of.type]!;
        const names = (field.fields ?? []).map((x) => x.name);
        if (names.join() !== Object.keys(fields).join())
          problems.push(`${at}: widgets ${names.join()} for ${Object.keys(fields).join()}`);
      }
      return problems;
    }

    test("a folder collection at content/case-studies/<slug>/index.mdx, media next to the case study", () => {
      expect(collection()).toMatchObject({
        folder: CASE_STUDIES_DIR,
        path: "{{slug}}/index",
        extension: "mdx",
        media_folder: "",
      });
    });

    test("every field of the model has a widget of its kind and required flag, and the body is Markdown", () => {
      const fields = collection().fields!;
      expect(fields.map((f) => f.name)).toEqual([...Object.keys(model), "body"]);
      expect(
        Object.entries(model).flatMap(([name, f]) =>
          kindProblems(
            f,
            fields.find((x) => x.name === name)!,
            name,
          ),
        ),
      ).toEqual([]);
      expect(widgetOf(fields.find((f) => f.name === "body")!)).toBe("markdown");
    });

    test("references pick services by slug and testimonials by name", () => {
      const fields = collection().fields! as (Field & Record<string, unknown>)[];
      expect(fields.find((f) => f.name === "services")).toMatchObject({
        collection: "services",
        file: "services",
        value_field: "items.*.slug",
      });
      expect(fields.find((f) => f.name === "quote")).toMatchObject({
        collection: "testimonials",
        file: "testimonials",
        value_field: "items.*.name",
      });
    });

    test("the checks catch drift: a single reference edited as a list, a missing widget", () => {
      const fields = collection().fields!.map((f) => (f.name === "quote" ? { ...f, multiple: true } : f));
      expect(
        kindProblems(
          model.quote!,
          fields.find((f) => f.name === "quote")!,
          "quote",
        ),
      ).toEqual(["quote: one reference, but the relation is multiple"]);
      const services = { name: "services", widget: "select", options: ["seo"], multiple: true };
      expect(kindProblems(model.services!, services, "services")).toEqual([
        "services: a list of references needs a relation widget with multiple",
      ]);
    });

    test.each(fs.readdirSync(path.join(ROOT, CASE_STUDIES_DIR)))(
      "content/case-studies/%s: every frontmatter field has a widget",
      (slug) => {
        const dir = path.join(ROOT, CASE_STUDIES_DIR, slug);
        const fm = frontmatterOf(path.join(dir, "index.mdx"));
        const problems = Object.entries(fm).flatMap(([key, v]) => {
          const field = collection().fields!.find((f) => f.name === key);
          if (!field) return [`${key}: no widget describes this field`];
          if (widgetOf(field) === "image") return fs.existsSync(path.join(dir, String(v))) ? [] : [`${key}: missing`];
          if (widgetOf(field) === "datetime")
            return /^\d{4}-\d{2}-\d{2}$/.test(String(v)) ? [] : [`${key}: not YYYY-MM-DD`];
          return check(v, field, key, dir);
        });
        expect(problems).toEqual([]);
      },
    );
  });
});

describe("CMS configuration: pages built from sections (content/pages)", () => {
  const collection = config.collections.find((c) => c.folder === `content/${PAGES.dir}`)!;
  const sectionsWidget = collection?.fields?.find((f) => f.name === "sections");
  const pageFiles = fs.readdirSync(path.join(CONTENT, PAGES.dir)).filter((f) => f.endsWith(".json"));

  test("a folder collection of JSON files the CMS can create, written as the content check expects", () => {
    expect(collection).toMatchObject({
      folder: "content/pages",
      extension: "json",
      format: "json-object",
      create: true,
    });
    expect(widgetOf(sectionsWidget!)).toBe("list");
  });

  test("the page fields match the PagesJson type (the sections list aside)", () => {
    const type = schema.getType(PAGES.type) as GraphQLObjectType;
    const fields = collection.fields!.filter((f) => f.name !== "sections");
    const problems = matchType(type, fields, PAGES.type).filter((p) => !p.startsWith(`${PAGES.type}.sections:`));
    expect(problems).toEqual([]);
  });

  test("offers exactly the model's section types, in its order", () => {
    expect(sectionsWidget!.types!.map((t) => t.name)).toEqual(Object.keys(SECTION_TYPES));
  });

  test.each(Object.keys(SECTION_TYPES))(
    "section type %s: widgets match its GraphQL type (names, required, kinds)",
    (name) => {
      const widget = sectionsWidget!.types!.find((t) => t.name === name)!;
      expect(widget.widget).toBe("object");
      const type = schema.getType(sectionTypeName(name)) as GraphQLObjectType;
      // `type` is the list's type key: Decap writes it itself.
      const fields: Field[] = [{ name: "type", widget: "string" }, ...(widget.fields ?? [])];
      expect(matchType(type, fields, sectionTypeName(name))).toEqual([]);
    },
  );

  test.each(pageFiles)("content/pages/%s: every field and section is described by a widget", (file) => {
    const data: unknown = JSON.parse(fs.readFileSync(path.join(CONTENT, PAGES.dir, file), "utf8"));
    expect(checkObject(data, collection.fields!, "", CONTENT)).toEqual([]);
  });

  test("catches drift: a section type the CMS lacks and a section field without a widget", () => {
    expect(checkObject({ sections: [{ type: "video" }] }, collection.fields!, "", CONTENT)).toEqual([
      '.sections[0].type: "video" is not one of the CMS section types',
    ]);
    expect(checkObject({ sections: [{ type: "logos", colour: "red" }] }, collection.fields!, "", CONTENT)).toEqual([
      ".sections[0].colour: no widget describes this field",
    ]);
    const logos = sectionsWidget!.types!.find((t) => t.name === "logos")!;
    const loose = [{ name: "type" }, ...logos.fields!.map((f) => ({ ...f, required: false }))];
    expect(matchType(schema.getType("LogosSection") as GraphQLObjectType, loose, "LogosSection")).toEqual([
      "LogosSection.title: required is false but the schema says String!",
    ]);
  });
});

describe("CMS configuration: View Preview opens the edited page (docs/decisions/cms-previews.md)", () => {
  interface Previewed {
    name: string;
    folder?: string;
    file?: string;
    files?: Previewed[];
    preview_path?: string;
    preview_path_preserve_slashes?: boolean;
  }
  const collections = config.collections as unknown as Previewed[];
  const frontmatter = (file: string) =>
    parseYaml(/^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(file, "utf8"))?.[1] ?? "") as Record<string, unknown>;

  /** The entries of a collection as Decap reads them: the file and its fields. */
  function entries(c: Previewed): { file: string; data: Record<string, unknown> }[] {
    const read = (file: string): Record<string, unknown> =>
      file.endsWith(".json")
        ? (JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>)
        : frontmatter(file);
    if (c.folder) {
      const dir = path.join(ROOT, c.folder);
      return fs
        .readdirSync(dir)
        .map((f) => path.join(dir, f))
        .map((f) => (fs.statSync(f).isDirectory() ? path.join(f, "index.mdx") : f))
        .filter((f) => fs.existsSync(f))
        .map((file) => ({ file, data: read(file) }));
    }
    return [];
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
    ...entries({ name: "pages", folder: "content/pages" }).map((e) => String(e.data.path)),
    ...entries({ name: "blog", folder: "content/blog" }).map((e) => `/blog/${String(e.data.slug)}`),
    ...entries({ name: "case-studies", folder: "content/case-studies" }).map((e) => `/our-work/${String(e.data.slug)}`),
    ...fs
      .readdirSync(path.join(CONTENT, "legal"))
      .map((f) => `/${String(frontmatter(path.join(CONTENT, "legal", f)).slug)}`),
  ]);

  test.each(["content-pages", "case-studies", "blog"])("%s: every entry's preview opens its own page", (name) => {
    const c = collections.find((x) => x.name === name)!;
    expect(c.preview_path).toBeDefined();
    const all = entries(c);
    expect(all.length).toBeGreaterThan(0);
    const paths = all.map((e) => previewPath(c.preview_path!, e.data, c.preview_path_preserve_slashes === true));
    expect(paths.filter((p) => !routes.has(p))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  test("pages keep the slashes of a two-level path", () => {
    const c = collections.find((x) => x.name === "content-pages")!;
    expect(
      previewPath(c.preview_path!, { path: "/campaigns/spring-seo" }, c.preview_path_preserve_slashes === true),
    ).toBe("/campaigns/spring-seo");
    expect(previewPath(c.preview_path!, { path: "/" }, c.preview_path_preserve_slashes === true)).toBe("/");
  });

  test("the legal pages, the services and the job openings open their pages", () => {
    const files = collections.flatMap((c) => c.files ?? []).filter((f) => f.preview_path !== undefined);
    expect(files.map((f) => f.name).sort()).toEqual([
      "cookie-policy",
      "jobs",
      "privacy-policy",
      "services",
      "terms-of-service",
    ]);
    for (const f of files) expect(routes.has(`/${f.preview_path!}`)).toBe(true);
  });
});
