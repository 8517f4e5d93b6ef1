import type { Config } from "@netlify/functions";
import { applicationsStore } from "../lib/applications/store";
import { deskStore } from "../lib/desk/auth";
import { createDeskHandler } from "../lib/desk/handler";
import { leadsStore } from "../lib/leads/store";
import { statsStore } from "../lib/stats/store";

/** The lead desk: /admin/leads (pages, job applications under /admin/leads/applications) and /api/desk/* (JSON). See docs/desk.md. */
export default createDeskHandler({
  desk: deskStore,
  leads: leadsStore,
  applications: applicationsStore,
  stats: statsStore,
});

export const config: Config = {
  path: ["/admin/leads", "/admin/leads/*", "/api/desk/*"],
  // Netlify's rate limit in front of the function's own per-address and per-IP limits on sign-in links.
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
