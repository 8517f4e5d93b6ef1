/**
 * JSON-LD builders. Their return types come from `schema-dts` (types only, nothing ships), so
 * `tsc` rejects a misspelt or misplaced schema.org property. tests/e2e/seo.spec.ts checks the
 * built pages for what Google's rich results need.
 */
import type {
  Article,
  BlogPosting,
  BreadcrumbList,
  DayOfWeek,
  Graph,
  ListItem,
  Offer,
  Organization,
  Person,
  ProfessionalService,
  Service,
  UnitPriceSpecification,
  WithContext,
} from "schema-dts";
import { MAIN_NAV, normalizePath, type NavLabels } from "./navigation";
import { shareImagePath } from "./share-image";

export interface SiteFacts {
  brand: string;
  legalName: string;
  siteUrl: string;
  email: string;
  phone: string;
  social: readonly { url: string }[];
  address: { street: string; city: string; region: string; postalCode: string; country: string };
  hours: { opens: string; closes: string; days: readonly string[] };
  seo: { shareImage: string };
}

export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${siteUrl.replace(/\/$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}

/** The @id of the agency's Organization node; other nodes point at it (provider, publisher). */
export const organizationId = (siteUrl: string) => `${absoluteUrl(siteUrl, "/")}#organization`;

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** "Monday" -> "https://schema.org/Monday"; anything else stops the build. */
export function dayOfWeek(day: string): DayOfWeek {
  const known = DAYS.find((d) => d === day);
  if (!known) throw new Error(`"${day}" is not a day of the week (content/site.json hours.days)`);
  return `https://schema.org/${known}`;
}

/** Organization and ProfessionalService (name, contact, address, hours): on every page. */
export function organizationJsonLd(site: SiteFacts): Graph {
  const org = organizationId(site.siteUrl);
  const organization: Organization = {
    "@type": "Organization",
    "@id": org,
    name: site.brand,
    legalName: site.legalName,
    url: site.siteUrl,
    logo: absoluteUrl(site.siteUrl, "/icons/icon-512.png"),
    email: site.email,
    telephone: site.phone,
    sameAs: site.social.map((s) => s.url),
  };
  const business: ProfessionalService = {
    "@type": "ProfessionalService",
    "@id": `${absoluteUrl(site.siteUrl, "/")}#business`,
    name: site.brand,
    parentOrganization: { "@id": org },
    url: site.siteUrl,
    image: absoluteUrl(site.siteUrl, site.seo.shareImage),
    email: site.email,
    telephone: site.phone,
    priceRange: "$$",
    areaServed: { "@type": "Country", name: "United States" },
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: site.hours.days.map(dayOfWeek),
        opens: site.hours.opens,
        closes: site.hours.closes,
      },
    ],
  };
  return { "@context": "https://schema.org", "@graph": [organization, business] };
}

export interface StartingPrice {
  amount: number;
  /** Set for recurring prices ("$299/month"). */
  per?: "month";
}

/** "$499/month" -> { amount: 499, per: "month" }, "$1,999" -> { amount: 1999 }. */
export function parseStartingPrice(price: string): StartingPrice {
  const m = /^\s*\$\s*([\d,]+(?:\.\d+)?)\s*(?:\/\s*(month|mo))?\s*$/i.exec(price);
  if (!m?.[1]) throw new Error(`Price "${price}" is not of the form "$1,999" or "$299/month"`);
  return { amount: Number(m[1].replace(/,/g, "")), ...(m[2] ? { per: "month" as const } : {}) };
}

/**
 * The offer of a service: its displayed price is a starting price, so the price specification
 * carries it as `minPrice` (a monthly one as a unit price per month, UN/CEFACT code MON).
 */
export function serviceOffer(price: string, url: string): Offer {
  const { amount, per } = parseStartingPrice(price);
  const spec: UnitPriceSpecification = {
    "@type": "UnitPriceSpecification",
    price: amount,
    minPrice: amount,
    priceCurrency: "USD",
    ...(per === "month" ? { unitCode: "MON", unitText: "month" } : {}),
  };
  return { "@type": "Offer", url, price: amount, priceCurrency: "USD", priceSpecification: spec };
}

export interface ServiceFacts {
  title: string;
  description: string;
  price: string;
  pathname: string;
}

