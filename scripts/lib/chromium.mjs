// @ts-check
/**
 * Debian's Chromium, for every browser this project drives (Playwright's e2e tests and the
 * Lighthouse gate): never a browser a tool downloads itself.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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
