import path from "node:path";
import { startNewsStandIn } from "../../../scripts/lib/news-stand-in.mjs";

/** Port of the fake Hacker News upstream the e2e server's news function is pointed at. */
export const NEWS_FIXTURE_PORT = Number(process.env.NEWS_FIXTURE_PORT ?? 8896);

/**
 * A stand-in for the Algolia HN search API on 127.0.0.1 (scripts/lib/news-stand-in.mjs), for the server
 * Playwright starts itself. Returns a function that stops it.
 */
export async function startNewsFixture(port = NEWS_FIXTURE_PORT): Promise<() => Promise<void>> {
  return (await startNewsStandIn(path.join(__dirname, "hn-front-page.json"), port)).stop;
}
