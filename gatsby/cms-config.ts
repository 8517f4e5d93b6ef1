/**
 * The Decap CMS configuration (/admin/config.yml), generated from the content model
 * (gatsby/content-model.ts): every widget comes from a field of the model, so a field or a section
 * type added there is in the CMS too, with its rules (required, options, numbers, patterns).
 * gatsby-node.ts writes it to static/admin/config.yml (not in git) before every build and
 * `npm run develop` / `npm run cms`. docs/decisions/cms-config.md
 *
 * What is the CMS's alone lives here: the backend, and how the content files are grouped into
 * collections (labels, descriptions, preview paths, slugs, media folders).
 */
import fs from "node:fs";
import path from "node:path";
import {
  JSON_SOURCES,
  MDX_COLLECTIONS,
  PAGES,
  REF_TARGETS,
  SECTION_TYPES,
  objectFields,
  type CmsOptions,
  type Field,
  type Fields,
  type StringFormat,
} from "./content-model.ts";

/** A widget of Decap's configuration. */
export interface Widget {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  fields?: Widget[];
  field?: Widget;
  types?: Widget[];
  [option: string]: unknown;
}

/** The patterns an editor's text must match in the CMS, by the model's format (the content check holds the same rule). */
export const FORMAT_PATTERNS: Partial<Record<StringFormat, [string, string]>> = {
  slug: ["^[a-z0-9]+(-[a-z0-9]+)*$", "Lower-case words joined by hyphens"],
  time: ["^[0-2][0-9]:[0-5][0-9]$", "HH:MM"],
  email: ["^[^@\\s]+@[^@\\s]+$", "An e-mail address"],
  pagePath: ["^/$|^(/[a-z0-9]+(-[a-z0-9]+)*){1,2}$", "/ and lower-case words joined by hyphens"],
};

const DATE = { format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false };

/** How a list shows an entry when collapsed: the type's first plain text field, or as named here. */
const SUMMARIES: Record<string, string> = {
  MarketingStat: "{{fields.value}} {{fields.label}}",
  CaseStudyResult: "{{fields.value}} {{fields.label}}",
};
function summaryOf(type: string): string {
  const first = Object.entries(fieldsOf(type)).find(([, f]) => f.kind === "string" && !f.oneOf);
  return SUMMARIES[type] ?? `{{fields.${first?.[0] ?? "name"}}}`;
}

/** The name of a list's item widget (Decap shows it nowhere; "Keyword" -> "keyword"). */
const itemName = (label: string | undefined) => (label && /^[A-Za-z]+$/.test(label) ? label.toLowerCase() : "item");

/** Options of `cms` applied to a widget; `fields` changes its inner widgets, by name. */
function applyOptions(widget: Widget, cms: CmsOptions | undefined): Widget {
  if (!cms) return widget;
  const { fields, ...rest } = cms;
  const out: Widget = { ...widget, ...rest };
  // `null` takes an option away (a hidden widget has no options).
  for (const [key, value] of Object.entries(rest)) if (value === null) delete out[key];
  if (fields) {
    const inner = out.fields ?? out.types;
    for (const [name, options] of Object.entries(fields)) {
      const i = inner?.findIndex((w) => w.name === name) ?? -1;
      if (!inner || i < 0) throw new Error(`cms.fields: "${widget.name}" has no field "${name}"`);
      inner[i] = applyOptions(inner[i]!, options);
    }
  }
  return out;
}

/**
 * The widget of one field. Inside an optional group every field is optional for the CMS: Decap
 * validates an optional object's fields even when the group is left empty, and would refuse to
 * save; the content check requires them whenever the group is there.
 */
