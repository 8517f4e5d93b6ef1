/**
 * The lead desk's one function: the pages under /admin/leads and the JSON endpoints under
 * /api/desk, dispatched through the table in ./routes/index.ts (one module per page or endpoint).
 * The pages' script and styles are static files, static/admin/desk.mjs and desk.css. See
 * docs/desk.md for the decisions.
 *
 * What the dispatcher checks, once, before a route runs:
 * - pages: GET or HEAD (else 405); a session (signed out: the inbox URL shows the sign-in page, a
 *   download answers 401, any other page redirects to the inbox URL); unknown page: 404;
 * - JSON: POST (another method: 405, but 401 without a session on every endpoint except the two
 *   that sign in, so an unsigned request learns nothing), the desk's own origin (403), a JSON body
 *   of at most DESK_MAX_BODY (415, 413, 400); on every route but signing in, a session (401) and
 *   its CSRF token (403); then the route's body shape (400); unknown endpoint: 404 (after the
 *   session checks).
 */
import { isJsonContentType, readJsonObject, sameOrigin, validate } from "../shared/http";
import { adminsFromEnv, clearedCookie, cookieValue, readSession, sameSecret, type Session } from "./auth";
import { DESK_MAX_BODY, json, page, pageHeaders } from "./http";
import { DESK_PATH } from "./kit/layout";
import { notFoundPage } from "./pages/not-found";
import { redeemPage, signInPage } from "./pages/sign-in";
import type { DeskContext, DeskDeps, DeskRequest } from "./route";
import { API, match, PAGES } from "./routes";

export type { DeskDeps } from "./route";
export { LINK_ANSWER } from "./routes/link";

export const API_PATH = "/api/desk";
const SIGNED_OUT = { message: "Your session has ended. Please sign in again.", location: DESK_PATH } as const;

/** A download (CSV, JSON, a résumé) answers a signed-out request with 401 and no bytes; a page redirects to the sign-in page. */
const isDownload = (sub: string) =>
  sub.endsWith("/export.csv") || sub.endsWith("/privacy.json") || /^\/applications\/[^/]+\/resume$/.test(sub);

export function createDeskHandler(deps: DeskDeps) {
  return async (req: Request, context: DeskContext = {}): Promise<Response> => {
    const url = new URL(req.url);
    const path = url.pathname.replace(/\/+$/, "") || "/";
    const env = deps.env ?? process.env;
    const r: DeskRequest = {
      req,
      url,
      path,
      now: (deps.now ?? (() => new Date()))(),
      env,
      log: deps.log ?? console.log,
      admins: adminsFromEnv(env),
      deps,
      context,
      params: [],
    };
    const session = (): Promise<Session | null> =>
      readSession(deps.desk(), cookieValue(req.headers.get("cookie")), { admins: r.admins, now: r.now });

    if (path === DESK_PATH || path.startsWith(`${DESK_PATH}/`))
      return pageRequest(r, path.slice(DESK_PATH.length), session);
    return apiRequest(r, path.startsWith(`${API_PATH}/`) ? path.slice(API_PATH.length) : path, session);
  };
}

async function pageRequest(r: DeskRequest, sub: string, session: () => Promise<Session | null>): Promise<Response> {
  if (r.req.method !== "GET" && r.req.method !== "HEAD") {
    return page(405, "Method not allowed", { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
  }
  if (sub === "/sign-in") return page(200, redeemPage());
  const viewer = await session();
  if (!viewer) {
    if (sub === "") return page(200, signInPage());
    if (isDownload(sub)) return json(401, { message: SIGNED_OUT.message });
    return new Response(null, { status: 303, headers: pageHeaders({ Location: DESK_PATH }) });
  }
  const found = match(PAGES, sub);
  if (!found) return page(404, notFoundPage(viewer));
  return found.route.handle({ ...r, params: found.params, viewer });
}

async function apiRequest(r: DeskRequest, sub: string, session: () => Promise<Session | null>): Promise<Response> {
  const { req } = r;
  const found = match(API, sub);
  if (req.method !== "POST") {
    // Only the sign-in endpoints are public; on every other one (and an unknown one) a request
    // without a session learns nothing, not even which methods exist: 401, as for a POST.
    if ((!found || found.route.access === "session") && !(await session())) {
      return json(401, SIGNED_OUT, { "Set-Cookie": clearedCookie() });
    }
    return json(405, { message: "Method not allowed: use POST." }, { Allow: "POST" });
  }
  if (!sameOrigin(req)) return json(403, { message: "Requests must come from the desk's own pages." });
  if (!isJsonContentType(req.headers.get("content-type"))) return json(415, { message: "Send JSON." });
  const body = await readJsonObject(req, DESK_MAX_BODY);
  if (!body.ok) return json(body.status, { message: body.message });

  let viewer: Session | undefined;
  if (!found || found.route.access === "session") {
    // Everything but signing in needs a session and its CSRF token (an unknown endpoint too: it is
    // not told apart from a known one before then).
    viewer = (await session()) ?? undefined;
    if (!viewer) return json(401, SIGNED_OUT, { "Set-Cookie": clearedCookie() });
    if (!sameSecret(req.headers.get("x-csrf-token") ?? "", viewer.csrf)) {
      return json(403, { message: "This page is out of date: reload it and try again." });
    }
  }
  if (!found) return json(404, { message: "Not found." });
  const invalid = validate(body.value, found.route.shape);
  if (invalid) return json(400, { message: invalid });
  return found.route.handle({ ...r, params: found.params, viewer }, body.value);
}
