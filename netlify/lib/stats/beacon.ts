/**
 * POST /api/beacon: one page view, sent by the browser with navigator.sendBeacon once the page is
 * idle (src/lib/beacon.ts). Body (at most MAX_BEACON_BYTES, JSON, sent as text/plain by
 * sendBeacon): `{ "path": "/services/seo" }`, and on the first page of a visit also
 * `"visit": { "ref": "www.google.com", "source": "google", "campaign": "fall-seo" }`.
 *
 * Counted: the path (when it is a page of the site, else OTHER), and for a visit its landing page,
 * referring host, source and campaign. Not counted: known bots. Every answer is 204 or a 4xx,
 * `no-store`, with no body a visitor could read anything from.
 */
import { createHmac, randomBytes } from "node:crypto";
import { API_SECURITY_HEADERS } from "../shared/security-headers";
import { LIMITS, sitePath } from "../../../src/contracts/visit";
import { readJsonObject } from "../shared/http";
import { NONE, OTHER, type Increment } from "./counters";

export const MAX_BEACON_BYTES = 1024;

/** Crawlers, link previews, monitors and headless measuring tools: not visitors. */
export const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|monitor|uptime|lighthouse|pagespeed|gtmetrix|headlesschrome|phantomjs|python-requests|curl\/|wget\/|httpclient|okhttp|java\//i;

const HOST = /^(?=.{1,253}$)[a-z0-9-]+(\.[a-z0-9-]+)*$/;
// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/;

/** What one client (address and user agent) may add to a day, per function instance. */
export const CLIENT_DAY_CAPS = { views: 200, visits: 20 };

/**
 * The per-client daily caps of one function instance, in memory only: a client is an HMAC of its
 * address and user agent under a key drawn when the instance starts and never stored, so nothing
 * that identifies anyone is written anywhere, and everything is forgotten at midnight (UTC) or when
 * the instance stops. A client past a cap is answered like any other (it learns nothing) but adds
 * nothing more of that kind that day; the log says so once per client and day, without the client.
 * Past `maxClients` clients in a day the oldest half is forgotten (a flood of forged addresses
 * cannot fill the memory).
 */
export function createClientCaps(
  caps = CLIENT_DAY_CAPS,
  { maxClients = 50_000, log = console.warn as (...a: unknown[]) => void } = {},
) {
  const key = randomBytes(32);
  let day = "";
  let clients = new Map<string, { views: number; visits: number; said: boolean }>();
  return {
    /** The part of `inc` this client may still add today (counted as added). */
    admit(inc: Increment, client: { ip: string; userAgent: string }, now: Date): Increment {
      const today = now.toISOString().slice(0, 10);
      if (today !== day) {
        day = today;
        clients = new Map();
      }
      const id = createHmac("sha256", key).update(`${client.ip}\u0000${client.userAgent}`).digest("base64url");
      let c = clients.get(id);
      if (!c) {
        if (clients.size >= maxClients) clients = new Map([...clients].slice(clients.size >> 1));
        c = { views: 0, visits: 0, said: false };
        clients.set(id, c);
      }
      const out: Increment = {};
      if (c.views < caps.views) {
        c.views += 1;
        out.views = inc.views;
      }
      if (out.views && inc.visits && c.visits < caps.visits) {
        c.visits += 1;
        out.visits = inc.visits;
        out.referrers = inc.referrers;
        out.sources = inc.sources;
        out.campaigns = inc.campaigns;
      }
      const capped = !out.views || (inc.visits !== undefined && !out.visits);
      if (capped && !c.said) {
        c.said = true;
        log(
          `[stats] a client reached its daily cap of ${caps.views} page views or ${caps.visits} visits on this instance: its further beacons today are not counted`,
        );
      }
      return out;
    },
  };
}

export interface BeaconDeps {
  /** The paths of the site's pages (the build's stats-paths.json). */
  knownPaths: (req: Request) => Promise<ReadonlySet<string>>;
  add: (inc: Increment, now: Date) => Promise<void>;
  now?: () => Date;
  log?: (...a: unknown[]) => void;
  /** Per-client daily caps (createClientCaps); none when absent. */
  caps?: ReturnType<typeof createClientCaps>;
}

const reply = (status: number, message?: string) =>
  new Response(message ? JSON.stringify({ message }) : null, {
    status,
    headers: {
      ...API_SECURITY_HEADERS,
      "Cache-Control": "no-store",
      ...(message ? { "Content-Type": "application/json; charset=utf-8" } : {}),
    },
  });

