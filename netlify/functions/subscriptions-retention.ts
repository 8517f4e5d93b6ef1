import type { Config } from "@netlify/functions";
import { sweepEveryContext } from "../lib/shared/request-context";
import { runSubscriptionRetention } from "../lib/subscriptions/retention";
import { STORE_NAME, subscriptionsStore } from "../lib/subscriptions/store";

/**
 * Scheduled daily: deletes pending sign-ups whose confirmation link expired, in the store of every
 * deploy context (scheduled functions run on the published deploy only), with an audit entry each run.
 */
export default async (): Promise<Response> => {
  await sweepEveryContext(STORE_NAME, (context) =>
    runSubscriptionRetention(subscriptionsStore(context), { now: new Date() }),
  );
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: "@daily" };
