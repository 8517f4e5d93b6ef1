// @ts-check
/**
 * The Chromium every browser of this project runs in (Playwright's e2e tests, the Lighthouse gate,
 * the main-thread benchmark): a system Chromium or Chrome, never a browser a tool downloads itself.
 *
 * `CHROMIUM_PATH` names it explicitly; a path that does not exist is an error, never a silent
 * fallback to another browser. Without it, the first of CHROMIUM_CANDIDATES that exists is used.
 */
import { existsSync } from "node:fs";

/** Where Debian/Ubuntu, Fedora, Arch and macOS put Chromium or Chrome. */
export const CHROMIUM_CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome-stable",
  "/usr/bin/google-chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
];

/** The one line preflight prints when no browser is found. */
export const CHROMIUM_INSTALL_HINT =
  "install Chromium (Debian/Ubuntu: `sudo apt-get install -y chromium`; macOS: `brew install --cask chromium`) or set CHROMIUM_PATH to a Chromium or Chrome binary";

/**
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {{ path: string, error?: undefined } | { path?: undefined, error: string }}
 */
export function findChromium(env = process.env) {
  const explicit = env.CHROMIUM_PATH;
  if (explicit) {
    return existsSync(explicit)
      ? { path: explicit }
      : { error: `CHROMIUM_PATH=${explicit} does not exist: point it at a Chromium or Chrome binary, or unset it` };
  }
  const found = CHROMIUM_CANDIDATES.find((p) => existsSync(p));
  return found ? { path: found } : { error: `no Chromium or Chrome found: ${CHROMIUM_INSTALL_HINT}` };
}

/**
 * The browser's path; throws the one-line reason when there is none (preflight says it first).
 * @param {NodeJS.ProcessEnv} [env]
 */
export function chromiumPath(env = process.env) {
  const found = findChromium(env);
  if (found.error !== undefined) throw new Error(found.error);
  return found.path;
}

/** Headless on a machine with no GPU, no sandbox and no network beyond loopback services. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
