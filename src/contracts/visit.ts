/**
 * Where a visit came from: captured by the browser on the first page view of a visit
 * (src/lib/visit.ts, sessionStorage, no cookie), sent with the lead forms as `context` and, in
 * part, with the page-view beacon; validated by the functions with the same rules. A value that
 * breaks a rule is dropped, never a reason to refuse a lead. Isomorphic: no DOM, no Node.
 */

export const UTM_KEYS = ["source", "medium", "campaign", "term", "content"] as const;
export const CLICK_ID_KEYS = ["gclid", "fbclid", "msclkid"] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type ClickIdKey = (typeof CLICK_ID_KEYS)[number];

export interface VisitContext {
  /** The first page of the visit on this site: a path, no query or fragment. */
  landingPage: string;
  /** The external page that linked to the landing page, if the browser told us. */
  referrer?: string;
  utm?: Partial<Record<UtmKey, string>>;
  clickIds?: Partial<Record<ClickIdKey, string>>;
}

export const LIMITS = { path: 300, url: 1000, utm: 150, clickId: 200 } as const;

// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/;
const CLICK_ID = /^[A-Za-z0-9_.-]+$/;

const text = (v: unknown, max: number): string | undefined =>
  typeof v === "string" && v.length > 0 && v.length <= max && !UNPRINTABLE.test(v) ? v : undefined;

/** A path of this site: `/`, `/about`; no scheme, host, `//`, query, fragment or `..`. */
export function sitePath(v: unknown): string | undefined {
  const s = text(v, LIMITS.path);
  if (!s || !s.startsWith("/") || s.startsWith("//")) return undefined;
  return /^\/[A-Za-z0-9\-._~/%]*$/.test(s) && !s.split("/").includes("..") ? s : undefined;
}

/** An http(s) address, normalised; anything else is dropped. */
export function httpUrl(v: unknown): string | undefined {
  const s = text(v, LIMITS.url);
  if (!s) return undefined;
  try {
    const url = new URL(s);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function pick<K extends string>(
  v: unknown,
  keys: readonly K[],
  valid: (x: unknown) => string | undefined,
): Partial<Record<K, string>> | undefined | null {
  if (v === undefined) return undefined;
  if (!v || typeof v !== "object" || Array.isArray(v)) return null;
  const out: Partial<Record<K, string>> = {};
  for (const [key, value] of Object.entries(v)) {
    if (!(keys as readonly string[]).includes(key)) return null; // known keys only
    const ok = valid(value);
    if (ok === undefined) return null;
    out[key as K] = ok;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * The visit context if `raw` follows every rule, else null: an object with known keys only, a
 * landing page that is a path of this site, an http(s) referrer, bounded printable UTM values and
 * click ids of URL-safe characters.
 */
export function parseVisitContext(raw: unknown): VisitContext | null {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return null;
  const allowed = ["landingPage", "referrer", "utm", "clickIds"];
  if (Object.keys(raw).some((k) => !allowed.includes(k))) return null;
  const r = raw as Record<string, unknown>;
  const landingPage = sitePath(r.landingPage);
  if (!landingPage) return null;
  const referrer = r.referrer === undefined ? undefined : httpUrl(r.referrer);
  if (r.referrer !== undefined && !referrer) return null;
  const utm = pick(r.utm, UTM_KEYS, (x) => text(x, LIMITS.utm));
  const clickIds = pick(r.clickIds, CLICK_ID_KEYS, (x) => {
    const s = text(x, LIMITS.clickId);
    return s && CLICK_ID.test(s) ? s : undefined;
  });
  if (utm === null || clickIds === null) return null;
  return {
    landingPage,
    ...(referrer ? { referrer } : {}),
    ...(utm ? { utm } : {}),
    ...(clickIds ? { clickIds } : {}),
  };
}

/**
 * The context of a visit that starts at `location` (its path and query) after `referrer`
 * (document.referrer): the referrer only when it is another site.
 */
export function contextFromLanding(pathname: string, search: string, referrer: string, origin: string): VisitContext {
  const params = new URLSearchParams(search);
  const utm: Partial<Record<UtmKey, string>> = {};
  for (const key of UTM_KEYS) {
    const value = text(params.get(`utm_${key}`)?.trim(), LIMITS.utm);
    if (value) utm[key] = value;
  }
  const clickIds: Partial<Record<ClickIdKey, string>> = {};
  for (const key of CLICK_ID_KEYS) {
    const value = text(params.get(key), LIMITS.clickId);
    if (value && CLICK_ID.test(value)) clickIds[key] = value;
  }
  const external = httpUrl(referrer);
  const context: VisitContext = { landingPage: sitePath(pathname) ?? "/" };
  if (external && new URL(external).origin !== origin) context.referrer = external;
  if (Object.keys(utm).length > 0) context.utm = utm;
  if (Object.keys(clickIds).length > 0) context.clickIds = clickIds;
  return context;
}
