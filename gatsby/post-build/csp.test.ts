import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildPolicy, inlineScriptHashes, writeCspHeaders } from "./csp";

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

describe("writeCspHeaders", () => {
  it("writes one policy for every path with the union of all pages' hashes", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "csp-"));
    fs.mkdirSync(path.join(dir, "about"));
    fs.writeFileSync(path.join(dir, "index.html"), "<script>window.pagePath='/';</script>");
    fs.writeFileSync(path.join(dir, "about", "index.html"), "<script>window.pagePath='/about';</script>");
    fs.writeFileSync(path.join(dir, "_headers"), "/fonts/*\n  X-Test: 1");
    const { pages } = writeCspHeaders(dir);
    const headers = fs.readFileSync(path.join(dir, "_headers"), "utf8");
    expect(pages).toBe(2);
    expect(headers.startsWith("/fonts/*\n  X-Test: 1\n/*\n  Content-Security-Policy: default-src 'self'")).toBe(true);
    expect(headers).toContain(sha("window.pagePath='/';"));
    expect(headers).toContain(sha("window.pagePath='/about';"));
  });
});