export function widgetFor(name: string, field: Field, inOptional = false): Widget {
  const w: Widget = { name, label: field.label ?? name, widget: "string" };
  if (field.hint) w.hint = field.hint;
  const optional = !field.required || inOptional;
  switch (field.kind) {
    case "string": {
      if (field.oneOf) Object.assign(w, { widget: "select", options: [...field.oneOf] });
      else if (field.multiline) w.widget = "text";
      const pattern = field.format && FORMAT_PATTERNS[field.format];
      if (pattern) w.pattern = [...pattern];
      break;
    }
    case "int":
      Object.assign(w, { widget: "number", value_type: "int" });
      if (field.min !== undefined) w.min = field.min;
      if (field.max !== undefined) w.max = field.max;
      break;
    case "boolean":
      w.widget = "boolean";
      break;
    case "date":
      Object.assign(w, { widget: "datetime", ...DATE });
      break;
    case "image":
      Object.assign(w, { widget: "image", choose_url: false });
      break;
    case "ref":
      Object.assign(w, { widget: "relation", ...REF_TARGETS[field.to].picker });
      break;
    case "object":
      Object.assign(w, { widget: "object", fields: widgetsFor(fieldsOf(field.type), optional) });
      break;
    case "list": {
      const of = field.of;
      if (of.kind === "ref") Object.assign(w, { widget: "relation", ...REF_TARGETS[of.to].picker, multiple: true });
      else if (of.kind === "string" && of.oneOf)
        Object.assign(w, { widget: "select", multiple: true, options: [...of.oneOf] });
      // An entry exists only when the editor adds one: its fields keep their own required flags.
      else if (of.kind === "object") {
        Object.assign(w, { widget: "list", summary: summaryOf(of.type), fields: widgetsFor(fieldsOf(of.type)) });
      } else Object.assign(w, { widget: "list", field: widgetFor(itemName(of.label), { ...of, required: true }) });
      break;
    }
    case "sections":
      Object.assign(w, {
        widget: "list",
        types: Object.entries(SECTION_TYPES).map(([type, section]) =>
          applyOptions(
            {
              name: type,
              label: section.label,
              widget: "object",
              summary: "{{fields.title}}",
              fields: widgetsFor(section.fields),
            },
            section.cms,
          ),
        ),
      });
      break;
  }
  if (optional) w.required = false;
  return applyOptions(w, field.cms);
}

function fieldsOf(type: string): Fields {
  const fields = objectFields(type);
  if (!fields) throw new Error(`The content model has no object type ${type}`);
  return fields;
}

export const widgetsFor = (fields: Fields, inOptional = false): Widget[] =>
  Object.entries(fields).map(([name, field]) => widgetFor(name, field, inOptional));

/* ---------------------------------------------------------------------------------------------
 * Collections: which content files the CMS edits, grouped and labelled for editors.
 * ------------------------------------------------------------------------------------------- */

/** A JSON file of JSON_SOURCES (by its name under content/) in a collection of files. */
interface JsonFile {
  name: string;
  label: string;
  /** The file under content/, as JSON_SOURCES names it. */
  source: string;
  preview_path?: string;
  /** A file whose top level is a list: the one list field the editor shows (format json-list). */
  items?: { label: string; label_singular: string; summary: string };
}

/** The Markdown body of an MDX file: the editor's buttons (static/admin/mdx-text.mjs writes it as text). */
const body = (label: string, buttons: string[]): Widget => ({
  name: "body",
  label,
  widget: "markdown",
  buttons,
  editor_components: [],
  modes: ["rich_text", "raw"],
  sanitize_preview: true,
});

const NO_PREVIEW = { preview: false };

function jsonFiles(format: "json-object" | "json-list", files: JsonFile[]) {
  return {
    format,
    files: files.map(({ source, items, ...file }) => {
      const json = JSON_SOURCES.find((s) => s.file === source);
      if (!json) throw new Error(`The content model has no JSON source ${source}`);
      if ((json.shape === "list") !== (format === "json-list")) {
        throw new Error(`${source} is a ${json.shape}: its collection's format cannot be ${format}`);
      }
      const fields = widgetsFor(json.fields);
      return {
        ...file,
        file: `content/${source}`,
        fields: items ? [{ name: "items", ...items, widget: "list", fields }] : fields,
      };
    }),
  };
}

