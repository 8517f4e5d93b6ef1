import type { ReactNode } from "react";
import { useSite, type SiteSettings } from "../hooks/use-site";
import JsonLd from "./json-ld";

const DAY_URL = "https://schema.org/";

/** Organization and ProfessionalService (name, contact, address, hours): on every page. */
export function organizationJsonLd(site: SiteSettings) {
  const org = `${site.siteUrl}/#organization`;
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Organization",
        "@id": org,
        name: site.brand,
        legalName: site.legalName,
        url: site.siteUrl,
        logo: absoluteUrl(site.siteUrl, "/icons/icon-512.png"),
        email: site.email,
        telephone: site.phone,
        sameAs: site.social.map((s) => s.url),
      },
      {
        "@type": "ProfessionalService",
        "@id": `${site.siteUrl}/#business`,
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
            dayOfWeek: site.hours.days.map((d) => `${DAY_URL}${d}`),
            opens: site.hours.opens,
            closes: site.hours.closes,
          },
        ],
      },
    ],
  };
}

export interface SeoProps {
  /** Page name; the document title becomes "{title} | {brand}". */
  title: string;
  /** Path of the page, e.g. "/services"; used for the canonical and og:url. */
  pathname: string;
  description?: string;
  keywords?: readonly string[];
  /** Site-relative or absolute image URL for social sharing. */
  image?: string;
  type?: "website" | "article";
  /** Extra head elements (JSON-LD, article meta). */
  children?: ReactNode;
}

export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${siteUrl.replace(/\/$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}

/** Head tags of every page: rendered from each page's Gatsby `Head` export. */
export default function Seo({ title, pathname, description, keywords, image, type = "website", children }: SeoProps) {
  const site = useSite();
  const fullTitle = `${title} | ${site.brand}`;
  const desc = description ?? site.seo.description;
  const canonicalPath = pathname === "/" ? "/" : pathname.replace(/\/+$/, "");
  const url = absoluteUrl(site.siteUrl, canonicalPath);
  const imageUrl = absoluteUrl(site.siteUrl, image ?? site.seo.shareImage);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={desc} />
      <meta name="keywords" content={(keywords ?? site.seo.keywords).join(", ")} />
      <meta name="robots" content="index, follow" />
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={desc} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:locale" content="en_US" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:site" content={site.seo.twitterHandle} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={desc} />
      <meta name="twitter:image" content={imageUrl} />
      <JsonLd data={organizationJsonLd(site)} />
      {children}
    </>
  );
}
