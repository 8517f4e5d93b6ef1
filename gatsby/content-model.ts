/**
 * The content model: every content file under content/, its fields, which are required, the
 * rules an editor's value must follow, and what the CMS shows of each field. It is the one source of truth for
 *
 *  - the GraphQL types the build declares (`typeDefs()`, used by createSchemaCustomization),
 *  - the content check (`gatsby/content-check.ts`, `npm run content:check` and the build), and
 *  - the CMS configuration (`gatsby/cms-config.ts` writes /admin/config.yml: docs/decisions/cms-config.md).
 *
 * So they cannot drift: a field added here exists in GraphQL, is checked in the files and is edited in the CMS.
 * Plain TypeScript (no enums, explicit `.ts` imports) so `node` can run it without a compiler.
 */
import { ICON_NAMES } from "../src/lib/icon-paths.ts";
import { EMPLOYMENT_TYPE_NAMES, SALARY_UNITS, WORKPLACES } from "../src/lib/jobs.ts";

/** The consent categories of the Cookie Policy; "essential" is always on (src/lib/consent.ts). */
export const CONSENT_CATEGORIES = ["essential", "analytics", "marketing", "preferences"] as const;
/** Where a cookie or storage key of the privacy choices' table lives. */
export const STORAGE_KINDS = ["Cookie", "Local storage", "Session storage"] as const;
/** The days of the week, as the opening hours name them. */
export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
/** The optional trackers (src/contracts/trackers.ts TrackerId). */
export const TRACKER_IDS = ["ga4", "meta"] as const;

/** What a string field must look like, beyond being text. */
/** pagePath: the route of a content page; link: a path of a page of the site (checked to lead somewhere). */
export type StringFormat = "slug" | "url" | "email" | "time" | "staticFile" | "pagePath" | "link";

/** A reference to another content entry by its slug. */
export type RefTarget = "blog" | "services" | "testimonials";

/**
 * What the CMS (Decap, /admin) shows for a field beyond what its kind implies, merged last into the
 * widget gatsby/cms-config.ts derives (docs/decisions/cms-config.md): `widget`, `pattern`, `summary`,
 * `label_singular`, `default`, `media_folder`... In an object or a list of objects, `fields` changes
 * the widgets of the object type's fields for this use only (a label that reads differently here).
 */
export type CmsOptions = { [option: string]: unknown; fields?: Record<string, CmsOptions> };

