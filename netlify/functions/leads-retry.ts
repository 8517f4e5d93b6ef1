import type { Config } from "@netlify/functions";
import { notifyConfigFromEnv, retryPending } from "../lib/leads/notify";
import { leadsStore } from "../lib/leads/store";

/** Scheduled every ten minutes: retries lead notifications that have not gone out yet. */
export default async (): Promise<Response> => {
  const summary = await retryPending(leadsStore(), {
    config: notifyConfigFromEnv(process.env),
    now: () => new Date(),
  });
  if (summary.attempted) console.log("[leads] retry:", JSON.stringify(summary));
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: "*/10 * * * *" };
