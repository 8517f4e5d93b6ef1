/**
 * The Decap CMS page at /admin: the HTML and the response headers it is served with.
 *
 * The page is answered by a function (netlify/functions/admin.ts), not as a static file, because
 * Netlify applies every matching [[headers]] rule to a static file and does not let a rule for
 * /admin/* replace the site-wide rule for /*: the site's strict Content-Security-Policy (hashes,
 * no eval, connect-src 'self') and `Cross-Origin-Opener-Policy: same-origin` (which would cut the
 * GitHub login popup off from the page) would still apply. Responses of functions get no custom
 * headers, so this page carries its own complete, explicit set. `npm run develop` serves the same
 * HTML (gatsby-node.ts onCreateDevServer).
 *
 * The HTML is src/contracts/admin-page.ts, shared with the build (`npm run develop` serves it too).
 *
 * The CMS itself is decap-cms's prebuilt bundle, copied from node_modules into
 * /admin/decap/<version>/ at build time (gatsby/admin.ts); static/admin/cms.mjs registers the JSON
 * formats and starts it. The bundle's folder is named after its version (cached for a year), and
 * our own files under /admin/ revalidate: netlify.toml gives `/admin/*` must-revalidate after the
 * year-long `/*.js` rule, which Netlify also applies to `.mjs` names (docs/operations.md, "Headers
 * as Netlify resolves them"), so an old CMS never stays in an editor's browser.
 */
import { contentSecurityPolicy } from "../../../src/contracts/csp";
import { isLocalHost } from "../shared/http";

export { ADMIN_HTML, DECAP_VERSION } from "../../../src/contracts/admin-page";

/**
 * The CMS's policy: its own scripts only (plus eval, see below), inline styles (the CMS styles itself at run time),
 * images from anywhere over https plus blob: previews of uploads (read back from blob: on save), and API calls to GitHub and
 * Netlify's OAuth provider. On a local host it may also call decap-server (`npm run cms`) on any
 * local port. Never framed.
 */
export function adminPolicy(local: boolean): string {
  return contentSecurityPolicy({
    // Decap validates its configuration with ajv, which compiles validators with `new Function`.
    "script-src": ["'unsafe-eval'"],
    "img-src": ["blob:"],
    "media-src": ["'self'", "blob:"],
    "font-src": ["data:"],
    // blob:: when an entry with a new image is saved, Decap reads the upload back from its blob: URL.
    "connect-src": [
      "blob:",
      "https://api.github.com",
      "https://api.netlify.com",
      ...(local ? ["http://localhost:*", "http://127.0.0.1:*"] : []),
    ],
    "worker-src": ["'self'", "blob:"],
    "frame-src": ["'self'", "blob:"],
  });
}

/** Every header the page is served with (a function's answer gets none from netlify.toml). */
export function adminHeaders(hostname: string): Record<string, string> {
  return {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-cache",
    "Content-Security-Policy": adminPolicy(isLocalHost(hostname)),
    "X-Robots-Tag": "noindex, nofollow",
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    // The GitHub login runs in a popup (api.netlify.com) that reports back to this window.
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  };
}
