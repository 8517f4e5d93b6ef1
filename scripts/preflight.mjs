#!/usr/bin/env node
// @ts-check
/**
 * Preflight: in a second or two, everything a run needs that `npm install` does not bring. Each
 * missing thing is one line naming it and the command that installs it; the exit code is 1 when
 * anything is missing. No stack traces. Written for any Node (an old one is what it reports).
 *
 *   node scripts/preflight.mjs [start|test|e2e|quality|browser]   (default: test)
 *
 * start needs Node and node_modules; browser adds Chromium; e2e adds an E2E_CHROMIUM_PATH that
 * exists when one is set (without it the tests use Chromium's headless shell or, slower, Chromium);
 * quality and test add Java (the Nu Html Checker).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findChromium, findE2eBrowser } from "./lib/chromium.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const MIN_NODE = /** @type {const} */ ([22, 12]);

/** @typedef {"start" | "browser" | "e2e" | "quality" | "test"} Purpose */
/** @type {Record<Purpose, { browser: boolean, e2eBrowser: boolean, java: boolean }>} */
const NEEDS = {
  start: { browser: false, e2eBrowser: false, java: false },
  browser: { browser: true, e2eBrowser: false, java: false },
  e2e: { browser: true, e2eBrowser: true, java: false },
  quality: { browser: true, e2eBrowser: false, java: true },
  test: { browser: true, e2eBrowser: true, java: true },
};

/**
 * The problems, one line each (empty when the machine is ready).
 * @param {Purpose} purpose
 * @param {{ env?: NodeJS.ProcessEnv, nodeVersion?: string }} [options]
 * @returns {string[]}
 */
export function preflight(purpose = "test", options = {}) {
  const env = options.env ?? process.env;
  const needs = NEEDS[purpose];
  /** @type {string[]} */
  const problems = [];

  const version = options.nodeVersion ?? process.versions.node;
  const [major = 0, minor = 0] = version.split(".").map(Number);
  if (major < MIN_NODE[0] || (major === MIN_NODE[0] && minor < MIN_NODE[1]))
    problems.push(
      `Node.js ${MIN_NODE.join(".")} or later is needed, this is ${version}: \`nvm install 22\` (see .nvmrc), or without nvm \`npm install --prefix "$HOME/.node22" node@22 && export PATH="$HOME/.node22/node_modules/.bin:$PATH"\``,
    );

  if (!existsSync(path.join(ROOT, "node_modules", ".bin", "gatsby")))
    problems.push("the project's packages are not installed: run `npm install` (not `npm ci`: see README)");

  if (needs.browser) {
    const found = findChromium(env);
    if (found.error !== undefined) problems.push(found.error);
    else {
      const run = spawnSync(found.path, ["--version"], { encoding: "utf8", timeout: 20_000 });
      if (run.status !== 0)
        problems.push(
          `${found.path} does not run (\`${found.path} --version\` ${run.error ? `failed: ${run.error.message}` : `exited ${run.status}`}): reinstall it or set CHROMIUM_PATH to another Chromium or Chrome`,
        );
    }
  }

  if (needs.e2eBrowser) {
    const e2e = findE2eBrowser(env);
    if (e2e.error !== undefined && env.E2E_CHROMIUM_PATH) problems.push(e2e.error);
  }

  if (needs.java) {
    const java = spawnSync("java", ["-version"], { encoding: "utf8", timeout: 20_000 });
    if (java.error || java.status !== 0)
      problems.push(
        "Java is needed for the Nu Html Checker and was not found: `sudo apt-get install -y default-jre-headless` (macOS: `brew install openjdk`)",
      );
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const purpose = /** @type {Purpose} */ (process.argv[2] ?? "test");
  if (!(purpose in NEEDS)) {
    console.error(`preflight: unknown purpose ${purpose} (one of ${Object.keys(NEEDS).join(", ")})`);
    process.exit(2);
  }
  const problems = preflight(purpose);
  for (const p of problems) console.error(`preflight: ${p}`);
  process.exit(problems.length === 0 ? 0 : 1);
}
