// @ts-check
/**
 * Whether public/ is a build of the sources and settings as they are now, and the one way to make
 * one (`npm run build`, `npm start` and `npm test` all build through `build()`).
 *
 * A build is fresh when public/index.html is newer than every build input and the settings that
 * change what a build contains (BUILD_SETTINGS in build-settings.mjs) are the ones it was made with, as the stamp
 * that `build()` writes says. A public/ without a stamp (made by `gatsby build` directly) is not fresh.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildSettings, gatsbyCpuCount } from "./build-settings.mjs";
import { writeSearchIndex } from "./search-index.mjs";
import { disownGroup, ownGroup } from "./services.mjs";
import { BUILD_TYPES, settleTypes } from "./typegen.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const MARKER = path.join(ROOT, "public", "index.html");
const STAMP = path.join(ROOT, ".cache", "atria-build-stamp.json");

/** Inputs of the build: when any is newer than public/index.html, the site is rebuilt. */
export const BUILD_INPUTS = [
  "src",
  "templates-on-demand",
  "content",
  "static",
  "gatsby",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-ssr.tsx",
  "gatsby-browser.tsx",
  "package-lock.json",
];

/** @param {string} p */
function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(p)) {
    if (entry === "gatsby-types.d.ts" || entry === "fonts") continue; // written by the build itself
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

/**
 * Why public/ must be built again, or null when it is fresh.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string | null}
 */
export function staleReason(env = process.env) {
  if (!existsSync(MARKER)) return "public/ has no build";
  if (!existsSync(STAMP)) return "public/ was not built by `npm run build`";
  const builtAt = statSync(MARKER).mtimeMs;
  const changed = BUILD_INPUTS.find((p) => newestMtime(path.join(ROOT, p)) > builtAt);
  if (changed) return `${changed} changed since the last build`;
  const stamp = JSON.parse(readFileSync(STAMP, "utf8"));
  if (JSON.stringify(stamp.settings) !== JSON.stringify(buildSettings(env)))
    return `the build settings changed (built with ${JSON.stringify(stamp.settings)})`;
  return null;
}

/**
 * `gatsby build`, its output passed through, then the search index of the built pages
 * (search-index.mjs); writes the stamp when both succeed.
 * @param {NodeJS.ProcessEnv} [env]
 * @param {{ owned?: boolean, types?: "update" | "check" }} [options] owned: in a process group of
 *   its own, stopped with the other children of a test run (scripts/lib/services.mjs); otherwise in
 *   ours, so Ctrl-C reaches it. types: what to do when the generated types differ (settleTypes).
 * @returns {Promise<number>} the exit code
 */
export function build(env = process.env, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, "node_modules/gatsby/cli.js"), "build"], {
      cwd: ROOT,
      stdio: "inherit",
      env: {
        ...env,
        ...gatsbyCpuCount(env),
        GATSBY_TELEMETRY_DISABLED: "1",
        ATRIA_TYPES_OUTPUT: BUILD_TYPES,
        // Gatsby's own dependencies (whatwg-url's tr46) load Node's deprecated `punycode`; the
        // warning, written by a page-rendering worker, reached Gatsby's reporter as an
        // "ERROR UNKNOWN" line in a build that succeeded. Only that one deprecation is silenced.
        NODE_OPTIONS: [env.NODE_OPTIONS, "--disable-warning=DEP0040"].filter(Boolean).join(" "),
      },
      detached: Boolean(options.owned),
    });
    if (options.owned && child.pid) ownGroup(child.pid);
    child.once("exit", async (code, signal) => {
      if (options.owned && child.pid) disownGroup(child.pid);
      if (code === 0 && !settleTypes(options.types ?? "update", ROOT)) return resolve(1);
      if (code === 0) {
        try {
          const { pages, read, ms } = await writeSearchIndex(path.join(ROOT, "public"));
          console.log(`search index: ${pages} of ${read} pages into public/pagefind/ in ${(ms / 1000).toFixed(1)} s`);
        } catch (error) {
          console.error(/** @type {Error} */ (error).message);
          return resolve(1);
        }
        mkdirSync(path.dirname(STAMP), { recursive: true });
        writeFileSync(
          STAMP,
          JSON.stringify({ builtAt: new Date().toISOString(), settings: buildSettings(env) }, null, 2),
        );
      }
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}
