import { consentModeState, headScript, trackerCspSources, trackersFromEnv, TRACKERS } from "./trackers";

describe("trackersFromEnv", () => {
  it("turns nothing on by default, and trims what is set", () => {
    expect(trackersFromEnv({})).toEqual({ ga4: null, meta: null });
    expect(trackersFromEnv({ GA4_MEASUREMENT_ID: " ", META_PIXEL_ID: "" })).toEqual({ ga4: null, meta: null });
    expect(trackersFromEnv({ GA4_MEASUREMENT_ID: " G-AB12CD34EF ", META_PIXEL_ID: "123456789012345" })).toEqual({
      ga4: "G-AB12CD34EF",
      meta: "123456789012345",
    });
  });

  it("refuses a malformed id, naming the variable and the expected form", () => {
    expect(() => trackersFromEnv({ GA4_MEASUREMENT_ID: "UA-1234-1" })).toThrow(
      'GA4_MEASUREMENT_ID="UA-1234-1": expected G- followed by 4 to 16 capital letters or digits',
    );
    expect(() => trackersFromEnv({ META_PIXEL_ID: '12345678"><script>' })).toThrow("META_PIXEL_ID=");
  });
});

describe("trackerCspSources", () => {
  it("adds nothing without a tracker, and exactly each provider's hosts with one", () => {
    expect(trackerCspSources({ ga4: null, meta: null })).toEqual({ "script-src": [], "connect-src": [] });
    expect(trackerCspSources({ ga4: null, meta: "123456789" })).toEqual({
      "script-src": ["https://connect.facebook.net"],
      "connect-src": ["https://www.facebook.com"],
    });
    const both = trackerCspSources({ ga4: "G-AB12CD", meta: "123456789" });
    expect(both["script-src"]).toEqual(["https://*.googletagmanager.com", "https://connect.facebook.net"]);
    expect(both["connect-src"]).toHaveLength(4);
  });

  it("covers the host of each provider's script", () => {
    for (const t of TRACKERS) {
      const host = new URL(t.script("G-AB12CD")).hostname;
      const allowed = t.csp["script-src"].map((s) => new URL(s.replace("*.", "x.")).hostname.replace(/^x\./, ""));
      expect(allowed.some((a) => host === a || host.endsWith(`.${a}`))).toBe(true);
    }
  });
});

describe("Consent Mode", () => {
  it("maps the categories to Google's consent types", () => {
    expect(consentModeState({ analytics: true, marketing: false, preferences: false })).toMatchObject({
      analytics_storage: "granted",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      security_storage: "granted",
    });
  });

  it("sets every default to denied before any tag, and marks a visitor who has chosen", () => {
    const script = headScript({ ga4: "G-AB12CD", meta: null }, "atria_consent");
    const dataLayer: unknown[][] = [];
    const html = { setAttribute: jest.fn() };
    new Function("window", "document", "dataLayer", script.replace(/window\.gtag=/, "var gtag=window.gtag="))(
      { dataLayer },
      { cookie: "other=1; atria_consent=1.a0m0p0", documentElement: html },
      dataLayer,
    );
    expect(Array.from(dataLayer[0]!)).toEqual([
      "consent",
      "default",
      expect.objectContaining({ analytics_storage: "denied", ad_storage: "denied", wait_for_update: 500 }),
    ]);
    expect(html.setAttribute).toHaveBeenCalledWith("data-consent-chosen", "");
    // Only the Pixel: no Google code at all.
    expect(headScript({ ga4: null, meta: "123456789" }, "atria_consent")).not.toContain("gtag");
  });
});
