/**
 * The daily retention job's work for job applications (netlify/functions/applications-retention.ts):
 * the period comes from content/site.json `dataRetention.applicationMonths`, the figure the Privacy
 * Policy states for job applications (the content check refuses a policy that says otherwise).
 */
import site from "../../../content/site.json";
import { applicationRetentionSweep, type ApplicationRetentionResult } from "./privacy";
import type { ApplicationStore } from "./store";
import { runRetentionJob } from "../intake/retention";

/** How many months applications (and their résumé files) are kept. */
export const APPLICATION_MONTHS: number = site.dataRetention.applicationMonths;

export function runApplicationRetention(
  store: ApplicationStore,
  input: { now: Date; log?: (...a: unknown[]) => void; months?: number },
): Promise<ApplicationRetentionResult> {
  const months = input.months ?? APPLICATION_MONTHS;
  return runRetentionJob({
    area: "applications",
    log: input.log,
    settings: { months },
    sweep: () => applicationRetentionSweep(store, { now: input.now, months }),
    passes: (result) => ({ retention: result.retention, orphans: result.orphans }),
  });
}
