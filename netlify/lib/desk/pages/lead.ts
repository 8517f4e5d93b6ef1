/** GET /admin/leads/lead/<id>: one lead, everything about it, the work form and the privacy request. */
import { formById, LEAD_FIELD_NAMES, optionLabel, phraseOf } from "../../../../src/contracts";
import { CLICK_ID_KEYS } from "../../../../src/contracts/visit";
import { formTitle, personName } from "../../leads/notify";
import { channelStates, CHANNELS, type ChannelName, type NotificationState } from "../../leads/record";
import { markup, type Html } from "../../shared/html";
import { deskState, leadId, STATUSES, type DeskLead } from "../inbox";
import { DESK_PATH, layout, type Viewer } from "../kit/layout";
import { change, notesList, privacyRequest, when, workForm } from "../kit/parts";

function fieldRows(lead: DeskLead): Html[] {
  const contract = formById(lead.form);
  const names = Object.keys(lead.fields).sort(
    (a, b) => LEAD_FIELD_NAMES.indexOf(a as never) - LEAD_FIELD_NAMES.indexOf(b as never),
  );
  return names.map((name) => {
    const field = contract?.field(name);
    const value = lead.fields[name] ?? "";
    const shown = field?.options && value ? `${optionLabel(field, value)} (${value})` : value;
    return markup`<dt>${field ? phraseOf(field) : name}</dt>
      <dd class="text">${shown || "—"}</dd>`;
  });
}

/**
 * Access, portability and erasure for the person who sent this lead (netlify/lib/leads/privacy.ts):
 * a JSON download, and a deletion that only goes ahead when their address is typed again.
 */
function privacySection(lead: DeskLead, id: string, leadsOfPerson: number): Html {
  const email = lead.fields.email ?? "";
  const count = `${leadsOfPerson} lead${leadsOfPerson === 1 ? "" : "s"}`;
  return privacyRequest({
    intro: markup`For a request from the person who sent this lead to see or delete their data. This address,
      <span class="text">${email}</span>, sent ${count};
      ${leadsOfPerson === 1 ? "both actions cover it, with its notes." : "both actions cover all of them, with their notes."}`,
    exportHref: `${DESK_PATH}/lead/${id}/privacy.json`,
    api: `/api/desk/leads/${id}/forget`,
    deletes: markup`Deleting removes the ${count} of this address for good: there is no undo. An audit entry records who deleted
        how many leads, without the address.`,
  });
}

const CHANNEL_LABELS: Record<ChannelName, string> = {
  agency: "E-mail to the agency",
  visitor: "Confirmation to the visitor",
  webhook: "Webhook",
  slack: "Slack",
  hubspot: "HubSpot",
};

/** One row per channel: its outcome in words, attempts, last attempt and last error. */
function channelRows(n: NotificationState): Html[] {
  const states = channelStates(n);
  return CHANNELS.map((name) => {
    const tried = n.perChannel?.[name];
    // Leads stored before channels could be "failed" kept "pending" under a failed notification.
    const state = states[name] === "pending" && n.state === "failed" ? "failed" : states[name];
    const outcome =
      state === "sent"
        ? "sent"
        : state === "skipped"
          ? "skipped (not configured)"
          : state === "failed"
            ? "failed (gave up)"
            : markup`pending, next try ${when(n.nextAttemptAt)}`;
    return markup`<tr>
      <th scope="row">${CHANNEL_LABELS[name]}</th>
      <td data-label="Outcome" data-channel="${name}">${outcome}</td>
      <td data-label="Attempts">${tried ? tried.attempts : "—"}</td>
      <td data-label="Last attempt">${when(tried?.lastAttemptAt)}</td>
      <td data-label="Last error" class="text">${tried?.lastError ?? "—"}</td>
    </tr>`;
  });
}

