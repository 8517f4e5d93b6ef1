import type { Config } from "@netlify/functions";
import { createChangeHandler } from "../lib/booking/change-handlers";
import { bookingsStore } from "../lib/booking/store";

/** /api/book/change?t=: a booking's signed cancel and reschedule links. See docs/decisions/booking.md. */
export default createChangeHandler({ store: bookingsStore });

export const config: Config = {
  // A literal (a test checks it equals BOOK_CHANGE_ENDPOINT).
  path: "/api/book/change",
  rateLimit: {
    action: "rewrite",
    to: "/api/rate-limited",
    windowLimit: 10,
    windowSize: 60,
    aggregateBy: ["ip", "domain"],
  },
};
