import type { Config } from "@netlify/functions";
import { runRetention } from "../lib/leads/retention";
import { leadsStore } from "../lib/leads/store";

/**
 * Scheduled daily: deletes leads older than the Privacy Policy's retention period and leads marked
 * as spam older than its spam period (content/site.json `dataRetention`), each run leaving audit
 * entries without personal data. See docs/operations.md.
 */
export default async (): Promise<Response> => {
  await runRetention(leadsStore(), { now: new Date() });
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: "@daily" };
