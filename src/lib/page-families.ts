/**
 * Page families: a template per family, whose registry (src/sections/) imports only its section
 * types, so a page ships the code of the sections its family uses and no other (webpack gives each
 * template a chunk of its own). The build gives a page the first family whose types include all of
 * its sections, and a page no family holds the any-page template, which has every type
 * (gatsby/pages.ts SECTION_FAMILIES, pageTemplateFile), so an editor may mix any types.
 * src/sections/index.test.tsx holds each registry to its family. docs/decisions/sections.md
 *
 * Plain data without React, so the build can read it (the templates are the site's; the section
 * types are the content model's, gatsby/content-model/sections.ts).
 */
export interface PageFamily {
  template: string;
  types: readonly string[];
}

export const PAGE_FAMILIES: readonly PageFamily[] = [
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
    // The Contact page: only its own types (the weight of the others there: docs/decisions/sections.md).
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
];

/** Every section type, for a page that mixes families; outside src/ so Gatsby reads its query only when a page uses it. */
export const ANY_PAGE_TEMPLATE = "templates-on-demand/any-page.tsx";
