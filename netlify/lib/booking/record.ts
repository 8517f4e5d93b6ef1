/**
 * What a booking is once stored (`booking/<id>`: ./store.ts): a lead of the form `booking` (the
 * visitor's fields, the page, the visit's attribution as a lead carries it) with its meeting: kind,
 * host, start and end (instants), the visitor's zone, the keys that hold the host's time, the change
 * links' nonce and the mails' outcome.
 */
import type { VisitContext } from "../../../src/contracts/visit";

export type BookingStatus = "booked" | "cancelled";
export type MailState = "pending" | "sent" | "failed" | "unconfigured";

export interface BookingRecord {
  version: 1;
  id: string;
  /** As a lead names its form: the desk and the reports count bookings beside the lead forms. */
  form: "booking";
  kind: string;
  /** The host's team slug (content/team.json). */
  host: string;
  start: string;
  end: string;
  /** The zone the visitor saw the time in. */
  visitorTimeZone: string;
  status: BookingStatus;
  fields: { name: string; email: string; company: string; phone: string; service: string; budget: string };
  consent: { text: string; page: string | null; at: string };
  receivedAt: string;
  page: string | null;
  userAgent: string | null;
  ipHash: string | null;
  context: VisitContext | null;
  /** The visit's utm_campaign, or null. */
  campaign: string | null;
  /** The `hold/` cells and the `busy/` entry this booking keeps (released when it is cancelled). */
  holds: string[];
  /** What the change links name besides the booking; a new one after each change (so old links stop working). */
  nonce: string;
  /** The invitation's SEQUENCE: 0, then one more with each change. */
  sequence: number;
  cancelledAt: string | null;
  notification: { visitor: MailState; host: MailState; lastError: string | null };
}

export function isBookingRecord(value: unknown): value is BookingRecord {
  const r = value as BookingRecord | null;
  return !!r && typeof r === "object" && r.version === 1 && r.form === "booking" && typeof r.id === "string";
}
