import type { Config } from "@netlify/functions";
import { triggerBuild } from "../lib/shared/build-hook";

/**
 * Scheduled daily (00:00 UTC, on the published deploy only): asks Netlify for a fresh build through
 * BUILD_HOOK_URL, so what is dated today appears and openings past their closing day leave /Career
 * (netlify/lib/shared/build-hook.ts, docs/decisions/scheduled-publishing.md).
 */
export default async (): Promise<Response> => {
  const day = new Date().toISOString().slice(0, 10);
  await triggerBuild(process.env, { title: `Daily build for ${day}: scheduled content` });
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: "@daily" };