const label = (v: unknown): string | null | undefined => {
  if (v === undefined) return undefined;
  return typeof v === "string" && v.length > 0 && v.length <= LIMITS.utm && !UNPRINTABLE.test(v) ? v : null;
};

/** The counters one beacon adds, or a reason to refuse it. */
export function incrementFor(body: Record<string, unknown>, known: ReadonlySet<string>): Increment | string {
  if (Object.keys(body).some((k) => k !== "path" && k !== "visit")) return "unknown field";
  const path = sitePath(body.path);
  if (!path) return "path must be a path of this site";
  const clean = path.length > 1 ? path.replace(/\/$/, "") : path;
  const page = known.has(clean) ? clean : OTHER;
  const inc: Increment = { views: [page] };
  if (body.visit === undefined) return inc;
  const visit = body.visit;
  if (!visit || typeof visit !== "object" || Array.isArray(visit)) return "visit must be an object";
  const v = visit as Record<string, unknown>;
  if (Object.keys(v).some((k) => !["ref", "source", "campaign"].includes(k))) return "unknown field in visit";
  const ref = v.ref === undefined ? NONE : typeof v.ref === "string" && HOST.test(v.ref) ? v.ref : null;
  const source = label(v.source);
  const campaign = label(v.campaign);
  if (ref === null || source === null || campaign === null) return "visit holds a value that is not allowed";
  return {
    ...inc,
    visits: [page],
    referrers: [ref],
    sources: [source ?? NONE],
    campaigns: [campaign ?? NONE],
  };
}

export function createBeaconHandler(deps: BeaconDeps) {
  return async (req: Request, context?: { ip?: string }): Promise<Response> => {
    const now = deps.now ?? (() => new Date());
    if (req.method !== "POST")
      return new Response(null, { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } });
    const type = req.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
    if (type !== "text/plain" && type !== "application/json") return reply(415, "Send the beacon as JSON.");
    if (BOT_USER_AGENT.test(req.headers.get("user-agent") ?? "")) return reply(204);
    const body = await readJsonObject(req, MAX_BEACON_BYTES);
    if (!body.ok) return reply(body.status, body.message);
    const inc = incrementFor(body.value, await deps.knownPaths(req));
    if (typeof inc === "string") return reply(400, `Beacon refused: ${inc}.`);
    const at = now();
    const counted = deps.caps
      ? deps.caps.admit(
          inc,
          {
            ip: context?.ip ?? req.headers.get("x-nf-client-connection-ip") ?? "",
            userAgent: req.headers.get("user-agent") ?? "",
          },
          at,
        )
      : inc;
    if (!counted.views) return reply(204);
    try {
      await deps.add(counted, at);
    } catch (error) {
      (deps.log ?? console.error)("[stats] could not count a page view:", error);
      return reply(503, "Not counted.");
    }
    return reply(204);
  };
}

/**
 * The site's page paths, fetched from the deployed site's stats-paths.json (written by the build)
 * once per instance and kept for ten minutes; an empty set (everything counted as OTHER) while it
 * cannot be read, said in the log.
 */
export function pathsFromSite(fetchImpl: typeof fetch = fetch, log: (...a: unknown[]) => void = console.error) {
  let cached: { at: number; paths: ReadonlySet<string> } | null = null;
  let loading: Promise<ReadonlySet<string>> | null = null;
  return (req: Request): Promise<ReadonlySet<string>> => {
    if (cached && Date.now() - cached.at < 10 * 60 * 1000) return Promise.resolve(cached.paths);
    loading ??= (async () => {
      try {
        const res = await fetchImpl(new URL("/stats-paths.json", req.url));
        if (!res.ok) throw new Error(`status ${res.status}`);
        const list = (await res.json()) as unknown;
        if (!Array.isArray(list)) throw new Error("not a list");
        cached = { at: Date.now(), paths: new Set(list.filter((p): p is string => typeof p === "string")) };
      } catch (error) {
        log("[stats] the site's stats-paths.json could not be read; counting pages as other:", error);
        cached = { at: Date.now() - 9 * 60 * 1000, paths: new Set() }; // try again in a minute
      } finally {
        loading = null;
      }
      return cached.paths;
    })();
    return loading;
  };
}
