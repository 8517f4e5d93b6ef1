/**
 * POST /api/desk/leads/<id> { revision, status?, assignee?, note? } → 200, 409 on a conflict;
 * POST /api/desk/leads/<id>/forget { email } (the lead's address typed again) → 200, every lead of
 * that address deleted (netlify/lib/leads/privacy.ts).
 */
import { indexLead, readEntry } from "../../leads/lead-index";
import { forgetEverything } from "../../people/person";
import { normaliseEmail } from "../../intake/records";
import type { Shape } from "../../shared/http";
import { json } from "../http";
import { changeLead, deskState, readLead, STATUSES, type Status } from "../inbox";
import { DESK_PATH } from "../kit/layout";
import { changeShape, conflictAnswer, staffChange, type Staff } from "./staff-change";

export { FORGET_SHAPE } from "./staff-change";

export const CHANGE_SHAPE: Shape = changeShape(STATUSES);

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
  const everything = await forgetEverything({ leads: r.deps.leads(), applications: r.deps.applications() }, email, {
    by: viewer.email,
    now: r.now,
  });
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
