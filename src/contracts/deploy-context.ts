/**
 * What a build publishes depends on Netlify's deploy context (CONTEXT, URL and DEPLOY_PRIME_URL
 * are set by Netlify at build time; https://docs.netlify.com/build/configure-builds/environment-variables/).
 * Netlify's [[headers]] cannot be scoped to a context, so the build writes the context's headers
 * into public/_headers (gatsby-node.ts onPostBuild) and robots.txt itself.
 *
 * The build's variables; what a request's context changes in the functions (their stores, who they
 * notify) is netlify/lib/shared/request-context.ts.
 */

export interface DeployEnv {
  CONTEXT?: string;
  /** "true" or "false": set per context in netlify.toml; overrides the CONTEXT rule below. */
  SITE_NOINDEX?: string;
  URL?: string;
  DEPLOY_PRIME_URL?: string;
  SITE_URL?: string;
}

/** Production (and a local build, which has no CONTEXT) is the public site; everything else is a preview. */
export function isPreview(env: DeployEnv): boolean {
  return Boolean(env.CONTEXT) && env.CONTEXT !== "production";
}

/**
 * Whether search engines are told to stay away: SITE_NOINDEX ("true"/"false", set per context in
 * netlify.toml) when present, else every context but production.
 */
export function isNoindex(env: DeployEnv): boolean {
  if (env.SITE_NOINDEX === "true") return true;
  if (env.SITE_NOINDEX === "false") return false;
  return isPreview(env);
}

const trimSlash = (url: string) => url.replace(/\/+$/, "");

/**
 * The site's own address, used for canonical links, share tags, JSON-LD, the sitemap and the
 * feed: SITE_URL when set; on deploy previews and branch deploys the deploy's own address
 * (DEPLOY_PRIME_URL); otherwise the canonical address from content/site.json.
 */
export function siteUrlFor(env: DeployEnv, canonical: string): string {
  if (env.SITE_URL) return trimSlash(env.SITE_URL);
  if (isPreview(env) && env.DEPLOY_PRIME_URL) return trimSlash(env.DEPLOY_PRIME_URL);
  return trimSlash(canonical);
}

/** Extra `/*` headers for the context: previews are never indexed; production adds nothing. */
export function contextHeaders(env: DeployEnv): string {
  return isNoindex(env) ? "/*\n  X-Robots-Tag: noindex, nofollow\n" : "";
}

/**
 * robots.txt: previews disallow everything; production allows every page (not the CMS, and not the
 * functions under /api/, which are not pages) and names the sitemap index by its absolute URL.
 */
export function robotsTxt(env: DeployEnv, siteUrl: string): string {
  if (isNoindex(env)) return "User-agent: *\nDisallow: /\n";
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${trimSlash(siteUrl)}/sitemap-index.xml\n`;
}
