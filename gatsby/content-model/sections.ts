/**
 * Pages built from sections (docs/decisions/sections.md): content/pages/<name>.json, one page
 * each at its `path`, rendered by its family's template (gatsby/pages.ts) from its ordered list of
 * typed sections.
 */
import { OBJECT_TYPES } from "./object-types.ts";
import {
  bool,
  icon,
  int,
  list,
  obj,
  optional,
  ref,
  sections,
  text,
  type CmsOptions,
  type Fields,
  type Opts,
} from "./fields.ts";

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
