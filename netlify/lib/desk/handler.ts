/**
 * The lead desk's one function: the pages under /admin/leads and the JSON endpoints under
 * /api/desk. The pages' script and styles are static files, static/admin/desk.mjs and desk.css.
 * See docs/desk.md for the decisions.
 *
 *   GET  /admin/leads                 inbox (signed in) or the "send me a link" page
 *   GET  /admin/leads/sign-in         the page a sign-in link opens (token in the fragment)
 *   GET  /admin/leads/lead/<id>       one lead
 *   GET  /admin/leads/export.csv      the current filter as CSV
 *   GET  /admin/leads/weekly          leads per week by source, campaign and landing page
 *   GET  /admin/leads/stats           the first-party measurement report (`npm run stats`)
 *   GET  /admin/leads/lead/<id>/privacy.json  everything stored about the address of that lead (JSON download)
 *   POST /api/desk/link               { email }            → 202, the same answer for every address
 *   POST /api/desk/session            { token }            → 200 + session cookie, or 401
 *   POST /api/desk/sign-out           {}                   → 200, session deleted
 *   POST /api/desk/leads/<id>         { revision, status?, assignee?, note? } → 200, 409 on a conflict
 *   POST /api/desk/leads/<id>/forget  { email }  (the lead's address typed again) → 200, every lead of
 *                                     that address deleted (netlify/lib/leads/privacy.ts)
 */
import type { Context } from "@netlify/functions";
import { isLocalHost } from "../admin/page";
import { ipSalt, type LeadStore } from "../leads/record";
import { isJsonContentType, readJsonObject } from "../leads/http";
import { notifyConfigFromEnv, type Mailer } from "../leads/notify";
import { exportPerson, forgetPerson, normaliseEmail } from "../leads/privacy";
import {
  adminsFromEnv,
  clearedCookie,
  cookieValue,
  createSession,
  limitsFromEnv,
  pruneDesk,
  issueLink,
  readSession,
  redeemLink,
  requestLink,
  revokeSession,
  sameSecret,
  sessionCookie,
  type DeskStore,
  type Env,
  type Session,
} from "./auth";
import { deskCsv } from "./csv";
import { DESK_MAX_BODY, json, page, pageHeaders, sameOrigin, validate, type Shape } from "./http";
import {
  changeLead,
  deskState,
  MAX_NOTE,
  pageOf,
  parseFilter,
  readLead,
  readLeadsById,
  selectIndexed,
  STATUSES,
  type ChangeRequest,
  type Status,
} from "./inbox";
import { indexLead, monthOf, readEntry, readIndex, removeFromIndex } from "./lead-index";
import { DESK_PATH, inboxPage, leadPage, notFoundPage, redeemPage, signInPage, statsPage, weeklyPage } from "./pages";
import { parseWeekRange, weeklyReport } from "./reports";
import { readReport } from "../stats/report";

export interface DeskDeps {
  desk: () => DeskStore;
  leads: () => LeadStore;
  /** The `stats` store (netlify/lib/stats), for the measurement report page. */
  stats?: () => LeadStore;
  now?: () => Date;
  env?: Env;
  createMailer?: (url: string) => Mailer;
  log?: (...a: unknown[]) => void;
}

type DeskContext = Partial<Pick<Context, "ip">> & { waitUntil?: (p: Promise<unknown>) => void };

export const LINK_ANSWER =
  "If this address is on the staff list, a sign-in link is on its way. It works once, for 15 minutes.";
const LIMITED = "Too many sign-in links were asked for. Please wait 15 minutes and try again.";
const SIGNED_OUT = { message: "Your session has ended. Please sign in again.", location: DESK_PATH } as const;

