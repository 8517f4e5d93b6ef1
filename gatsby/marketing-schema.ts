/**
 * GraphQL types for the marketing content under content/: every field the pages read is declared
 * (`@dontInfer`), required fields end in `!`, images are Files resolved relative to the JSON file.
 * Type names follow the file names (technologies.json -> TechnologiesJson).
 */
export const marketingTypeDefs = /* GraphQL */ `
  type MarketingStat {
    value: String!
    label: String!
  }
  type MarketingFeature {
    icon: String!
    title: String!
    description: String!
  }
  type MarketingStep {
    title: String!
    description: String!
  }
  type MarketingCta {
    title: String!
    text: String!
  }
  type ServicePageContent {
    badge: String!
    description: String!
    primaryCta: String!
    secondaryCta: String!
    stats: [MarketingStat!]!
    featuresTitle: String!
    features: [MarketingFeature!]!
    processTitle: String!
    process: [MarketingStep!]!
    resultsTitle: String!
    results: [MarketingStat!]!
    cta: MarketingCta!
  }
  type TechnologiesJson implements Node @dontInfer {
    name: String!
    order: Int!
    description: String!
    why: [String!]!
    projects: [String!]!
  }
`;

/** content/marketing.json: the short lists of the marketing pages (stats, benefits, values). */
export const marketingPagesTypeDefs = /* GraphQL */ `
  type MarketingJson implements Node @dontInfer {
    services: MarketingServicesPage!
    home: MarketingHomePage!
    about: MarketingAboutPage!
    contact: MarketingContactPage!
  }
  type MarketingContactPage {
    lead: String!
    whatsappLabel: String!
    stats: [MarketingStat!]!
    office: MarketingCta!
    help: MarketingCta!
    faq: [MarketingFaqItem!]!
  }
  type MarketingFaqItem {
    question: String!
    answer: String!
  }
  type MarketingHomePage {
    subtitle: String!
    ai: MarketingHomeAi!
    overview: [MarketingOverviewItem!]!
    stats: [MarketingStat!]!
  }
  type MarketingHomeAi {
    title: String!
    text: String!
    points: [String!]!
    counters: [MarketingStat!]!
    campaign: MarketingCampaign!
  }
  type MarketingCampaign {
    title: String!
    period: String!
    metrics: [MarketingStat!]!
    bars: [Int!]!
  }
  type MarketingOverviewItem {
    icon: String!
    title: String!
    description: String!
    features: [String!]!
  }
  type MarketingAboutPage {
    lead: String!
    stats: [MarketingStat!]!
    overview: MarketingAboutOverview!
    values: [MarketingFeature!]!
    mission: String!
    vision: String!
  }
  type MarketingAboutOverview {
    title: String!
    paragraphs: [String!]!
    facts: [MarketingStat!]!
  }
  type MarketingServicesPage {
    lead: String!
    why: [MarketingStat!]!
    benefits: [MarketingFeature!]!
  }
`;

/** content/jobs.json: the openings on /Career, in file order. */
export const jobTypeDefs = /* GraphQL */ `
  type JobsJson implements Node @dontInfer {
    title: String!
    location: String!
    type: String!
    summary: String!
  }
`;

/** content/portfolio.json: client sites on /our-work (and the first three on the home page). */
export const portfolioTypeDefs = /* GraphQL */ `
  type PortfolioJson implements Node @dontInfer {
    src: File! @fileByRelativePath
    alt: String!
    url: String!
    category: String!
  }
`;

/** content/clients.json, testimonials.json and team.json. */
export const peopleTypeDefs = /* GraphQL */ `
  type ClientsJson implements Node @dontInfer {
    name: String!
    image: File! @fileByRelativePath
  }
  type TestimonialsJson implements Node @dontInfer {
    name: String!
    company: String!
    content: String!
    rating: Int!
  }
  type TeamJson implements Node @dontInfer {
    name: String!
    role: String!
    image: File! @fileByRelativePath
    bio: String!
    social: TeamSocial!
  }
  type TeamSocial {
    linkedin: String!
    twitter: String!
    email: String!
  }
`;

/** content/cookies.json and content/third-party-services.json, shown on /CookiePolicy. */
export const cookieTypeDefs = /* GraphQL */ `
  type CookiesJson implements Node @dontInfer {
    name: String!
    purpose: String!
    description: String!
    examples: [String!]!
    duration: String!
    canDisable: Boolean!
  }
  type ThirdPartyServicesJson implements Node @dontInfer {
    name: String!
    purpose: String!
    cookies: [String!]!
    privacyUrl: String!
    optOutUrl: String!
  }
`;
