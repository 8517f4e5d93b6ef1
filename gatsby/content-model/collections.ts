/** The MDX collections under content/ and the targets a reference field may name. */
import { bool, date, image, int, list, obj, optional, ref, text, type Fields, type RefTarget } from "./fields.ts";

/** Routes of the legal texts (and the accessibility statement): each needs exactly one file in content/legal. */
export const LEGAL_SLUGS = ["PrivacyPolicy", "TermsOfService", "CookiePolicy", "accessibility"] as const;

/** MDX collections: the first folder under content/ names the collection (fields.collection). */
export interface MdxCollection {
  dir: string;
  /** "folder": <dir>/<slug>/index.mdx, the folder named after the slug; "flat": <dir>/<name>.mdx. */
  layout: "folder" | "flat";
  entry: string;
  frontmatter: Fields;
}

/**
 * The first fields of an entry kept in a folder named after its slug (<dir>/<slug>/index.mdx) and
 * published at /<route>/<slug>: its title, address and date.
 */
const datedEntry = (route: string): Fields => ({
  title: text({ label: "Title" }),
  slug: text({ format: "slug", unique: true, label: `Address (/${route}/…; also the folder name)` }),
  date: date({ label: "Date" }),
});

/** The picture that opens an article or a case study, and its description. */
const heroImage = (): Fields => ({
  hero: image({ label: "Hero image (1120×630 or larger)" }),
  heroAlt: text({ label: "Hero image description" }),
});

/** Who wrote an article or a case study: one to three team members. */
const authors = () => list(ref("team"), { min: 1, max: 3, label: "Authors (from the team)" });

export const MDX_COLLECTIONS: Record<"blog" | "legal" | "caseStudies", MdxCollection> = {
  blog: {
    dir: "blog",
    layout: "folder",
    entry: "article",
    frontmatter: {
      ...datedEntry("blog"),
      excerpt: text({ label: "Excerpt (card and description)", multiline: true }),
      ...heroImage(),
      // Topics are the agency's services (docs/decisions/topics-authors.md).
      topics: list(ref("services"), { min: 1, max: 3, label: "Topics (1 to 3 services)" }),
      authors: authors(),
      listed: bool({ label: "Listed on /blog and in the feed", cms: { default: false } }),
      order: int({ unique: true, label: "Position among articles of the same date" }),
    },
  },
  legal: {
    dir: "legal",
    layout: "flat",
    entry: "legal page",
    frontmatter: {
      title: text({ label: "Title" }),
      // The page address (/PrivacyPolicy), fixed in code: hidden in the CMS.
      slug: text({
        oneOf: LEGAL_SLUGS,
        oneOfName: "legal pages",
        unique: true,
        label: "Address",
        cms: { widget: "hidden", options: null },
      }),
      // Optional in the CMS (`required: false`); the content check requires them in every legal page.
      badge: text({ label: "Badge", cms: { required: false } }),
      lastUpdated: text({ label: "Last updated (e.g. January 2024)", cms: { required: false } }),
      lead: text({ label: "Lead", multiline: true, cms: { required: false } }),
      intro: optional(text({ label: "Introduction", multiline: true })),
      contactHeading: text({ label: "Contact heading", cms: { required: false } }),
      contactText: text({ label: "Contact text", multiline: true, cms: { required: false } }),
    },
  },
  // Case studies: content/case-studies/<slug>/index.mdx, one page each at /our-work/<slug>.
  caseStudies: {
    dir: "case-studies",
    layout: "folder",
    entry: "case study",
    frontmatter: {
      ...datedEntry("our-work"),
      client: text({ unique: true, label: "Client" }),
      industry: text({ label: "Industry and city" }),
      summary: text({ label: "Summary (cards and description)", multiline: true }),
      // The portfolio tile of the same address (content/portfolio.json `url`) links to this case study.
      url: text({
        format: "url",
        unique: true,
        label: "Live site (the portfolio tile with this address links to the case study)",
        cms: { pattern: ["^https?://[^/]+\\.[^/]+", "A full address starting with https://"] },
      }),
      services: list(ref("services"), { label: "Services used", cms: { min: 1 } }),
      challenge: text({ label: "The challenge", multiline: true }),
      solution: text({ label: "What we did", multiline: true }),
      results: list(obj("CaseStudyResult"), { label: "Results", cms: { label_singular: "Result" } }),
      quote: ref("testimonials", { label: "Quote (the client's testimonial)" }),
      authors: authors(),
      ...heroImage(),
    },
  },
};

/**
 * The relation widget's settings for an entry of a list file (the CMS keeps a list file's entries
 * under `items`, gatsby/cms-config/collections.ts): the file's collection and file are both named
 * `name`; the entry is stored by its `value` field, found and shown by the `shown` fields.
 */
const listPicker = (name: string, value: string, shown: readonly string[]) => ({
  collection: name,
  file: name,
  value_field: `items.*.${value}`,
  search_fields: shown.map((f) => `items.*.${f}`),
  display_fields: shown.map((f) => `items.*.${f}`),
});

/**
 * How a reference resolves in GraphQL: the node type and the field that holds the slug; `picker` is
 * the CMS's relation widget that offers the entries to choose from (gatsby/cms-config.ts).
 */
export const REF_TARGETS: Record<
  RefTarget,
  { type: string; by: string; entry: string; key?: string; picker: Record<string, unknown> }
> = {
  blog: {
    type: "Mdx",
    by: "frontmatter.slug",
    entry: "blog post",
    picker: { collection: "blog", value_field: "slug", search_fields: ["title"], display_fields: ["title"] },
  },
  services: {
    type: "ServicesJson",
    by: "slug",
    entry: "service",
    picker: listPicker("services", "slug", ["title"]),
  },
  // Referenced by the name of the person quoted; `key` is how messages call the value (default "slug").
  testimonials: {
    type: "TestimonialsJson",
    by: "name",
    entry: "testimonial",
    key: "name",
    picker: listPicker("testimonials", "name", ["name", "company"]),
  },
  // Authors of articles and case studies: team members by their slug (content/team.json).
  team: {
    type: "TeamJson",
    by: "slug",
    entry: "team member",
    picker: listPicker("team", "slug", ["name", "role"]),
  },
};
