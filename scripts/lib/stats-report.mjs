// @ts-check
/**
 * `npm run stats -- --days N --json` on the local Blobs sandbox that `npm start` writes (never a linked site: the
 * Netlify credentials are left out of its environment), parsed. For the checks that count what the served build
 * recorded: scripts/quality/lighthouse-stats.mjs and tests/e2e/stats.spec.ts.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/** @typedef {{ key: string, views?: number, visits: number, leads: number }} Row */
/** @typedef {{ pages: Row[], campaigns: Row[], sources: Row[] }} Report */

/**
 * @param {number} days
 * @returns {Promise<Report>}
 */
export async function localStats(days) {
  const env = { ...process.env };
  delete env.NETLIFY_SITE_ID;
  delete env.NETLIFY_AUTH_TOKEN;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      "--experimental-strip-types",
      "--disable-warning=ExperimentalWarning",
      "scripts/stats.mjs",
      "--days",
      String(days),
      "--json",
    ],
    { cwd: ROOT, env },
  );
  return JSON.parse(stdout);
}
