/**
 * GET /admin/leads/lead/<id>: one lead; GET /admin/leads/lead/<id>/privacy.json: everything stored
 * about that lead's address, as a download (access and portability; netlify/lib/leads/privacy.ts).
 */
import { monthOf, removeFromIndex } from "../../leads/lead-index";
import { exportEverything } from "../../people/person";
import { leadsOfAddress } from "../addresses";
import { json, page } from "../http";
import { readLead, type DeskLead } from "../inbox";
import { leadPage } from "../pages/lead";
import { notFoundPage } from "../pages/not-found";
import type { SignedIn } from "../route";

/** The lead of the route's id, or null; an index entry whose lead is gone (deleted while the index was being written) goes now. */
async function found(r: SignedIn): Promise<DeskLead | null> {
  const id = r.params[0]!;
  const lead = await readLead(r.deps.leads(), id);
  if (!lead && monthOf(id)) {
    await removeFromIndex(r.deps.leads(), [id]).catch((error) =>
      r.log("[desk] could not take a missing lead out of the index:", error),
    );
  }
  return lead;
}

export async function lead(r: SignedIn): Promise<Response> {
  const lead = await found(r);
  if (!lead) return page(404, notFoundPage(r.viewer));
  const sent = await leadsOfAddress(r.deps.leads(), lead.fields.email ?? "", { log: r.log });
  return page(200, leadPage(r.viewer, lead, r.admins, Math.max(1, sent)));
}

export async function privacyExport(r: SignedIn): Promise<Response> {
  const lead = await found(r);
  if (!lead) return page(404, notFoundPage(r.viewer));
  // The file names no one; the address is inside it.
  // Leads and job applications (with résumé files, base64) of the address: one file for the person.
  const data = await exportEverything(
    { leads: r.deps.leads(), applications: r.deps.applications() },
    lead.fields.email ?? "",
    { now: r.now },
  );
  const day = r.now.toISOString().slice(0, 10);
  return json(200, data, {
    "Content-Disposition": `attachment; filename="privacy-export-${day}.json"`,
  });
}
