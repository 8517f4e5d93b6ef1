import { contextFromLanding, parseVisitContext, sitePath } from "./visit";

describe("parseVisitContext", () => {
  const good = {
    landingPage: "/services/seo",
    referrer: "https://www.google.com/",
    utm: { source: "google", medium: "cpc", campaign: "fall-seo" },
    clickIds: { gclid: "Cj0KCQ-abc_123" },
  };

  it("keeps a context that follows every rule", () => {
    expect(parseVisitContext(good)).toEqual(good);
    expect(parseVisitContext({ landingPage: "/" })).toEqual({ landingPage: "/" });
  });

  it("drops the whole context on an unknown key, a wrong type or an oversized value", () => {
    for (const bad of [
      null,
      "x",
      [],
      { ...good, extra: 1 },
      { ...good, utm: { ...good.utm, id: "x" } },
      { ...good, utm: { source: 42 } },
      { ...good, utm: "google" },
      { ...good, utm: { source: "x".repeat(151) } },
      { ...good, clickIds: { gclid: "<script>" } },
      { ...good, landingPage: undefined },
    ])
      expect(parseVisitContext(bad)).toBeNull();
  });

  it("accepts only a path of this site as the landing page, and only http(s) referrers", () => {
    for (const landingPage of [
      "https://evil.example/",
      "//evil.example/x",
      "/a/../b",
      "/a?b=1",
      "/a#b",
      "seo",
      "/\u202Eevil",
    ])
      expect(parseVisitContext({ landingPage })).toBeNull();
    for (const referrer of ["javascript:alert(1)", "data:text/html,x", "ftp://x.example/", "not a url"])
      expect(parseVisitContext({ landingPage: "/", referrer })).toBeNull();
  });

  it("refuses control and bidi characters and line breaks in UTM values", () => {
    for (const source of ["a\r\nb", "a\u0000", "\u202Egoogle", "a\u200Bb"])
      expect(parseVisitContext({ landingPage: "/", utm: { source } })).toBeNull();
  });
});

describe("contextFromLanding", () => {
  const origin = "https://atriadigital.example";

  it("reads the UTM parameters and click ids of the landing page", () => {
    expect(
      contextFromLanding(
        "/services/seo",
        "?utm_source=google&utm_medium=cpc&utm_campaign=fall-seo&gclid=abc&utm_unknown=x",
        "https://www.google.com/",
        origin,
      ),
    ).toEqual({
      landingPage: "/services/seo",
      referrer: "https://www.google.com/",
      utm: { source: "google", medium: "cpc", campaign: "fall-seo" },
      clickIds: { gclid: "abc" },
    });
  });

  it("leaves out this site's own pages as a referrer, and empty parameters", () => {
    expect(contextFromLanding("/contact", "?utm_source=", `${origin}/about`, origin)).toEqual({
      landingPage: "/contact",
    });
  });

  it("always gives a valid context, whatever the address holds", () => {
    const c = contextFromLanding("/x\u0000", "?utm_source=%E2%80%AEevil&gclid=%3Cb%3E", "javascript:x", origin);
    expect(c).toEqual({ landingPage: "/" });
    expect(parseVisitContext(c)).toEqual(c);
  });

  it("sitePath keeps percent-encoded paths", () => {
    expect(sitePath("/blog/caf%C3%A9")).toBe("/blog/caf%C3%A9");
  });
});