/**
 * A collection of one JSON list file, named like the collection: the editor shows one list,
 * `[label, label_singular, summary]` of its entries.
 */
function listCollection(
  name: string,
  label: string,
  description: string,
  file: Omit<JsonFile, "name" | "items">,
  [items, singular, summary]: [string, string, string],
) {
  const entries = { label: items, label_singular: singular, summary };
  return {
    name,
    label,
    description,
    editor: NO_PREVIEW,
    ...jsonFiles("json-list", [{ name, ...file, items: entries }]),
  };
}

/** The legal texts: one MDX collection (content/legal), one file each with its fixed address. */
function legalFiles() {
  const { dir, frontmatter } = MDX_COLLECTIONS.legal;
  const fields = [
    ...widgetsFor(frontmatter),
    body("Text", ["bold", "italic", "link", "heading-two", "heading-three", "bulleted-list", "numbered-list", "quote"]),
  ];
  const files: [string, string, string][] = [
    ["privacy-policy", "Privacy Policy", "PrivacyPolicy"],
    ["terms-of-service", "Terms of Service", "TermsOfService"],
    ["cookie-policy", "Cookie Policy", "CookiePolicy"],
  ];
  return files.map(([name, label, slug]) => ({
    name,
    label,
    file: `content/${dir}/${name}.mdx`,
    preview_path: slug,
    fields,
  }));
}

/** An MDX collection of folders: content/<dir>/<slug>/index.mdx, its images next to it. */
function mdxFolder(collection: "blog" | "caseStudies", bodyWidget: Widget) {
  const { dir, frontmatter } = MDX_COLLECTIONS[collection];
  return {
    folder: `content/${dir}`,
    path: "{{slug}}/index",
    extension: "mdx",
    // front matter written in the files' own style (static/admin/front-matter.mjs, registered by static/admin/cms.mjs)
    format: "mdx-quoted",
    create: true,
    slug: "{{fields.slug}}",
    // Images are stored next to the entry (content/<dir>/<slug>/hero.jpg), as the content expects.
    media_folder: "",
    public_folder: "",
    fields: [...widgetsFor(frontmatter), bodyWidget],
  };
}

