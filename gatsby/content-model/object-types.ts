/**
 * Nested object types (GraphQL object types without a node of their own) of the JSON sources and
 * the MDX collections; the frame's and pages' copy (copy-types.ts) among them.
 */
import { SALARY_UNITS } from "../../src/lib/jobs.ts";
import { COPY_OBJECT_TYPES } from "./copy-types.ts";
import {
  CONSENT_CATEGORIES,
  STORAGE_KINDS,
  TRACKER_IDS,
  WEEKDAYS,
  icon,
  int,
  list,
  obj,
  optional,
  text,
  type Fields,
} from "./fields.ts";

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
    linkedin: text({ format: "https", label: "LinkedIn (https://…)" }),
    twitter: text({ format: "https", label: "X (Twitter) (https://…)" }),
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
  CaseStudyLabels: {
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
