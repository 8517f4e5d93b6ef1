import type { Config } from "@netlify/functions";
import { runApplicationRetention } from "../lib/applications/retention";
import { STORE_NAME, applicationsStore } from "../lib/applications/store";
import { sweepEveryContext } from "../lib/shared/request-context";

/**
 * Scheduled daily: deletes job applications (with their résumé files) older than the Privacy
 * Policy's period for them (content/site.json `dataRetention.applicationMonths`) and résumé files
 * left without a record, each run leaving audit entries without personal data. See docs/operations.md.
 * Scheduled functions run on the published deploy only, so this one also sweeps the stores of deploy
 * previews and branch deploys (docs/decisions/preview-leads.md); one store's failure does not stop the others.
 */
export default async (): Promise<Response> => {
  await sweepEveryContext(STORE_NAME, (context) =>
    runApplicationRetention(applicationsStore(context), { now: new Date() }),
  );
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: "@daily" };
