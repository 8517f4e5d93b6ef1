/**
 * The desk's page kit, its parts: what the lead and application pages (framed by ./layout.ts) draw
 * alike: times, choices, the status filter, timeline entries, the privacy request, the work form
 * and the notes.
 */
import { markup, type Html } from "../../shared/html";
import { MAX_NOTE } from "../changes";
import type { DeskChange, DeskState } from "../inbox";

export function when(iso: string | null | undefined): Html {
  if (!iso) return markup`—`;
  const text = iso
    .replace("T", " ")
    .replace(/\.\d+Z$/, " UTC")
    .replace(/Z$/, " UTC");
  return markup`<time datetime="${iso}">${text}</time>`;
}

export function options(values: readonly string[], selected: string, labels: (v: string) => string = (v) => v): Html {
  return markup`${values.map((v) => markup`<option value="${v}" ${v === selected ? markup` selected` : ""}>${labels(v)}</option>`)}`;
}

/** A list's filter by status (the filters form's "Status" choice, "Any status" first). */
export function statusFilter(statuses: readonly string[], selected: string): Html {
  return markup`<div>
          <label for="status">Status</label>
          <select id="status" name="status">
            <option value="">Any status</option>
            ${options(statuses, selected)}
          </select>
        </div>`;
}

export function change(entry: DeskChange<string>): Html {
  switch (entry.kind) {
    case "status":
      return markup`status ${entry.from} → ${entry.to}`;
    case "assignee":
      return markup`assigned ${entry.from ?? "nobody"} → ${entry.to ?? "nobody"}`;
    default:
      return markup`note added`;
  }
}

/**
 * A person's privacy request on a desk page: what is stored (`intro`), the JSON export, and the
 * deletion (`deletes` says what it removes), which only goes ahead when their address is typed again.
 */
export function privacyRequest(p: { intro: Html; exportHref: string; api: string; deletes: Html }): Html {
  return markup`<section aria-labelledby="privacy-title" class="stack">
    <h2 id="privacy-title">Privacy request</h2>
    <p>
      ${p.intro}
    </p>
    <p><a href="${p.exportHref}" download>Export this person's data</a> (JSON)</p>
    <form data-api="${p.api}" class="card stack danger">
      <p>
        ${p.deletes}
      </p>
      <div>
        <label for="forget-email">To confirm, type the person's e-mail address</label>
        <input id="forget-email" name="email" type="email" autocomplete="off" required maxlength="254" />
      </div>
      <button type="submit" disabled>Delete this person's data</button>
      <p data-result role="status"></p>
    </form>
  </section>`;
}

/** The status, assignee and note form of a lead or an application (sent as JSON by desk.mjs). */
export function workForm(
  api: string,
  statuses: readonly string[],
  state: DeskState<string>,
  admins: readonly string[],
): Html {
  return markup`<form data-api="${api}" class="card stack" aria-labelledby="work-title">
    <input type="hidden" name="revision" data-type="int" value="${state.revision}" />
    <div>
      <label for="status">Status</label>
      <select id="status" name="status">
        ${options(statuses, state.status)}
      </select>
    </div>
    <div>
      <label for="assignee">Assigned to</label>
      <select id="assignee" name="assignee">
        <option value="">Nobody</option>
        ${options(admins, state.assignee ?? "")}
      </select>
    </div>
    <div>
      <label for="note">Add a note</label>
      <textarea id="note" name="note" rows="4" maxlength="${MAX_NOTE}"></textarea>
    </div>
    <button type="submit" disabled>Save</button>
    <p data-result role="status"></p>
  </form>`;
}

/** The notes of a lead or an application, oldest first. */
export function notesList(state: DeskState<string>): Html {
  return markup`<h2>Notes</h2>
    ${
      state.notes.length
        ? markup`<ul>
            ${state.notes.map(
              (note) =>
                markup`<li>
                  <p class="text">${note.text}</p>
                  <p>${note.by}, ${when(note.at)}</p>
                </li>`,
            )}
          </ul>`
        : markup`<p>No notes yet.</p>`
    }`;
}
