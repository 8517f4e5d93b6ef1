/**
 * What staff add to any stored submission on the desk (status, assignee, notes, history), kept on
 * the record itself under `desk`: part of every kind's record shape, so a kind's privacy, retention
 * and index code read it without importing the desk; netlify/lib/desk writes it. `S` is the kind's
 * statuses (a lead's, an application's).
 */

export interface DeskNote {
  at: string;
  by: string;
  text: string;
}

/** A timeline entry. */
export type DeskChange<S extends string> =
  | { at: string; by: string; kind: "status"; from: S; to: S }
  | { at: string; by: string; kind: "assignee"; from: string | null; to: string | null }
  | { at: string; by: string; kind: "note" };

/** What staff add to a record. Absent on one nobody has touched (its first status, revision 0). */
export interface DeskState<S extends string> {
  revision: number;
  status: S;
  assignee: string | null;
  notes: DeskNote[];
  history: DeskChange<S>[];
}
