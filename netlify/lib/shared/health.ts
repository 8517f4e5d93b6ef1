import type { Context } from "@netlify/functions";
import { API_SECURITY_HEADERS } from "./security-headers";

/** GET /api/health (netlify/functions/health.ts): proves the path from browser to functions; says which deploy answers. */
export async function health(_req: Request, context: Context): Promise<Response> {
  const body = {
    status: "ok",
    buildId: context.deploy?.id || process.env.DEPLOY_ID || "local",
    commit: process.env.COMMIT_REF ?? null,
    time: new Date().toISOString(),
  };
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: {
      ...API_SECURITY_HEADERS,
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
    },
  });
}