interface Common {
  /** Required fields must be present (and text must not be empty). */
  required: boolean;
  /** In a list of entries, no two entries may share this field's value. */
  unique?: boolean;
  /** The CMS: the field's label (default: its name), its hint, and a multi-line box for text. */
  label?: string;
  hint?: string;
  multiline?: boolean;
  cms?: CmsOptions;
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
const icon = (o: Opts<"string"> = {}) => text({ oneOf: ICON_NAMES, oneOfName: "icons", label: "Icon", ...o });

/** Nested object types (GraphQL object types without a node of their own). */
/**
 * A text of the frame or of a page, with its label in the CMS: only the {placeholders} named here
 * are filled in; other {words} are errors. `copyText` is edited in a box of several lines.
 */
const copy = (label: string, ...placeholders: string[]): Field => text({ label, placeholders });
const copyText = (label: string, ...placeholders: string[]): Field => text({ label, placeholders, multiline: true });

/** Copy of the page frame and of the non-marketing pages: every visible word of them. */
const COPY_OBJECT_TYPES: Record<string, Fields> = {
  FrameNav: {
    label: copy("Navigation name (screen readers)"),
    home: copy("Home link"),
    services: copy("Services link"),
    blog: copy("Blog link"),
    about: copy("About link"),
    news: copy("News link"),
    contact: copy("Contact link"),
    menu: copy("Menu button (screen readers)"),
    getStarted: copy("Get Started button"),
  },
  FrameFooter: {
    scheduleCall: copy("Schedule a Call button"),
    servicesTitle: copy("Services column title"),
    quickLinksTitle: copy("Quick links column title"),
    about: copy("About link"),
    contact: copy("Contact link"),
    services: copy("Services link"),
    blog: copy("Blog link"),
    careers: copy("Careers link"),
    legalTitle: copy("Legal column title"),
    privacy: copy("Privacy Policy link"),
    terms: copy("Terms of Service link"),
    cookies: copy("Cookie Policy link"),
    rights: copy("After the copyright line"),
  },
  FrameDialog: {
    title: copy("Title"),
    description: copyText("Description ({replyTime})", "replyTime"),
    loading: copyText("While the form loads ({email}, {phone})", "email", "phone"),
    privacy: copyText("Privacy note"),
    close: copy("Close button (screen readers)"),
  },
  FramePagination: {
    prev: copy("Previous"),
    next: copy("Next"),
    page: copy("A page number (screen readers, {number})", "number"),
  },
  FrameCards: {
    blogReadMore: copy("Blog card link"),
    newsReadMore: copy("News card link"),
    newsNoDescription: copy("News article without a description"),
    newsImageFallback: copy("News article without an image or source"),
    newTab: copy("Opens in a new tab (screen readers)"),
    formLoading: copy("Contact page form while it loads"),
    sectionLink: copy("Link to an article section (screen readers, {title})", "title"),
    projectAlt: copy("Project screenshot description ({name})", "name"),
    techWhy: copy("Technology tiles — why we use it"),
    techProjects: copy("Technology tiles — sample projects"),
    step: copy("Before each step's title (screen readers, {number})", "number"),
  },
  NotFoundCopy: {
    title: copy("Page title (browser tab)"),
    description: copyText("Description (search engines)"),
    code: copy("Big number"),
    heading: copy("Heading"),
    lead: copyText("Text"),
    home: copy("Home button"),
    back: copy("Back button"),
    quickNav: obj("NotFoundQuickNav", { label: "Quick navigation" }),
    popularTitle: copy("Popular services title"),
    popularServices: list(ref("services"), { label: "Popular services" }),
    help: obj("NotFoundHelp", { label: "Help card" }),
  },
  /** The service pages' own words around each service's content (src/templates/service.tsx). */
  ServiceCopy: {
    included: copy("What's included title"),
    startingAt: copy("Before the price"),
    keyFigures: copy("Name of the key figures (read by screen readers)"),
    consultation: copy("Button of the closing band"),
    allServices: copy("Link of the closing band"),
  },
  NotFoundQuickNav: {
    title: copy("Title"),
    home: copy("Home link"),
    services: copy("Services link"),
    about: copy("About link"),
    contact: copy("Contact link"),
  },
  NotFoundHelp: {
    title: copy("Title"),
    text: copyText("Text ({hours})", "hours"),
    contact: copy("Contact button"),
    call: copy("Call button"),
  },
  NewsCopy: {
    title: copy("Page title (browser tab)"),
    heading: copy("Heading"),
    lead: copyText("Text"),
    loading: copy("While loading"),
    empty: copy("No news (or the request failed)"),
  },
  BlogCopy: {
    title: copy("Page title (browser tab)"),
    description: copyText("Description (search engines)"),
    heading: copy("Heading"),
    lead: copyText("Text"),
    listLabel: copy("Article list (screen readers, {page}, {count})", "page", "count"),
    paginationLabel: copy("Page buttons (screen readers)"),
    feedTitle: copy("RSS feed link ({brand})", "brand"),
  },
  BlogPostCopy: {
    back: copy("Link back to the blog"),
    published: copy("Date line ({date})", "date"),
    readingTime: copy("Reading time ({minutes})", "minutes"),
    moreTitle: copy("More articles title"),
  },
  CareerCopy: {
    title: copy("Page title (browser tab)"),
    eyebrow: copy("Kicker"),
    heading: copy("Heading"),
    lead: copyText("Text"),
    openingsTitle: copy("Openings title"),
    openingsIntro: copyText("Openings text ({count}, {replyTime})", "count", "replyTime"),
    location: copy("Location (screen readers)"),
    type: copy("Type (screen readers)"),
    sendResume: copy("Send Resume button"),
    sendResumeFor: copy("After the button (screen readers, {title})", "title"),
    /** The link from a card to the opening's page (/Career/<slug>), and what screen readers hear after it. */
    viewRole: copy("Link to the opening's page"),
    viewRoleFor: copy("After the link (screen readers, {title})", "title"),
    whyTitle: copy("Why work with us title"),
    whyText: copyText("Why work with us ({brand})", "brand"),
    otherRole: copyText("Other roles ({email})", "email"),
  },
  /** The words of an opening's page (src/templates/job.tsx) around the opening's own content. */
  JobCopy: {
    facts: copy("Name of the facts list (screen readers)"),
    location: copy("Location label"),
    workplace: copy("Work arrangement label"),
    remoteFrom: copy("After Remote ({countries})", "countries"),
    type: copy("Employment type label"),
    salary: copy("Salary label"),
    salaryUnits: obj("JobSalaryUnits", { label: "After the salary" }),
    posted: copy("Date posted label"),
    closes: copy("Closing date label"),
    aboutTitle: copy("About the role title"),
    responsibilitiesTitle: copy("Responsibilities title"),
    requirementsTitle: copy("Requirements title"),
    niceToHaveTitle: copy("Nice to have title"),
    processTitle: copy("Hiring process title"),
    applyTitle: copy("Apply title"),
    applyText: copyText("Apply text ({email}, {replyTime})", "email", "replyTime"),
    filledTitle: copy("Filled opening heading"),
    filledText: copyText("Filled opening text ({title})", "title"),
    allOpenings: copy("Filled opening link to /Career"),
    form: obj("JobFormCopy", { label: "Application form" }),
  },
  /**
   * The application form of an open opening's page (src/components/forms/application-form.tsx).
   * The fields' labels are the contract's (src/contracts/applications.ts), as the function's answers
   * and the e-mail name fields by them. `consent` is also what the function keeps on the record.
   */
  JobFormCopy: {
    label: copy("Name of the form (screen readers, {title})", "title"),
    loading: copy("While the form loads"),
    resumeHint: copy("Under the résumé field"),
    resumeRequired: copy("No résumé attached"),
    resumeType: copy("Résumé of another kind (by its name)"),
    resumeSize: copy("Résumé over 4 MB"),
    consent: copyText("Consent line (kept with each application)"),
    privacyLink: copy("Link to the Privacy Policy"),
    submit: copy("Send button"),
    sending: copy("Send button while sending"),
    success: copyText("Application received"),
    closed: copyText("The opening closed meanwhile"),
    tooLarge: copyText("The server found the résumé too large"),
    wrongType: copyText("The server could not read the résumé's kind"),
    tooMany: copyText("Too many applications from one address"),
    network: copyText("Not sent (network error, {email})", "email"),
  },
  JobSalaryUnits: {
    hour: copy("Per hour"),
    day: copy("Per day"),
    week: copy("Per week"),
    month: copy("Per month"),
    year: copy("Per year"),
  },
  LegalCopy: {
    lastUpdated: copy("Last updated line ({date})", "date"),
    introTitle: copy("Cookie Policy intro title"),
    choicesTitle: copy("Cookie choices title"),
    choicesText: copyText("Cookie choices text"),
    manage: copy("Manage button"),
    viewAll: copy("View all button"),
    typesTitle: copy("Cookie types title"),
    optional: copy("Optional badge"),
    alwaysActive: copy("Always active badge"),
    examples: copy("Examples label"),
    duration: copy("Duration label"),
    canDisable: copy("Can be disabled label"),
    yes: copy("Can be disabled"),
    no: copy("Cannot be disabled"),
    thirdPartyTitle: copy("Third-party services title"),
    thirdPartyText: copyText("Third-party services text"),
    thirdPartyCookies: copy("Cookies label"),
    privacyLink: copy("Privacy policy link"),
    optOutLink: copy("Opt-out link"),
    ofService: copy("After the links (screen readers, {name})", "name"),
    country: copy("Country in the address"),
    email: copy("E-mail label"),
    phone: copy("Phone label"),
  },
};

export const OBJECT_TYPES: Record<string, Fields> = {
  SiteAddress: {
    street: text({ label: "Street" }),
    city: text({ label: "City" }),
    region: text({ label: "State" }),
    postalCode: text({ label: "ZIP code" }),
    country: text({ label: "Country code" }),
  },
  SiteHours: {
    footer: text({ label: "Footer line" }),
    business: text({ label: "Contact page line" }),
    opens: text({ format: "time", label: "Opens (HH:MM)" }),
    closes: text({ format: "time", label: "Closes (HH:MM)" }),
    days: list(text({ oneOf: WEEKDAYS, oneOfName: "days of the week" }), { label: "Open days" }),
    timeZone: text({ label: "Time zone" }),
  },
  SiteSocial: { name: text({ unique: true, label: "Network" }), url: text({ format: "url", label: "Address" }) },
  // How long leads are kept: the Privacy Policy states these figures (the content check holds its text to
  // them) and the scheduled function netlify/functions/leads-retention.ts deletes by them.
  SiteDataRetention: {
    inquiryMonths: int({ min: 1, max: 120, label: "Inquiries are deleted after (months)" }),
    spamDays: int({ min: 1, max: 365, label: "Inquiries marked as spam are deleted after (days)" }),
    applicationMonths: int({ min: 1, max: 120, label: "Job applications and résumés are deleted after (months)" }),
  },
  SiteSeo: {
    description: text({ label: "Default description", multiline: true }),
    keywords: list(text({ label: "Keyword" }), { label: "Keywords" }),
    shareImage: text({
      format: "staticFile",
      label: "Share image (1200×630)",
      cms: { widget: "image", media_folder: "/static/og", public_folder: "/og", choose_url: false },
    }),
    twitterHandle: text({ label: "X (Twitter) handle" }),
  },
  MarketingStat: { value: text({ label: "Figure" }), label: text({ label: "Label" }) },
  MarketingFeature: {
    icon: icon(),
    title: text({ unique: true, label: "Title" }),
    description: text({ label: "Description", multiline: true }),
  },
  MarketingStep: {
    title: text({ unique: true, label: "Title" }),
    description: text({ label: "Description", multiline: true }),
  },
  MarketingCta: { title: text({ label: "Title" }), text: text({ label: "Text", multiline: true }) },
  ServicePageContent: {
    badge: text({ label: "Badge" }),
    description: text({ label: "Hero text", multiline: true }),
    primaryCta: text({ label: "Main button" }),
    secondaryCta: text({ label: "Second button" }),
    stats: list(obj("MarketingStat"), { label: "Figures" }),
    featuresTitle: text({ label: "Features title" }),
    features: list(obj("MarketingFeature"), { label: "Features" }),
    processTitle: text({ label: "Process title" }),
    process: list(obj("MarketingStep"), { label: "Process steps" }),
    resultsTitle: text({ label: "Results title" }),
    results: list(obj("MarketingStat"), { label: "Results" }),
    cta: obj("MarketingCta", { label: "Closing call to action" }),
  },
  MarketingFaqItem: {
    question: text({ unique: true, label: "Question" }),
    answer: text({ label: "Answer", multiline: true }),
  },
  PrivacyTableColumns: {
    name: text({ label: "Name" }),
    category: text({ label: "Category" }),
    storedIn: text({ label: "Stored in" }),
    purpose: text({ label: "Purpose" }),
    duration: text({ label: "Duration" }),
    setBy: text({ label: "Set by" }),
  },
  /** One cookie or storage key the site can set (a `*` at the end of a name stands for any ending). */
  PrivacyStorageKey: {
    name: text({ unique: true, label: "Name (a * at the end matches any ending)" }),
    storedIn: text({ oneOf: STORAGE_KINDS, oneOfName: "storage kinds", label: "Stored in" }),
    category: text({ oneOf: CONSENT_CATEGORIES, oneOfName: "consent categories", label: "Category" }),
    purpose: text({ label: "Purpose", multiline: true }),
    duration: text({ label: "Duration" }),
    setBy: text({ label: "Set by" }),
    /** Set by an optional tracker (src/contracts/trackers.ts): listed only when that tracker is on. */
    provider: optional(
      text({
        oneOf: TRACKER_IDS,
        oneOfName: "trackers",
        label: "Set by an optional tracker (listed only when it is configured)",
      }),
    ),
  },
  /** The banner shown when a tracker is configured (src/components/privacy/consent-banner.tsx). */
  PrivacyBanner: {
    label: text({ label: "Name of the banner (read by screen readers)" }),
    text: text({ label: "Text" }),
    choose: text({ label: "Button that opens the choices" }),
  },
  TeamSocial: {
    linkedin: text({ format: "url", label: "LinkedIn" }),
    twitter: text({ format: "url", label: "X (Twitter)" }),
    // No pattern in the CMS (the content check still refuses a malformed address).
    email: text({ format: "email", label: "E-mail", cms: { pattern: null } }),
  },
  // ---- Frame and non-marketing page copy (content/frame.json, content/page-copy.json).
  // Texts may hold {placeholders} filled by the page (src/lib/template.ts), e.g. {replyTime}.
  ...COPY_OBJECT_TYPES,
  // Job openings (content/jobs.json): the office of an on-site or hybrid opening, a published salary.
  JobOffice: {
    street: optional(text({ label: "Street address" })),
    city: text({ label: "City" }),
    region: optional(text({ label: "State or region" })),
    postalCode: optional(text({ label: "Postal code" })),
    /** ISO 3166-1 alpha-2 (IN, US): Google's addressCountry. */
    country: text({
      label: "Country code (IN, US)",
      cms: { pattern: ["^[A-Z]{2}$", "Two capital letters, like IN or US"] },
    }),
  },
  JobSalary: {
    /** ISO 4217 (INR, USD). */
    currency: text({
      label: "Currency code (INR, USD)",
      cms: { pattern: ["^[A-Z]{3}$", "Three capital letters, like INR or USD"] },
    }),
    min: int({ min: 1, label: "From" }),
    max: optional(int({ min: 1, label: "To (empty for a single figure)" })),
    unit: text({ oneOf: SALARY_UNITS, oneOfName: "pay periods", label: "Per", cms: { default: "year" } }),
  },
  // Case studies (content/case-studies/): a result figure, and the labels of their pages and links.
  CaseStudyResult: {
    value: text({ label: "Figure (70%, 4.8, 1.9 s)" }),
    label: text({ unique: true, label: "Label" }),
  },
  MarketingCaseStudies: {
    section: text({ label: "Section name (breadcrumb)" }),
    tileLink: text({ label: "Link to a case study (/our-work and service pages)" }),
    clientLabel: text({ label: "Label: client" }),
    industryLabel: text({ label: "Label: industry" }),
    servicesLabel: text({ label: "Label: services" }),
    liveSiteLabel: text({ label: "Label: live site" }),
    challengeTitle: text({ label: "Heading: challenge" }),
    solutionTitle: text({ label: "Heading: solution" }),
    resultsTitle: text({ label: "Heading: results" }),
    storyTitle: text({ label: "Heading: the story (the case study's body)" }),
    serviceListTitle: text({ label: "Heading: case studies on a service page" }),
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
      skipLink: text({ label: "Skip link (keyboard users)" }),
      nav: obj("FrameNav", { label: "Main navigation" }),
      footer: obj("FrameFooter", { label: "Footer" }),
      dialog: obj("FrameDialog", { label: "Get Started dialog" }),
      pagination: obj("FramePagination", { label: "Page buttons" }),
      cards: obj("FrameCards", { label: "Cards and links" }),
    },
  },
  {
    file: "page-copy.json",
    type: "PageCopyJson",
    shape: "object",
    entry: "page texts",
    fields: {
      notFound: obj("NotFoundCopy", { label: "Page not found (404)" }),
      news: obj("NewsCopy", { label: "News page" }),
      blog: obj("BlogCopy", { label: "Blog page" }),
      blogPost: obj("BlogPostCopy", { label: "Articles" }),
      career: obj("CareerCopy", { label: "Careers page" }),
      job: obj("JobCopy", { label: "Job opening pages (/Career/…)" }),
      legal: obj("LegalCopy", { label: "Legal pages (Cookie Policy cards, contact block)" }),
      service: obj("ServiceCopy", { label: "Service pages (the words around each service)" }),
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
      brand: text({ label: "Brand name" }),
      legalName: text({ label: "Legal name" }),
      tagline: text({ label: "Tagline" }),
      siteUrl: text({
        format: "url",
        label: "Site address (https://…, no trailing slash)",
        cms: { pattern: ["^https://[^/]+$", "An https:// address without a trailing slash"] },
      }),
      email: text({ format: "email", label: "E-mail" }),
      /** Where job applications are sent (POST /api/apply). */
      hiringEmail: text({ format: "email", label: "Hiring e-mail (receives job applications)" }),
      phone: text({ label: "Phone" }),
      whatsapp: text({
        label: "WhatsApp number (digits only, with country code)",
        cms: { pattern: ["^[0-9]+$", "Digits only"] },
      }),
      whatsappGreeting: text({ label: "WhatsApp greeting", multiline: true }),
      address: obj("SiteAddress", { label: "Address" }),
      hours: obj("SiteHours", { label: "Opening hours" }),
      replyTime: text({ label: "Reply time (e.g. 24 hours)" }),
      social: list(obj("SiteSocial"), { label: "Social links" }),
      seo: obj("SiteSeo", { label: "Search engines and sharing" }),
      dataRetention: obj("SiteDataRetention", {
        label: "How long we keep inquiries and job applications (the Privacy Policy must say the same)",
      }),
    },
  },
  {
    file: "services.json",
    type: "ServicesJson",
    shape: "list",
    entry: "service",
    fields: {
      slug: text({ format: "slug", unique: true, label: "Address (/services/…)" }),
      title: text({ unique: true, label: "Title" }),
      order: int({ unique: true, min: 1, label: "Position" }),
      summary: text({ label: "Card summary", multiline: true }),
      icon: icon(),
      description: text({ label: "Description", multiline: true }),
      features: list(text({ label: "Feature" }), { label: "Card features" }),
      price: text({ label: "Price (e.g. $499/month)" }),
      page: obj("ServicePageContent", { label: "Service page", cms: { collapsed: true } }),
    },
  },
  {
    file: "technologies.json",
    type: "TechnologiesJson",
    shape: "list",
    entry: "technology",
    fields: {
      name: text({ unique: true, label: "Name" }),
      order: int({ unique: true, min: 1, label: "Position" }),
      description: text({ label: "Description", multiline: true }),
      why: list(text({ label: "Reason" }), { label: "Why we use it" }),
      projects: list(text({ label: "Project" }), { label: "Example projects" }),
    },
  },
  {
    file: "marketing.json",
    type: "MarketingJson",
    shape: "object",
    entry: "page content",
    fields: {
      caseStudies: obj("MarketingCaseStudies", { label: "Case studies (labels)" }),
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
      title: text({ unique: true, label: "Job title" }),
      location: text({ label: "Location (as the card shows it)" }),
      type: text({ oneOf: EMPLOYMENT_TYPE_NAMES, oneOfName: "employment types", label: "Type" }),
      slug: text({
        format: "slug",
        unique: true,
        label: "Address (/Career/…): never change it once published, job boards link to it",
      }),
      workplace: text({
        oneOf: WORKPLACES,
        oneOfName: "work arrangements",
        label: "Work arrangement",
        cms: { default: "On site" },
      }),
      summary: text({ label: "Summary (card and search results)", multiline: true }),
      about: text({ label: "About the role (paragraphs separated by a blank line)", multiline: true }),
      responsibilities: list(text({ label: "Responsibility", cms: { name: "item" } }), { label: "What you will do" }),
      requirements: list(text({ label: "Requirement", cms: { name: "item" } }), { label: "What you bring" }),
      niceToHave: optional(list(text({ label: "Nice to have" }), { label: "Nice to have" })),
      process: list(obj("MarketingStep"), {
        label: "How we hire",
        cms: { label_singular: "Step", fields: { title: { label: "Step" }, description: { label: "What happens" } } },
      }),
      office: optional(obj("JobOffice", { label: "Office (for on-site and hybrid openings)" })),
      remoteCountries: optional(
        list(text({ label: "Country (India)", cms: { name: "country" } }), {
          label: "Remote openings only: countries applicants may work from",
        }),
      ),
      salary: optional(obj("JobSalary", { label: "Salary (leave empty to publish none)" })),
      datePosted: date({ label: "Date posted" }),
      closes: date({ label: "Applications close (last day)" }),
      closed: optional(bool({ label: "Position filled (closes it now)" })),
    },
  },
  {
    file: "portfolio.json",
    type: "PortfolioJson",
    shape: "list",
    entry: "project",
    fields: {
      src: image({
        label: "Screenshot",
        cms: { media_folder: "/content/images/portfolio", public_folder: "images/portfolio" },
      }),
      alt: text({ label: "Client name (image description)" }),
      url: text({ format: "url", unique: true, label: "Site address" }),
      category: text({ label: "Category" }),
    },
  },
  {
    file: "clients.json",
    type: "ClientsJson",
    shape: "list",
    entry: "client",
    fields: {
      name: text({ unique: true, label: "Name" }),
      image: image({
        label: "Logo",
        cms: { media_folder: "/content/images/clients", public_folder: "images/clients" },
      }),
    },
  },
  {
    file: "testimonials.json",
    type: "TestimonialsJson",
    shape: "list",
    entry: "testimonial",
    fields: {
      name: text({ unique: true, label: "Name" }),
      company: text({ label: "Company and city" }),
      content: text({ label: "Quote", multiline: true }),
      rating: int({ min: 1, max: 5, label: "Stars (1–5)" }),
    },
  },
  {
    file: "team.json",
    type: "TeamJson",
    shape: "list",
    entry: "team member",
    fields: {
      name: text({ unique: true, label: "Name" }),
      role: text({ label: "Role" }),
      image: image({ label: "Portrait", cms: { media_folder: "/content/images/team", public_folder: "images/team" } }),
      bio: text({ label: "Short bio", multiline: true }),
      social: obj("TeamSocial", { label: "Links" }),
    },
  },
  {
    file: "cookies.json",
    type: "CookiesJson",
    shape: "list",
    entry: "cookie type",
    fields: {
      category: text({
        oneOf: CONSENT_CATEGORIES,
        oneOfName: "consent categories",
        unique: true,
        label: "Consent category",
      }),
      name: text({ unique: true, label: "Name" }),
      purpose: text({ label: "Purpose" }),
      description: text({ label: "Description", multiline: true }),
      examples: list(text({ label: "Example" }), { label: "Examples" }),
      duration: text({ label: "Duration" }),
      canDisable: bool({ label: "Visitors can turn these off", cms: { default: true } }),
    },
  },
  {
    file: "privacy-choices.json",
    type: "PrivacyChoicesJson",
    shape: "object",
    entry: "privacy choices",
    fields: {
      footerLink: text({ label: "Footer link" }),
      title: text({ label: "Dialog title" }),
      intro: text({ label: "Introduction", multiline: true }),
      alwaysOn: text({ label: "Label of essential cookies" }),
      gpcNotice: text({ label: "Notice when the browser sends Global Privacy Control", multiline: true }),
      acceptAll: text({ label: "Accept all button" }),
      rejectAll: text({ label: "Reject all button" }),
      save: text({ label: "Save button" }),
      saved: text({ label: "Message after saving", multiline: true }),
      close: text({ label: "Close button (read by screen readers)" }),
      tableButton: text({ label: "Button that shows the cookie table" }),
      tableCaption: text({ label: "Caption of the cookie table" }),
      banner: obj("PrivacyBanner", {
        label: "Cookie banner (only when Google Analytics or the Meta Pixel is configured)",
      }),
      columns: obj("PrivacyTableColumns", { label: "Column headings of the cookie table" }),
      // Every cookie and storage key the site can set: `npm run content:check` refuses a first-party name the code never uses.
      storage: list(obj("PrivacyStorageKey"), {
        label: "Cookies and storage keys",
        cms: { label_singular: "Cookie or storage key" },
      }),
    },
  },
  {
    file: "third-party-services.json",
    type: "ThirdPartyServicesJson",
    shape: "list",
    entry: "third-party service",
    fields: {
      name: text({ unique: true, label: "Name" }),
      purpose: text({ label: "Purpose" }),
      cookies: list(text({ label: "Cookie" }), { label: "Cookie names" }),
      privacyUrl: text({ format: "url", label: "Privacy policy address" }),
      optOutUrl: text({ format: "url", label: "Opt-out address" }),
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
      title: text({ label: "Title" }),
      slug: text({ format: "slug", unique: true, label: "Address (/blog/…; also the folder name)" }),
      date: date({ label: "Date" }),
      excerpt: text({ label: "Excerpt (card and description)", multiline: true }),
      hero: image({ label: "Hero image (1120×630 or larger)" }),
      heroAlt: text({ label: "Hero image description" }),
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
      title: text({ label: "Title" }),
      slug: text({ format: "slug", unique: true, label: "Address (/our-work/…; also the folder name)" }),
      date: date({ label: "Date" }),
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
      hero: image({ label: "Hero image (1120×630 or larger)" }),
      heroAlt: text({ label: "Hero image description" }),
    },
  },
};

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
    picker: {
      collection: "services",
      file: "services",
      value_field: "items.*.slug",
      search_fields: ["items.*.title"],
      display_fields: ["items.*.title"],
    },
  },
  // Referenced by the name of the person quoted; `key` is how messages call the value (default "slug").
  testimonials: {
    type: "TestimonialsJson",
    by: "name",
    entry: "testimonial",
    key: "name",
    picker: {
      collection: "testimonials",
      file: "testimonials",
      value_field: "items.*.name",
      search_fields: ["items.*.name", "items.*.company"],
      display_fields: ["items.*.name", "items.*.company"],
    },
  },
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
  PageAction: {
    label: text({ label: "Label" }),
    to: optional(text({ format: "link", label: "Link (a path like /contact)" })),
  },
  SectionCard: {
    icon: icon(),
    title: text({ unique: true, label: "Title" }),
    description: text({ label: "Description", multiline: true }),
    features: optional(list(text({ label: "Feature" }), { label: "Features" })),
  },
  SectionPanel: {
    title: text({ label: "Title" }),
    period: text({ label: "Period" }),
    metrics: list(obj("MarketingStat"), { label: "Metrics" }),
    bars: list(int({ min: 0, max: 100, label: "Height", cms: { name: "bar" } }), { label: "Bar heights (0–100)" }),
    caption: text({ label: "Caption", multiline: true }),
  },
  /** A short titled statement, such as the mission or the vision. */
  SectionStatement: { title: text({ unique: true, label: "Title" }), text: text({ label: "Text", multiline: true }) },
};

