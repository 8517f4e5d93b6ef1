/**
 * The application pages (signed-in staff only; the dispatcher checks the session first):
 *   GET /admin/leads/applications                  the list, by job and status, newest first
 *   GET /admin/leads/applications/export.csv?job=  one job's applications as CSV
 *   GET /admin/leads/applications/<id>             one application
 *   GET /admin/leads/applications/<id>/resume      its résumé, as an attachment
 *   GET /admin/leads/applications/<id>/privacy.json  everything stored about its address
 */
import { exportEverything } from "../../people/person";
import { normaliseEmail } from "../../intake/records";
import { leadsOfAddress } from "../addresses";
import { applicationPage } from "../pages/application";
import { applicationsPage } from "../pages/applications";
import {
  applicationsCsv,
  parseApplicationFilter,
  readApplication,
  readApplications,
  readResume,
  selectApplications,
} from "../applications";
import { json, page, pageHeaders } from "../http";
import { pageOf } from "../paging";
import { notFoundPage } from "../pages/not-found";
import type { SignedIn } from "../route";

const missing = (r: SignedIn) => page(404, notFoundPage(r.viewer));

export async function applications(r: SignedIn): Promise<Response> {
  const filter = parseApplicationFilter(r.url.searchParams);
  const all = await readApplications(r.deps.applications());
  const selected = selectApplications(all, filter);
  return page(
    200,
    applicationsPage(r.viewer, filter, all, { ...pageOf(selected, filter.page), total: selected.length }),
  );
}

export async function applicationsExport(r: SignedIn): Promise<Response> {
  const filter = parseApplicationFilter(r.url.searchParams);
  if (!filter.job) {
    return page(400, "Choose a job: the export is per job (?job=<slug>).", {
      "Content-Type": "text/plain; charset=utf-8",
    });
  }
  const selected = selectApplications(await readApplications(r.deps.applications()), filter);
  const day = r.now.toISOString().slice(0, 10);
  return page(200, applicationsCsv(selected), {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="applications-${filter.job}-${day}.csv"`,
  });
}

export async function application(r: SignedIn): Promise<Response> {
  const store = r.deps.applications();
  const record = await readApplication(store, r.params[0]!);
  if (!record) return missing(r);
  // How much this address sent, from the listing and the leads' index (the export and the deletion read every blob).
  const email = normaliseEmail(record.fields?.email ?? "");
  const same = (value: string | undefined) => normaliseEmail(value ?? "") === email;
  const counts = {
    applications: Math.max(1, (await readApplications(store)).filter((a) => same(a.fields?.email)).length),
    leads: await leadsOfAddress(r.deps.leads(), email, { log: r.log }),
  };
  return page(200, applicationPage(r.viewer, record, r.admins, counts));
}

/**
 * The résumé: only ever an attachment under our own name, with its kind's real type, `nosniff`,
 * no caching and a sandboxing CSP, so a browser neither renders nor guesses it.
 */
export async function resume(r: SignedIn): Promise<Response> {
  const store = r.deps.applications();
  const record = await readApplication(store, r.params[0]!);
  const file = record ? await readResume(store, record) : null;
  if (!file) return missing(r);
  return new Response(r.req.method === "HEAD" ? null : file.bytes, {
    status: 200,
    headers: pageHeaders({
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes.byteLength),
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Content-Security-Policy": "default-src 'none'; sandbox",
    }),
  });
}

export async function applicationPrivacyExport(r: SignedIn): Promise<Response> {
  const store = r.deps.applications();
  const record = await readApplication(store, r.params[0]!);
  if (!record) return missing(r);
  // The file names no one; the address is inside it.
  const data = await exportEverything({ leads: r.deps.leads(), applications: store }, record.fields?.email ?? "", {
    now: r.now,
  });
  const day = r.now.toISOString().slice(0, 10);
  return json(200, data, {
    "Content-Disposition": `attachment; filename="privacy-export-${day}.json"`,
  });
}
