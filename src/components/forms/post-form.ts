import { readLeadAnswer, type LeadAnswer } from "../../contracts";
import { currentVisit } from "../../lib/visit";

/** What a form's function answered: its `{ success, message }` and the HTTP status it came with. */
export interface FormAnswer {
  /** The status code (0 when the answer carried none). The lead forms read only the body (spec). */
  status: number;
  answer: LeadAnswer;
}

/**
 * The one submit path of the site's forms (Contact, Get Started, the job application). Sends a
 * plain object as JSON (the lead forms) or a FormData as multipart/form-data (the application with
 * its résumé; the browser sets the boundary), with where the visit came from (src/lib/visit.ts) so
 * the agency knows which page and campaign brought it: a `context` key in JSON, a `context` field
 * holding JSON in multipart. The functions drop a context that breaks a rule, never the submission.
 *
 * Resolves to the answer, or null when the network failed or the body was not `{ success, message }`
 * (the caller shows its network-error message).
 */
export async function postForm(url: string, values: Record<string, unknown> | FormData): Promise<FormAnswer | null> {
  const visit = currentVisit() ?? undefined;
  let body: string | FormData;
  const headers: Record<string, string> = { Accept: "application/json" };
  if (values instanceof FormData) {
    body = values;
    if (visit) body.set("context", JSON.stringify(visit));
  } else {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify({ ...values, context: visit });
  }
  try {
    const res = await fetch(url, { method: "POST", headers, body });
    const answer = readLeadAnswer(await res.json());
    return answer ? { status: typeof res.status === "number" ? res.status : 0, answer } : null;
  } catch {
    return null;
  }
}
