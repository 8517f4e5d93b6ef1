/** The JSON files under content/ (gatsby-transformer-json): one node type each. */
import { EMPLOYMENT_TYPE_NAMES, WORKPLACES } from "../../src/lib/jobs.ts";
import { CONSENT_CATEGORIES, bool, date, icon, image, int, list, obj, optional, text, type Fields } from "./fields.ts";

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
      search: obj("FrameSearch", { label: "Site search" }),
      pagination: obj("FramePagination", { label: "Page buttons" }),
      cards: obj("FrameCards", { label: "Cards and links" }),
      subscribe: obj("FrameSubscribe", { label: "Sign-up forms (blog, careers, footer)" }),
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
      topic: obj("TopicCopy", { label: "Topic pages (/blog/topic/…)" }),
      author: obj("AuthorCopy", { label: "Author pages (/blog/author/…)" }),
      career: obj("CareerCopy", { label: "Careers page" }),
      job: obj("JobCopy", { label: "Job opening pages (/Career/…)" }),
      legal: obj("LegalCopy", { label: "Legal pages (Cookie Policy cards, contact block)" }),
      service: obj("ServiceCopy", { label: "Service pages (the words around each service)" }),
      subscription: obj("SubscriptionCopy", { label: "Subscription preferences page (/subscription)" }),
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
      topicIntro: text({ label: "Introduction of its topic page (/blog/topic/…)", multiline: true }),
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
    file: "case-study-labels.json",
    type: "CaseStudyLabelsJson",
    shape: "object",
    entry: "page content",
    fields: {
      caseStudies: obj("CaseStudyLabels", { label: "Case studies (labels)" }),
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
      // Articles and case studies name their authors by it; the author page is /blog/author/<slug>.
      slug: text({ format: "slug", unique: true, label: "Address (/blog/author/…; never change it once published)" }),
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
