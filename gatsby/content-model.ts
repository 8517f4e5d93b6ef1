/**
 * The content model: every content file under content/, its fields, which are required, and the
 * rules an editor's value must follow. It is the one source of truth for
 *
 *  - the GraphQL types the build declares (`typeDefs()`, used by createSchemaCustomization), and
 *  - the content check (`gatsby/content-check.ts`, `npm run content:check` and the build).
 *
 * So the two cannot drift: a field added here exists in GraphQL and is checked in the files.
 * Plain TypeScript (no enums, explicit `.ts` imports) so `node` can run it without a compiler.
 */
import { ICON_NAMES } from "../src/lib/icon-paths.ts";

/** What a string field must look like, beyond being text. */
export type StringFormat = "slug" | "url" | "email" | "time" | "staticFile";

/** A reference to another content entry by its slug. */
export type RefTarget = "blog" | "services" | "testimonials";

interface Common {
  /** Required fields must be present (and text must not be empty). */
  required: boolean;
  /** In a list of entries, no two entries may share this field's value. */
  unique?: boolean;
}

export type Field =
  | (Common & { kind: "string"; format?: StringFormat; oneOf?: readonly string[]; oneOfName?: string })
  | (Common & { kind: "int"; min?: number; max?: number })
  | (Common & { kind: "boolean" })
  | (Common & { kind: "date" })
  | (Common & { kind: "image" })
  | (Common & { kind: "ref"; to: RefTarget })
  | (Common & { kind: "object"; type: string })
  | (Common & { kind: "list"; of: Field });

export type Fields = Record<string, Field>;

type Opts<K extends Field["kind"]> = Partial<Omit<Extract<Field, { kind: K }>, "kind">>;

/** Field builders: required unless wrapped in `optional()`. */
export const text = (o: Opts<"string"> = {}): Field => ({ kind: "string", required: true, ...o });
export const int = (o: Opts<"int"> = {}): Field => ({ kind: "int", required: true, ...o });
export const bool = (o: Opts<"boolean"> = {}): Field => ({ kind: "boolean", required: true, ...o });
export const date = (o: Opts<"date"> = {}): Field => ({ kind: "date", required: true, ...o });
/** A path to an image file, relative to the content file's folder (GraphQL: File @fileByRelativePath). */
export const image = (o: Opts<"image"> = {}): Field => ({ kind: "image", required: true, ...o });
export const ref = (to: RefTarget, o: Opts<"ref"> = {}): Field => ({ kind: "ref", to, required: true, ...o });
export const obj = (type: string, o: Opts<"object"> = {}): Field => ({ kind: "object", type, required: true, ...o });
export const list = (of: Field, o: Opts<"list"> = {}): Field => ({ kind: "list", of, required: true, ...o });
export const optional = (f: Field): Field => ({ ...f, required: false });
const icon = () => text({ oneOf: ICON_NAMES, oneOfName: "icons" });