/** `Service` of a service page, provided by the agency's Organization. */
export function serviceJsonLd(site: SiteFacts, service: ServiceFacts): WithContext<Service> {
  const url = absoluteUrl(site.siteUrl, normalizePath(service.pathname));
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": `${url}#service`,
    name: service.title,
    serviceType: service.title,
    description: service.description,
    url,
    image: absoluteUrl(site.siteUrl, shareImagePath(service.pathname)),
    provider: { "@id": organizationId(site.siteUrl) },
    areaServed: { "@type": "Country", name: "United States" },
    offers: serviceOffer(service.price, url),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/**
 * The trail of a nested page: Home, each section above it (named as in the main navigation, or
 * in `labels` for a section the navigation does not list, such as /our-work), the page.
 * Top-level pages have none (see docs/architecture.md, "Structured data").
 */
export function breadcrumbTrail(
  pathname: string,
  title: string,
  nav: NavLabels,
  labels: Readonly<Record<string, string>> = {},
): Crumb[] {
  const path = normalizePath(pathname);
  const segments = path.split("/").filter(Boolean);
  if (segments.length < 2) return [];
  const sections = segments.slice(0, -1).map((_, i) => {
    const to = `/${segments.slice(0, i + 1).join("/")}`;
    const key = MAIN_NAV.find((n) => n.to === to)?.key;
    const label = labels[to] ?? (key && nav[key]);
    if (!label) throw new Error(`No navigation label for the section ${to} of ${path}`);
    return { name: label, path: to };
  });
  return [{ name: nav.home, path: "/" }, ...sections, { name: title, path }];
}

export function breadcrumbJsonLd(siteUrl: string, trail: readonly Crumb[]): WithContext<BreadcrumbList> {
  const itemListElement: ListItem[] = trail.map((c, i) => ({
    "@type": "ListItem",
    position: i + 1,
    name: c.name,
    item: absoluteUrl(siteUrl, c.path),
  }));
  return { "@context": "https://schema.org", "@type": "BreadcrumbList", itemListElement };
}

export interface PostFacts {
  title: string;
  excerpt?: string;
  date: string;
  pathname: string;
  /** Site-relative or absolute URL of the hero image. */
  hero?: string;
  /** Its authors from the team (src/lib/person-data.ts); without them the agency is the author. */
  authors?: readonly Person[];
}

/** An article's images: its hero (when it has one), then its share card. */
function articleImages(site: SiteFacts, hero: string | null | undefined, pathname: string): string[] {
  return [...(hero ? [absoluteUrl(site.siteUrl, hero)] : []), absoluteUrl(site.siteUrl, shareImagePath(pathname))];
}

/**
 * An article's author and publisher: its authors from the team when it names them (else the
 * agency), and the agency (the site's Organization) as the publisher with its logo.
 */
function byTheAgency(site: SiteFacts, authors: readonly Person[] = []) {
  const org = {
    "@type": "Organization" as const,
    "@id": organizationId(site.siteUrl),
    name: site.brand,
    url: site.siteUrl,
  };
  return {
    author: authors.length > 0 ? [...authors] : org,
    publisher: { ...org, logo: absoluteUrl(site.siteUrl, "/icons/icon-512.png") },
  };
}

/** `BlogPosting` of an article: its hero and its share card as images, the agency as author. */
export function blogPostingJsonLd(site: SiteFacts, post: PostFacts): WithContext<BlogPosting> {
  const url = absoluteUrl(site.siteUrl, normalizePath(post.pathname));
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.date,
    image: articleImages(site, post.hero, post.pathname),
    url,
    mainEntityOfPage: url,
    ...byTheAgency(site, post.authors),
  };
}

/** What the Article of a case study reads from its frontmatter (absent values are left out). */
export interface CaseStudyFacts {
  title: string;
  summary?: string | null;
  date?: string | null;
  client?: string | null;
  /** The client's live site. */
  url?: string | null;
  /** Site-relative or absolute URL of the hero image. */
  hero?: string | null;
  /** Its authors from the team (src/lib/person-data.ts); without them the agency is the author. */
  authors?: readonly Person[];
}

/** `Article` of a case study (/our-work/<slug>): about the client's organisation, by the agency. */
export function caseStudyJsonLd(site: SiteFacts, pathname: string, study: CaseStudyFacts): WithContext<Article> {
  const url = absoluteUrl(site.siteUrl, normalizePath(pathname));
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: study.title,
    ...(study.summary ? { description: study.summary } : {}),
    ...(study.date ? { datePublished: study.date, dateModified: study.date } : {}),
    image: articleImages(site, study.hero, pathname),
    url,
    mainEntityOfPage: url,
    ...(study.client
      ? { about: { "@type": "Organization", name: study.client, ...(study.url ? { url: study.url } : {}) } }
      : {}),
    ...byTheAgency(site, study.authors),
  };
}
