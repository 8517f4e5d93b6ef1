import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { buildPolicy, createCsp, inlineScriptHashes } from "./csp";
import { tempDirs } from "../helpers.test-support";

const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes inline scripts and skips external scripts and JSON-LD data blocks", () => {
    const html =
      '<script src="/app.js" async></script><script id="x">window.pagePath="/";</script>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script><script type="module">run()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('window.pagePath="/";'), sha("run()")]);
  });
});

describe("buildPolicy", () => {
  it("allows hashed scripts only: no unsafe-inline or unsafe-eval in script-src", () => {
    const policy = buildPolicy(["'sha256-b'", "'sha256-a'", "'sha256-a'"]);
    const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src")) ?? "";
    expect(scriptSrc).toBe("script-src 'self' 'sha256-a' 'sha256-b'");
    for (const d of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]) {
      expect(policy).toContain(d);
    }
  });
});

describe("buildPolicy with trackers", () => {
  it("adds the configured providers' hosts to script-src and connect-src, and nowhere else", () => {
    const without = buildPolicy(["'sha256-a'"]);
    const policy = buildPolicy(["'sha256-a'"], {
      "script-src": ["https://connect.facebook.net"],
      "connect-src": ["https://www.facebook.com"],
    });
    expect(policy.split("; ").find((d) => d.startsWith("script-src"))).toBe(
      "script-src 'self' https://connect.facebook.net 'sha256-a'",
    );
    expect(policy.split("; ").find((d) => d.startsWith("connect-src"))).toBe(
      "connect-src 'self' https://www.facebook.com",
    );
    const others = (p: string) => p.split("; ").filter((d) => !/^(script|connect)-src/.test(d));
    expect(others(policy)).toEqual(others(without));
  });
});

/** Temporary folders of this file, removed when its tests end. */
const { make: tempDir, removeAll } = tempDirs();
afterAll(removeAll);

describe("createCsp", () => {
  const gatsby = (path: string) => `<div id="___gatsby"></div><script>window.pagePath='${path}';</script>`;

  it("writes one policy for every path with the union of all pages' hashes", () => {
    const dir = tempDir("csp-");
    fs.writeFileSync(path.join(dir, "_headers"), "/fonts/*\n  X-Test: 1");
    const csp = createCsp();
    csp.apply(gatsby("/"), { file: "index.html", fragment: false });
    csp.apply(gatsby("/about"), { file: "about/index.html", fragment: false });
    expect(csp.finish?.(dir)).toBe("2 inline script hashes from 2 pages into public/_headers");
    const headers = fs.readFileSync(path.join(dir, "_headers"), "utf8");
    expect(headers.startsWith("/fonts/*\n  X-Test: 1\n/*\n  Content-Security-Policy: default-src 'self'")).toBe(true);
    expect(headers).toContain(sha("window.pagePath='/';"));
    expect(headers).toContain(sha("window.pagePath='/about';"));
  });

  it("fails on a Gatsby page without inline scripts, a missing target or a policy already there", () => {
    expect(() => createCsp().apply('<div id="___gatsby"></div>', { file: "x/index.html", fragment: false })).toThrow(
      /post-build rewrite "csp" on public\/x\/index\.html: runs Gatsby's JavaScript but no inline <script>/,
    );
    const dir = tempDir("csp-");
    const csp = createCsp();
    csp.apply(gatsby("/"), { file: "index.html", fragment: false });
    expect(() => csp.finish?.(dir)).toThrow(
      /"csp" on public\/_headers: 1 inline script hashes but the file the policy goes into is missing/,
    );
    fs.writeFileSync(path.join(dir, "_headers"), "/*\n  Content-Security-Policy: default-src 'self'\n");
    expect(() => csp.finish?.(dir)).toThrow(/already holds a Content-Security-Policy/);
  });
});