export interface SectionType {
  /** What editors see in the CMS's "Add section" menu. */
  label: string;
  fields: Fields;
  /** The CMS's options for the section's widget (as a field's `cms`). */
  cms?: CmsOptions;
}

const eyebrow = (o: Opts<"string"> = {}) => optional(text({ label: "Small heading above", ...o }));
const action = (o: Opts<"object"> = {}) =>
  optional(obj("PageAction", { label: "Button below (no link = opens the Get Started form)", ...o }));
const actions = (o: Opts<"list"> = {}) =>
  optional(
    list(obj("PageAction"), {
      label: "Buttons (no link = opens the Get Started form)",
      ...o,
    }),
  );
/** The section's anchor (its id, for links like /about#team); without one it comes from the title. */
const anchor = (o: Opts<"string"> = {}) =>
  optional(
    text({ format: "slug", label: "Anchor (for links like /about#team; lower-case words joined by hyphens)", ...o }),
  );

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
    fields: {
      title: text({ label: "Heading" }),
      subtitle: optional(text({ label: "Subtitle", multiline: true })),
      typed: optional(bool({ label: "Type the subtitle out" })),
      actions: actions(),
    },
  },
  pageHero: {
    label: "Page hero (heading, lead, buttons and figures)",
    fields: {
      eyebrow: eyebrow(),
      title: text({ label: "Heading" }),
      lead: text({ label: "Lead", multiline: true }),
      actions: actions(),
      figures: optional(list(obj("MarketingStat"), { label: "Figures (counted up)" })),
      /** Names the figures for screen readers ("At a glance"). */
      figuresLabel: optional(text({ label: "Name of the figures (screen readers)" })),
      /** With a label, a button opening a WhatsApp chat (Site settings' number and greeting). */
      whatsappLabel: optional(text({ label: "WhatsApp chat button label" })),
    },
  },
  spotlight: {
    label: "Spotlight (text, figures and a results card)",
    fields: {
      eyebrow: eyebrow(),
      title: text({ label: "Heading" }),
      text: text({ label: "Text", multiline: true }),
      points: list(text({ label: "Point" }), { label: "Points" }),
      counters: list(obj("MarketingStat"), { label: "Counters" }),
      actions: actions(),
      panel: obj("SectionPanel", { label: "Results card" }),
    },
  },
  cards: {
    label: "Card grid",
    fields: {
      anchor: anchor(),
      eyebrow: eyebrow(),
      title: text({ label: "Heading" }),
      intro: optional(text({ label: "Introduction", multiline: true })),
      cards: list(obj("SectionCard"), { label: "Cards" }),
      action: action(),
    },
  },
  stats: {
    label: "Stats band (counted up)",
    fields: {
      title: text({ label: "Heading (read by screen readers)" }),
      stats: list(obj("MarketingStat"), { label: "Figures" }),
    },
  },
  steps: {
    label: "Process steps",
    fields: {
      eyebrow: eyebrow(),
      title: text({ label: "Heading" }),
      intro: optional(text({ label: "Introduction", multiline: true })),
      steps: list(obj("MarketingStep"), { label: "Steps" }),
    },
  },
  text: {
    label: "Text (heading and paragraphs)",
    fields: {
      anchor: anchor(),
      eyebrow: eyebrow(),
      title: text({ label: "Heading" }),
      paragraphs: list(text({ label: "Paragraph", multiline: true }), { label: "Paragraphs" }),
      facts: optional(list(obj("MarketingStat"), { label: "Key facts (beside the text)" })),
      action: action(),
    },
  },
  statements: {
    label: "Statements (e.g. mission and vision)",
    fields: {
      anchor: anchor(),
      eyebrow: eyebrow(),
      title: text({ label: "Heading" }),
      statements: list(obj("SectionStatement"), { label: "Statements (the first on a dark card)" }),
    },
  },
  team: {
    label: "Team (from the Team list)",
    fields: {
      anchor: anchor(),
      eyebrow: eyebrow(),
      title: text({ label: "Heading" }),
      portraitAlt: text({ placeholders: ["name"], label: "Portrait description (screen readers, {name})" }),
      linkedinLabel: text({ label: "LinkedIn link label" }),
      twitterLabel: text({ label: "X / Twitter link label" }),
      emailLabel: text({ label: "Email link label" }),
    },
  },
  logos: { label: "Client logo strip", fields: { title: text({ label: "Heading" }) } },
  projects: {
    label: "Project tiles (from the portfolio)",
    fields: {
      eyebrow: eyebrow(),
      title: text({ label: "Heading" }),
      intro: optional(text({ label: "Introduction", multiline: true })),
      count: int({ min: 1, max: 10, label: "Number of projects" }),
      action: action(),
    },
  },
  posts: {
    label: "Featured blog posts",
    fields: {
      eyebrow: eyebrow(),
      title: text({ label: "Heading" }),
      posts: list(ref("blog"), { label: "Articles" }),
      action: action(),
    },
  },
  testimonials: { label: "Testimonials", fields: { eyebrow: eyebrow(), title: text({ label: "Heading" }) } },
  faq: {
    label: "FAQ",
    fields: {
      anchor: anchor(),
      eyebrow: eyebrow(),
      title: text({ label: "Heading" }),
      questions: list(obj("MarketingFaqItem"), { label: "Questions" }),
    },
  },
  cta: {
    label: "Call to action",
    fields: {
      title: text({ label: "Heading" }),
      text: text({
        placeholders: ["replyTime"],
        label: "Text",
        hint: "{replyTime} becomes the reply time of Site settings.",
        multiline: true,
      }),
      actions: actions(),
    },
  },
  heroCard: {
    label: "Page hero with a figures card",
    fields: {
      eyebrow: eyebrow(),
      title: text({ label: "Heading" }),
      lead: text({ label: "Lead", multiline: true }),
      actions: actions(),
      cardTitle: text({ label: "Card heading" }),
      figures: optional(list(obj("MarketingStat"), { label: "Figures (in the card)" })),
    },
  },
  services: {
    label: "Service cards (every service, with its price and page)",
    fields: {
      anchor: anchor(),
      eyebrow: eyebrow(),
      title: text({ label: "Heading" }),
      intro: optional(text({ label: "Introduction", multiline: true })),
      priceLabel: text({ label: "Price label (e.g. Starting at)" }),
      moreLabel: text({ label: "Link label (to the service's page)" }),
      /** Read after the link label by screen readers only ("about {title}"). */
      moreNote: text({ placeholders: ["title"], label: "Link note (screen readers, {title})" }),
    },
  },
  technologies: {
    label: "Technology tabs (from the Technologies list)",
    fields: {
      anchor: anchor(),
      eyebrow: eyebrow(),
      title: text({ label: "Heading" }),
      intro: optional(text({ label: "Introduction", multiline: true })),
      tabsLabel: text({ label: "Name of the tabs (screen readers)" }),
    },
  },
  benefits: {
    label: "Benefits (icon list)",
    fields: {
      anchor: anchor(),
      eyebrow: eyebrow(),
      title: text({ label: "Heading" }),
      intro: optional(text({ label: "Introduction", multiline: true })),
      benefits: list(obj("MarketingFeature"), { label: "Benefits" }),
    },
  },
  work: {
    label: "Work (every site of the portfolio, with its case study)",
    fields: {
      anchor: anchor(),
      title: text({ placeholders: ["count"], label: "Heading ({count}: the number of sites)" }),
      caseStudyLink: text({ label: "Case study link label" }),
    },
  },
  contactForm: { label: "Contact form", fields: { anchor: anchor(), title: text({ label: "Heading" }) } },
  office: {
    label: "Office (map placeholder and contact cards from Site settings)",
    fields: {
      anchor: anchor(),
      title: text({ label: "Heading" }),
      intro: optional(text({ label: "Introduction", multiline: true })),
      mapTitle: text({ label: "Map placeholder title" }),
      mapNote: text({ label: "Map placeholder note" }),
      /** The placeholder's name for screen readers. */
      mapLabel: text({ placeholders: ["street", "city"], label: "Map description (screen readers, {street} {city})" }),
      emailLabel: text({ label: "E-mail card title" }),
      phoneLabel: text({ label: "Phone card title" }),
      addressLabel: text({ label: "Address card title" }),
      hoursLabel: text({ label: "Hours card title" }),
    },
  },
  help: {
    label: "Help card (call and WhatsApp chat buttons)",
    fields: {
      anchor: anchor(),
      title: text({ label: "Heading" }),
      text: text({ label: "Text", multiline: true }),
      callLabel: text({ label: "Call button label" }),
      chatLabel: text({ label: "Chat button label" }),
      /** Read after the chat label by screen readers only (" on WhatsApp (opens in a new tab)"). */
      chatNote: text({ label: "Chat button note (screen readers, e.g. on WhatsApp (opens in a new tab))" }),
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
  // Every type, for a page that mixes families; outside src/ so Gatsby reads its query only when a page uses it.
  { template: "templates-on-demand/any-page.tsx", types: Object.keys(SECTION_TYPES) },
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
    path: text({ format: "pagePath", unique: true, label: "Path (like /free-website-audit)" }),
    title: text({ label: "Page name (browser tab and share card)" }),
    description: text({ label: "Description (search results and sharing)", multiline: true }),
    noindex: optional(bool({ label: "Hide from search engines and the sitemap" })),
    sections: sections({ label: "Sections", cms: { label_singular: "Section" } }),
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
