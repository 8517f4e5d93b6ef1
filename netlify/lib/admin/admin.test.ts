import fs from "node:fs";
import path from "node:path";
import admin, { config } from "../../functions/admin";
import { DECAP_VERSION, adminPolicy } from "./page";

function directives(csp: string): Map<string, string> {
  return new Map(
    csp.split(";").map((d) => {
      const [name = "", ...values] = d.trim().split(/\s+/);
      return [name, values.join(" ")];
    }),
  );
}

describe("GET /admin (the Decap CMS page)", () => {
  test("answers at /admin and /admin/", () => {
    expect(config.path).toEqual(["/admin", "/admin/"]);
  });

  test("serves the page with its own complete headers", async () => {
    const res = await admin(new Request("https://atriadigital.example/admin"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
    // The login popup must be able to report back to this window.
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");
    const csp = directives(res.headers.get("content-security-policy") ?? "");
    expect(csp.get("frame-ancestors")).toBe("'none'");
    expect(csp.get("object-src")).toBe("'none'");
    expect(csp.get("default-src")).toBe("'self'");
    expect(csp.get("script-src")).toBe("'self' 'unsafe-eval'");
    expect(csp.get("connect-src")).toBe("'self' blob: https://api.github.com https://api.netlify.com");
    const html = await res.text();
    expect(html).toContain(`<script src="/admin/decap/${DECAP_VERSION}/decap-cms.js"></script>`);
    expect(html).toContain('<link rel="cms-config-url" href="/admin/config.yml" type="text/yaml" />');
    expect(html).not.toMatch(/<script>/); // no inline script
    expect(html).not.toMatch(/src="https?:/); // nothing from another host
  });

  test("lets the CMS reach decap-server only when served from the local machine", async () => {
    for (const host of ["http://localhost:8000/admin/", "http://127.0.0.1:8888/admin"]) {
      const res = await admin(new Request(host));
      expect(directives(res.headers.get("content-security-policy") ?? "").get("connect-src")).toContain(
        "http://localhost:* http://127.0.0.1:*",
      );
    }
    expect(adminPolicy(false)).not.toContain("localhost");
  });

  test("HEAD has no body; other methods are refused", async () => {
    const head = await admin(new Request("https://atriadigital.example/admin", { method: "HEAD" }));
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const post = await admin(new Request("https://atriadigital.example/admin", { method: "POST" }));
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });

  test("the page's files exist, and the bundle is the installed decap-cms", () => {
    const root = path.resolve(__dirname, "..", "..", "..");
    // config.yml is generated before each build from the content model (gatsby/cms-config.test.ts).
    for (const f of ["cms.mjs", "json-format.mjs", "mdx-text.mjs", "unique-address.mjs", "manual-init.mjs"]) {
      expect(fs.existsSync(path.join(root, "static", "admin", f))).toBe(true);
    }
    const pkg = JSON.parse(fs.readFileSync(path.join(root, "node_modules/decap-cms/package.json"), "utf8"));
    expect(DECAP_VERSION).toBe(pkg.version);
  });
});