const SHAPES = {
  link: {
    email: {
      required: true,
      check: (v) => typeof v === "string" && v.trim().length > 0 && v.length <= 254,
      message: "Enter your e-mail address.",
    },
  },
  session: {
    token: {
      required: true,
      check: (v) => typeof v === "string" && v.length <= 100,
      message: "This sign-in link is not valid.",
    },
  },
  signOut: {},
  forget: {
    email: {
      required: true,
      check: (v) => typeof v === "string" && v.length <= 254,
      message: "Type the person's e-mail address to confirm the deletion.",
    },
  },
  change: {
    revision: {
      required: true,
      check: (v) => typeof v === "number" && Number.isInteger(v) && v >= 0,
      message: "revision must be a whole number.",
    },
    status: {
      check: (v) => typeof v === "string" && (STATUSES as readonly string[]).includes(v),
      message: `status must be one of ${STATUSES.join(", ")}.`,
    },
    assignee: { check: (v) => typeof v === "string" && v.length <= 254, message: "assignee must be a listed person." },
    note: {
      check: (v) => typeof v === "string" && v.length <= MAX_NOTE,
      message: `note must be text of at most ${MAX_NOTE} characters.`,
    },
  },
} satisfies Record<string, Shape>;

function signInMail(link: string, from: string, to: string) {
  return {
    from,
    to,
    subject: "Your sign-in link for the Atria Digital lead desk",
    text: [
      "Hello,",
      "",
      "Open this link to sign in to the lead desk. It works once, for 15 minutes:",
      "",
      link,
      "",
      "If you did not ask for it, ignore this e-mail: nobody can sign in without the link.",
    ].join("\n"),
  };
}

