/**
 * The CMS's collections, in the order of its menu: how the content files are grouped (labels,
 * descriptions, preview paths, slugs, media folders), each file's widgets from the model.
 */
import { JSON_SOURCES, MDX_COLLECTIONS, PAGES } from "../content-model.ts";
import { bookingCollection } from "./booking.ts";
import { redirectsCollection } from "./redirects.ts";
import { widgetsFor, type Widget } from "./widgets.ts";

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
    ["accessibility", "Accessibility statement", "accessibility"],
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
export function collections() {
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
      description:
        "The headings and labels of the case study pages and of their links (content/case-study-labels.json).",
      editor: NO_PREVIEW,
      ...jsonFiles("json-object", [
        { name: "case-study-labels", label: "Case study headings and labels", source: "case-study-labels.json" },
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
      "The people on /about and the authors of articles and case studies, each with a page at /blog/author/<address> (content/team.json); portraits go to content/images/team.",
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
      description:
        "Privacy Policy, Terms of Service, Cookie Policy and the Accessibility statement (content/legal/*.mdx).",
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
    bookingCollection,
    redirectsCollection,
  ];
}
