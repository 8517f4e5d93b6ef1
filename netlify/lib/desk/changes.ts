/**
 * The desk's change engine, for every kind of record staff work on (leads: ./inbox.ts changeLead;
 * applications: ./applications.ts changeApplication): a change request (status, assignee, note)
 * applied to a record's desk state, saved with a revision check and a write conditional on the
 * blob's ETag. See docs/desk.md.
 */
import type { DeskState, Status } from "../leads/desk-state";
import { readWithEtag, type BlobStore } from "../shared/blobs";

/** The longest note staff can add. */
export const MAX_NOTE = 2000;

export interface ChangeRequest<S extends string = Status> {
  /** The desk revision the person saw when they opened the lead. */
  revision: number;
  status?: S;
  assignee?: string | null;
  note?: string;
}

/** Applies a change to a state; returns the new state and how many entries it recorded. */
export function applyChange<S extends string>(
  state: DeskState<S>,
  change: ChangeRequest<S>,
  by: string,
  at: string,
): { state: DeskState<S>; changed: number } {
  const next: DeskState<S> = {
    ...state,
    notes: [...state.notes],
    history: [...state.history],
  };
  let changed = 0;
  if (change.status !== undefined && change.status !== state.status) {
    next.history.push({ at, by, kind: "status", from: state.status, to: change.status });
    next.status = change.status;
    changed += 1;
  }
  if (change.assignee !== undefined && change.assignee !== state.assignee) {
    next.history.push({ at, by, kind: "assignee", from: state.assignee, to: change.assignee });
    next.assignee = change.assignee;
    changed += 1;
  }
  const note = change.note?.trim();
  if (note) {
    next.notes.push({ at, by, text: note });
    next.history.push({ at, by, kind: "note" });
    changed += 1;
  }
  if (changed) next.revision = state.revision + 1;
  return { state: next, changed };
}

/** How a record kind keeps what staff add (leads and applications both keep it under `desk`). */
export interface DeskStateOf<R, S extends string> {
  state: (record: R) => DeskState<S>;
  withState: (record: R, state: DeskState<S>) => R;
}

export type SaveResult<R> =
  | { outcome: "saved"; record: R; lead: R; changed: number; etag?: string }
  | { outcome: "unchanged"; record: R; lead: R }
  | { outcome: "conflict"; record: R; lead: R }
  | { outcome: "missing" };

/**
 * The conditional read-modify-write behind every staff change (leads, applications): the person's
 * revision must be the record's current one, the write is conditional on the blob's ETag, and a
 * write that fails (anything else updated the record meanwhile) reads again and checks again.
 * Callers queue it per key (`serialised`).
 */
export async function saveChange<R, S extends string>(
  store: BlobStore,
  key: string,
  change: ChangeRequest<S>,
  input: { by: string; now: Date; etag?: string },
  of: DeskStateOf<R, S>,
): Promise<SaveResult<R>> {
  const result = (record: R) => ({ record, lead: record });
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const current =
      attempt === 0 && input.etag ? await readWithHint(store, key, input.etag) : await readWithEtag(store, key);
    if (!current || !current.data) return { outcome: "missing" };
    const record = current.data as R;
    const state = of.state(record);
    if (state.revision !== change.revision) return { outcome: "conflict", ...result(record) };
    const { state: next, changed } = applyChange(state, change, input.by, input.now.toISOString());
    if (!changed) return { outcome: "unchanged", ...result(record) };
    if (!current.etag) return { outcome: "conflict", ...result(record) };
    const updated = of.withState(record, next);
    const written = await store.setJSON(key, updated, { onlyIfMatch: current.etag });
    if (written.modified) return { outcome: "saved", ...result(updated), changed, etag: written.etag };
  }
  const latest = await readWithEtag(store, key);
  return latest?.data ? { outcome: "conflict", ...result(latest.data as R) } : { outcome: "missing" };
}

/**
 * The lead with the ETag the platform gives, else with `hint` (the ETag the index recorded). The
 * local BlobsServer gives none on a read, and finding one means listing every lead; a stale hint
 * only makes the conditional write fail, after which the lead is read again with readWithEtag.
 * Safe because the hint was recorded before this read: if the write's `onlyIfMatch: hint`
 * succeeds, nothing was written since the hint, so the data read is the current data.
 */
async function readWithHint(store: BlobStore, key: string, hint: string) {
  const found = await store.getWithMetadata(key, { type: "json" });
  if (!found || found.etag) return found;
  return { data: found.data, etag: hint };
}
