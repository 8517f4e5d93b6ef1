import type { VisitContext } from "../contracts/visit";

export const BEACON_ENDPOINT = "/api/beacon";

/** The beacon's body: the page, and on a visit's first page where it came from (no identifier). */
export function beaconBody(path: string, landing: VisitContext | null): string {
  if (!landing) return JSON.stringify({ path });
  const visit: Record<string, string> = {};
  if (landing.referrer) visit.ref = new URL(landing.referrer).hostname;
  if (landing.utm?.source) visit.source = landing.utm.source;
  if (landing.utm?.campaign) visit.campaign = landing.utm.campaign;
  return JSON.stringify({ path, visit });
}

/** What the beacon reads of the browser (a part of `navigator`). */
export interface BrowserSignals {
  webdriver?: boolean;
  userAgent: string;
  /** `navigator.platform`: the device's own, which user-agent emulation does not change. */
  platform?: string;
  userAgentData?: { brands?: readonly { brand: string; version: string }[]; platform?: string };
}

/**
 * A Chrome told to present itself as another device: Lighthouse, PageSpeed Insights (which runs
 * Lighthouse) and DevTools' device mode override the user agent and its client hints, which no
 * page can see through, but what they put there is not what a real Chrome says (measured with a
 * Lighthouse 13 run, docs/operations.md "Measurement"):
 * - Chrome since 110 says "Android 10; K" on every Android phone (user-agent reduction); a
 *   "Google Chrome" that names its model ("Android 11; moto g power (2022)", Lighthouse's mobile
 *   device) is an emulation;
 * - the emulation leaves `navigator.platform` as it is, so Lighthouse's desktop "macOS" (or any
 *   "macOS" or "Windows") on another system's platform ("Linux x86_64") is one too.
 */
export function isEmulated(nav: BrowserSignals): boolean {
  const data = nav.userAgentData;
  const chrome = data?.brands?.find((b) => b.brand === "Google Chrome");
  if (!data || !chrome || Number(chrome.version) < 110) return false;
  const model = /\(Linux; Android [^;)]*; ([^)]*)\)/.exec(nav.userAgent)?.[1];
  if (model !== undefined && model !== "K") return true;
  const platform = nav.platform ?? "";
  if (data.platform === "macOS" && platform && !/^Mac/.test(platform)) return true;
  if (data.platform === "Windows" && platform && !/^Win/.test(platform)) return true;
  return false;
}

/**
 * Browsers driven by a program (WebDriver, Playwright, Puppeteer set `navigator.webdriver`),
 * measuring tools that say so in their user agent, and emulated devices (isEmulated: Lighthouse)
 * are not visitors: they send no beacon, so they cost the function nothing (the function skips
 * known bots by user agent too).
 */
export function isAutomated(nav: BrowserSignals): boolean {
  return (
    nav.webdriver === true ||
    /bot\b|crawl|spider|lighthouse|headlesschrome|pagespeed/i.test(nav.userAgent) ||
    isEmulated(nav)
  );
}

/**
 * Counts a page view once the page is idle (netlify/lib/stats/beacon.ts): cookieless, one
 * sendBeacon, nothing read back. Browsers without sendBeacon are not counted.
 */
export function sendPageView(path: string, landing: VisitContext | null): void {
  if (isAutomated(navigator as Navigator & Pick<BrowserSignals, "userAgentData">)) return;
  const send = () => navigator.sendBeacon?.(BEACON_ENDPOINT, beaconBody(path, landing));
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(send, { timeout: 5000 });
  else window.setTimeout(send, 2000);
}
