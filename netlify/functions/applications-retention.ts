import type { Config } from "@netlify/functions";
import { runApplicationRetention } from "../lib/applications/retention";
import { applicationsStore } from "../lib/applications/store";

/**
 * Scheduled daily: deletes job applications (with their résumé files) older than the Privacy
 * Policy's period for them (content/site.json `dataRetention.applicationMonths`) and résumé files
 * left without a record, each run leaving audit entries without personal data. See docs/operations.md.
 */
export default async (): Promise<Response> => {
  await runApplicationRetention(applicationsStore(), { now: new Date() });
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: "@daily" };
