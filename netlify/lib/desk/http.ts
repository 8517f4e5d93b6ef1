/** Headers and answers of the desk's pages and JSON endpoints (the request guards are ../shared/http.ts). */
import { API_SECURITY_HEADERS } from "../shared/security-headers";

export const DESK_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join("; ");

const COMMON: Readonly<Record<string, string>> = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "X-Frame-Options": "DENY",
  "X-Content-Type-Options": "nosniff",
  // Stricter than the site's: desk URLs (filters, lead ids) never leave the page in a Referer.
  "Referrer-Policy": "no-referrer",
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
};

export function pageHeaders(extra: Record<string, string> = {}): Headers {
  return new Headers({
    ...COMMON,
    "Content-Security-Policy": DESK_POLICY,
    "Content-Type": "text/html; charset=utf-8",
    ...extra,
  });
}

export function page(status: number, body: string, extra: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: pageHeaders(extra) });
}

export function json(status: number, body: object, extra: Record<string, string> = {}): Response {
  const headers = new Headers({
    ...API_SECURITY_HEADERS,
    ...COMMON,
    "Content-Type": "application/json; charset=utf-8",
  });
  for (const [name, value] of Object.entries(extra)) headers.append(name, value);
  return new Response(JSON.stringify(body), { status, headers });
}

export const DESK_MAX_BODY = 8 * 1024;
