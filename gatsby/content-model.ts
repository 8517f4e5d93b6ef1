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
import { EMPLOYMENT_TYPE_NAMES, SALARY_UNITS, WORKPLACES } from "../src/lib/jobs.ts";

/** The consent categories of the Cookie Policy; "essential" is always on (src/lib/consent.ts). */
export const CONSENT_CATEGORIES = ["essential", "analytics", "marketing", "preferences"] as const;
/** Where a cookie or storage key of the privacy choices' table lives. */
export const STORAGE_KINDS = ["Cookie", "Local storage", "Session storage"] as const;
/** The optional trackers (src/contracts/trackers.ts TrackerId). */
export const TRACKER_IDS = ["ga4", "meta"] as const;

/** What a string field must look like, beyond being text. */
/** pagePath: the route of a content page; link: a path of a page of the site (checked to lead somewhere). */
export type StringFormat = "slug" | "url" | "email" | "time" | "staticFile" | "pagePath" | "link";

/** A reference to another content entry by its slug. */
export type RefTarget = "blog" | "services" | "testimonials";

interface Common {
  /** Required fields must be present (and text must not be empty). */
  required: boolean;
  /** In a list of entries, no two entries may share this field's value. */
  unique?: boolean;
}

export type Field =
  | (Common & {
      kind: "string";
      format?: StringFormat;
      oneOf?: readonly string[];
      oneOfName?: string;
      /** When set, the {names} the page fills in this text: any other {word} in it is an error. */
      placeholders?: readonly string[];
    })
  | (Common & { kind: "int"; min?: number; max?: number })
  | (Common & { kind: "boolean" })
  | (Common & { kind: "date" })
  | (Common & { kind: "image" })
  | (Common & { kind: "ref"; to: RefTarget })
  | (Common & { kind: "object"; type: string })
  | (Common & { kind: "list"; of: Field })
  /** An ordered list of typed sections (SECTION_TYPES): GraphQL's union PageSection. */
  | (Common & { kind: "sections" });

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
export const sections = (o: Opts<"sections"> = {}): Field => ({ kind: "sections", required: true, ...o });
const icon = () => text({ oneOf: ICON_NAMES, oneOfName: "icons" });

/** Nested object types (GraphQL object types without a node of their own). */
/** A text of the frame or of a page: only the {placeholders} named here are filled in; other {words} are errors. */
const copy = (...placeholders: string[]): Field => text({ placeholders });

