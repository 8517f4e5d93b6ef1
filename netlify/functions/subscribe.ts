import type { Config } from "@netlify/functions";
import { ipSaltStore } from "../lib/intake/ip-hash";
import { leadsStore } from "../lib/leads/store";
import { createSubscribeHandler } from "../lib/subscriptions/handler";
import { subscriptionsStore } from "../lib/subscriptions/store";

/** POST /api/subscribe: a sign-up with double opt-in. See docs/decisions/subscriptions.md. */
export default createSubscribeHandler({
  store: subscriptionsStore,
  // The site's IP-hash secret, in its own store; read once from the leads store where it was kept before.
  saltStore: ipSaltStore,
  legacySaltStore: leadsStore,
});

export const config: Config = {
  // A literal: Netlify reads this config without running the code (a test checks it equals SUBSCRIBE_ENDPOINT).
  path: "/api/subscribe",
  // The lead endpoints' per-IP limit (netlify/functions/contact.ts): more rewritten to the JSON 429
  // of ./rate-limited.ts; the function itself mails one address at most three times a day.
  rateLimit: {
    action: "rewrite",
    to: "/api/rate-limited",
    windowLimit: 10,
    windowSize: 60,
    aggregateBy: ["ip", "domain"],
  },
};
