/**
 * The one Content-Security-Policy source of the site's HTML: the directives every page's policy starts
 * from, and how a page adds to them. Shared by the build (gatsby/post-build/csp.ts: every page of the
 * site, with its inline scripts' hashes and the configured trackers' hosts) and the content manager's
 * function (netlify/lib/admin/page.ts: Decap's page, which needs eval, blob: and the GitHub API). The
 * API answers have a policy of their own that allows nothing (netlify/lib/shared/security-headers.ts).
 */

/** Directives in the order a policy lists them; one with no source is left out. */
const ORDER = [
  "default-src",
  "script-src",
  "style-src",
  "img-src",
  "media-src",
  "font-src",
  "connect-src",
  "worker-src",
  "frame-src",
  "manifest-src",
  "frame-ancestors",
  "object-src",
  "base-uri",
  "form-action",
] as const;

export type Directive = (typeof ORDER)[number];
export type Sources = Partial<Record<Directive, readonly string[]>>;

/** What every page allows: its own origin, never framed, no plugins, forms and <base> to itself. */
export const BASE_POLICY: Sources = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  // Emotion (theme-ui) injects <style> elements and images set style attributes (picture.tsx); Decap styles itself.
  "style-src": ["'self'", "'unsafe-inline'"],
  // News articles show their publishers' images; the CMS previews images from anywhere.
  "img-src": ["'self'", "data:", "https:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "manifest-src": ["'self'"],
  "frame-ancestors": ["'none'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
};

/** BASE_POLICY with `extra`'s sources added after each directive's own, as a header value. */
export function contentSecurityPolicy(extra: Sources = {}): string {
  return ORDER.map((d) => [...(BASE_POLICY[d] ?? []), ...(extra[d] ?? [])])
    .map((sources, i) => (sources.length > 0 ? [ORDER[i], ...sources].join(" ") : ""))
    .filter(Boolean)
    .join("; ");
}

/**
 * The policy of the site search's files under /pagefind/: a worker's policy is its script's response
 * header, so Pagefind's worker (pagefind-worker.js) may compile its WebAssembly while no page may
 * (docs/decisions/site-search.md). Nothing else differs from the pages'.
 */
export const SEARCH_WORKER_POLICY = contentSecurityPolicy({ "script-src": ["'wasm-unsafe-eval'"] });
