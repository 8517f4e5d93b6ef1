/**
 * POST /api/desk/leads/<id> { revision, status?, assignee?, note? } → 200, 409 on a conflict;
 * POST /api/desk/leads/<id>/forget { email } (the lead's address typed again) → 200, every lead of
 * that address deleted (netlify/lib/leads/privacy.ts).
 */
import { indexLead, readEntry } from "../../leads/lead-index";
import { forgetPerson, normaliseEmail } from "../../leads/privacy";
import type { Shape } from "../../shared/http";
import type { Session } from "../auth";
import { json } from "../http";
import { changeLead, deskState, MAX_NOTE, readLead, STATUSES, type ChangeRequest, type Status } from "../inbox";
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
  const result = await forgetPerson(r.deps.leads(), email, { by: viewer.email, now: r.now });
  r.log(`[desk] privacy request: ${viewer.email} deleted ${result.count} lead(s); audit entry ${result.audit}`);
  return json(200, {
    message: `Deleted ${result.count} lead${result.count === 1 ? "" : "s"} of this person, with their notes.`,
    count: result.count,
    location: DESK_PATH,
  });
}

export async function change(r: Staff, body: Record<string, unknown>): Promise<Response> {
  const viewer = r.viewer!;
  const assignee = body.assignee as string | undefined;
  if (assignee !== undefined && assignee !== "" && !r.admins.includes(assignee)) {
    return json(400, { message: "assignee must be a listed person." });
  }
  const request: ChangeRequest = {
    revision: body.revision as number,
    ...(body.status !== undefined ? { status: body.status as Status } : {}),
    ...(assignee !== undefined ? { assignee: assignee || null } : {}),
    ...(body.note !== undefined ? { note: body.note as string } : {}),
  };
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
      return json(200, {
        message: "Saved.",
        location: `${DESK_PATH}/lead/${id}`,
        revision: deskState(result.lead).revision,
      });
  }
}
