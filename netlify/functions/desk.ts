import type { Config, Context } from "@netlify/functions";
import { applicationsStore } from "../lib/applications/store";
import { deskStore } from "../lib/desk/auth";
import { createDeskHandler } from "../lib/desk/handler";
import { ipSaltStore } from "../lib/intake/ip-hash";
import { leadsStore } from "../lib/leads/store";
import { deployContextOf } from "../lib/shared/request-context";
import { statsStore } from "../lib/stats/store";

/**
 * The lead desk: /admin/leads (pages, job applications under /admin/leads/applications) and /api/desk/* (JSON). See docs/desk.md. On a deploy preview
 * or branch deploy it reads that context's leads store, so a reviewer sees the preview's test leads
 * and never production's (docs/decisions/preview-leads.md).
 */
const handlers = new Map<string, ReturnType<typeof createDeskHandler>>();
export default (req: Request, context: Context): Promise<Response> => {
  const deployContext = deployContextOf(context);
  let handler = handlers.get(deployContext);
  if (!handler) {
    handler = createDeskHandler({
      desk: deskStore,
      leads: () => leadsStore(deployContext),
      salt: () => ipSaltStore(deployContext),
      applications: () => applicationsStore(deployContext),
      stats: statsStore,
    });
    handlers.set(deployContext, handler);
  }
  return handler(req, context);
};

export const config: Config = {
  path: ["/admin/leads", "/admin/leads/*", "/api/desk/*"],
  // Netlify's rate limit in front of the function's own per-address and per-IP limits on sign-in links.
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
