/** GET /admin/leads/applications/<id>: one application, its résumé, the work form and the privacy request. */
import { APPLICATION_FIELDS, RESUME_KINDS } from "../../../../src/contracts/applications";
import { markup, type Html } from "../../shared/html";
import { APPLICATION_STATUSES, applicationDeskState, jobTitle, type ApplicationRecord } from "../applications";
import { APPLICATIONS_PATH, layout, type Viewer } from "../kit/layout";
import { change, notesList, privacyRequest, when, workForm } from "../kit/parts";

function size(bytes: number | undefined): string {
  if (typeof bytes !== "number") return "—";
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Export and deletion for the person who sent this application (their leads and applications). */
function privacySection(record: ApplicationRecord, counts: { leads: number; applications: number }): Html {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  const what = `${plural(counts.applications, "application")} (with their résumés) and ${plural(counts.leads, "lead")}`;
  return privacyRequest({
    intro: markup`For a request from this candidate to see or delete their data. This address,
      <span class="text">${record.fields?.email ?? ""}</span>, has ${what} stored; both actions cover all of them.`,
    exportHref: `${APPLICATIONS_PATH}/${record.id}/privacy.json`,
    api: `/api/desk/applications/${record.id}/forget`,
    deletes: markup`Deleting removes the ${what} of this address for good: there is no undo. An audit entry records who deleted
        how many, without the address.`,
  });
}

export function applicationPage(
  viewer: Viewer,
  record: ApplicationRecord,
  admins: string[],
  counts: { leads: number; applications: number },
): string {
  const state = applicationDeskState(record);
  const n = record.notification;
  const name = record.fields?.name || "(no name)";
  const kind = record.resume?.kind && Object.hasOwn(RESUME_KINDS, record.resume.kind) ? record.resume.kind : null;
  const timeline: { at: string; item: Html }[] = [
    { at: record.receivedAt, item: markup`received for ${jobTitle(record.job?.slug ?? "")}` },
    ...state.history.map((h) => ({ at: h.at, item: markup`${change(h)} by ${h.by}` })),
  ].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return layout(
    `${name}: application`,
    markup`<p><a href="${APPLICATIONS_PATH}">← All applications</a></p>
      <h1><span class="text">${name}</span></h1>
      <p>
        Applied for <span class="text">${jobTitle(record.job?.slug ?? "")}</span>. Status
        <span class="badge" data-testid="status">${state.status}</span>; assigned to ${state.assignee ?? "nobody"}.
      </p>
      <h2>Fields</h2>
      <dl>
        ${APPLICATION_FIELDS.map(
          (f) => markup`<dt>${f.label}</dt>
            <dd class="text">${record.fields?.[f.name] || "—"}</dd>`,
        )}
        <dt>Job opening</dt>
        <dd class="text">${record.job?.title ?? "—"} (${record.job?.slug ?? "—"})</dd>
        <dt>Consent</dt>
        <dd class="text">${record.consent?.text ?? "—"}</dd>
      </dl>
      <h2>Résumé</h2>
      ${
        kind
          ? markup`<p>
              ${RESUME_KINDS[kind].label}, ${size(record.resume.bytes)}. The candidate's file name was
              <span class="text">${record.resume.originalName}</span>.
            </p>
            <p><a href="${APPLICATIONS_PATH}/${record.id}/resume" download>Download the résumé</a></p>`
          : markup`<p>No résumé is stored with this application.</p>`
      }
      <h2>Where it came from</h2>
      <dl>
        <dt>Received</dt>
        <dd>${when(record.receivedAt)}</dd>
        <dt>Page</dt>
        <dd class="text">${record.page ?? "—"}</dd>
        <dt>Browser</dt>
        <dd class="text">${record.userAgent ?? "—"}</dd>
        <dt>E-mails</dt>
        <dd>
          ${n?.state ?? "—"} (to the hiring contact: ${n?.hiring ?? "—"}; confirmation to the candidate:
          ${n?.candidate ?? "—"}; attempts ${n?.attempts ?? 0})
        </dd>
        <dt>Last e-mail error</dt>
        <dd class="text">${n?.lastError ?? "—"}</dd>
        <dt>Application id</dt>
        <dd>${record.id}</dd>
      </dl>
      <h2 id="work-title">Work on this application</h2>
      ${workForm(`/api/desk/applications/${record.id}`, APPLICATION_STATUSES, state, admins)}
      ${notesList(state)}
      <h2>Timeline</h2>
      <ol class="timeline" aria-label="Timeline">
        ${timeline.map((t) => markup`<li>${when(t.at)}: ${t.item}</li>`)}
      </ol>
      ${privacySection(record, counts)}`,
    viewer,
  );
}
