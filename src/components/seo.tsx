import type { ReactNode } from "react";
import { useFrame } from "../hooks/use-frame";
import { useSite } from "../hooks/use-site";
import { shareImagePath } from "../lib/share-image";
import { absoluteUrl, breadcrumbJsonLd, breadcrumbTrail, organizationJsonLd, type Crumb } from "../lib/structured-data";
import JsonLd from "./json-ld";

export { absoluteUrl };

export interface SeoProps {
  /** Page name; the document title becomes "{title} | {brand}". */
  title: string;
  /** Path of the page, e.g. "/services"; used for the canonical and og:url. */
  pathname: string;
  description?: string;
  keywords?: readonly string[];
  /**
   * Site-relative or absolute image URL for social sharing (1200x630). By default the page's own
   * card, drawn at build time from its heading (gatsby/share-images.ts).
   */
  image?: string;
  type?: "website" | "article" | "profile";
  /** Keep the page out of search results (robots "noindex, follow"); content pages may ask for it. */
  noindex?: boolean;
  /** The breadcrumb trail, when the path's own sections are not in the main navigation. */
  breadcrumbs?: Crumb[];
  /** Breadcrumb names of sections the main navigation does not list, by path ({ "/our-work": "Our Work" }). */
  sections?: Readonly<Record<string, string>>;
  /** Extra head elements (JSON-LD, article meta). */
  children?: ReactNode;
}

/** Head tags of every page: rendered from each page's Gatsby `Head` export. */
/**
 * The robots meta of a page: a build kept out of search engines (a deploy preview or branch
 * deploy, whose header is `X-Robots-Tag: noindex, nofollow`) says the same on every page; else a
 * page may ask to stay out of results while its links are followed.
 */
export function robotsContent(noindex: boolean): string {
  if (__SITE_NOINDEX__) return "noindex, nofollow";
  return noindex ? "noindex, follow" : "index, follow";
}

export default function Seo({
  title,
  pathname,
  description,
  keywords,
  image,
  type = "website",
  noindex = false,
  breadcrumbs,
  sections,
  children,
}: SeoProps) {
  const site = useSite();
  const frame = useFrame();
  const fullTitle = `${title} | ${site.brand}`;
  const desc = description ?? site.seo.description;
  const canonicalPath = pathname === "/" ? "/" : pathname.replace(/\/+$/, "");
  const url = absoluteUrl(site.siteUrl, canonicalPath);
  const imageUrl = absoluteUrl(site.siteUrl, image ?? shareImagePath(canonicalPath));
  const imageAlt = `${title} — ${site.brand}`;
  const trail = breadcrumbs ?? breadcrumbTrail(canonicalPath, title, frame.nav, sections);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={desc} />
      <meta name="keywords" content={(keywords ?? site.seo.keywords).join(", ")} />
      <meta name="robots" content={robotsContent(noindex)} />
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={desc} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={imageAlt} />
      <meta property="og:locale" content="en_US" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:site" content={site.seo.twitterHandle} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={desc} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={imageAlt} />
      <JsonLd data={organizationJsonLd(site)} />
      {trail.length > 0 && <JsonLd data={breadcrumbJsonLd(site.siteUrl, trail)} />}
      {children}
    </>
  );
}
