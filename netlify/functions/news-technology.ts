import type { Config } from "@netlify/functions";
import { createNewsHandler } from "../lib/news/handler";

/** GET /api/news/technology: technology headlines, cached (netlify/lib/news/handler.ts). */
export default createNewsHandler();

export const config: Config = {
  path: "/api/news/technology",
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
