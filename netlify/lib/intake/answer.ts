/**
 * The answers of every intake endpoint (leads, applications, and next subscriptions and bookings):
 * `{ success, message }` whatever the status (src/contracts/answers.ts), with the API security
 * headers; and the request headers a record keeps, bounded.
 */
import type { LeadAnswer } from "../../../src/contracts";
import { API_SECURITY_HEADERS } from "../shared/security-headers";

/** Every answer of an intake endpoint: `{ success, message }`, never cached, never sniffed. */
export function answer(
  status: number,
  body: LeadAnswer,
  headers: Record<string, string> = {},
  /** A kind's own fields after `success` and `message` (a booking's time; a taken slot's alternatives). */
  extra: Record<string, unknown> = {},
): Response {
  return new Response(JSON.stringify({ ...extra, success: body.success, message: body.message }), {
    status,
    headers: {
      ...API_SECURITY_HEADERS,
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      ...headers,
    },
  });
}

/** A refusal: what a step of the floor or a kind's parser says instead of taking the submission. */
export interface Refusal {
  status: number;
  message: string;
  headers?: Record<string, string>;
  /** A kind's own fields in the answer (a booking's 409 lists the nearest free times). */
  extra?: Record<string, unknown>;
}

/** The answer of a refusal: `{ success: false, message }` (and the refusal's `extra`). */
export function refuse(r: Refusal): Response {
  return answer(r.status, { success: false, message: r.message }, r.headers, r.extra);
}

const MAX_META = 512;

/** A request header kept on a record: printable, at most MAX_META characters, or null. */
export function meta(value: string | null): string | null {
  if (!value) return null;
  // Header values are Latin-1 strings from the client: keep them printable and bounded.
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001F\u007F]/g, "").slice(0, MAX_META) || null;
}