/** Copy of the page frame and of the non-marketing pages: every visible word of them. */
const COPY_OBJECT_TYPES: Record<string, Fields> = {
  FrameNav: {
    label: copy(),
    home: copy(),
    services: copy(),
    blog: copy(),
    about: copy(),
    news: copy(),
    contact: copy(),
    menu: copy(),
    getStarted: copy(),
  },
  FrameFooter: {
    scheduleCall: copy(),
    servicesTitle: copy(),
    quickLinksTitle: copy(),
    about: copy(),
    contact: copy(),
    services: copy(),
    blog: copy(),
    careers: copy(),
    legalTitle: copy(),
    privacy: copy(),
    terms: copy(),
    cookies: copy(),
    rights: copy(),
  },
  FrameDialog: {
    title: copy(),
    description: copy("replyTime"),
    loading: copy("email", "phone"),
    privacy: copy(),
    close: copy(),
  },
  FramePagination: { prev: copy(), next: copy(), page: copy("number") },
  FrameCards: {
    blogReadMore: copy(),
    newsReadMore: copy(),
    newsNoDescription: copy(),
    newsImageFallback: copy(),
    newTab: copy(),
    sectionLink: copy("title"),
    projectAlt: copy("name"),
    techWhy: copy(),
    techProjects: copy(),
    step: copy("number"),
  },
  NotFoundCopy: {
    title: copy(),
    description: copy(),
    code: copy(),
    heading: copy(),
    lead: copy(),
    home: copy(),
    back: copy(),
    quickNav: obj("NotFoundQuickNav"),
    popularTitle: copy(),
    popularServices: list(ref("services")),
    help: obj("NotFoundHelp"),
  },
  /** The service pages' own words around each service's content (src/templates/service.tsx). */
  ServiceCopy: {
    included: copy(),
    startingAt: copy(),
    keyFigures: copy(),
    consultation: copy(),
    allServices: copy(),
  },
  NotFoundQuickNav: { title: copy(), home: copy(), services: copy(), about: copy(), contact: copy() },
  NotFoundHelp: { title: copy(), text: copy("hours"), contact: copy(), call: copy() },
  NewsCopy: { title: copy(), heading: copy(), lead: copy(), loading: copy(), empty: copy() },
  BlogCopy: {
    title: copy(),
    description: copy(),
    heading: copy(),
    lead: copy(),
    listLabel: copy("page", "count"),
    paginationLabel: copy(),
    feedTitle: copy("brand"),
  },
  BlogPostCopy: { back: copy(), published: copy("date"), readingTime: copy("minutes"), moreTitle: copy() },
  CareerCopy: {
    title: copy(),
    eyebrow: copy(),
    heading: copy(),
    lead: copy(),
    openingsTitle: copy(),
    openingsIntro: copy("count", "replyTime"),
    location: copy(),
    type: copy(),
    sendResume: copy(),
    sendResumeFor: copy("title"),
    /** The link from a card to the opening's page (/Career/<slug>), and what screen readers hear after it. */
    viewRole: copy(),
    viewRoleFor: copy("title"),
    whyTitle: copy(),
    whyText: copy("brand"),
    otherRole: copy("email"),
  },
  /** The words of an opening's page (src/templates/job.tsx) around the opening's own content. */
  JobCopy: {
    facts: copy(),
    location: copy(),
    workplace: copy(),
    remoteFrom: copy("countries"),
    type: copy(),
    salary: copy(),
    salaryUnits: obj("JobSalaryUnits"),
    posted: copy(),
    closes: copy(),
    aboutTitle: copy(),
    responsibilitiesTitle: copy(),
    requirementsTitle: copy(),
    niceToHaveTitle: copy(),
    processTitle: copy(),
    applyTitle: copy(),
    applyText: copy("email", "replyTime"),
    filledTitle: copy(),
    filledText: copy("title"),
    allOpenings: copy(),
    form: obj("JobFormCopy"),
  },
  /**
   * The application form of an open opening's page (src/components/forms/application-form.tsx).
   * The fields' labels are the contract's (src/contracts/applications.ts), as the function's answers
   * and the e-mail name fields by them. `consent` is also what the function keeps on the record.
   */
  JobFormCopy: {
    label: copy("title"),
    loading: copy(),
    resumeHint: copy(),
    resumeRequired: copy(),
    resumeType: copy(),
    resumeSize: copy(),
    consent: copy(),
    privacyLink: copy(),
    submit: copy(),
    sending: copy(),
    success: copy(),
    closed: copy(),
    tooLarge: copy(),
    wrongType: copy(),
    tooMany: copy(),
    network: copy("email"),
  },
  JobSalaryUnits: { hour: copy(), day: copy(), week: copy(), month: copy(), year: copy() },
  LegalCopy: {
    lastUpdated: copy("date"),
    introTitle: copy(),
    choicesTitle: copy(),
    choicesText: copy(),
    manage: copy(),
    viewAll: copy(),
    typesTitle: copy(),
    optional: copy(),
    alwaysActive: copy(),
    examples: copy(),
    duration: copy(),
    canDisable: copy(),
    yes: copy(),
    no: copy(),
    thirdPartyTitle: copy(),
    thirdPartyText: copy(),
    thirdPartyCookies: copy(),
    privacyLink: copy(),
    optOutLink: copy(),
    ofService: copy("name"),
    country: copy(),
    email: copy(),
    phone: copy(),
  },
};

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
  // How long leads are kept: the Privacy Policy states these figures (the content check holds its text to
  // them) and the scheduled function netlify/functions/leads-retention.ts deletes by them.
  SiteDataRetention: { inquiryMonths: int({ min: 1, max: 120 }), spamDays: int({ min: 1, max: 365 }) },
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
  MarketingFaqItem: { question: text({ unique: true }), answer: text() },
  PrivacyTableColumns: {
    name: text(),
    category: text(),
    storedIn: text(),
    purpose: text(),
    duration: text(),
    setBy: text(),
  },
  /** One cookie or storage key the site can set (a `*` at the end of a name stands for any ending). */
  PrivacyStorageKey: {
    name: text({ unique: true }),
    storedIn: text({ oneOf: STORAGE_KINDS, oneOfName: "storage kinds" }),
    category: text({ oneOf: CONSENT_CATEGORIES, oneOfName: "consent categories" }),
    purpose: text(),
    duration: text(),
    setBy: text(),
    /** Set by an optional tracker (src/contracts/trackers.ts): listed only when that tracker is on. */
    provider: optional(text({ oneOf: TRACKER_IDS, oneOfName: "trackers" })),
  },
  /** The banner shown when a tracker is configured (src/components/privacy/consent-banner.tsx). */
  PrivacyBanner: { label: text(), text: text(), choose: text() },
  TeamSocial: { linkedin: text({ format: "url" }), twitter: text({ format: "url" }), email: text({ format: "email" }) },
  // ---- Frame and non-marketing page copy (content/frame.json, content/page-copy.json).
  // Texts may hold {placeholders} filled by the page (src/lib/template.ts), e.g. {replyTime}.
  ...COPY_OBJECT_TYPES,
  // Job openings (content/jobs.json): the office of an on-site or hybrid opening, a published salary.
  JobOffice: {
    street: optional(text()),
    city: text(),
    region: optional(text()),
    postalCode: optional(text()),
    /** ISO 3166-1 alpha-2 (IN, US): Google's addressCountry. */
    country: text(),
  },
  JobSalary: {
    /** ISO 4217 (INR, USD). */
    currency: text(),
    min: int({ min: 1 }),
    max: optional(int({ min: 1 })),
    unit: text({ oneOf: SALARY_UNITS, oneOfName: "pay periods" }),
  },
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

