/**
 * What every desk route receives and returns: the request with its parsed parts, the stores, the
 * clock and settings, and (on a route that needs one) the signed-in viewer. The table that picks a
 * route is ./routes/index.ts; the dispatcher (sessions, method, origin and body checks) is ./handler.ts.
 */
import type { Context } from "@netlify/functions";
import type { ApplicationStore } from "../applications/store";
import type { Mailer } from "../intake/mail";
import type { LeadStore } from "../leads/record";
import type { DeskStore, Env, Session } from "./auth";
import type { BlobStore } from "../shared/blobs";
import type { Shape } from "../shared/http";

export interface DeskDeps {
  desk: () => DeskStore;
  leads: () => LeadStore;
  /** The IP-hash secret's store (netlify/lib/intake/ip-hash.ts); without it, the leads store. */
  salt?: () => BlobStore;
  /** The `applications` store (netlify/lib/applications): the application pages, and a person's privacy requests. */
  applications: () => ApplicationStore;
  /** The `stats` store (netlify/lib/stats), for the measurement report page. */
  stats?: () => LeadStore;
  now?: () => Date;
  env?: Env;
  createMailer?: (url: string) => Mailer;
  log?: (...a: unknown[]) => void;
}

export type DeskContext = Partial<Pick<Context, "ip">> & { waitUntil?: (p: Promise<unknown>) => void };

export interface DeskRequest {
  req: Request;
  url: URL;
  /** The path without a trailing slash. */
  path: string;
  now: Date;
  env: Env;
  log: (...a: unknown[]) => void;
  /** The staff list (DESK_ADMINS). */
  admins: string[];
  deps: DeskDeps;
  context: DeskContext;
  /** The regex groups of the route's pattern (a lead's id). */
  params: string[];
}

export interface SignedIn extends DeskRequest {
  viewer: Session;
}

/** A page under /admin/leads (GET or HEAD), for a signed-in viewer. */
export interface PageRoute {
  /** Matched against the path below /admin/leads ("" is the inbox). */
  pattern: RegExp;
  handle: (r: SignedIn) => Promise<Response>;
}

/** A JSON endpoint under /api/desk (POST): its body is validated against `shape` before `handle` runs. */
export interface ApiRoute {
  /** Matched against the path below /api/desk. */
  pattern: RegExp;
  /** "public": signing in (no session yet); "session": a session and its CSRF token are required. */
  access: "public" | "session";
  shape: Shape;
  handle: (r: DeskRequest & { viewer?: Session }, body: Record<string, unknown>) => Promise<Response>;
}

/** Runs `work` after the answer when the platform allows it (listed and unlisted addresses answer alike), else now. */
export async function afterAnswer(r: DeskRequest, work: Promise<unknown>): Promise<void> {
  if (r.context.waitUntil) r.context.waitUntil(work);
  else await work;
}
