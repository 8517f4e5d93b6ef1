/**
 * robots.txt: every page may be crawled (the functions under /api/ are not pages) and the
 * sitemap index of gatsby-plugin-sitemap is named by its absolute URL, as the protocol asks.
 */
export function robotsTxt(siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, "");
  return ["User-agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${base}/sitemap-index.xml`, ""].join("\n");
}
