import type { Config } from "@netlify/functions";
import { getStartedForm } from "../lib/leads/forms";
import { createLeadHandler } from "../lib/leads/handler";
import { ipSaltStore } from "../lib/intake/ip-hash";
import { leadsStore } from "../lib/leads/store";
import { instanceCounter } from "../lib/stats/store";

/** POST /api/get-started: the Get Started dialog's form. See docs/operations.md, "Leads". */
export default createLeadHandler(getStartedForm, {
  store: leadsStore,
  // The site's IP-hash secret, in its own store; read once from the leads store where it was kept before.
  saltStore: ipSaltStore,
  legacySaltStore: leadsStore,
  countLead: instanceCounter.add,
});

export const config: Config = {
  path: "/api/get-started",
  // Netlify's rate limiting, counted per client IP and per domain: at most 10 submissions a
  // minute from one address; more are rewritten, before this code runs, to the function that
  // answers 429 with the JSON the form shows (./rate-limited.ts, docs/decisions/rate-limit-answer.md).
  rateLimit: {
    action: "rewrite",
    to: "/api/rate-limited",
    windowLimit: 10,
    windowSize: 60,
    aggregateBy: ["ip", "domain"],
  },
};
