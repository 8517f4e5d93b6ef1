/**
 * The deployment adapter (docs/operations.md, "Headers as Netlify resolves them"): gatsby-adapter-netlify,
 * named here and pinned in package.json, so every build (`npm run build`, `npm start`, `npm test`
 * and Netlify's) is made the same way; Gatsby 5.16 would otherwise install it at build time on
 * Netlify only (NETLIFY=true), and the site we test would not be the site Netlify deploys.
 *
 * It is the adapter as published, with one change made through Gatsby's documented adapter API
 * (`adapt(context)` reads `context.headerRoutes`): it is given no header routes, so it writes no
 * rules into public/_headers. Gatsby's defaults it would write are `x-xss-protection: 1; mode=block`
 * (obsolete: current guidance is 0 or nothing), `referrer-policy: same-origin` for `/*` beside our
 * `strict-origin-when-cross-origin`, a second X-Frame-Options and nosniff, and `cache-control` in
 * lower case beside netlify.toml's `Cache-Control`; Netlify resolves rules for one path by header
 * name as written, so each would reach visitors as a second value. netlify.toml's [[headers]] and
 * the build's public/_headers (the post-build pipeline: CSP, deploy context) stay the one source,
 * and scripts/lib/netlify-headers.test.mjs checks the result as Netlify resolves it.
 */
import type { IAdapter } from "gatsby";
import createNetlifyAdapter from "gatsby-adapter-netlify";

export function netlifyAdapter(): IAdapter {
  const adapter = createNetlifyAdapter({ excludeDatastoreFromEngineFunction: false, imageCDN: false });
  return {
    ...adapter,
    adapt(context) {
      // The getters of the context are Gatsby's (computed on first read): keep them, replace one.
      const own = Object.create(context, { headerRoutes: { value: [], enumerable: true } });
      return adapter.adapt(own);
    },
  };
}
