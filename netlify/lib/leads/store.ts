import { getStore } from "@netlify/blobs";
import { storeNameFor } from "../shared/request-context";
import { STORE_NAME, type LeadStore } from "./record";

/**
 * The deploy context's leads store, strongly consistent: `leads` in production (and `npm start`),
 * `leads-deploy-preview` or `leads-branch-deploy` on a preview (netlify/lib/shared/request-context.ts).
 */
export function leadsStore(deployContext = ""): LeadStore {
  return getStore({ name: storeNameFor(STORE_NAME, deployContext), consistency: "strong" });
}
