import { startNewsFixture } from "./news-fixture/server";

/** Starts the fake Hacker News upstream (see playwright.config.ts webServer env); stops it after the run. */
export default async function globalSetup() {
  return startNewsFixture();
}
