/**
 * The daily retention job's work for subscriptions (netlify/functions/subscriptions-retention.ts):
 * a pending sign-up is kept only while its confirmation link works (CONFIRMATION_LINK_DAYS).
 */
import { CONFIRMATION_LINK_DAYS } from "../../../src/contracts/subscription";
import { runRetentionJob } from "../intake/retention";
import { subscriptionRetentionSweep, type SubscriptionRetentionResult } from "./privacy";
import type { SubscriptionStore } from "./store";

export function runSubscriptionRetention(
  store: SubscriptionStore,
  input: { now: Date; log?: (...a: unknown[]) => void },
): Promise<SubscriptionRetentionResult> {
  return runRetentionJob({
    area: "subscriptions",
    log: input.log,
    settings: { pendingDays: CONFIRMATION_LINK_DAYS },
    sweep: () => subscriptionRetentionSweep(store, { now: input.now }),
    passes: (result) => ({ pending: result.retention }),
  });
}
