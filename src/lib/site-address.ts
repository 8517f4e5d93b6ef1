/**
 * The key under which a client's site is compared: a case study's "Live site" (its `url`) and a
 * portfolio tile's address (content/portfolio.json `url`) name the same site when their keys are
 * equal. Letter case of the host, "http" or "https", a leading "www.", a trailing slash, a query
 * or a fragment make no difference; the path does ("/shop" is another site than "/").
 * Used by the /our-work tiles (src/sections/work.tsx) and by the content check, which warns where
 * a case study's live site matches no tile.
 */
export function siteKey(url: string): string {
  try {
    const u = new URL(url.trim());
    const host = u.hostname.toLowerCase().replace(/^www\./, "");
    const pathname = u.pathname.replace(/\/+$/, "");
    return `${host}${pathname}`;
  } catch {
    return url.trim().toLowerCase();
  }
}
