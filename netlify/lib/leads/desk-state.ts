/**
 * What staff add to a stored lead on the desk (status, assignee, notes, history), kept on the lead
 * record itself under `desk`: the shape every kind shares (netlify/lib/intake/desk-state.ts) with
 * the lead statuses. Part of the record's shape, so the leads code (privacy, retention, the index)
 * reads it without importing the desk; netlify/lib/desk writes it.
 */
import type { DeskChange as IntakeDeskChange, DeskState as IntakeDeskState } from "../intake/desk-state.ts";
import type { LeadRecord } from "./record.ts";

export const STATUSES = ["new", "contacted", "qualified", "won", "lost", "spam"] as const;
export type Status = (typeof STATUSES)[number];

export type { DeskNote } from "../intake/desk-state.ts";
/** A lead's timeline entry (netlify/lib/intake/desk-state.ts) with the lead statuses. */
export type DeskChange<S extends string = Status> = IntakeDeskChange<S>;
/** What staff add to a lead (netlify/lib/intake/desk-state.ts). Absent on a lead nobody has touched (status "new", revision 0). */
export type DeskState<S extends string = Status> = IntakeDeskState<S>;

/** A lead as the desk reads it: the stored record with what staff added. */
export type DeskLead = LeadRecord & { desk?: DeskState };

export function deskState(lead: DeskLead): DeskState {
  return lead.desk ?? { revision: 0, status: "new", assignee: null, notes: [], history: [] };
}