/** The frame's and the non-marketing pages' copy: JSON sources of their own, kept apart for merging. */
const COPY_SOURCES: JsonSource[] = [
  {
    file: "frame.json",
    type: "FrameJson",
    shape: "object",
    entry: "frame texts",
    fields: {
      skipLink: text(),
      nav: obj("FrameNav"),
      footer: obj("FrameFooter"),
      dialog: obj("FrameDialog"),
      pagination: obj("FramePagination"),
      cards: obj("FrameCards"),
    },
  },
  {
    file: "page-copy.json",
    type: "PageCopyJson",
    shape: "object",
    entry: "page texts",
    fields: {
      notFound: obj("NotFoundCopy"),
      news: obj("NewsCopy"),
      blog: obj("BlogCopy"),
      blogPost: obj("BlogPostCopy"),
      career: obj("CareerCopy"),
      job: obj("JobCopy"),
      legal: obj("LegalCopy"),
      service: obj("ServiceCopy"),
    },
  },
];

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
      /** Where job applications are sent (POST /api/apply). */
      hiringEmail: text({ format: "email" }),
      phone: text(),
      whatsapp: text(),
      whatsappGreeting: text(),
      address: obj("SiteAddress"),
      hours: obj("SiteHours"),
      replyTime: text(),
      social: list(obj("SiteSocial")),
      seo: obj("SiteSeo"),
      dataRetention: obj("SiteDataRetention"),
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
      caseStudies: obj("MarketingCaseStudies"),
    },
  },
  {
    file: "jobs.json",
    type: "JobsJson",
    shape: "list",
    entry: "job",
    // One page each at /Career/<slug> (src/lib/jobs.ts jobPath), listed on /Career in this order while
    // open; gatsby/content-check.ts adds the rules of Google's JobPosting (jobProblems). docs/decisions/job-pages.md
    fields: {
      slug: text({ format: "slug", unique: true }),
      title: text({ unique: true }),
      location: text(),
      type: text({ oneOf: EMPLOYMENT_TYPE_NAMES, oneOfName: "employment types" }),
      workplace: text({ oneOf: WORKPLACES, oneOfName: "work arrangements" }),
      summary: text(),
      about: text(),
      responsibilities: list(text()),
      requirements: list(text()),
      niceToHave: optional(list(text())),
      process: list(obj("MarketingStep")),
      office: optional(obj("JobOffice")),
      remoteCountries: optional(list(text())),
      salary: optional(obj("JobSalary")),
      datePosted: date(),
      closes: date(),
      closed: optional(bool()),
    },
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
      category: text({ oneOf: CONSENT_CATEGORIES, oneOfName: "consent categories", unique: true }),
      name: text({ unique: true }),
      purpose: text(),
      description: text(),
      examples: list(text()),
      duration: text(),
      canDisable: bool(),
    },
  },
  {
    file: "privacy-choices.json",
    type: "PrivacyChoicesJson",
    shape: "object",
    entry: "privacy choices",
    fields: {
      footerLink: text(),
      title: text(),
      intro: text(),
      alwaysOn: text(),
      gpcNotice: text(),
      acceptAll: text(),
      rejectAll: text(),
      save: text(),
      saved: text(),
      close: text(),
      tableButton: text(),
      tableCaption: text(),
      banner: obj("PrivacyBanner"),
      columns: obj("PrivacyTableColumns"),
      storage: list(obj("PrivacyStorageKey")),
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
  ...COPY_SOURCES,
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
    case "sections":
      return { type: `[${SECTION_UNION}!]${bang}`, directive: "" };
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
    ...sectionTypeDefs(),
  ];
  return defs.join("\n");
}