export function leadPage(viewer: Viewer, lead: DeskLead, admins: string[], leadsOfPerson = 1): string {
  const state = deskState(lead);
  const n = lead.notification;
  const utm = lead.context?.utm && typeof lead.context.utm === "object" ? Object.entries(lead.context.utm) : [];
  const clickIds = CLICK_ID_KEYS.flatMap((k) => {
    const v = lead.context?.clickIds?.[k];
    return typeof v === "string" && v ? [[k, v] as const] : [];
  });
  const timeline: { at: string; item: Html }[] = [
    { at: lead.receivedAt, item: markup`received through the ${formTitle(lead)} form` },
    ...(n.lastAttemptAt ? [{ at: n.lastAttemptAt, item: markup`notification attempt ${n.attempts}: ${n.state}` }] : []),
    ...CHANNELS.flatMap((name) => {
      const tried = n.perChannel?.[name];
      if (!tried) return [];
      const result = tried.lastError ? "not delivered" : "delivered";
      return [{ at: tried.lastAttemptAt, item: markup`${CHANNEL_LABELS[name]}: attempt ${tried.attempts} ${result}` }];
    }),
    ...state.history.map((h) => ({ at: h.at, item: markup`${change(h)} by ${h.by}` })),
  ].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  const id = leadId(lead);
  return layout(
    personName(lead) || "Lead",
    markup`<p><a href="${DESK_PATH}">← All leads</a></p>
      <h1><span class="text">${personName(lead) || "(no name)"}</span></h1>
      <p>
        Status <span class="badge" data-testid="status">${state.status}</span>; assigned to
        ${state.assignee ?? "nobody"}.
      </p>
      <h2>Fields</h2>
      <dl>${fieldRows(lead)}</dl>
      <h2>Where it came from</h2>
      <dl>
        <dt>Form</dt>
        <dd>${formTitle(lead)}</dd>
        <dt>Received</dt>
        <dd>${when(lead.receivedAt)}</dd>
        <dt>Page</dt>
        <dd class="text">${lead.page ?? "—"}</dd>
        <dt>Browser</dt>
        <dd class="text">${lead.userAgent ?? "—"}</dd>
        <dt>Landing page</dt>
        <dd class="text">${lead.context?.landingPage ?? "—"}</dd>
        <dt>Referring site</dt>
        <dd class="text">${lead.context?.referrer ?? "—"}</dd>
        <dt>Campaign (UTM)</dt>
        <dd>
          ${
            utm.length
              ? markup`${utm.map(([k, v]) => markup`<span class="text">${k}: ${typeof v === "string" ? v : JSON.stringify(v)}</span><br />`)}`
              : "not recorded"
          }
        </dd>
        <dt>Click ids (ads)</dt>
        <dd>
          ${
            clickIds.length
              ? markup`${clickIds.map(([k, v]) => markup`<span class="text">${k}: ${v}</span><br />`)}`
              : "none"
          }
        </dd>
        <dt>Lead key</dt>
        <dd>${lead.key}</dd>
      </dl>
      <h2>Notifications</h2>
      <dl>
        <dt>State</dt>
        <dd>${n.state}</dd>
        <dt>Attempts</dt>
        <dd>${n.attempts}</dd>
        <dt>Last attempt</dt>
        <dd>${when(n.lastAttemptAt)}</dd>
        <dt>Next retry</dt>
        <dd>${when(n.nextAttemptAt)}</dd>
        <dt>Last error</dt>
        <dd class="text">${n.lastError ?? "—"}</dd>
      </dl>
      <table>
        <caption>
          Where the lead was sent
        </caption>
        <thead>
          <tr>
            <th scope="col">Channel</th>
            <th scope="col">Outcome</th>
            <th scope="col">Attempts</th>
            <th scope="col">Last attempt</th>
            <th scope="col">Last error</th>
          </tr>
        </thead>
        <tbody>
          ${channelRows(n)}
        </tbody>
      </table>
      <h2 id="work-title">Work on this lead</h2>
      ${workForm(`/api/desk/leads/${id}`, STATUSES, state, admins)}
      ${notesList(state)}
      <h2>Timeline</h2>
      <ol class="timeline" aria-label="Timeline">
        ${timeline.map((t) => markup`<li>${when(t.at)}: ${t.item}</li>`)}
      </ol>
      ${privacySection(lead, id, leadsOfPerson)}`,
    viewer,
  );
}