/** Every collection, in the order of the CMS's menu. */
function collections() {
  return [
    {
      name: "settings",
      label: "Site settings",
      description:
        "Brand, contact details, opening hours, social links and search-engine defaults (content/site.json).",
      editor: NO_PREVIEW,
      ...jsonFiles("json-object", [
        { name: "site", label: "Site settings", source: "site.json" },
        { name: "privacy-choices", label: "Privacy choices", source: "privacy-choices.json" },
      ]),
    },
    {
      // content/pages/<name>.json: each an ordered list of typed sections (docs/decisions/sections.md).
      name: "content-pages",
      label: "Pages",
      label_singular: "Page",
      description:
        "The home page, the About page and landing pages, each built from sections you can add, remove and reorder (content/pages). A new page is published at its path.",
      folder: `content/${PAGES.dir}`,
      extension: "json",
      format: "json-object",
      create: true,
      identifier_field: "title",
      slug: "{{slug}}",
      summary: "{{title}} ({{path}})",
      editor: NO_PREVIEW,
      // "View Preview" on a draft opens this page in the pull request's Netlify deploy preview
      // (docs/decisions/cms-previews.md); the slashes of the path are kept ("/campaigns/spring-seo").
      preview_path: "{{fields.path}}",
      preview_path_preserve_slashes: true,
      fields: widgetsFor(PAGES.fields),
    },
    {
      name: "pages",
      label: "Case study labels",
      description: "The headings and labels of the case study pages and of their links (content/marketing.json).",
      editor: NO_PREVIEW,
      ...jsonFiles("json-object", [
        { name: "marketing", label: "Case study headings and labels", source: "marketing.json" },
      ]),
    },
    listCollection(
      "services",
      "Services",
      "The eight service cards, their prices and their pages at /services/<slug> (content/services.json).",
      { label: "Services and prices", source: "services.json", preview_path: "services" },
      ["Services", "Service", "{{fields.title}} — {{fields.price}}"],
    ),
    listCollection(
      "team",
      "Team",
      "The people on /about (content/team.json); portraits go to content/images/team.",
      { label: "Team members", source: "team.json" },
      ["Team members", "Team member", "{{fields.name}}, {{fields.role}}"],
    ),
    listCollection(
      "testimonials",
      "Testimonials",
      "What clients say (content/testimonials.json).",
      { label: "Testimonials", source: "testimonials.json" },
      ["Testimonials", "Testimonial", "{{fields.name}}, {{fields.company}}"],
    ),
    listCollection(
      "clients",
      "Clients",
      "Client logos (content/clients.json); logos go to content/images/clients.",
      { label: "Clients", source: "clients.json" },
      ["Clients", "Client", "{{fields.name}}"],
    ),
    listCollection(
      "technologies",
      "Technologies",
      "The technologies on /our-work (content/technologies.json).",
      { label: "Technologies", source: "technologies.json" },
      ["Technologies", "Technology", "{{fields.name}}"],
    ),
    // Each opening has its page at /Career/<address> (docs/decisions/job-pages.md, CONTENT.md "Job openings").
    // "View Preview" opens /Career in the draft's deploy preview; each card links to its opening's page.
    listCollection(
      "jobs",
      "Jobs",
      "Openings on /Career, in this order, each with its page at /Career/<address> (content/jobs.json). To close an opening, tick “Position filled” or let its closing date pass: it leaves /Career and its page says it is filled.",
      { label: "Job openings", source: "jobs.json", preview_path: "Career" },
      ["Openings", "Opening", "{{fields.title}} ({{fields.location}}, closes {{fields.closes}})"],
    ),
    listCollection(
      "portfolio",
      "Portfolio",
      "Client sites on /our-work; the first three also show on the home page (content/portfolio.json). Screenshots go to content/images/portfolio.",
      { label: "Portfolio", source: "portfolio.json" },
      ["Projects", "Project", "{{fields.alt}}"],
    ),
    {
      name: "cookies",
      label: "Cookies",
      description: "The cookie types and third-party services listed on /CookiePolicy.",
      editor: NO_PREVIEW,
      ...jsonFiles("json-list", [
        {
          name: "cookies",
          label: "Cookie types",
          source: "cookies.json",
          items: { label: "Cookie types", label_singular: "Cookie type", summary: "{{fields.name}}" },
        },
        {
          name: "third-party-services",
          label: "Third-party services",
          source: "third-party-services.json",
          items: { label: "Services", label_singular: "Service", summary: "{{fields.name}}" },
        },
      ]),
    },
    {
      name: "legal",
      format: "mdx-plain",
      label: "Legal pages",
      description: "Privacy Policy, Terms of Service and Cookie Policy (content/legal/*.mdx).",
      editor: NO_PREVIEW,
      files: legalFiles(),
    },
    {
      name: "blog",
      label: "Blog",
      label_singular: "Article",
      description:
        "Articles at /blog/<slug>. “Listed” shows an article on /blog and in the RSS feed; unlisted articles stay reachable by their address.",
      ...mdxFolder(
        "blog",
        body("Article", [
          "bold",
          "italic",
          "link",
          "heading-two",
          "heading-three",
          "bulleted-list",
          "numbered-list",
          "quote",
          "code",
        ]),
      ),
      summary: "{{title}} — {{date}}{{listed | ternary('', ' (unlisted)')}}",
      sortable_fields: ["date", "title", "order"],
      editor: NO_PREVIEW,
      preview_path: "blog/{{fields.slug}}",
    },
    {
      // Words in {braces} are filled in by the page (a date, a number, the e-mail address).
      name: "copy",
      label: "Frame and page texts",
      description: "Navigation, footer and dialog labels; the texts of the 404, News, Blog, Careers and legal pages.",
      editor: NO_PREVIEW,
      ...jsonFiles("json-object", [
        { name: "frame", label: "Header, footer, dialog and cards", source: "frame.json" },
        { name: "page-copy", label: "404, News, Blog, Careers, legal and service pages", source: "page-copy.json" },
      ]),
    },
    {
      name: "case-studies",
      label: "Case studies",
      label_singular: "Case study",
      description:
        "Case studies at /our-work/<slug>. The portfolio tile whose address is the case study's live site offers “Read the case study”; each service page lists the case studies that used it.",
      ...mdxFolder(
        "caseStudies",
        body("The story", ["bold", "italic", "link", "heading-three", "bulleted-list", "numbered-list", "quote"]),
      ),
      summary: "{{client}}: {{title}}",
      sortable_fields: ["date", "client"],
      editor: NO_PREVIEW,
      preview_path: "our-work/{{fields.slug}}",
    },
  ];
}

