import { startNewsFixture } from "./news-fixture/server";

/**
 * Starts the fake Hacker News upstream for the server Playwright starts itself (see
 * playwright.config.ts webServer env); stops it after the run. With E2E_BASE_URL the site was
 * started by scripts/test.mjs with its own stand-in (scripts/lib/site.mjs): nothing to start.
 */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return undefined;
  return startNewsFixture();
}
