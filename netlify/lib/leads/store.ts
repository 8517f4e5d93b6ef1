import { getStore } from "@netlify/blobs";
import { STORE_NAME, type LeadStore } from "./record";

/** The production (and `npm start`) store: Netlify Blobs `leads`, strongly consistent. */
export function leadsStore(): LeadStore {
  return getStore({ name: STORE_NAME, consistency: "strong" });
}