export function createDeskHandler(deps: DeskDeps) {
  return async (req: Request, context: DeskContext = {}): Promise<Response> => {
    const now = (deps.now ?? (() => new Date()))();
    const env = deps.env ?? process.env;
    const log = deps.log ?? console.log;
    const url = new URL(req.url);
    const path = url.pathname.replace(/\/+$/, "") || "/";
    const admins = adminsFromEnv(env);

    const session = async (): Promise<Session | null> =>
      readSession(deps.desk(), cookieValue(req.headers.get("cookie")), { admins, now });

    // ------------------------------------------------------------------ pages (GET)
    if (path === DESK_PATH || path.startsWith(`${DESK_PATH}/`)) {
      if (req.method !== "GET" && req.method !== "HEAD") {
        return page(405, "Method not allowed", { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
      }
      const sub = path.slice(DESK_PATH.length);
      if (sub === "/sign-in") return page(200, redeemPage());
      const viewer = await session();
      if (!viewer) {
        if (sub === "") return page(200, signInPage());
        if (sub === "/export.csv" || sub.endsWith("/privacy.json")) return json(401, { message: SIGNED_OUT.message });
        return new Response(null, { status: 303, headers: pageHeaders({ Location: DESK_PATH }) });
      }
      if (sub === "") {
        const filter = parseFilter(url.searchParams);
        const selected = await selectIndexed(deps.leads(), filter);
        const result = { ...pageOf(selected, filter.page), total: selected.length };
        return page(200, inboxPage(viewer, filter, result, admins));
      }
      if (sub === "/export.csv") {
        const filter = parseFilter(url.searchParams);
        const store = deps.leads();
        const selected = await readLeadsById(
          store,
          (await selectIndexed(store, filter)).map((e) => e.id),
        );
        const day = now.toISOString().slice(0, 10);
        return page(200, deskCsv(selected), {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
        });
      }
      if (sub === "/weekly") {
        const range = parseWeekRange(url.searchParams, now);
        const months = (m: string) => m >= range.from.slice(0, 7) && m <= range.to.slice(0, 7);
        const entries = await readIndex(deps.leads(), { months, log });
        return page(200, weeklyPage(viewer, weeklyReport(entries, range)));
      }
      if (sub === "/stats") {
        const asked = Number(url.searchParams.get("days") ?? 30);
        const days = Number.isInteger(asked) && asked >= 1 && asked <= 3660 ? asked : 30;
        if (!deps.stats) return page(404, notFoundPage(viewer));
        return page(200, statsPage(viewer, days, await readReport(deps.stats(), days, now)));
      }
      const match = /^\/lead\/([^/]+)(\/privacy\.json)?$/.exec(sub);
      const lead = match ? await readLead(deps.leads(), match[1]!) : null;
      if (!lead) {
        // An index entry whose lead is gone (deleted while the index was being written) goes now.
        if (match && monthOf(match[1]!)) {
          await removeFromIndex(deps.leads(), [match[1]!]).catch((error) =>
            log("[desk] could not take a missing lead out of the index:", error),
          );
        }
        return page(404, notFoundPage(viewer));
      }
      const email = lead.fields.email ?? "";
      if (match![2]) {
        // Access and portability: the file names no one; the address is inside it.
        const data = await exportPerson(deps.leads(), email, { now });
        const day = now.toISOString().slice(0, 10);
        return json(200, data as unknown as Record<string, unknown>, {
          "Content-Disposition": `attachment; filename="privacy-export-${day}.json"`,
        });
      }
      // How many leads this address sent, from the index (the export and the deletion read every lead).
      const wanted = normaliseEmail(email);
      const sent = (await readIndex(deps.leads(), { log })).filter((e) => normaliseEmail(e.email) === wanted).length;
      return page(200, leadPage(viewer, lead, admins, Math.max(1, sent)));
    }

    // ------------------------------------------------------------------ JSON (POST)
    if (req.method !== "POST") return json(405, { message: "Method not allowed: use POST." }, { Allow: "POST" });
    if (!sameOrigin(req)) return json(403, { message: "Requests must come from the desk's own pages." });
    if (!isJsonContentType(req.headers.get("content-type"))) return json(415, { message: "Send JSON." });
    const body = await readJsonObject(req, DESK_MAX_BODY);
    if (!body.ok) return json(body.status, { message: body.message });
    const raw = body.value;

    if (path === "/api/desk/link") {
      const invalid = validate(raw, SHAPES.link);
      if (invalid) return json(400, { message: invalid });
      const email = raw.email as string;
      const result = await requestLink(deps.desk(), {
        email,
        ip: context.ip ?? null,
        admins,
        limits: limitsFromEnv(env),
        salt: await ipSalt(env, deps.leads(), log),
        now,
      });
      if (result.outcome === "limited") return json(429, { message: LIMITED }, { "Retry-After": "900" });
      // Loaded for every address, so a listed one does not answer more slowly (see Mailer.ready).
      const config = notifyConfigFromEnv(env, deps.createMailer);
      await config.mailer?.ready?.().catch((error) => log("[desk] could not load the mailer:", error));
      if (result.outcome === "listed") {
        const to = result.email;
        const store = deps.desk(); // now: the platform's Blobs context belongs to the request
        // After the answer, so listed and unlisted addresses take the same time to answer.
        const work = (async () => {
          const link = `${url.origin}${DESK_PATH}/sign-in#token=${await issueLink(store, to, now)}`;
          if (config.mailer) {
            await config.mailer.send(signInMail(link, config.mailFrom, to));
          } else if (isLocalHost(url.hostname) && Boolean(env.NETLIFY_LOCAL || env.NETLIFY_DEV)) {
            // `npm start` without SMTP_URL: the link goes to this server's log, and nowhere else.
            log(`[desk] sign-in link for ${to} (SMTP_URL is not set; local server only): ${link}`);
          } else {
            log("[desk] a sign-in link was asked for, but SMTP_URL is not set: no e-mail was sent");
          }
        })().catch((error) => log("[desk] could not send a sign-in link:", error));
        if (context.waitUntil) context.waitUntil(work);
        else await work;
      }
      return json(202, { message: LINK_ANSWER });
    }

    if (path === "/api/desk/session") {
      const invalid = validate(raw, SHAPES.session);
      if (invalid) return json(400, { message: invalid });
      const email = await redeemLink(deps.desk(), raw.token as string, { admins, now });
      if (!email) {
        return json(401, {
          message:
            "This sign-in link is not valid: it was already used, has expired or is incomplete. Ask for a new one.",
        });
      }
      const store = deps.desk();
      const { id } = await createSession(store, email, now);
      const sweep = pruneDesk(store, now).catch((error) => log("[desk] housekeeping failed:", error));
      if (context.waitUntil) context.waitUntil(sweep);
      else await sweep;
      return json(200, { message: "Signed in.", location: DESK_PATH }, { "Set-Cookie": sessionCookie(id) });
    }

    // Everything below needs a session and its CSRF token.
    const viewer = await session();
    if (!viewer) return json(401, SIGNED_OUT, { "Set-Cookie": clearedCookie() });
    if (!sameSecret(req.headers.get("x-csrf-token") ?? "", viewer.csrf)) {
      return json(403, { message: "This page is out of date: reload it and try again." });
    }

    if (path === "/api/desk/sign-out") {
      const invalid = validate(raw, SHAPES.signOut);
      if (invalid) return json(400, { message: invalid });
      await revokeSession(deps.desk(), viewer.hash);
      return json(200, { message: "Signed out.", location: DESK_PATH }, { "Set-Cookie": clearedCookie() });
    }

    const forget = /^\/api\/desk\/leads\/([^/]+)\/forget$/.exec(path);
    if (forget) {
      const invalid = validate(raw, SHAPES.forget);
      if (invalid) return json(400, { message: invalid });
      const lead = await readLead(deps.leads(), forget[1]!);
      if (!lead) return json(404, { message: "There is no such lead: it may have been deleted already." });
      const email = normaliseEmail(lead.fields.email ?? "");
      if (!email || normaliseEmail(raw.email as string) !== email) {
        return json(400, {
          message: "The address you typed is not this lead's address. Nothing was deleted: type it exactly as shown.",
        });
      }
      const result = await forgetPerson(deps.leads(), email, { by: viewer.email, now });
      log(`[desk] privacy request: ${viewer.email} deleted ${result.count} lead(s); audit entry ${result.audit}`);
      return json(200, {
        message: `Deleted ${result.count} lead${result.count === 1 ? "" : "s"} of this person, with their notes.`,
        count: result.count,
        location: DESK_PATH,
      });
    }

    const match = /^\/api\/desk\/leads\/([^/]+)$/.exec(path);
    if (match) {
      const invalid = validate(raw, SHAPES.change);
      if (invalid) return json(400, { message: invalid });
      const assignee = raw.assignee as string | undefined;
      if (assignee !== undefined && assignee !== "" && !admins.includes(assignee)) {
        return json(400, { message: "assignee must be a listed person." });
      }
      const change: ChangeRequest = {
        revision: raw.revision as number,
        ...(raw.status !== undefined ? { status: raw.status as Status } : {}),
        ...(assignee !== undefined ? { assignee: assignee || null } : {}),
        ...(raw.note !== undefined ? { note: raw.note as string } : {}),
      };
      const id = match[1]!;
      const store = deps.leads();
      // The lead's ETag as the index last saw it: a hint that spares the local BlobsServer a listing.
      const hint = await readEntry(store, id).catch(() => null);
      const result = await changeLead(store, id, change, { by: viewer.email, now, etag: hint?.etag });
      if (result.outcome === "saved") {
        // The lead is saved; a failed index update is logged and repaired by `npm run leads -- reindex`.
        await indexLead(store, result.lead, result.etag).catch((error) =>
          log(`[desk] saved lead ${id} but could not update the index:`, error),
        );
      }
      const location = `${DESK_PATH}/lead/${id}`;
      switch (result.outcome) {
        case "missing":
          return json(404, { message: "There is no such lead." });
        case "conflict": {
          const state = deskState(result.lead);
          const last = state.history[state.history.length - 1];
          return json(409, {
            message:
              "Someone else changed this lead since you opened it" +
              (last ? ` (${last.by}, ${last.at})` : "") +
              ". Nothing was saved: reload the page to see their change, then make yours again.",
            revision: state.revision,
          });
        }
        case "unchanged":
          return json(200, { message: "Nothing to change." });
        default:
          return json(200, { message: "Saved.", location, revision: deskState(result.lead).revision });
      }
    }
    return json(404, { message: "Not found." });
  };
}
