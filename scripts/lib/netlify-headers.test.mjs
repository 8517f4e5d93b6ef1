/* global describe, it, expect */
/**
 * @jest-environment node
 *
 * The headers check (scripts/lib/netlify-headers.mjs, `npm run headers`) on netlify.toml as it is, with two
 * public/_headers: the one our build writes (the CSP, no adapter rules: gatsby/adapter.ts) and the one
 * gatsby-adapter-netlify writes by itself (Gatsby's default headers). The module runs in a child process: Netlify's
 * headers parser is ESM-only, with ESM-only dependencies Jest cannot load.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const ROOT = path.resolve(__dirname, "../..");
const PATHS = [
  "/",
  "/about",
  "/app-e528690dd4f20dbaa1ca.js",
  "/component---src-pages-index-tsx-0a1b2c3d4e5f6a7b8c9d.js",
  "/admin/cms.mjs",
  "/admin/decap/3.16.3/decap-cms.js",
  "/~partytown/partytown.js",
  "/fonts/inter-latin-wght-normal-101e02f3.woff2",
  "/static/0123456789abcdef0123456789abcdef/hero.jpg",
  "/page-data/index/page-data.json",
];

/** The problems the check finds for PATHS with `headersFile` as public/_headers and the real netlify.toml. */
function check(headersFile) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "headers-"));
  try {
    writeFileSync(path.join(dir, "_headers"), headersFile);
    const lib = pathToFileURL(path.join(ROOT, "scripts/lib/netlify-headers.mjs")).href;
    const code = `
      const { headersFor, problems, readRules } = await import(${JSON.stringify(lib)});
      const rules = await readRules({ publishDir: ${JSON.stringify(dir)}, configPath: ${JSON.stringify(path.join(ROOT, "netlify.toml"))} });
      const paths = ${JSON.stringify(PATHS)};
      console.log(JSON.stringify({ problems: problems(rules, paths), home: headersFor(rules, "/"), app: headersFor(rules, paths[2]) }));
    `;
    return JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", code], { encoding: "utf8" }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const OURS = `/*
  Content-Security-Policy: default-src 'self'; script-src 'self'; frame-ancestors 'none'

# gatsby-adapter-netlify start

# gatsby-adapter-netlify end
`;

// What gatsby-adapter-netlify 1.4 writes from Gatsby 5.16's default header routes when it is given them.
const ADAPTER_DEFAULTS = `${OURS.split("#")[0]}# gatsby-adapter-netlify start
/*
  cache-control: public, max-age=0, must-revalidate
  x-xss-protection: 1; mode=block
  x-content-type-options: nosniff
  referrer-policy: same-origin
  x-frame-options: DENY
/static/*
  cache-control: public, max-age=31536000, immutable
/app-e528690dd4f20dbaa1ca.js
  cache-control: public, max-age=31536000, immutable

# gatsby-adapter-netlify end
`;

describe("headers as Netlify resolves them", () => {
  it("netlify.toml with our build's _headers: one value of each security header, caching only on hashed names", () => {
    const { problems, home, app } = check(OURS);
    expect(problems).toEqual([]);
    expect(home["referrer-policy"]).toEqual(["strict-origin-when-cross-origin"]);
    expect(home["x-frame-options"]).toEqual(["DENY"]);
    expect(home["x-xss-protection"]).toBeUndefined();
    expect(home["cache-control"]).toBeUndefined();
    expect(app["cache-control"]).toEqual(["public, max-age=31536000, immutable"]);
  });

  it("fails on the adapter's own rules: a second Referrer-Policy, X-Frame-Options and Cache-Control, the obsolete XSS header", () => {
    const { problems } = check(ADAPTER_DEFAULTS);
    expect(problems).toEqual(
      expect.arrayContaining([
        "/: referrer-policy has 2 values: same-origin | strict-origin-when-cross-origin",
        "/: x-frame-options has 2 values: DENY | DENY",
        '/: x-xss-protection is "1; mode=block", not 0',
        "/app-e528690dd4f20dbaa1ca.js: cache-control has 2 values: public, max-age=31536000, immutable | public, max-age=31536000, immutable",
      ]),
    );
  });

  it("fails on an immutable cache for a name without a content hash", () => {
    const { problems } = check(`${OURS}/about\n  Cache-Control: public, max-age=31536000, immutable\n`);
    expect(problems).toEqual(["/about: cache-control is immutable, but the name carries no content hash"]);
  });
});
