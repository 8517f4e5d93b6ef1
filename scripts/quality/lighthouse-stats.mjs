#!/usr/bin/env node
// @ts-check
/**
 * `npm run check:lighthouse-stats`: one real Lighthouse run (its default: mobile, emulated "moto g power (2022)") against
 * the served build on loopback, and one plain visit from a browser that passes for a visitor's, each landing with a
 * campaign of its own; then `npm run stats` must show the visit's campaign and not Lighthouse's (docs/operations.md,
 * "Measurement": what is not counted). Needs a build (`npm run build`). Not part of `npm test`: one Lighthouse run
 * costs the machine a minute.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "@playwright/test";
import { CHROME_FLAGS } from "./lighthouse.mjs";
import { chromiumPath } from "../lib/chromium.mjs";
import { startSite } from "../lib/site.mjs";
import { localStats } from "../lib/stats-report.mjs";

/** The campaigns of today's report (`npm run stats -- --days 1 --json` on the local sandbox). */
async function campaigns() {
  const report = await localStats(1);
  return new Map(report.campaigns.map((r) => [r.key, r.visits]));
}

const id = Date.now().toString(36);
const lighthouseCampaign = `lighthouse-${id}`;
const visitorCampaign = `visitor-${id}`;
const site = await startSite({ log: (line) => console.log(line) });
let failed = false;
try {
  // A visitor's browser: Chromium as Playwright drives it, told not to say so (as tests/e2e/stats.spec.ts does).
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  try {
    const context = await browser.newContext({
      userAgent:
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
    });
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false }));
    const page = await context.newPage();
    await page.goto(`${site.base}/about?utm_source=check&utm_campaign=${visitorCampaign}`);
    await page.waitForTimeout(6000); // the beacon goes once the page is idle (at most 5 s)
  } finally {
    await browser.close();
  }

  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROME_FLAGS,
    logLevel: "error",
  });
  try {
    const url = `${site.base}/about?utm_source=check&utm_campaign=${lighthouseCampaign}`;
    console.log(`Lighthouse (default settings: mobile emulation) on ${url}`);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      disableFullPageScreenshot: true,
    });
    console.log(`  its user agent: ${result?.lhr.environment.networkUserAgent}`);
  } finally {
    await chrome.kill();
  }

  // What reached the store: the visit's campaign (the beacon works in this build), and Lighthouse's not.
  let counted = new Map();
  for (let i = 0; i < 10; i++) {
    counted = await campaigns();
    if (counted.has(visitorCampaign)) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  const visitor = counted.get(visitorCampaign) ?? 0;
  const lighthouseVisits = counted.get(lighthouseCampaign) ?? 0;
  console.log(`  visits counted: the visitor's campaign ${visitor}, Lighthouse's campaign ${lighthouseVisits}`);
  if (visitor !== 1) {
    console.error("FAIL: the plain visit was not counted once: the check cannot tell anything");
    failed = true;
  }
  if (lighthouseVisits !== 0) {
    console.error("FAIL: the Lighthouse run was counted as a visit");
    failed = true;
  }
  if (!failed) console.log("OK: Lighthouse is not counted, a visitor is");
} finally {
  await site.stop();
}
process.exitCode = failed ? 1 : 0;
