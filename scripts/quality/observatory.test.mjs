/* global describe, it, expect */
import { gradeForScore, gradeResponse, parseCsp } from "./observatory.mjs";

const PAGE_CSP =
  "default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; " +
  "font-src 'self'; connect-src 'self'; frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'";

/** The headers the site sends with its pages (netlify.toml + the hashed CSP). */
const STRONG = {
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy": PAGE_CSP,
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
};
const BODY = '<html><head><script src="/app.js" async></script><script>inline()</script></head></html>';

const result = (graded, name) => graded.tests.find((t) => t.name === name)?.result;

describe("gradeResponse", () => {
  it("grades the site's page headers A+ (110): bonuses for referrer policy and frame-ancestors", () => {
    const graded = gradeResponse({ headers: STRONG, body: BODY });
    expect(graded.score).toBe(110);
    expect(graded.grade).toBe("A+");
    expect(result(graded, "content-security-policy")).toBe("csp-implemented-with-unsafe-inline-in-style-src-only");
    expect(result(graded, "x-frame-options")).toBe("x-frame-options-implemented-via-csp");
    expect(result(graded, "subresource-integrity")).toBe(
      "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
    );
    expect(graded.tests.every((t) => t.pass)).toBe(true);
  });

  it("gives a JSON API with default-src 'none' the CSP bonus and skips SRI", () => {
    const graded = gradeResponse({
      headers: {
        ...STRONG,
        "Content-Type": "application/json",
        "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
      },
      body: "{}",
    });
    expect(result(graded, "content-security-policy")).toBe("csp-implemented-with-no-unsafe-default-src-none");
    expect(result(graded, "subresource-integrity")).toBe("sri-not-implemented-response-not-html");
    expect(graded.score).toBe(120);
  });

  it("grades lower when script-src allows 'unsafe-inline' (no hashes), and loses the bonuses under 90", () => {
    const weak = { ...STRONG, "Content-Security-Policy": PAGE_CSP.replace("'sha256-abc='", "'unsafe-inline'") };
    const graded = gradeResponse({ headers: weak, body: BODY });
    expect(result(graded, "content-security-policy")).toBe("csp-implemented-with-unsafe-inline");
    expect(graded.score).toBe(80); // 100 - 20, bonuses withheld below 90
    expect(graded.grade).toBe("B+");
  });

  it("ignores 'unsafe-inline' next to a hash, as CSP level 2 browsers do", () => {
    const csp = PAGE_CSP.replace("'sha256-abc='", "'sha256-abc=' 'unsafe-inline'");
    const graded = gradeResponse({ headers: { ...STRONG, "Content-Security-Policy": csp }, body: BODY });
    expect(graded.score).toBe(110);
  });

  it("grades a site with no security headers D", () => {
    const graded = gradeResponse({ headers: { "Content-Type": "text/html" }, body: BODY });
    // CSP -25, HSTS -20, X-Content-Type-Options -5, X-Frame-Options -20
    expect(graded.score).toBe(30);
    expect(graded.grade).toBe("D");
    expect(graded.tests.filter((t) => !t.pass).map((t) => t.name)).toEqual([
      "content-security-policy",
      "strict-transport-security",
      "x-content-type-options",
      "x-frame-options",
    ]);
  });

  it("penalises a short HSTS, unsafe referrer policy, missing frame-ancestors and an invalid nosniff", () => {
    const graded = gradeResponse({
      headers: {
        ...STRONG,
        "Content-Security-Policy": PAGE_CSP.replace("frame-ancestors 'none'; ", ""),
        "Strict-Transport-Security": "max-age=86400",
        "Referrer-Policy": "unsafe-url",
        "X-Content-Type-Options": "yes",
        "X-Frame-Options": "DENY",
      },
      body: BODY,
    });
    expect(result(graded, "strict-transport-security")).toBe("hsts-implemented-max-age-less-than-six-months");
    expect(result(graded, "referrer-policy")).toBe("referrer-policy-unsafe");
    expect(result(graded, "x-frame-options")).toBe("x-frame-options-sameorigin-or-deny");
    expect(graded.score).toBe(80); // -10 -5 -5
  });

  it("grades cookies, CORS and external scripts as the Observatory does", () => {
    const cookies = gradeResponse({
      headers: STRONG,
      body: BODY,
      setCookies: ["sessionid=1; Path=/", "pref=a; Secure; SameSite=Lax"],
    });
    expect(result(cookies, "cookies")).toBe("cookies-session-without-httponly-flag");
    const good = gradeResponse({
      headers: STRONG,
      body: BODY,
      setCookies: ["sessionid=1; Secure; HttpOnly; SameSite=Lax"],
    });
    expect(result(good, "cookies")).toBe("cookies-secure-with-httponly-sessions-and-samesite");
    expect(good.score).toBe(115);

    const cors = gradeResponse({
      headers: STRONG,
      body: BODY,
      corsOrigin: "https://evil.example",
      corsHeaders: {
        "Access-Control-Allow-Origin": "https://evil.example",
        "Access-Control-Allow-Credentials": "true",
      },
    });
    expect(result(cors, "cross-origin-resource-sharing")).toBe(
      "cross-origin-resource-sharing-implemented-with-universal-access",
    );
    expect(cors.score).toBe(50);

    const external = gradeResponse({ headers: STRONG, body: '<script src="https://cdn.example/x.js"></script>' });
    expect(result(external, "subresource-integrity")).toBe("sri-not-implemented-but-external-scripts-loaded-securely");
    expect(external.score).toBe(105);
  });

  it("treats a repeated directive as an invalid policy", () => {
    const graded = gradeResponse({
      headers: { ...STRONG, "Content-Security-Policy": "default-src 'self'; default-src 'none'" },
      body: BODY,
    });
    expect(result(graded, "content-security-policy")).toBe("csp-header-invalid");
  });
});

describe("parseCsp", () => {
  it("splits directives, lower-cases sources and reads an empty source list as 'none'", () => {
    const { csp } = parseCsp(["Default-Src 'SELF'; img-src; script-src 'self' 'sha256-AbC='"]);
    expect([...csp.get("default-src")]).toEqual(["'self'"]);
    expect([...csp.get("img-src")]).toEqual(["'none'"]);
    expect([...csp.get("script-src")]).toEqual(["'self'", "'sha256-abc='"]);
  });
});

describe("gradeForScore", () => {
  it("maps scores to the Observatory's letters", () => {
    expect([135, 100, 99, 90, 85, 84, 70, 65, 60, 50, 45, 40, 30, 25, 24, 0, -5].map(gradeForScore)).toEqual([
      "A+",
      "A+",
      "A",
      "A",
      "A-",
      "B+",
      "B",
      "B-",
      "C+",
      "C",
      "C-",
      "D+",
      "D",
      "D-",
      "F",
      "F",
      "F",
    ]);
  });
});
