/**
 * Security headers every function answer carries. Netlify applies the `[[headers]]` of
 * netlify.toml and public/_headers only to files it serves from the deploy, never to function
 * responses, so the functions send their own: a JSON answer needs no sources at all
 * (`default-src 'none'`), may not be framed, is never sniffed as another type, is only reached
 * over HTTPS and leaks no full referrer.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
};
