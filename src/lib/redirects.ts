/**
 * Redirects and short links an editor manages (content/redirects.json, issue 49 item 7): the
 * address each one sends a visitor to, campaign included. Plain data, no Node: the build
 * (gatsby-node.ts createRedirect, written by the Netlify adapter into public/_redirects) and the
 * content check (gatsby/content-check/redirects.ts) share it. docs/decisions/redirects.md
 */
import { UTM_KEYS, type UtmKey } from "../contracts/visit.ts";

export const REDIRECTS_FILE = "redirects.json";

export interface Redirect {
  from: string;
  to: string;
  permanent: boolean;
  /** utm_* parameters added to `to`: a short link's campaign (source, medium, campaign, term, content). */
  campaign?: Partial<Record<UtmKey, string>>;
}

/** A path as Netlify matches it: no trailing slash (but "/"), any letter case. */
export const pathKey = (p: string) => p.replace(/(.)\/+$/, "$1").toLowerCase();

/** `to` with the campaign's utm_* parameters, the ones `to` already has kept. */
export function redirectTarget(r: Redirect): string {
  const entries = UTM_KEYS.flatMap((k) => {
    const v = r.campaign?.[k];
    return typeof v === "string" && v !== "" ? [[`utm_${k}`, v] as const] : [];
  });
  if (entries.length === 0) return r.to;
  const hashAt = r.to.indexOf("#");
  const [base, hash] = hashAt < 0 ? [r.to, ""] : [r.to.slice(0, hashAt), r.to.slice(hashAt)];
  const query = new URLSearchParams(entries.map(([k, v]) => [k, v]));
  return `${base}${base.includes("?") ? "&" : "?"}${query.toString()}${hash}`;
}
