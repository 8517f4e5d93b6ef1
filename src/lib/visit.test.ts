import { beaconBody, isAutomated } from "./beacon";
import { captureVisit, currentVisit, VISIT_KEY } from "./visit";

beforeEach(() => sessionStorage.clear());

describe("the visit", () => {
  it("is captured on its first page view only, with the landing page's campaign", () => {
    window.history.pushState({}, "", "/services/seo?utm_source=google&utm_campaign=fall-seo&gclid=abc");
    const first = captureVisit();
    expect(first).toEqual({
      landing: true,
      visit: {
        landingPage: "/services/seo",
        utm: { source: "google", campaign: "fall-seo" },
        clickIds: { gclid: "abc" },
      },
    });
    window.history.pushState({}, "", "/contact");
    expect(captureVisit()).toEqual({ landing: false, visit: first.visit });
    expect(currentVisit()).toEqual(first.visit);
    expect(JSON.parse(sessionStorage.getItem(VISIT_KEY) ?? "null")).toEqual(first.visit);
  });

  it("ignores a tampered stored value and starts again", () => {
    sessionStorage.setItem(VISIT_KEY, JSON.stringify({ landingPage: "javascript:alert(1)" }));
    expect(currentVisit()).toBeNull();
    window.history.pushState({}, "", "/about");
    expect(captureVisit().visit).toEqual({ landingPage: "/about" });
  });
});

describe("the beacon's body", () => {
  it("holds the path, and on a visit's first page its referring host, source and campaign: nothing else", () => {
    expect(beaconBody("/about", null)).toBe('{"path":"/about"}');
    expect(
      JSON.parse(
        beaconBody("/services/seo", {
          landingPage: "/services/seo",
          referrer: "https://www.google.com/search?q=private+words",
          utm: { source: "google", medium: "cpc", campaign: "fall-seo" },
          clickIds: { gclid: "abc" },
        }),
      ),
    ).toEqual({ path: "/services/seo", visit: { ref: "www.google.com", source: "google", campaign: "fall-seo" } });
  });
});

describe("automated browsers", () => {
  it("send no beacon: WebDriver, Lighthouse, headless Chrome, crawlers", () => {
    expect(isAutomated({ webdriver: true, userAgent: "Mozilla/5.0 Chrome/156.0" })).toBe(true);
    expect(
      isAutomated({ userAgent: "Mozilla/5.0 (Linux; Android 11) Chrome/156.0 Mobile Safari/537.36 Chrome-Lighthouse" }),
    ).toBe(true);
    expect(isAutomated({ userAgent: "Mozilla/5.0 HeadlessChrome/156.0" })).toBe(true);
    expect(isAutomated({ userAgent: "Googlebot/2.1" })).toBe(true);
    expect(isAutomated({ webdriver: false, userAgent: "Mozilla/5.0 (iPhone) Safari/604.1" })).toBe(false);
  });
});
