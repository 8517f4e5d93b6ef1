/** The lead functions' answers: `{ success, message }` with the API security headers. */
import type { LeadAnswer } from "../../../src/contracts";
import { API_SECURITY_HEADERS } from "../shared/security-headers";

export { MAX_BODY_BYTES } from "../shared/http";

/** Every answer of the lead endpoints: `{ success, message }`, never cached, never sniffed. */
export function answer(status: number, body: LeadAnswer, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ success: body.success, message: body.message }), {
    status,
    headers: {
      ...API_SECURITY_HEADERS,
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      ...headers,
    },
  });
}
