import type { Config } from "@netlify/functions";
import { createApplyHandler } from "../lib/applications/handler";
import { applicationsStore } from "../lib/applications/store";
import { ipSaltStore } from "../lib/intake/ip-hash";
import { leadsStore } from "../lib/leads/store";
import { instanceCounter } from "../lib/stats/store";

/** POST /api/apply: a job application with its résumé. See docs/decisions/applications.md. */
export default createApplyHandler({
  store: applicationsStore,
  // The site's IP-hash secret, in its own store; read once from the leads store where it was kept before.
  saltStore: ipSaltStore,
  legacySaltStore: leadsStore,
  countApplication: instanceCounter.add,
});

export const config: Config = {
  // A literal: Netlify reads this config without running the code (a test checks it equals APPLY_ENDPOINT).
  path: "/api/apply",
  // Netlify's rate limiting in front of the function (per client IP and domain): at most 5 posts a
  // minute, more rewritten to the JSON 429 of ./rate-limited.ts; the function itself stores at most
  // 5 applications an hour from one address.
  rateLimit: {
    action: "rewrite",
    to: "/api/rate-limited",
    windowLimit: 5,
    windowSize: 60,
    aggregateBy: ["ip", "domain"],
  },
};
