/**
 * What the change and forget endpoints of every kind of record share (leads: ./lead-change.ts,
 * applications: ./application-change.ts): the body shapes, the change a body asks for, and the
 * answer to a conflicting change.
 */
import type { Shape } from "../../shared/http";
import type { Session } from "../auth";
import { MAX_NOTE, type ChangeRequest } from "../changes";
import { json } from "../http";
import type { DeskState } from "../inbox";
import type { DeskRequest } from "../route";

export type Staff = DeskRequest & { viewer?: Session };

/** The body of a staff change to a record whose statuses are `statuses` (checked in this order). */
export function changeShape(statuses: readonly string[]): Shape {
  return {
    revision: {
      required: true,
      check: (v) => typeof v === "number" && Number.isInteger(v) && v >= 0,
      message: "revision must be a whole number.",
    },
    status: {
      check: (v) => typeof v === "string" && statuses.includes(v),
      message: `status must be one of ${statuses.join(", ")}.`,
    },
    assignee: { check: (v) => typeof v === "string" && v.length <= 254, message: "assignee must be a listed person." },
    note: {
      check: (v) => typeof v === "string" && v.length <= MAX_NOTE,
      message: `note must be text of at most ${MAX_NOTE} characters.`,
    },
  };
}

export const FORGET_SHAPE: Shape = {
  email: {
    required: true,
    check: (v) => typeof v === "string" && v.length <= 254,
    message: "Type the person's e-mail address to confirm the deletion.",
  },
};

/** The change a body asks for (its changeShape has checked the types), or a 400 for an assignee not on the staff list. */
export function staffChange<S extends string>(
  r: Staff,
  body: Record<string, unknown>,
): ChangeRequest<S> | { refused: Response } {
  const assignee = body.assignee as string | undefined;
  if (assignee !== undefined && assignee !== "" && !r.admins.includes(assignee)) {
    return { refused: json(400, { message: "assignee must be a listed person." }) };
  }
  return {
    revision: body.revision as number,
    ...(body.status !== undefined ? { status: body.status as S } : {}),
    ...(assignee !== undefined ? { assignee: assignee || null } : {}),
    ...(body.note !== undefined ? { note: body.note as string } : {}),
  };
}

/** 409: someone else's change (the last timeline entry named), nothing saved. */
export function conflictAnswer(what: "lead" | "application", desk: DeskState<string> | undefined): Response {
  const state = desk ?? { revision: 0, history: [] };
  const last = state.history[state.history.length - 1];
  return json(409, {
    message:
      `Someone else changed this ${what} since you opened it` +
      (last ? ` (${last.by}, ${last.at})` : "") +
      ". Nothing was saved: reload the page to see their change, then make yours again.",
    revision: state.revision,
  });
}
