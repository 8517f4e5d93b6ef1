/** Headers and answers of the desk's pages and JSON endpoints, and the request guards. */
import { API_SECURITY_HEADERS } from "../security-headers";

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

export function json(status: number, body: Record<string, unknown>, extra: Record<string, string> = {}): Response {
  const headers = new Headers({
    ...API_SECURITY_HEADERS,
    ...COMMON,
    "Content-Type": "application/json; charset=utf-8",
  });
  for (const [name, value] of Object.entries(extra)) headers.append(name, value);
  return new Response(JSON.stringify(body), { status, headers });
}

/** Refuses a browser request sent from another origin (a present Origin or Sec-Fetch-Site must be ours). */
export function sameOrigin(req: Request): boolean {
  const origin = req.headers.get("origin");
  if (origin !== null && origin !== new URL(req.url).origin) return false;
  const site = req.headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin" && site !== "none") return false;
  return true;
}

export const DESK_MAX_BODY = 8 * 1024;

type Check = (value: unknown) => boolean;

export interface Shape {
  [field: string]: { check: Check; required?: boolean; message: string };
}

/** Strict validation of a JSON body: every required field present, nothing unknown, types exact. */
export function validate(value: Record<string, unknown>, shape: Shape): string | null {
  for (const name of Object.keys(value)) {
    if (!Object.prototype.hasOwnProperty.call(shape, name)) return `Unknown field: ${name.slice(0, 40)}.`;
  }
  for (const [name, rule] of Object.entries(shape)) {
    const present = Object.prototype.hasOwnProperty.call(value, name);
    if (!present) {
      if (rule.required) return rule.message;
      continue;
    }
    if (!rule.check(value[name])) return rule.message;
  }
  return null;
}
