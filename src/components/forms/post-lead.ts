import { readLeadAnswer, type LeadAnswer } from "../../contracts";
import { currentVisit } from "../../lib/visit";

/**
 * POSTs a form as JSON. Resolves to the server's `{ success, message }`, or null when the network
 * failed or the answer was not that shape (the caller shows its network-error message). The status
 * code is not looked at: the spec reads only the body.
 */
export async function postLead(url: string, values: Record<string, unknown>): Promise<LeadAnswer | null> {
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      // Where the visit came from (src/lib/visit.ts), for the agency to know which page and campaign
      // brought the request; the functions drop it if it breaks a rule, never the lead.
      body: JSON.stringify({ ...values, context: currentVisit() ?? undefined }),
    });
    return readLeadAnswer(await res.json());
  } catch {
    return null;
  }
}
