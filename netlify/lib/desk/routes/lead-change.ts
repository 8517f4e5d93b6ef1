/**
 * POST /api/desk/leads/<id> { revision, status?, assignee?, note? } → 200, 409 on a conflict;
 * POST /api/desk/leads/<id>/forget { email } (the lead's address typed again) → 200, every lead of
 * that address deleted (netlify/lib/leads/privacy.ts).
 */
import { indexLead, readEntry } from "../../leads/lead-index";
import { forgetEverything } from "../../people/person";
import { normaliseEmail } from "../../intake/records";
import type { Shape } from "../../shared/http";
import type { Session } from "../auth";
import { json } from "../http";
import {
  changeLead,
  deskState,
  MAX_NOTE,
  readLead,
  STATUSES,
  type ChangeRequest,
  type DeskState,
  type Status,
} from "../inbox";
import { DESK_PATH } from "../pages";
import type { DeskRequest } from "../route";

type Staff = DeskRequest & { viewer?: Session };

export const CHANGE_SHAPE: Shape = {
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
};

export const FORGET_SHAPE: Shape = {
  email: {
    required: true,
    check: (v) => typeof v === "string" && v.length <= 254,
    message: "Type the person's e-mail address to confirm the deletion.",
  },
};

export async function forget(r: Staff, body: Record<string, unknown>): Promise<Response> {
  const viewer = r.viewer!;
  const lead = await readLead(r.deps.leads(), r.params[0]!);
  if (!lead) return json(404, { message: "There is no such lead: it may have been deleted already." });
  const email = normaliseEmail(lead.fields.email ?? "");
  if (!email || normaliseEmail(body.email as string) !== email) {
    return json(400, {
      message: "The address you typed is not this lead's address. Nothing was deleted: type it exactly as shown.",
    });
  }
  // Their job applications (with résumé files) go too: a request covers everything stored about the address.
  const everything = await forgetEverything(
    { leads: r.deps.leads(), applications: r.deps.applications?.() ?? null },
    email,
    { by: viewer.email, now: r.now },
  );
  const result = everything.leads;
  const apps = everything.applications?.count ?? 0;
  r.log(
    `[desk] privacy request: ${viewer.email} deleted ${result.count} lead(s) and ${apps} application(s); audit entry ${result.audit}${everything.applications ? ` ${everything.applications.audit}` : ""}`,
  );
  return json(200, {
    message:
      `Deleted ${result.count} lead${result.count === 1 ? "" : "s"} of this person, with their notes` +
      (apps ? `, and ${apps} job application${apps === 1 ? "" : "s"} with résumés.` : "."),
    count: result.count,
    location: DESK_PATH,
  });
}

/** The change a body asks for (CHANGE_SHAPE has checked the types), or a 400 for an assignee not on the staff list. */
export function staffChange<S extends string>(
  r: Staff,
  body: Record<string, unknown>,
): ChangeRequest<S> | { refused: Response } {
  const assignee = body.assignee as string | undefined;
  if (assignee !== undefined && assignee !== "" && !r.admins.includes(assignee)) {
    return { refused: json(400, { message: "assignee must be a listed person." }) };
  }
  return {
    revision: body.revision as number,
    ...(body.status !== undefined ? { status: body.status as S } : {}),
    ...(assignee !== undefined ? { assignee: assignee || null } : {}),
    ...(body.note !== undefined ? { note: body.note as string } : {}),
  };
}

/** 409: someone else's change (the last timeline entry named), nothing saved. */
export function conflictAnswer(what: "lead" | "application", desk: DeskState<string> | undefined): Response {
  const state = desk ?? { revision: 0, history: [] };
  const last = state.history[state.history.length - 1];
  return json(409, {
    message:
      `Someone else changed this ${what} since you opened it` +
      (last ? ` (${last.by}, ${last.at})` : "") +
      ". Nothing was saved: reload the page to see their change, then make yours again.",
    revision: state.revision,
  });
}

export async function change(r: Staff, body: Record<string, unknown>): Promise<Response> {
  const viewer = r.viewer!;
  const request = staffChange<Status>(r, body);
  if ("refused" in request) return request.refused;
  const id = r.params[0]!;
  const store = r.deps.leads();
  // The lead's ETag as the index last saw it: a hint that spares the local BlobsServer a listing.
  const hint = await readEntry(store, id).catch(() => null);
  const result = await changeLead(store, id, request, { by: viewer.email, now: r.now, etag: hint?.etag });
  if (result.outcome === "saved") {
    // The lead is saved; a failed index update is logged and repaired by `npm run leads -- reindex`.
    await indexLead(store, result.lead, result.etag).catch((error) =>
      r.log(`[desk] saved lead ${id} but could not update the index:`, error),
    );
  }
  switch (result.outcome) {
    case "missing":
      return json(404, { message: "There is no such lead." });
    case "conflict":
      return conflictAnswer("lead", result.lead.desk);
    case "unchanged":
      return json(200, { message: "Nothing to change." });
    default:
      return json(200, {
        message: "Saved.",
        location: `${DESK_PATH}/lead/${id}`,
        revision: deskState(result.lead).revision,
      });
  }
}
