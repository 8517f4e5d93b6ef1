import type { Config } from "@netlify/functions";
import { createBookHandler } from "../lib/booking/handler";
import { bookingsStore } from "../lib/booking/store";
import { ipSaltStore } from "../lib/intake/ip-hash";
import { leadsStore } from "../lib/leads/store";
import { instanceCounter } from "../lib/stats/store";

/** /api/book: GET the free times of a kind, POST a booking. See docs/decisions/booking.md. */
export default createBookHandler({
  store: bookingsStore,
  // The site's IP-hash secret, in its own store; read once from the leads store where it was kept before.
  saltStore: ipSaltStore,
  legacySaltStore: leadsStore,
  count: instanceCounter.add,
});

export const config: Config = {
  // A literal: Netlify reads this config without running the code (a test checks it equals BOOK_ENDPOINT).
  path: "/api/book",
  // The lead endpoints' per-IP limit (./contact.ts): more are rewritten, before this code runs, to
  // the JSON 429 of ./rate-limited.ts.
  rateLimit: {
    action: "rewrite",
    to: "/api/rate-limited",
    windowLimit: 10,
    windowSize: 60,
    aggregateBy: ["ip", "domain"],
  },
};
