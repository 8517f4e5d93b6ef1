/* global describe, it, expect */
import { crawl, externalLinkProblems, extractLinks } from "./links.mjs";

describe("extractLinks", () => {
  it("reads anchors, ids, <a name> anchors and the canonical link", () => {
    const page = extractLinks(
      '<html><head><link rel="canonical" href="https://x.example/a"></head><body>' +
        '<h2 id="one">1</h2><a name="two"></a><a href="/b#one" target="_blank" rel="noopener">b</a><a>no href</a>' +
        '<template><p id="three"></p></template></body></html>',
    );
    expect(page.canonical).toBe("https://x.example/a");
    expect(page.ids).toEqual(["one", "two", "three"]);
    expect(page.anchors).toEqual([{ href: "/b#one", target: "_blank", rel: "noopener" }]);
  });
});

describe("externalLinkProblems", () => {
  it("accepts well-formed http(s), mailto and tel links", () => {
    expect(
      externalLinkProblems({ href: "https://wa.me/19165550142", target: "_blank", rel: "noopener noreferrer" }),
    ).toEqual([]);
    expect(externalLinkProblems({ href: "mailto:hello@atria.example", target: null, rel: null })).toEqual([]);
    expect(externalLinkProblems({ href: "tel:+19165550142", target: null, rel: null })).toEqual([]);
  });

  it("flags a new tab without noopener noreferrer, bad schemes and malformed addresses", () => {
    expect(externalLinkProblems({ href: "https://x.example", target: "_blank", rel: "noopener" })).toEqual([
      'target="_blank" without rel="noopener noreferrer"',
    ]);
    expect(externalLinkProblems({ href: "javascript:alert(1)", target: null, rel: null })).toEqual([
      "unexpected scheme javascript:",
    ]);
    expect(externalLinkProblems({ href: "https://", target: null, rel: null })[0]).toMatch(/malformed/);
    expect(externalLinkProblems({ href: "mailto:nobody", target: null, rel: null })[0]).toMatch(/e-mail/);
    expect(externalLinkProblems({ href: "tel:call-us", target: null, rel: null })[0]).toMatch(/phone/);
  });
});

/** A fake site: path -> [status, body, content type?, location?]. */
function fakeFetch(site) {
  return async (url) => {
    const { pathname, search } = new URL(url);
    const [status, body, type = "text/html; charset=utf-8", location] = site[pathname + search] ?? [404, "gone"];
    const headers = new Headers({ "content-type": type });
    if (location) headers.set("location", location);
    return new Response(body, { status, headers });
  };
}

describe("crawl", () => {
  const BASE = "http://127.0.0.1:1";

  it("follows internal links, checks fragments and counts what it saw", async () => {
    const result = await crawl(BASE, {
      siteOrigin: "https://site.example",
      sitemap: "/sitemap.xml",
      fetchImpl: fakeFetch({
        "/": [
          200,
          '<link rel="canonical" href="https://site.example/"><a href="/a#top">a</a><a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
        ],
        "/a": [200, '<h1 id="top">A</h1><a href="/">home</a><a href="/feed.xml">feed</a>'],
        "/feed.xml": [200, "<rss/>", "application/xml"],
        "/hidden": [200, '<a href="/a">a</a>'],
        "/sitemap.xml": [200, "<urlset><url><loc>https://site.example/hidden</loc></url></urlset>", "application/xml"],
      }),
    });
    expect(result).toEqual({
      pages: 3,
      sitemapPages: 1,
      internalLinks: 5,
      internalTargets: 4,
      fragments: 1,
      externalLinks: 1,
      broken: [],
    });
  });

  it("reports missing pages, redirects, missing fragment targets and absolute self links", async () => {
    const result = await crawl(BASE, {
      siteOrigin: "https://site.example",
      fetchImpl: fakeFetch({
        "/": [
          200,
          '<a href="/gone">g</a><a href="/moved">m</a><a href="/a#nowhere">a</a><a href="https://site.example/a">abs</a>' +
            '<a href="#here">here</a><p id="here"></p>',
        ],
        "/moved": [301, "", "text/plain", "/a"],
        "/a": [200, '<h1 id="top">A</h1>'],
      }),
    });
    expect(result.broken).toEqual([
      "/: /gone: status 404",
      "/: /moved: status 301 (to /a)",
      "/: https://site.example/a: absolute link to the site's own origin (use a path)",
      '/: /a#nowhere: no element with id "nowhere"',
    ]);
    expect(result.fragments).toBe(2);
  });
});
