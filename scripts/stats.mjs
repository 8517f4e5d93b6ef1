#!/usr/bin/env node
// @ts-check
/**
 * `npm run stats -- [--days N] [--json | --csv]`: page views, visits, leads and conversion rate per
 * page, source and campaign over the last N days (default 30, today included), from the daily
 * counters of the Netlify Blobs store `stats` (netlify/lib/stats). Reads the local sandbox that
 * `npm start` writes, or the production store when NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN are set.
 *
 * `npm run stats -- drop --day YYYY-MM-DD --campaign NAME` (or `--source NAME`, `--referrer HOST`):
 * removes a forged name from that day's counters (netlify/lib/stats/compaction.ts dropName).
 * `npm run stats -- compact`: what the scheduled function stats-compaction does daily, at once.
 */
import { openStore } from "./lib/open-store.mjs";
import { toStatsCsv } from "./lib/stats-csv.mjs";
import { formatReport, nameText, readReport } from "../netlify/lib/stats/report.ts";
import { compact, dropName } from "../netlify/lib/stats/compaction.ts";

const USAGE = `Usage: npm run stats -- [--days N] [--json | --csv] [--sandbox DIR]
       npm run stats -- drop --day YYYY-MM-DD (--campaign NAME | --source NAME | --referrer HOST) [--sandbox DIR]
       npm run stats -- compact [--sandbox DIR]`;

const DROP_FLAGS = /** @type {const} */ ({
  "--campaign": "campaigns",
  "--source": "sources",
  "--referrer": "referrers",
});

/**
 * @param {string[]} argv
 * @returns {{ command: "report" | "drop" | "compact", days: number, format: "text" | "json" | "csv", sandbox: string | undefined,
 *   day?: string, map?: "campaigns" | "sources" | "referrers", name?: string }}
 */
function parse(argv) {
  /** @type {ReturnType<typeof parse>} */
  const opts = { command: "report", days: 30, format: "text", sandbox: undefined };
  const args = [...argv];
  if (args[0] === "drop" || args[0] === "compact") opts.command = /** @type {"drop" | "compact"} */ (args.shift());
  const value = (/** @type {string} */ flag, /** @type {string | undefined} */ v) => {
    if (v === undefined || v.startsWith("--")) throw new Error(`${flag} needs a value`);
    return v;
  };
  for (let i = 0; i < args.length; i++) {
    const a = /** @type {string} */ (args[i]);
    if (a === "--days" && opts.command === "report") {
      const n = Number(args[++i]);
      if (!Number.isInteger(n) || n < 1 || n > 3660) throw new Error("--days takes a whole number from 1 to 3660");
      opts.days = n;
    } else if ((a === "--json" || a === "--csv") && opts.command === "report") {
      if (opts.format !== "text") throw new Error("--json and --csv: one or the other");
      opts.format = a === "--json" ? "json" : "csv";
    } else if (a === "--sandbox") opts.sandbox = value(a, args[++i]);
    else if (a === "--day" && opts.command === "drop") {
      const d = value(a, args[++i]);
      const parsed = Date.parse(`${d}T00:00:00Z`);
      if (
        !/^\d{4}-\d{2}-\d{2}$/.test(d) ||
        !Number.isFinite(parsed) ||
        new Date(parsed).toISOString().slice(0, 10) !== d
      )
        throw new Error(`--day takes a date YYYY-MM-DD, not ${d}`);
      opts.day = d;
    } else if (a in DROP_FLAGS && opts.command === "drop") {
      if (opts.map) throw new Error("drop takes one of --campaign, --source or --referrer");
      opts.map = DROP_FLAGS[/** @type {keyof typeof DROP_FLAGS} */ (a)];
      opts.name = value(a, args[++i]);
    } else throw new Error(`unknown argument ${a}`);
  }
  if (opts.command === "drop" && (!opts.day || !opts.map))
    throw new Error("drop needs --day and one of --campaign, --source or --referrer");
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
    const s = /** @type {any} */ (store);
    if (opts.command === "drop") {
      const map = /** @type {"campaigns" | "sources" | "referrers"} */ (opts.map);
      const removed = await dropName(s, /** @type {string} */ (opts.day), map, /** @type {string} */ (opts.name));
      const what = `${map.slice(0, -1)} ${JSON.stringify(nameText(/** @type {string} */ (opts.name)))}`;
      console.log(
        removed > 0
          ? `Dropped the ${what} from ${opts.day} (${where}): ${removed} visit${removed === 1 ? "" : "s"}. ` +
              "Those visits stay in that day's visits per landing page, source or campaign and referring site."
          : `No ${what} on ${opts.day} (${where}): nothing dropped.`,
      );
      return 0;
    }
    if (opts.command === "compact") {
      const started = performance.now();
      const result = await compact(s, new Date());
      console.log(
        `Compacted ${result.days} day${result.days === 1 ? "" : "s"} (${result.shards} shards) and ${result.months} month${result.months === 1 ? "" : "s"} of ${where} in ${Math.round(performance.now() - started)} ms` +
          (result.skipped.length ? `; left for the next run: ${result.skipped.join(", ")}` : ""),
      );
      return 0;
    }
    const { from, to, report } = await readReport(s, opts.days, new Date());
    if (opts.format === "json") console.log(JSON.stringify(report, null, 2));
    else if (opts.format === "csv") process.stdout.write(toStatsCsv(report));
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