/* ---------------------------------------------------------------------------------------------
 * Pages built from sections (docs/decisions/sections.md): content/pages/<name>.json, one page
 * each at its `path`, rendered by src/templates/page.tsx from its ordered list of typed sections.
 * ------------------------------------------------------------------------------------------- */

/** Object types that sections share (GraphQL object types, like OBJECT_TYPES). */
export const SECTION_OBJECT_TYPES: Record<string, Fields> = {
  /** A button or link: `to` a page of the site, or no `to` for a button opening the Get Started form. */
  PageAction: { label: text(), to: optional(text({ format: "link" })) },
  SectionCard: { icon: icon(), title: text({ unique: true }), description: text(), features: optional(list(text())) },
  SectionPanel: {
    title: text(),
    period: text(),
    metrics: list(obj("MarketingStat")),
    bars: list(int({ min: 0, max: 100 })),
    caption: text(),
  },
  /** A short titled statement, such as the mission or the vision. */
  SectionStatement: { title: text({ unique: true }), text: text() },
};

export interface SectionType {
  /** What editors see in the CMS's "Add section" menu. */
  label: string;
  fields: Fields;
}

const eyebrow = () => optional(text());
const action = () => optional(obj("PageAction"));
const actions = () => optional(list(obj("PageAction")));
/** The section's anchor (its id, for links like /about#team); without one it comes from the title. */
const anchor = () => optional(text({ format: "slug" }));

/**
 * A field name means one thing in every section type: GraphQL refuses a page query whose sections
 * share a field name with different types (`actions` is optional everywhere, each list of items
 * has a name of its own). gatsby/content-model.test.ts holds the model to this.
 *
 * Every section type a page can list: its `type` value -> its fields. Each has one component in
 * src/sections/ (with its GraphQL fragment) and one entry in the CMS's list of types.
 */
