import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";

/** Port of the fake Hacker News upstream the e2e server's news function is pointed at. */
export const NEWS_FIXTURE_PORT = Number(process.env.NEWS_FIXTURE_PORT ?? 8896);

/**
 * A stand-in for the Algolia HN search API on 127.0.0.1: answers /api/v1/search with a recorded
 * front-page answer, so the News page can be tested end to end through `npm start` without the
 * network. Returns a function that stops it.
 */
export async function startNewsFixture(port = NEWS_FIXTURE_PORT): Promise<() => Promise<void>> {
  const body = readFileSync(path.join(__dirname, "hn-front-page.json"));
  const server = http.createServer((req, res) => {
    if (req.method === "GET" && req.url?.startsWith("/api/v1/search?")) {
      res.writeHead(200, { "Content-Type": "application/json; charset=utf-8" });
      res.end(body);
      return;
    }
    res.writeHead(404, { "Content-Type": "application/json; charset=utf-8" });
    res.end('{"message":"Not Found","status":404}');
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
