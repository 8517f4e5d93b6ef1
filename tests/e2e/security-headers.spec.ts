import { expect, test } from "./fixtures";

function directives(csp: string): Map<string, string> {
  return new Map(
    csp.split(";").map((d) => {
      const [name = "", ...values] = d.trim().split(/\s+/);
      return [name, values.join(" ")];
    }),
  );
}

test.describe("security headers", () => {
  for (const path of ["/", "/blog/strategies-for-digital-triumph", "/no-such-page"]) {
    test(`${path} is served with a strict policy`, async ({ request }) => {
      const res = await request.get(path);
      const h = res.headers();
      const csp = directives(h["content-security-policy"] ?? "");
      expect(csp.get("script-src")).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
      expect(csp.get("script-src")).not.toContain("unsafe");
      expect(csp.get("default-src")).toBe("'self'");
      expect(csp.get("frame-ancestors")).toBe("'none'");
      expect(csp.get("object-src")).toBe("'none'");
      expect(csp.get("base-uri")).toBe("'self'");
      expect(csp.get("form-action")).toBe("'self'");
      expect(Number(/max-age=(\d+)/.exec(h["strict-transport-security"] ?? "")?.[1])).toBeGreaterThanOrEqual(31536000);
      expect(h["x-content-type-options"]).toBe("nosniff");
      expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(h["x-frame-options"]).toBe("DENY");
      expect(h["permissions-policy"]).toContain("camera=()");
    });
  }

  test("the policy lets every script of a page run: no violations in the console", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
    });
    for (const path of ["/", "/blog", "/blog/strategies-for-digital-triumph", "/services/seo", "/no-such-page"]) {
      await page.goto(path);
    }
    expect(violations).toEqual([]);
  });
});

/**
 * What Mozilla's HTTP Observatory grades, asserted directly on what `npm start` serves (netlify.toml and
 * public/_headers for pages, the functions' own headers for /api/*): every kind of answer, pages of each
 * template and two function endpoints. Headers do not depend on the viewport: desktop only.
 */
const GRADED = [
  "/",
  "/services",
  "/services/seo",
  "/blog",
  "/blog/strategies-for-digital-triumph",
  "/contact",
  "/news",
  "/api/health",
  "/api/news/technology",
];
const FOREIGN_ORIGIN = "https://scanner.example";
const PRIVATE_REFERRER = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];

test.describe("what the HTTP Observatory grades @desktop", () => {
  for (const url of GRADED) {
    test(`${url}: policy, transport, framing, sniffing, referrer, cookies, CORS and scripts`, async ({ request }) => {
      const res = await request.get(url);
      expect(res.status()).toBe(200);
      const h = res.headers();
      const header = h["content-security-policy"] ?? "";
      const names = header.split(";").map((d) => d.trim().split(/\s+/)[0]);
      expect(new Set(names).size, "no directive twice").toBe(names.length);
      const csp = directives(header);
      const scripts = csp.get("script-src") ?? csp.get("default-src") ?? "*";
      expect(scripts).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\bhttp:|(^|\s)(\*|https:|data:)(\s|$)/);
      expect(["'self'", "'none'"]).toContain(csp.get("default-src"));
      expect(csp.get("object-src") ?? csp.get("default-src")).toBe("'none'");
      expect(csp.get("frame-ancestors")).toBe("'none'");
      expect(header).not.toMatch(/\bhttp:/);
      expect(Number(/max-age=(\d+)/.exec(h["strict-transport-security"] ?? "")?.[1])).toBeGreaterThanOrEqual(15552000);
      expect(h["x-content-type-options"]).toBe("nosniff");
      expect(PRIVATE_REFERRER).toContain(h["referrer-policy"]);
      for (const cookie of res.headersArray().filter((x) => x.name.toLowerCase() === "set-cookie"))
        expect(cookie.value).toMatch(/;\s*Secure\b[\s\S]*;\s*HttpOnly\b|;\s*HttpOnly\b[\s\S]*;\s*Secure\b/i);
      const cors = (await request.get(url, { headers: { Origin: FOREIGN_ORIGIN } })).headers();
      expect([undefined, "*"]).toContain(cors["access-control-allow-origin"]);
      expect(cors["access-control-allow-credentials"]).toBeUndefined();
      if ((h["content-type"] ?? "").startsWith("text/html")) {
        const external = [...(await res.text()).matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].filter(
          (m) => /^(https?:)?\/\//.test(m[1] ?? "") && !/\bintegrity="/.test(m[0]),
        );
        expect(
          external.map((m) => m[1]),
          "scripts from elsewhere carry integrity",
        ).toEqual([]);
      }
    });
  }
});

test.describe("site-wide metadata", () => {
  test("every page names the business in JSON-LD and links the manifest", async ({ page, request }) => {
    await page.goto("/contact");
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((ss) => ss.map((s) => JSON.parse(s.textContent ?? "{}") as { "@graph"?: { "@type": string }[] }));
    const graph = blocks.flatMap((b) => b["@graph"] ?? []) as Record<string, unknown>[];
    const business = graph.find((n) => n["@type"] === "ProfessionalService");
    expect(graph.find((n) => n["@type"] === "Organization")).toMatchObject({ name: "Atria Digital" });
    expect(business).toMatchObject({ telephone: "+1 (916) 555-0142", email: "hello@atriadigital.example" });
    expect(business?.address).toMatchObject({ addressLocality: "Sacramento", addressRegion: "CA" });
    const manifest = await (await request.get("/site.webmanifest")).json();
    expect(manifest.name).toBe("Atria Digital");
    for (const icon of manifest.icons as { src: string }[]) {
      expect((await request.get(icon.src)).status()).toBe(200);
    }
  });
});