export const SECTION_TYPES: Record<string, SectionType> = {
  hero: {
    label: "Hero (page heading)",
    fields: { title: text(), subtitle: optional(text()), typed: optional(bool()), actions: actions() },
  },
  pageHero: {
    label: "Page hero (heading, lead, buttons and figures)",
    fields: {
      eyebrow: eyebrow(),
      title: text(),
      lead: text(),
      actions: actions(),
      figures: optional(list(obj("MarketingStat"))),
      /** Names the figures for screen readers ("At a glance"). */
      figuresLabel: optional(text()),
      /** With a label, a button opening a WhatsApp chat (Site settings' number and greeting). */
      whatsappLabel: optional(text()),
    },
  },
  spotlight: {
    label: "Spotlight (text, figures and a results card)",
    fields: {
      eyebrow: eyebrow(),
      title: text(),
      text: text(),
      points: list(text()),
      counters: list(obj("MarketingStat")),
      actions: actions(),
      panel: obj("SectionPanel"),
    },
  },
  cards: {
    label: "Card grid",
    fields: {
      anchor: anchor(),
      eyebrow: eyebrow(),
      title: text(),
      intro: optional(text()),
      cards: list(obj("SectionCard")),
      action: action(),
    },
  },
  stats: { label: "Stats band (counted up)", fields: { title: text(), stats: list(obj("MarketingStat")) } },
  steps: {
    label: "Process steps",
    fields: { eyebrow: eyebrow(), title: text(), intro: optional(text()), steps: list(obj("MarketingStep")) },
  },
  text: {
    label: "Text (heading and paragraphs)",
    fields: {
      anchor: anchor(),
      eyebrow: eyebrow(),
      title: text(),
      paragraphs: list(text()),
      facts: optional(list(obj("MarketingStat"))),
      action: action(),
    },
  },
  statements: {
    label: "Statements (e.g. mission and vision)",
    fields: { anchor: anchor(), eyebrow: eyebrow(), title: text(), statements: list(obj("SectionStatement")) },
  },
  team: {
    label: "Team (from the Team list)",
    fields: {
      anchor: anchor(),
      eyebrow: eyebrow(),
      title: text(),
      portraitAlt: text({ placeholders: ["name"] }),
      linkedinLabel: text(),
      twitterLabel: text(),
      emailLabel: text(),
    },
  },
  logos: { label: "Client logo strip", fields: { title: text() } },
  projects: {
    label: "Project tiles (from the portfolio)",
    fields: {
      eyebrow: eyebrow(),
      title: text(),
      intro: optional(text()),
      count: int({ min: 1, max: 10 }),
      action: action(),
    },
  },
  posts: {
    label: "Featured blog posts",
    fields: { eyebrow: eyebrow(), title: text(), posts: list(ref("blog")), action: action() },
  },
  testimonials: { label: "Testimonials", fields: { eyebrow: eyebrow(), title: text() } },
  faq: {
    label: "FAQ",
    fields: { anchor: anchor(), eyebrow: eyebrow(), title: text(), questions: list(obj("MarketingFaqItem")) },
  },
  cta: {
    label: "Call to action",
    fields: { title: text(), text: text({ placeholders: ["replyTime"] }), actions: actions() },
  },
  heroCard: {
    label: "Page hero with a figures card",
    fields: {
      eyebrow: eyebrow(),
      title: text(),
      lead: text(),
      actions: actions(),
      cardTitle: text(),
      figures: optional(list(obj("MarketingStat"))),
    },
  },
  services: {
    label: "Service cards (every service, with its price and page)",
    fields: {
      anchor: anchor(),
      eyebrow: eyebrow(),
      title: text(),
      intro: optional(text()),
      priceLabel: text(),
      moreLabel: text(),
      /** Read after the link label by screen readers only ("about {title}"). */
      moreNote: text({ placeholders: ["title"] }),
    },
  },
  technologies: {
    label: "Technology tabs (from the Technologies list)",
    fields: { anchor: anchor(), eyebrow: eyebrow(), title: text(), intro: optional(text()), tabsLabel: text() },
  },
  benefits: {
    label: "Benefits (icon list)",
    fields: {
      anchor: anchor(),
      eyebrow: eyebrow(),
      title: text(),
      intro: optional(text()),
      benefits: list(obj("MarketingFeature")),
    },
  },
  work: {
    label: "Work (every site of the portfolio, with its case study)",
    fields: { anchor: anchor(), title: text({ placeholders: ["count"] }), caseStudyLink: text() },
  },
  contactForm: { label: "Contact form", fields: { anchor: anchor(), title: text() } },
  office: {
    label: "Office (map placeholder and contact cards from Site settings)",
    fields: {
      anchor: anchor(),
      title: text(),
      intro: optional(text()),
      mapTitle: text(),
      mapNote: text(),
      /** The placeholder's name for screen readers. */
      mapLabel: text({ placeholders: ["street", "city"] }),
      emailLabel: text(),
      phoneLabel: text(),
      addressLabel: text(),
      hoursLabel: text(),
    },
  },
  help: {
    label: "Help card (call and WhatsApp chat buttons)",
    fields: {
      anchor: anchor(),
      title: text(),
      text: text(),
      callLabel: text(),
      chatLabel: text(),
      /** Read after the chat label by screen readers only (" on WhatsApp (opens in a new tab)"). */
      chatNote: text(),
    },
  },
};

