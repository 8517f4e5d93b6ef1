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
