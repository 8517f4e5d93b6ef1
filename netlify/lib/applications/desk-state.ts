/**
 * What staff add to a stored application on the desk: the same shape as a lead's (status,
 * assignee, notes, history: netlify/lib/intake/desk-state.ts) with the hiring statuses, kept on the
 * record under `desk`. The record's top-level `status` mirrors `desk.status` (the export shows both).
 */
import type { DeskState } from "../intake/desk-state.ts";

export const APPLICATION_STATUSES = ["new", "reviewing", "interview", "offer", "hired", "rejected"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export type ApplicationDeskState = DeskState<ApplicationStatus>;

/** The desk state of an application nobody has touched: status "new", revision 0. */
export function applicationDeskState(record: { desk?: ApplicationDeskState }): ApplicationDeskState {
  return record.desk ?? { revision: 0, status: "new", assignee: null, notes: [], history: [] };
}
