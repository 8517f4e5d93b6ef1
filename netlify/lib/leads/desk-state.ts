/**
 * What staff add to a stored lead on the desk (status, assignee, notes, history), kept on the lead
 * record itself under `desk`. Part of the record's shape, so the leads code (privacy, retention,
 * the index) reads it without importing the desk; netlify/lib/desk writes it.
 */
import type { LeadRecord } from "./record";

export const STATUSES = ["new", "contacted", "qualified", "won", "lost", "spam"] as const;
export type Status = (typeof STATUSES)[number];

export interface DeskNote {
  at: string;
  by: string;
  text: string;
}

/** A timeline entry; `S` is the record's statuses (a lead's, or an application's). */
export type DeskChange<S extends string = Status> =
  | { at: string; by: string; kind: "status"; from: S; to: S }
  | { at: string; by: string; kind: "assignee"; from: string | null; to: string | null }
  | { at: string; by: string; kind: "note" };

/** What staff add to a lead (or an application). Absent on a lead nobody has touched (status "new", revision 0). */
export interface DeskState<S extends string = Status> {
  revision: number;
  status: S;
  assignee: string | null;
  notes: DeskNote[];
  history: DeskChange<S>[];
}

/** A lead as the desk reads it: the stored record with what staff added. */
export type DeskLead = LeadRecord & { desk?: DeskState };

export function deskState(lead: DeskLead): DeskState {
  return lead.desk ?? { revision: 0, status: "new", assignee: null, notes: [], history: [] };
}
