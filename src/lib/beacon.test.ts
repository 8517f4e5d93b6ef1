import { isAutomated, isEmulated, type BrowserSignals } from "./beacon";

// What pages saw of the browser, recorded by a probe page under Lighthouse 13.5 (default mobile run, then its
// desktop preset's user agent and client hints) in Chromium 156 on Linux, and what real browsers report.
const chrome = (version: string) => [
  { brand: "Chromium", version },
  { brand: "Google Chrome", version },
  { brand: "Not:A-Brand", version: "24" },
];
/** The brands of a browser built on Chromium that names itself first (Samsung Internet, Android's WebView). */
const onChromium = (brand: string, version: string, chromium: string) => [
  { brand, version },
  { brand: "Chromium", version: chromium },
];
const LIGHTHOUSE_MOBILE: BrowserSignals = {
  webdriver: false,
  userAgent:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36",
  platform: "Linux x86_64",
  userAgentData: { brands: chrome("156").slice(0, 2), platform: "Android" },
};
const LIGHTHOUSE_DESKTOP: BrowserSignals = {
  webdriver: false,
  userAgent:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
  platform: "Linux x86_64",
  userAgentData: { brands: chrome("156").slice(0, 2), platform: "macOS" },
};
const REAL: Record<string, BrowserSignals> = {
  "Chrome on Android": {
    userAgent:
      "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36",
    platform: "Linux armv81",
    userAgentData: { brands: chrome("142"), platform: "Android" },
  },
  "Chrome on a Mac": {
    userAgent: LIGHTHOUSE_DESKTOP.userAgent.replace("156", "142"),
    platform: "MacIntel",
    userAgentData: { brands: chrome("142"), platform: "macOS" },
  },
  "Chrome on Windows": {
    userAgent:
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36",
    platform: "Win32",
    userAgentData: { brands: chrome("142"), platform: "Windows" },
  },
  "Samsung Internet": {
    userAgent:
      "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/28.0 Chrome/130.0.0.0 Mobile Safari/537.36",
    platform: "Linux aarch64",
    userAgentData: { brands: onChromium("Samsung Internet", "28", "130"), platform: "Android" },
  },
  "Android WebView": {
    userAgent:
      "Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/142.0.0.0 Mobile Safari/537.36",
    platform: "Linux aarch64",
    userAgentData: { brands: onChromium("Android WebView", "142", "142"), platform: "Android" },
  },
  "Safari on an iPhone": {
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
    platform: "iPhone",
  },
  "Firefox on Linux": {
    userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0",
    platform: "Linux x86_64",
  },
};

describe("isEmulated / isAutomated: what the beacon does not count", () => {
  it("recognises Lighthouse's mobile and desktop emulation by what a real Chrome never says", () => {
    expect(isEmulated(LIGHTHOUSE_MOBILE)).toBe(true);
    expect(isEmulated(LIGHTHOUSE_DESKTOP)).toBe(true);
    expect(isAutomated(LIGHTHOUSE_MOBILE)).toBe(true);
    expect(isAutomated(LIGHTHOUSE_DESKTOP)).toBe(true);
  });

  it.each(Object.entries(REAL))("counts %s", (_name, nav) => {
    expect(isEmulated(nav)).toBe(false);
    expect(isAutomated(nav)).toBe(false);
  });

  it("an old Chrome that still named its model is counted (user-agent reduction came with 110)", () => {
    expect(
      isEmulated({
        ...LIGHTHOUSE_MOBILE,
        userAgent: LIGHTHOUSE_MOBILE.userAgent.replace("156", "108"),
        userAgentData: { brands: chrome("108"), platform: "Android" },
      }),
    ).toBe(false);
  });
});
