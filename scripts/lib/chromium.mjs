// @ts-check
/**
 * The Chromium every browser of this project runs in (the Lighthouse gate, the main-thread
 * benchmark, and Playwright's e2e tests, which prefer its headless shell: findE2eBrowser): a system
 * Chromium or Chrome, never a browser a tool downloads itself.
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
 * Where Debian and Ubuntu put Chromium's headless shell (package `chromium-headless-shell`, built
 * from the same source and version as `chromium`): the browser without the desktop browser's UI
 * and compositor, which Playwright itself runs for headless tests. docs/decisions/headless-shell.md
 */
export const HEADLESS_SHELL_CANDIDATES = [
  "/usr/bin/chromium-headless-shell",
  "/usr/lib/chromium/chromium-headless-shell",
];

export const HEADLESS_SHELL_INSTALL_HINT =
  "the end-to-end tests run about 40 % faster in Chromium's headless shell: `sudo apt-get install -y chromium-headless-shell`, or set E2E_CHROMIUM_PATH";

/**
 * The browser of the end-to-end tests: `E2E_CHROMIUM_PATH` when set (a path that does not exist is
 * an error), else Chromium's headless shell, else the Chromium of findChromium (slower, and said
 * so in `note`). The Lighthouse gate always measures in the full Chromium (findChromium).
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {{ path: string, headlessShell: boolean, note?: string, error?: undefined } | { path?: undefined, error: string }}
 */
export function findE2eBrowser(env = process.env) {
  const explicit = env.E2E_CHROMIUM_PATH;
  if (explicit) {
    return existsSync(explicit)
      ? { path: explicit, headlessShell: /headless-shell/.test(explicit) }
      : { error: `E2E_CHROMIUM_PATH=${explicit} does not exist: point it at a Chromium binary, or unset it` };
  }
  const shell = HEADLESS_SHELL_CANDIDATES.find((p) => existsSync(p));
  if (shell) return { path: shell, headlessShell: true };
  const full = findChromium(env);
  if (full.error !== undefined) return full;
  return {
    path: full.path,
    headlessShell: false,
    note: `no headless shell found, using ${full.path}; ${HEADLESS_SHELL_INSTALL_HINT}`,
  };
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
