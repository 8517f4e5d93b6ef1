import type { Config } from "@netlify/functions";
import { STORE_NAME } from "../lib/leads/record";
import { runRetention } from "../lib/leads/retention";
import { leadsStore } from "../lib/leads/store";
import { sweepEveryContext } from "../lib/shared/request-context";

/**
 * Scheduled daily: deletes leads older than the Privacy Policy's retention period and leads marked
 * as spam older than its spam period (content/site.json `dataRetention`), each run leaving audit
 * entries without personal data. See docs/operations.md. Scheduled functions run on the published
 * deploy only, so this one also sweeps the stores of deploy previews and branch deploys
 * (docs/decisions/preview-leads.md); one store's failure does not stop the others.
 */
export default async (): Promise<Response> => {
  await sweepEveryContext(STORE_NAME, (context, store) =>
    runRetention(leadsStore(context), { now: new Date(), store }),
  );
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: "@daily" };