/** Nested object types (GraphQL object types without a node of their own). */
export const OBJECT_TYPES: Record<string, Fields> = {
  SiteAddress: { street: text(), city: text(), region: text(), postalCode: text(), country: text() },
  SiteHours: {
    footer: text(),
    business: text(),
    opens: text({ format: "time" }),
    closes: text({ format: "time" }),
    days: list(text()),
    timeZone: text(),
  },
  SiteSocial: { name: text({ unique: true }), url: text({ format: "url" }) },
  SiteSeo: {
    description: text(),
    keywords: list(text()),
    shareImage: text({ format: "staticFile" }),
    twitterHandle: text(),
  },
  MarketingStat: { value: text(), label: text() },
  MarketingFeature: { icon: icon(), title: text({ unique: true }), description: text() },
  MarketingStep: { title: text({ unique: true }), description: text() },
  MarketingCta: { title: text(), text: text() },
  ServicePageContent: {
    badge: text(),
    description: text(),
    primaryCta: text(),
    secondaryCta: text(),
    stats: list(obj("MarketingStat")),
    featuresTitle: text(),
    features: list(obj("MarketingFeature")),
    processTitle: text(),
    process: list(obj("MarketingStep")),
    resultsTitle: text(),
    results: list(obj("MarketingStat")),
    cta: obj("MarketingCta"),
  },
  MarketingServicesPage: {
    lead: text(),
    why: list(obj("MarketingStat")),
    benefits: list(obj("MarketingFeature")),
  },
  MarketingHomePage: {
    subtitle: text(),
    ai: obj("MarketingHomeAi"),
    overview: list(obj("MarketingOverviewItem")),
    stats: list(obj("MarketingStat")),
    featuredPosts: list(ref("blog")),
  },
  MarketingHomeAi: {
    title: text(),
    text: text(),
    points: list(text()),
    counters: list(obj("MarketingStat")),
    campaign: obj("MarketingCampaign"),
  },
  MarketingCampaign: {
    title: text(),
    period: text(),
    metrics: list(obj("MarketingStat")),
    bars: list(int({ min: 0, max: 100 })),
  },
  MarketingOverviewItem: { icon: icon(), title: text({ unique: true }), description: text(), features: list(text()) },
  MarketingAboutPage: {
    lead: text(),
    stats: list(obj("MarketingStat")),
    overview: obj("MarketingAboutOverview"),
    values: list(obj("MarketingFeature")),
    mission: text(),
    vision: text(),
  },
  MarketingAboutOverview: { title: text(), paragraphs: list(text()), facts: list(obj("MarketingStat")) },
  MarketingContactPage: {
    lead: text(),
    whatsappLabel: text(),
    stats: list(obj("MarketingStat")),
    office: obj("MarketingCta"),
    help: obj("MarketingCta"),
    faq: list(obj("MarketingFaqItem")),
  },
  MarketingFaqItem: { question: text({ unique: true }), answer: text() },
  TeamSocial: { linkedin: text({ format: "url" }), twitter: text({ format: "url" }), email: text({ format: "email" }) },
  // Case studies (content/case-studies/): a result figure, and the labels of their pages and links.
  CaseStudyResult: { value: text(), label: text({ unique: true }) },
  MarketingCaseStudies: {
    section: text(),
    tileLink: text(),
    clientLabel: text(),
    industryLabel: text(),
    servicesLabel: text(),
    liveSiteLabel: text(),
    challengeTitle: text(),
    solutionTitle: text(),
    resultsTitle: text(),
    storyTitle: text(),
    serviceListTitle: text(),
  },
};

/** One JSON file under content/: a single object, or a list with one node per entry. */
export interface JsonSource {
  file: string;
  /** GraphQL node type (gatsby-transformer-json names it after the file: jobs.json -> JobsJson). */
  type: string;
  shape: "object" | "list";
  /** What one entry is called in messages ("service"). */
  entry: string;
  fields: Fields;
}

