import type { Config } from "@netlify/functions";
import { createPreferencesHandler } from "../lib/subscriptions/preferences";
import { subscriptionsStore } from "../lib/subscriptions/store";

/** GET/POST /api/subscriptions/preferences: the preferences page's function. See docs/decisions/subscriptions.md. */
export default createPreferencesHandler({ store: subscriptionsStore });

// A literal: Netlify reads this config without running the code (a test checks it equals PREFERENCES_ENDPOINT).
export const config: Config = { path: "/api/subscriptions/preferences" };
