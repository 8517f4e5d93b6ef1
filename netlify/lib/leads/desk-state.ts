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

export type DeskChange =
  | { at: string; by: string; kind: "status"; from: Status; to: Status }
  | { at: string; by: string; kind: "assignee"; from: string | null; to: string | null }
  | { at: string; by: string; kind: "note" };

/** What staff add to a lead. Absent on a lead nobody has touched (status "new", revision 0). */
export interface DeskState {
  revision: number;
  status: Status;
  assignee: string | null;
  notes: DeskNote[];
  history: DeskChange[];
}

/** A lead as the desk reads it: the stored record with what staff added. */
export type DeskLead = LeadRecord & { desk?: DeskState };

export function deskState(lead: DeskLead): DeskState {
  return lead.desk ?? { revision: 0, status: "new", assignee: null, notes: [], history: [] };
}
