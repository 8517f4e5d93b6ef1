import type { Config } from "@netlify/functions";
import { health } from "../lib/shared/health";

/** GET /api/health: which deploy answers (netlify/lib/shared/health.ts). */
export default health;

export const config: Config = { path: "/api/health", method: "GET" };
