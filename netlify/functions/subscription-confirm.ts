import type { Config } from "@netlify/functions";
import { createConfirmHandler } from "../lib/subscriptions/link-handlers";
import { subscriptionsStore } from "../lib/subscriptions/store";

/** GET /api/subscriptions/confirm?t=: the confirmation link of a sign-up. See docs/decisions/subscriptions.md. */
export default createConfirmHandler({ store: subscriptionsStore });

export const config: Config = { path: "/api/subscriptions/confirm" };