/** The whole configuration Decap reads from /admin/config.yml. */
export function cmsConfig() {
  return {
    backend: {
      name: "github",
      // Placeholder: the GitHub repository of this site ("owner/name"). See CONTENT.md.
      repo: "OWNER/REPOSITORY",
      branch: "main",
      // Netlify's OAuth provider (Site configuration -> Access & security -> OAuth -> GitHub).
      base_url: "https://api.netlify.com",
      auth_endpoint: "auth",
      squash_merges: true,
      commit_messages: {
        create: "Content: create {{collection}} “{{slug}}”",
        update: "Content: update {{collection}} “{{slug}}”",
        delete: "Content: delete {{collection}} “{{slug}}”",
        uploadMedia: "Content: upload “{{path}}”",
        deleteMedia: "Content: delete “{{path}}”",
      },
    },
    // Drafts become pull requests, each with a Netlify deploy preview; "Publish" merges them.
    publish_mode: "editorial_workflow",
    // `npm run cms`: on localhost the CMS talks to decap-server, which writes to the working tree.
    // static/admin/cms.mjs points it at another port when the page is opened with ?decap_port=NNNN.
    local_backend: true,
    site_url: "https://atriadigital.example",
    display_url: "https://atriadigital.example",
    logo_url: "/favicon.svg",
    // Default media folder; image fields name their own folder so the stored path is the one the
    // content expects (relative to the JSON file, or next to the article).
    media_folder: "content/images",
    public_folder: "images",
    slug: { encoding: "ascii", clean_accents: true },
    collections: collections(),
  };
}

export type CmsConfig = ReturnType<typeof cmsConfig>;

/** The file Decap loads: YAML (JSON is YAML), marked as generated. */
export function cmsConfigText(): string {
  return (
    "# Generated from gatsby/content-model.ts by gatsby/cms-config.ts: do not edit (docs/decisions/cms-config.md).\n" +
    `${JSON.stringify(cmsConfig(), null, 2)}\n`
  );
}

/** Where the configuration is written: Gatsby copies static/ into public/, and `npm run develop` serves it. */
export const CMS_CONFIG_FILE = path.join("static", "admin", "config.yml");

/**
 * Writes static/admin/config.yml (gatsby-node.ts, before every build and `npm run develop`); returns its path.
 * An unchanged configuration is not written again, so the file's time stays that of the last change
 * (scripts/lib/build-state.mjs rebuilds when an input under static/ is newer than the build).
 */
export function writeCmsConfig(root: string): string {
  const file = path.join(root, CMS_CONFIG_FILE);
  const text = cmsConfigText();
  if (fs.existsSync(file) && fs.readFileSync(file, "utf8") === text) return file;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
}