export const JSON_SOURCES: JsonSource[] = [
  {
    file: "site.json",
    type: "SiteJson",
    shape: "object",
    entry: "site settings",
    fields: {
      brand: text(),
      legalName: text(),
      tagline: text(),
      siteUrl: text({ format: "url" }),
      email: text({ format: "email" }),
      phone: text(),
      whatsapp: text(),
      whatsappGreeting: text(),
      address: obj("SiteAddress"),
      hours: obj("SiteHours"),
      replyTime: text(),
      social: list(obj("SiteSocial")),
      seo: obj("SiteSeo"),
    },
  },
  {
    file: "services.json",
    type: "ServicesJson",
    shape: "list",
    entry: "service",
    fields: {
      slug: text({ format: "slug", unique: true }),
      title: text({ unique: true }),
      order: int({ unique: true }),
      summary: text(),
      icon: icon(),
      description: text(),
      features: list(text()),
      price: text(),
      page: obj("ServicePageContent"),
    },
  },
  {
    file: "technologies.json",
    type: "TechnologiesJson",
    shape: "list",
    entry: "technology",
    fields: {
      name: text({ unique: true }),
      order: int({ unique: true }),
      description: text(),
      why: list(text()),
      projects: list(text()),
    },
  },
  {
    file: "marketing.json",
    type: "MarketingJson",
    shape: "object",
    entry: "page content",
    fields: {
      services: obj("MarketingServicesPage"),
      home: obj("MarketingHomePage"),
      about: obj("MarketingAboutPage"),
      contact: obj("MarketingContactPage"),
      caseStudies: obj("MarketingCaseStudies"),
    },
  },
  {
    file: "jobs.json",
    type: "JobsJson",
    shape: "list",
    entry: "job",
    fields: { title: text({ unique: true }), location: text(), type: text(), summary: text() },
  },
  {
    file: "portfolio.json",
    type: "PortfolioJson",
    shape: "list",
    entry: "project",
    fields: { src: image(), alt: text(), url: text({ format: "url", unique: true }), category: text() },
  },
  {
    file: "clients.json",
    type: "ClientsJson",
    shape: "list",
    entry: "client",
    fields: { name: text({ unique: true }), image: image() },
  },
  {
    file: "testimonials.json",
    type: "TestimonialsJson",
    shape: "list",
    entry: "testimonial",
    fields: { name: text({ unique: true }), company: text(), content: text(), rating: int({ min: 1, max: 5 }) },
  },
  {
    file: "team.json",
    type: "TeamJson",
    shape: "list",
    entry: "team member",
    fields: { name: text({ unique: true }), role: text(), image: image(), bio: text(), social: obj("TeamSocial") },
  },
  {
    file: "cookies.json",
    type: "CookiesJson",
    shape: "list",
    entry: "cookie type",
    fields: {
      name: text({ unique: true }),
      purpose: text(),
      description: text(),
      examples: list(text()),
      duration: text(),
      canDisable: bool(),
    },
  },
  {
    file: "third-party-services.json",
    type: "ThirdPartyServicesJson",
    shape: "list",
    entry: "third-party service",
    fields: {
      name: text({ unique: true }),
      purpose: text(),
      cookies: list(text()),
      privacyUrl: text({ format: "url" }),
      optOutUrl: text({ format: "url" }),
    },
  },
];

/** Routes of the legal texts: each needs exactly one file in content/legal. */
export const LEGAL_SLUGS = ["PrivacyPolicy", "TermsOfService", "CookiePolicy"] as const;

/** MDX collections: the first folder under content/ names the collection (fields.collection). */
export interface MdxCollection {
  dir: string;
  /** "folder": <dir>/<slug>/index.mdx, the folder named after the slug; "flat": <dir>/<name>.mdx. */
  layout: "folder" | "flat";
  entry: string;
  frontmatter: Fields;
}

export const MDX_COLLECTIONS: Record<"blog" | "legal" | "caseStudies", MdxCollection> = {
  blog: {
    dir: "blog",
    layout: "folder",
    entry: "article",
    frontmatter: {
      title: text(),
      slug: text({ format: "slug", unique: true }),
      date: date(),
      excerpt: text(),
      hero: image(),
      heroAlt: text(),
      listed: bool(),
      order: int({ unique: true }),
    },
  },
  legal: {
    dir: "legal",
    layout: "flat",
    entry: "legal page",
    frontmatter: {
      title: text(),
      slug: text({ oneOf: LEGAL_SLUGS, oneOfName: "legal pages", unique: true }),
      badge: text(),
      lastUpdated: text(),
      lead: text(),
      intro: optional(text()),
      contactHeading: text(),
      contactText: text(),
    },
  },
  // Case studies: content/case-studies/<slug>/index.mdx, one page each at /our-work/<slug>.
  caseStudies: {
    dir: "case-studies",
    layout: "folder",
    entry: "case study",
    frontmatter: {
      title: text(),
      slug: text({ format: "slug", unique: true }),
      date: date(),
      client: text({ unique: true }),
      industry: text(),
      summary: text(),
      // The portfolio tile of the same address (content/portfolio.json `url`) links to this case study.
      url: text({ format: "url", unique: true }),
      services: list(ref("services")),
      challenge: text(),
      solution: text(),
      results: list(obj("CaseStudyResult")),
      quote: ref("testimonials"),
      hero: image(),
      heroAlt: text(),
    },
  },
};

