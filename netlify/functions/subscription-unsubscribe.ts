import type { Config } from "@netlify/functions";
import { createUnsubscribeHandler } from "../lib/subscriptions/link-handlers";
import { subscriptionsStore } from "../lib/subscriptions/store";

/** POST /api/subscriptions/unsubscribe?t=: RFC 8058's one-click unsubscribe. See docs/decisions/subscriptions.md. */
export default createUnsubscribeHandler({ store: subscriptionsStore });

export const config: Config = { path: "/api/subscriptions/unsubscribe" };
