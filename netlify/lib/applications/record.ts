/**
 * What an application is once stored (`application/<id>` in the `applications` store: ./store.ts),
 * and the state of its two e-mails (./notify.ts).
 */
import type { VisitContext } from "../../../src/contracts/visit";
import type { ResumeKind } from "../../../src/contracts/applications";
import type { ApplicationDeskState, ApplicationStatus } from "./desk-state";

export interface ApplicationRecord {
  version: 1;
  id: string;
  job: { slug: string; title: string };
  /** The text fields as the contract names them ("" for an optional one left empty). */
  fields: Record<string, string>;
  consent: { given: true; text: string };
  resume: {
    /** Our key in the store (`resume/<id>.<ext>`): the visitor's file name is never used as one. */
    key: string;
    kind: ResumeKind;
    contentType: string;
    bytes: number;
    sha256: string;
    /** The visitor's file name, as text only (checked: no path, no control characters). */
    originalName: string;
  };
  receivedAt: string;
  page: string | null;
  userAgent: string | null;
  ipHash: string | null;
  /** Where the visit came from (the form's `context` field, src/contracts/visit.ts), or null. */
  context: VisitContext | null;
  /** "new" when stored; the desk keeps it equal to `desk.status` (./desk-state.ts). */
  status: ApplicationStatus;
  /** What staff added on the desk (status, assignee, notes, timeline); absent until someone does. */
  desk?: ApplicationDeskState;
  /** The two e-mails (./notify.ts): their outcome once tried. */
  notification: ApplicationNotification;
}

export type MailState = "pending" | "sent" | "failed" | "unconfigured";

export interface ApplicationNotification {
  /** unconfigured: no SMTP_URL, nothing sent; failed: at least one e-mail could not be sent. */
  state: MailState;
  hiring: MailState;
  candidate: MailState;
  attempts: number;
  lastError: string | null;
  /** When a failed e-mail is tried again (./notify.ts retryApplicationMails); null or absent: not planned. */
  nextAttemptAt?: string | null;
}