/**
 * Page families: a template per family, whose registry (src/sections/) imports only its section
 * types, so a page ships the code of the sections its family uses and no other (webpack gives each
 * template a chunk of its own). `createPages` gives a page the first family whose types include all
 * of its sections (gatsby/pages.ts pageTemplateFile); the last family has every type, so an editor
 * may mix any types. src/sections/index.test.tsx holds each registry to its family.
 * docs/decisions/sections.md
 */
export const SECTION_FAMILIES: readonly { template: string; types: readonly string[] }[] = [
  {
    // The home page and landing pages: typed text, carousels, charts, article and project cards.
    template: "src/templates/page.tsx",
    types: [
      "hero",
      "spotlight",
      "cards",
      "stats",
      "steps",
      "text",
      "logos",
      "projects",
      "posts",
      "testimonials",
      "faq",
      "cta",
    ],
  },
  {
    // Inner pages (/about): a page hero, statements, the team, without the home page's code.
    template: "src/templates/inner-page.tsx",
    types: ["pageHero", "cards", "stats", "steps", "text", "statements", "team", "logos", "faq", "cta"],
  },
  {
    // The Contact page: only its own types (with cards, text and cta /contact grew 2.9 KB gzip, without them 0.9).
    template: "src/templates/contact-page.tsx",
    types: ["pageHero", "contactForm", "office", "help", "faq"],
  },
  {
    // Our work: every site of the portfolio, each with its case study.
    template: "src/templates/work-page.tsx",
    types: ["pageHero", "work"],
  },
  {
    // Services: the hero with its card, the service cards, the technology tabs, the benefits.
    template: "src/templates/services-page.tsx",
    types: ["heroCard", "services", "technologies", "benefits", "cta"],
  },
  { template: "src/templates/any-page.tsx", types: Object.keys(SECTION_TYPES) },
];

/** The GraphQL union of all section types; its member is chosen by the section's `type`. */
export const SECTION_UNION = "PageSection";

/** "hero" -> "HeroSection" */
export const sectionTypeName = (type: string): string =>
  `${type.replace(/(^|-)(.)/g, (_m, _d, c: string) => c.toUpperCase())}Section`;

/** For Gatsby's schema.buildUnionType: the union's members and how a value picks its member. */
export function sectionUnion() {
  return {
    name: SECTION_UNION,
    types: Object.keys(SECTION_TYPES).map(sectionTypeName),
    resolveType: (value: { type?: unknown }) =>
      typeof value.type === "string" && value.type in SECTION_TYPES ? sectionTypeName(value.type) : undefined,
  };
}

/** The page collection: content/pages/<name>.json, GraphQL type PagesJson (named after the folder). */
export const PAGES = {
  dir: "pages",
  type: "PagesJson",
  entry: "page",
  fields: {
    path: text({ format: "pagePath", unique: true }),
    title: text(),
    description: text(),
    noindex: optional(bool()),
    sections: sections(),
  } as Fields,
};

/** The fields of a named object type, wherever it is declared. */
export const objectFields = (name: string): Fields | undefined => OBJECT_TYPES[name] ?? SECTION_OBJECT_TYPES[name];

/** Section types' fields as GraphQL sees them: each member type also has its `type`. */
export const sectionFields = (type: string): Fields => ({ type: text(), ...SECTION_TYPES[type]!.fields });

function sectionTypeDefs(): string[] {
  return [
    typeDef(PAGES.type, PAGES.fields, " implements Node @dontInfer"),
    ...Object.entries(SECTION_OBJECT_TYPES).map(([name, fields]) => typeDef(name, fields)),
    ...Object.keys(SECTION_TYPES).map((t) => typeDef(sectionTypeName(t), sectionFields(t))),
    `union ${SECTION_UNION} = ${Object.keys(SECTION_TYPES).map(sectionTypeName).join(" | ")}`,
  ];
}
