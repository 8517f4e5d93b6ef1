/* global describe, it, expect */
/**
 * @jest-environment node
 *
 * The link gate (scripts/quality/links.mjs, on linkinator) against a small site served on loopback.
 * linkinator is an ES module Jest's CommonJS cannot load: the gate runs in a child process.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * Runs checkLinks against a server of `pages` (path -> [status, body, type?, location?]), and externalLinkProblems
 * on each of `hrefs`.
 */
function checkSite(pages, options, hrefs = []) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "links-"));
  const script = path.join(dir, "check.mjs");
  writeFileSync(
    script,
    `
    import http from "node:http";
    const { checkLinks, externalLinkProblems } = await import(${JSON.stringify(pathToFileURL(path.join(__dirname, "links.mjs")).href)});
    const pages = ${JSON.stringify(pages)};
    const server = http.createServer((req, res) => {
      const [status, body, type = "text/html; charset=utf-8", location] = pages[req.url] ?? [404, "gone", "text/plain"];
      res.writeHead(status, { "content-type": type, ...(location ? { location } : {}) });
      res.end(req.method === "HEAD" ? undefined : body);
    });
    await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
    const report = await checkLinks("http://127.0.0.1:" + server.address().port, ${JSON.stringify(options)});
    server.close();
    const external = ${JSON.stringify(hrefs)}.map((href) => externalLinkProblems(href));
    console.log("RESULT " + JSON.stringify({ ...report, problems: external }));
    `,
  );
  try {
    const out = execFileSync(process.execPath, [script], { encoding: "utf8", timeout: 60_000 });
    return JSON.parse(/RESULT (.*)/.exec(out)[1]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("externalLinkProblems", () => {
  const hrefs = [
    "https://x.example/a",
    "mailto:hello@atria.example",
    "tel:+19165550142",
    "javascript:alert(1)",
    "https://intranet/x",
    "mailto:nobody",
    "tel:12",
    "http://[bad",
  ];
  const { problems } = checkSite({ "/": [200, "<p>nothing</p>"] }, {}, hrefs);

  it("accepts well-formed http(s), mailto and tel links", () => {
    expect(problems.slice(0, 3)).toEqual([[], [], []]);
  });

  it("flags bad schemes, hosts without a domain, malformed e-mail addresses, phone numbers and addresses", () => {
    expect(problems.slice(3)).toEqual([
      ["unexpected scheme javascript:"],
      ["host without a domain: intranet"],
      ["malformed e-mail address nobody"],
      ["malformed phone number 12"],
      ['malformed address "http://[bad"'],
    ]);
  });
});

describe("checkLinks", () => {
  it("follows internal links and the sitemap, checks fragments and the canonical origin as the local one", () => {
    const report = checkSite(
      {
        "/": [
          200,
          '<link rel="canonical" href="https://site.example/"><a href="/a#top">a</a><a href="https://x.example/">x</a><a href="mailto:hi@site.example">mail</a>',
        ],
        "/a": [200, '<h1 id="top">A</h1><a href="/">home</a>'],
        "/hidden": [200, '<a href="/a">a</a><a href="/deep">only linked from a page of the sitemap</a>'],
        "/deep": [200, "<p>deep</p>"],
        "/sitemap.xml": [
          200,
          '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://site.example/hidden</loc></url></urlset>',
          "application/xml",
        ],
      },
      { siteOrigin: "https://site.example", sitemap: "/sitemap.xml" },
    );
    expect(report.broken).toEqual([]);
    expect(report.external).toBeGreaterThanOrEqual(2);
    // /, /a, the sitemap's /hidden and /deep, linked from /hidden only.
    expect(report.checked).toBeGreaterThanOrEqual(4);
  });

  it("reports missing pages, redirects, missing fragment targets and malformed external links", () => {
    const report = checkSite(
      {
        "/": [
          200,
          '<a href="/gone">g</a><a href="/moved">m</a><a href="/a#nowhere">a</a><a href="mailto:nobody">m</a>' +
            '<a href="#here">here</a><p id="here"></p>',
        ],
        "/moved": [301, "", "text/plain", "/a"],
        "/a": [200, '<h1 id="top">A</h1>'],
      },
      {},
    );
    const lines = report.broken.join("\n");
    expect(lines).toMatch(/\/gone: .*404/);
    expect(lines).toMatch(/\/moved: .*(301|redirect)/i);
    expect(lines).toMatch(/#nowhere/);
    expect(lines).toMatch(/mailto:nobody: malformed e-mail address nobody/);
    expect(report.broken).toHaveLength(4);
  });
});
