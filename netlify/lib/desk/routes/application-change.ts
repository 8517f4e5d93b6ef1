/**
 * POST /api/desk/applications/<id> { revision, status?, assignee?, note? } → 200, 409 on a conflict;
 * POST /api/desk/applications/<id>/forget { email } (the application's address typed again) → 200,
 * every application (with its résumé) and every lead of that address deleted.
 * The body shapes and answers are every record's (./staff-change.ts); the statuses are the hiring ones.
 */
import { forgetEverything } from "../../people/person";
import { normaliseEmail } from "../../intake/records";
import type { Shape } from "../../shared/http";
import { APPLICATIONS_PATH } from "../kit/layout";
import { APPLICATION_STATUSES, changeApplication, readApplication, type ApplicationStatus } from "../applications";
import { json } from "../http";
import { changeShape, conflictAnswer, staffChange, type Staff } from "./staff-change";

export const APPLICATION_CHANGE_SHAPE: Shape = changeShape(APPLICATION_STATUSES);

const NONE = { message: "There is no such application: it may have been deleted already." };

export async function changeApplicationRoute(r: Staff, body: Record<string, unknown>): Promise<Response> {
  const request = staffChange<ApplicationStatus>(r, body);
  if ("refused" in request) return request.refused;
  const id = r.params[0]!;
  const result = await changeApplication(r.deps.applications(), id, request, { by: r.viewer!.email, now: r.now });
  switch (result.outcome) {
    case "missing":
      return json(404, NONE);
    case "conflict":
      return conflictAnswer("application", result.record.desk);
    case "unchanged":
      return json(200, { message: "Nothing to change." });
    default:
      return json(200, {
        message: "Saved.",
        location: `${APPLICATIONS_PATH}/${id}`,
        revision: result.record.desk?.revision ?? 0,
      });
  }
}

export async function forgetApplicationRoute(r: Staff, body: Record<string, unknown>): Promise<Response> {
  const store = r.deps.applications();
  const record = await readApplication(store, r.params[0]!);
  if (!record) return json(404, NONE);
  const email = normaliseEmail(record.fields?.email ?? "");
  if (!email || normaliseEmail(body.email as string) !== email) {
    return json(400, {
      message:
        "The address you typed is not this application's address. Nothing was deleted: type it exactly as shown.",
    });
  }
  const result = await forgetEverything({ leads: r.deps.leads(), applications: store }, email, {
    by: r.viewer!.email,
    now: r.now,
  });
  const apps = result.applications?.count ?? 0;
  r.log(
    `[desk] privacy request: ${r.viewer!.email} deleted ${apps} application(s) and ${result.leads.count} lead(s); audit entries ${result.applications?.audit} ${result.leads.audit}`,
  );
  return json(200, {
    message: `Deleted ${apps} application${apps === 1 ? "" : "s"} (with résumés) and ${result.leads.count} lead${result.leads.count === 1 ? "" : "s"} of this person.`,
    count: apps + result.leads.count,
    location: APPLICATIONS_PATH,
  });
}
