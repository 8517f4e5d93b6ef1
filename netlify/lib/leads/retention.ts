/**
 * The daily retention job's work (netlify/functions/leads-retention.ts): the figures come from
 * content/site.json `dataRetention`, the same figures the Privacy Policy states (the content check
 * refuses a policy whose text says otherwise), and the deletion is privacy.ts's, with its audit entries.
 */
import site from "../../../content/site.json";
import type { LeadStore } from "./record";
import { runRetentionJob } from "../intake/retention";
import { retentionSweep, type RetentionPolicy, type RetentionResult } from "./privacy";

/** How long leads are kept, as the Privacy Policy states it (section 7, Data Retention). */
export const RETENTION: RetentionPolicy = site.dataRetention;

export function runRetention(
  store: LeadStore,
  input: { now: Date; log?: (...a: unknown[]) => void; policy?: RetentionPolicy; store?: string },
): Promise<RetentionResult> {
  const policy = input.policy ?? RETENTION;
  return runRetentionJob({
    area: "leads",
    log: input.log,
    settings: { ...(input.store ? { store: input.store } : {}), policy },
    sweep: () => retentionSweep(store, { now: input.now, policy }),
    passes: (result) => ({ retention: result.retention, spam: result.spam }),
  });
}
