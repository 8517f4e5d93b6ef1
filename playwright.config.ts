import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, findE2eBrowser } from "./scripts/lib/chromium.mjs";
import { E2E_DESK_ENV } from "./scripts/lib/mail-stand-in.mjs";

const PORT = Number(process.env.E2E_PORT ?? 8888);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`;
/** The fake Hacker News upstream started by globalSetup; the news function of the e2e server reads it. */
const NEWS_FIXTURE_PORT = Number(process.env.NEWS_FIXTURE_PORT ?? 8896);
/** The mail stand-in started by globalSetup (SMTP, and HTTP for the tests to read the mails). */
const MAIL_FIXTURE_SMTP_PORT = Number(process.env.MAIL_FIXTURE_SMTP_PORT ?? 8897);

/** Specs that time an interaction: they run in the "budget" project, after every other test. */
const BUDGET_SPECS = /interaction-budget\.spec\.ts$/;
/**
 * The editor's acceptance test, with its own cold build: the "editor" project, run by `npm run test:editor` (and CI
 * after `npm test`), not by `npm test` (docs/quality.md#browser-tests).
 */
const EDITOR_SPECS = /editor\.spec\.ts$/;

/**
 * End-to-end tests drive the system's Chromium headless shell, or its Chromium when the shell is
 * not installed (scripts/lib/chromium.mjs findE2eBrowser; never a browser downloaded by Playwright),
 * against the built site served by `npm start` (scripts/serve.mjs).
 *
 * `npm run test:e2e` and `npm test` (scripts/test.mjs) start that server themselves on a free port
 * and pass E2E_BASE_URL. Run directly (`npx playwright test ...`), Playwright starts it on E2E_PORT
 * (8888) and stops with a message naming the port when something already listens there: it never
 * reuses a server it did not start.
 */
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 30_000,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    trace: "on-first-retry",
    launchOptions: {
      executablePath: findE2eBrowser().path,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    // Every test runs at 1280 px. The mobile project (375 px) runs only what the width changes (the menu, grids,
    // dialogs, the keyboard, layout shift, overflow): tests tagged @widths run in both projects, @mobile in the
    // mobile one only; @desktop says "this width only" where the title should say so (docs/quality.md#browser-tests).
    {
      name: "desktop",
      grepInvert: /@mobile/,
      testIgnore: [BUDGET_SPECS, EDITOR_SPECS],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "mobile",
      grep: /@mobile|@widths/,
      testIgnore: [BUDGET_SPECS, EDITOR_SPECS],
      use: { ...devices["Desktop Chrome"], viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
    },
    {
      name: "editor",
      testMatch: EDITOR_SPECS,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    // Timed budgets run last, alone on the machine (add --no-deps to run one without the rest).
    {
      name: "budget",
      testMatch: BUDGET_SPECS,
      dependencies: ["desktop", "mobile"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: "node scripts/serve.mjs",
        url: `${baseURL}/api/health`,
        env: {
          PORT: String(PORT),
          HOST: "127.0.0.1",
          SKIP_BUILD: process.env.E2E_BUILD === "1" ? "0" : "1",
          // News from the fixture upstream through the default keyless provider (no key, NEWS_PROVIDER unset).
          HN_API_BASE_URL: `http://127.0.0.1:${NEWS_FIXTURE_PORT}`,
          NEWS_API_KEY: "",
          // Lead and sign-in mail to the stand-in; the lead desk's test staff (tests/e2e/desk.spec.ts).
          SMTP_URL: `smtp://127.0.0.1:${MAIL_FIXTURE_SMTP_PORT}`,
          // Every test browser is one address (127.0.0.1): the functions' rate limits, which the local platform
          // applies as Netlify does (scripts/lib/rate-limits.mjs, tested on their own), would refuse the suite's forms.
          LOCAL_RATE_LIMITS: "off",
          ...E2E_DESK_ENV,
        },
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: "pipe",
        stderr: "pipe",
      },
});
