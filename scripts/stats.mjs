#!/usr/bin/env node
// @ts-check
/**
 * `npm run stats -- [--days N]`: page views, visits, leads and conversion rate per page, source and
 * campaign over the last N days (default 30, today included), from the daily counters of the
 * Netlify Blobs store `stats` (netlify/lib/stats). Reads the local sandbox that `npm start` writes,
 * or the production store when NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN are set; `--json` prints the
 * report as JSON.
 */
import { openStore } from "./lib/open-store.mjs";
import { formatReport, readReport } from "../netlify/lib/stats/report.ts";

const USAGE = "Usage: npm run stats -- [--days N] [--json] [--sandbox DIR]";

function parse(/** @type {string[]} */ argv) {
  /** @type {{ days: number, json: boolean, sandbox: string | undefined }} */
  const opts = { days: 30, json: false, sandbox: undefined };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--days") {
      const n = Number(argv[++i]);
      if (!Number.isInteger(n) || n < 1 || n > 3660) throw new Error("--days takes a whole number from 1 to 3660");
      opts.days = n;
    } else if (a === "--json") opts.json = true;
    else if (a === "--sandbox") opts.sandbox = argv[++i];
    else throw new Error(`unknown argument ${a}`);
  }
  return opts;
}

async function main() {
  let opts;
  try {
    opts = parse(process.argv.slice(2));
  } catch (error) {
    console.error(`stats: ${/** @type {Error} */ (error).message}\n${USAGE}`);
    return 2;
  }
  const { store, stop, where } = await openStore("stats", opts.sandbox);
  try {
    const { from, to, report } = await readReport(/** @type {any} */ (store), opts.days, new Date());
    if (opts.json) console.log(JSON.stringify(report, null, 2));
    else console.log(formatReport(report, `Last ${opts.days} days (${from} to ${to}, UTC), ${where}`));
    return 0;
  } catch (error) {
    console.error(`stats: ${/** @type {Error} */ (error).message}`);
    return 1;
  } finally {
    await stop();
  }
}

process.exitCode = await main();
