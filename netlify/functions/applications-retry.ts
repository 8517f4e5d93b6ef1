import type { Config } from "@netlify/functions";
import { applicationMailConfig, retryApplicationMails } from "../lib/applications/notify";
import { applicationsStore } from "../lib/applications/store";

/** Scheduled every ten minutes: sends again the application e-mails that failed (docs/decisions/applications.md). */
export default async (): Promise<Response> => {
  const config = applicationMailConfig(process.env);
  await config.mailer?.ready?.();
  const summary = await retryApplicationMails(applicationsStore(), { config, now: new Date() });
  if (summary.due) console.log("[applications] retry:", JSON.stringify(summary));
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: "*/10 * * * *" };
