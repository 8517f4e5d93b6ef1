/** The site's page paths worth counting: every page but Gatsby's 404 variants, without a trailing slash. */
export function statsPaths(pagePaths: string[]): string[] {
  const paths = pagePaths
    .filter((p) => !/^\/(404|dev-404-page)(\/|\.html)?$/.test(p))
    .map((p) => (p.length > 1 ? p.replace(/\/$/, "") : p));
  return [...new Set(paths)].sort();
}
