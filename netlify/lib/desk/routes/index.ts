/**
 * The desk's routing table: one entry per page and endpoint, each in its own module. The patterns
 * match the path below /admin/leads (pages) or below /api/desk (JSON); a group is the lead's id.
 * ../handler.ts dispatches: method, session, origin and body checks happen there, once.
 *
 *   GET  /admin/leads                 inbox (signed in) or the "send me a link" page
 *   GET  /admin/leads/sign-in         the page a sign-in link opens (token in the fragment; no session needed)
 *   GET  /admin/leads/lead/<id>       one lead
 *   GET  /admin/leads/lead/<id>/privacy.json  everything stored about the address of that lead (JSON download)
 *   GET  /admin/leads/export.csv      the current filter as CSV
 *   GET  /admin/leads/weekly          leads per week by source, campaign and landing page
 *   GET  /admin/leads/stats           the first-party measurement report (`npm run stats`)
 *   POST /api/desk/link               { email }            → 202, the same answer for every address
 *   POST /api/desk/session            { token }            → 200 + session cookie, or 401
 *   POST /api/desk/sign-out           {}                   → 200, session deleted
 *   POST /api/desk/leads/<id>         { revision, status?, assignee?, note? } → 200, 409 on a conflict
 *   POST /api/desk/leads/<id>/forget  { email }            → 200, every lead and application of that address deleted
 *   GET  /admin/leads/applications    job applications by job and status (./applications.ts lists the pages)
 *   POST /api/desk/applications/<id>         { revision, status?, assignee?, note? } → 200, 409 on a conflict
 *   POST /api/desk/applications/<id>/forget  { email }     → 200, every application and lead of that address deleted
 */
import type { ApiRoute, PageRoute } from "../route";
import { APPLICATION_CHANGE_SHAPE, changeApplicationRoute, forgetApplicationRoute } from "./application-change";
import { application, applicationPrivacyExport, applications, applicationsExport, resume } from "./applications";
import { exportCsv } from "./export-csv";
import { inbox } from "./inbox";
import { lead, privacyExport } from "./lead";
import { change, CHANGE_SHAPE, forget, FORGET_SHAPE } from "./lead-change";
import { link, LINK_SHAPE } from "./link";
import { signIn, signOut, SESSION_SHAPE } from "./session";
import { stats } from "./stats";
import { weekly } from "./weekly";

/** Pages for a signed-in viewer (the sign-in pages themselves are answered before a session is read). */
export const PAGES: readonly PageRoute[] = [
  { pattern: /^$/, handle: inbox },
  { pattern: /^\/export\.csv$/, handle: exportCsv },
  { pattern: /^\/weekly$/, handle: weekly },
  { pattern: /^\/stats$/, handle: stats },
  { pattern: /^\/lead\/([^/]+)$/, handle: lead },
  { pattern: /^\/lead\/([^/]+)\/privacy\.json$/, handle: privacyExport },
  { pattern: /^\/applications$/, handle: applications },
  { pattern: /^\/applications\/export\.csv$/, handle: applicationsExport },
  { pattern: /^\/applications\/([^/]+)$/, handle: application },
  { pattern: /^\/applications\/([^/]+)\/resume$/, handle: resume },
  { pattern: /^\/applications\/([^/]+)\/privacy\.json$/, handle: applicationPrivacyExport },
];

export const API: readonly ApiRoute[] = [
  { pattern: /^\/link$/, access: "public", shape: LINK_SHAPE, handle: link },
  { pattern: /^\/session$/, access: "public", shape: SESSION_SHAPE, handle: signIn },
  { pattern: /^\/sign-out$/, access: "session", shape: {}, handle: signOut },
  { pattern: /^\/leads\/([^/]+)\/forget$/, access: "session", shape: FORGET_SHAPE, handle: forget },
  { pattern: /^\/leads\/([^/]+)$/, access: "session", shape: CHANGE_SHAPE, handle: change },
  {
    pattern: /^\/applications\/([^/]+)\/forget$/,
    access: "session",
    shape: FORGET_SHAPE,
    handle: forgetApplicationRoute,
  },
  {
    pattern: /^\/applications\/([^/]+)$/,
    access: "session",
    shape: APPLICATION_CHANGE_SHAPE,
    handle: changeApplicationRoute,
  },
];

/** The first route whose pattern matches `sub`, with the pattern's groups. */
export function match<R extends { pattern: RegExp }>(
  routes: readonly R[],
  sub: string,
): { route: R; params: string[] } | null {
  for (const route of routes) {
    const m = route.pattern.exec(sub);
    if (m) return { route, params: m.slice(1) };
  }
  return null;
}
