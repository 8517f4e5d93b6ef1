import type { Config } from "@netlify/functions";
import { ADMIN_HTML, adminHeaders } from "../lib/admin/page";

/** GET /admin: the Decap CMS page with its own headers (see netlify/lib/admin/page.ts). */
export default async (req: Request): Promise<Response> => {
  const headers = adminHeaders(new URL(req.url).hostname);
  if (req.method !== "GET" && req.method !== "HEAD") {
    return new Response(null, { status: 405, headers: { ...headers, Allow: "GET, HEAD" } });
  }
  return new Response(req.method === "HEAD" ? null : ADMIN_HTML, { status: 200, headers });
};

export const config: Config = { path: ["/admin", "/admin/"] };