/** How a reference resolves in GraphQL: the node type and the field that holds the slug. */
export const REF_TARGETS: Record<RefTarget, { type: string; by: string; entry: string; key?: string }> = {
  blog: { type: "Mdx", by: "frontmatter.slug", entry: "blog post" },
  services: { type: "ServicesJson", by: "slug", entry: "service" },
  // Referenced by the name of the person quoted; `key` is how messages call the value (default "slug").
  testimonials: { type: "TestimonialsJson", by: "name", entry: "testimonial", key: "name" },
};

/* ---------------------------------------------------------------------------------------------
 * GraphQL type definitions, derived from the model above.
 * ------------------------------------------------------------------------------------------- */

function gqlType(field: Field): { type: string; directive: string } {
  const bang = field.required ? "!" : "";
  switch (field.kind) {
    case "string":
      return { type: `String${bang}`, directive: "" };
    case "int":
      return { type: `Int${bang}`, directive: "" };
    case "boolean":
      return { type: `Boolean${bang}`, directive: "" };
    case "date":
      return { type: `Date${bang}`, directive: " @dateformat" };
    case "image":
      return { type: `File${bang}`, directive: " @fileByRelativePath" };
    case "ref": {
      const target = REF_TARGETS[field.to];
      return { type: `${target.type}${bang}`, directive: ` @link(by: "${target.by}")` };
    }
    case "object":
      return { type: `${field.type}${bang}`, directive: "" };
    case "list": {
      // Items are never null: `[X!]!`. A directive on the item applies to the list field.
      const inner = gqlType({ ...field.of, required: true });
      return { type: `[${inner.type}]${bang}`, directive: inner.directive };
    }
  }
}

function typeDef(name: string, fields: Fields, head = ""): string {
  const lines = Object.entries(fields).map(([key, field]) => {
    const { type, directive } = gqlType(field);
    return `  ${key}: ${type}${directive}`;
  });
  return `type ${name}${head} {\n${lines.join("\n")}\n}`;
}

/**
 * The frontmatter of all MDX collections shares one GraphQL type: a field is required there only
 * when every collection requires it (the content check applies each collection's own rules).
 */
export function mdxFrontmatterFields(): Fields {
  const collections = Object.values(MDX_COLLECTIONS);
  const merged: Fields = {};
  for (const c of collections) {
    for (const [key, field] of Object.entries(c.frontmatter)) {
      const other = merged[key];
      if (other && other.kind !== field.kind) {
        throw new Error(`MDX frontmatter field "${key}" has two kinds: ${other.kind} and ${field.kind}`);
      }
      if (!other) {
        const everywhere = collections.every((x) => x.frontmatter[key]?.required);
        merged[key] = { ...field, required: everywhere };
      }
    }
  }
  return merged;
}

/** The SDL for createSchemaCustomization. */
export function typeDefs(): string {
  const defs = [
    ...JSON_SOURCES.map((s) => typeDef(s.type, s.fields, " implements Node @dontInfer")),
    ...Object.entries(OBJECT_TYPES).map(([name, fields]) => typeDef(name, fields)),
    // MDX nodes also carry gatsby-plugin-mdx's own fields, so the type is not @dontInfer.
    `type Mdx implements Node {\n  frontmatter: MdxFrontmatter!\n  fields: MdxFields\n}`,
    typeDef("MdxFrontmatter", mdxFrontmatterFields()),
    // Computed in onCreateNode, not written by editors.
    `type MdxFields {\n  readingMinutes: Int\n  wordCount: Int\n  collection: String\n}`,
  ];
  return defs.join("\n");
}
