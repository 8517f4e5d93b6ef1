import type { Config } from "@netlify/functions";
import { compact } from "../lib/stats/compaction";
import { statsStore } from "../lib/stats/store";

/**
 * Scheduled daily: sums each finished day's counter shards into one blob and deletes them
 * (netlify/lib/stats/compaction.ts), so a year of stats reads as fast as a day. See
 * docs/operations.md, "Measurement".
 */
export default async (): Promise<Response> => {
  const result = await compact(statsStore(), new Date());
  console.log(`[stats] compaction: ${result.days} days (${result.shards} shards), ${result.months} months`);
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: "@daily" };
