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

/**
 * Browsers driven by a program (WebDriver, Playwright, Puppeteer set `navigator.webdriver`) and
 * measuring tools that say so in their user agent are not visitors: they send no beacon, so they
 * cost the function nothing (the function skips known bots by user agent too).
 */
export function isAutomated(nav: { webdriver?: boolean; userAgent: string }): boolean {
  return nav.webdriver === true || /bot\b|crawl|spider|lighthouse|headlesschrome|pagespeed/i.test(nav.userAgent);
}

/**
 * Counts a page view once the page is idle (netlify/lib/stats/beacon.ts): cookieless, one
 * sendBeacon, nothing read back. Browsers without sendBeacon are not counted.
 */
export function sendPageView(path: string, landing: VisitContext | null): void {
  if (isAutomated(navigator)) return;
  const send = () => navigator.sendBeacon?.(BEACON_ENDPOINT, beaconBody(path, landing));
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(send, { timeout: 5000 });
  else window.setTimeout(send, 2000);
}
