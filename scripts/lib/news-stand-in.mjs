// @ts-check
/**
 * A stand-in for the Algolia HN search API on 127.0.0.1: /api/v1/search answers with a recorded
 * front page (tests/e2e/news-fixture/hn-front-page.json), so the News page is served, measured and
 * tested as visitors see it without the network. Used by scripts/lib/site.mjs and by Playwright's
 * global setup (no `import.meta` here: Playwright loads it as CommonJS).
 */
import { readFileSync } from "node:fs";
import http from "node:http";

/**
 * @param {string} frontPage the recorded answer's file
 * @param {number} port 0 for a free one
 * @returns {Promise<{ port: number, stop: () => Promise<void> }>}
 */
export async function startNewsStandIn(frontPage, port = 0) {
  const body = readFileSync(frontPage);
  const server = http.createServer((req, res) => {
    const ok = req.method === "GET" && Boolean(req.url?.startsWith("/api/v1/search?"));
    res.writeHead(ok ? 200 : 404, { "Content-Type": "application/json; charset=utf-8" });
    res.end(ok ? body : '{"message":"Not Found","status":404}');
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(undefined));
  });
  server.unref();
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : port,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
