/** GraphQL types for content/site.json: the one source of brand, contact and SEO defaults. */
export const siteTypeDefs = /* GraphQL */ `
  type SiteJson implements Node @dontInfer {
    brand: String!
    legalName: String!
    tagline: String!
    siteUrl: String!
    email: String!
    phone: String!
    whatsapp: String!
    whatsappGreeting: String!
    address: SiteAddress!
    hours: SiteHours!
    replyTime: String!
    social: [SiteSocial!]!
    seo: SiteSeo!
  }
  type SiteAddress {
    street: String!
    city: String!
    region: String!
    postalCode: String!
    country: String!
  }
  type SiteHours {
    footer: String!
    business: String!
    opens: String!
    closes: String!
    days: [String!]!
    timeZone: String!
  }
  type SiteSocial {
    name: String!
    url: String!
  }
  type SiteSeo {
    description: String!
    keywords: [String!]!
    shareImage: String!
    twitterHandle: String!
  }
`;

/** content/services.json: one entry per service; the service pages are made from these nodes. */
export const serviceTypeDefs = /* GraphQL */ `
  type ServicesJson implements Node @dontInfer {
    slug: String!
    title: String!
    order: Int!
    summary: String!
    icon: String!
    description: String!
    features: [String!]!
    price: String!
    page: ServicePageContent!
  }
`;

/**
 * MDX nodes: blog articles under content/blog/<slug>/index.mdx. Frontmatter fields are declared
 * so that queries never depend on inference; blog-specific requirements are checked in
 * createPages (see gatsby/blog.ts), which fails the build naming the file and field.
 */
export const mdxTypeDefs = /* GraphQL */ `
  type Mdx implements Node {
    frontmatter: MdxFrontmatter!
    fields: MdxFields
  }
  type MdxFrontmatter {
    title: String!
    slug: String
    date: Date @dateformat
    excerpt: String
    hero: File @fileByRelativePath
    heroAlt: String
    listed: Boolean
    order: Int
    badge: String
    lastUpdated: String
    lead: String
    intro: String
    contactHeading: String
    contactText: String
  }
  type MdxFields {
    readingMinutes: Int
    wordCount: Int
    collection: String
  }
`;
