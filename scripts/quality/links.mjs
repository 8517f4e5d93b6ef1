// @ts-check
/**
 * Link gate: crawls the served site from `/` through every internal <a href> (and the canonical
 * link, mapped from the production origin to the local one), as the static HTML has them (what a
 * crawler or a visitor without JavaScript gets). Every internal target must answer 200 without a
 * redirect, and every #fragment must name an element id (or <a name>) on its target page.
 * External links are not fetched (no network): they must be well-formed http(s), mailto: or tel:
 * addresses, and a link that opens a new tab must carry rel="noopener noreferrer".
 */
import { parse } from "parse5";

/**
 * @typedef {object} PageLinks
 * @property {string[]} ids ids and <a name> anchors of the page
 * @property {{ href: string, target: string | null, rel: string | null }[]} anchors <a href> elements
 * @property {string | null} canonical
 */

/**
 * Reads the anchors, ids and canonical link of an HTML document (<template> and <noscript>
 * content included: parse5 parses with scripting off, as a crawler sees it).
 * @param {string} html
 * @returns {PageLinks}
 */
export function extractLinks(html) {
  /** @type {PageLinks} */
  const out = { ids: [], anchors: [], canonical: null };
  /** @param {any} node */
  const walk = (node) => {
    if (node.attrs) {
      /** @type {Map<string, string>} */
      const attrs = new Map(node.attrs.map((/** @type {{name: string, value: string}} */ a) => [a.name, a.value]));
      const id = attrs.get("id");
      if (id) out.ids.push(id);
      if (node.tagName === "a") {
        const name = attrs.get("name");
        if (name) out.ids.push(name);
        const href = attrs.get("href");
        if (href !== undefined)
          out.anchors.push({ href, target: attrs.get("target") ?? null, rel: attrs.get("rel") ?? null });
      }
      if (node.tagName === "link" && (attrs.get("rel") ?? "").split(/\s+/).includes("canonical")) {
        out.canonical = attrs.get("href") ?? null;
      }
    }
    for (const child of node.childNodes ?? []) walk(child);
    if (node.content) walk(node.content); // <template>
  };
  walk(parse(html));
  return out;
}

/**
 * Problems of an external link (empty when it is fine).
 * @param {{ href: string, target: string | null, rel: string | null }} anchor
 * @returns {string[]}
 */
export function externalLinkProblems(anchor) {
  const problems = [];
  let url;
  try {
    url = new URL(anchor.href);
  } catch {
    return [`malformed address ${JSON.stringify(anchor.href)}`];
  }
  if (!["http:", "https:", "mailto:", "tel:"].includes(url.protocol))
    problems.push(`unexpected scheme ${url.protocol}`);
  if ((url.protocol === "http:" || url.protocol === "https:") && !url.hostname.includes(".")) {
    problems.push(`host without a domain: ${url.hostname}`);
  }
  if (url.protocol === "mailto:" && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(decodeURIComponent(url.pathname))) {
    problems.push(`malformed e-mail address ${url.pathname}`);
  }
  if (url.protocol === "tel:" && !/^\+?[0-9]{6,15}$/.test(url.pathname))
    problems.push(`malformed phone number ${url.pathname}`);
  if (anchor.target === "_blank") {
    const rel = new Set((anchor.rel ?? "").toLowerCase().split(/\s+/));
    if (!rel.has("noopener") || !rel.has("noreferrer"))
      problems.push('target="_blank" without rel="noopener noreferrer"');
  }
  return problems;
}

/**
 * Page addresses of a sitemap or sitemap index (<loc> elements), on the local origin.
 * @param {string} local
 * @param {string | null} siteOrigin
 * @param {typeof fetch} doFetch
 * @param {string} sitemapPath
 * @returns {Promise<string[]>}
 */
async function sitemapPages(local, siteOrigin, doFetch, sitemapPath) {
  const toLocal = (/** @type {string} */ loc) => {
    const url = new URL(loc, local);
    return siteOrigin && url.origin === siteOrigin ? new URL(url.pathname + url.search, local).href : url.href;
  };
  const res = await doFetch(new URL(sitemapPath, local).href);
  if (res.status !== 200) throw new Error(`sitemap ${sitemapPath}: status ${res.status}`);
  const xml = await res.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => toLocal((m[1] ?? "").trim()));
  if (!/<sitemapindex/.test(xml)) return locs;
  const nested = await Promise.all(locs.map((loc) => sitemapPages(local, siteOrigin, doFetch, new URL(loc).pathname)));
  return nested.flat();
}

/**
 * @typedef {object} CrawlResult
 * @property {number} pages HTML pages crawled
 * @property {number} sitemapPages pages listed in the sitemap (crawled too)
 * @property {number} internalLinks internal link occurrences checked
 * @property {number} internalTargets distinct internal addresses fetched
 * @property {number} fragments fragment links checked
 * @property {number} externalLinks external link occurrences checked (not fetched)
 * @property {string[]} broken one line per problem: "<page>: <link>: <problem>"
 */

/**
 * @param {string} baseUrl e.g. http://127.0.0.1:8860
 * @param {{ siteOrigin?: string, sitemap?: string, fetchImpl?: typeof fetch, maxPages?: number }} [options]
 *   siteOrigin: the production origin (canonical and sitemap links), crawled as the local one;
 *   sitemap: path of a sitemap (index) whose pages are crawled besides `/`.
 * @returns {Promise<CrawlResult>}
 */
export async function crawl(baseUrl, options = {}) {
  const doFetch = options.fetchImpl ?? fetch;
  const local = new URL(baseUrl).origin;
  const siteOrigin = options.siteOrigin ? new URL(options.siteOrigin).origin : null;
  const maxPages = options.maxPages ?? 500;
  /** @type {Map<string, Promise<{ status: number, location: string | null, html: PageLinks | null }>>} */
  const fetched = new Map();
  const get = (/** @type {string} */ url) => {
    let p = fetched.get(url);
    if (!p) {
      p = doFetch(url, { redirect: "manual" }).then(async (res) => {
        const type = res.headers.get("content-type") ?? "";
        const html = res.status === 200 && type.includes("text/html") ? extractLinks(await res.text()) : null;
        if (!html) await res.body?.cancel();
        return { status: res.status, location: res.headers.get("location"), html };
      });
      fetched.set(url, p);
    }
    return p;
  };
  /** @type {CrawlResult} */
  const result = {
    pages: 0,
    sitemapPages: 0,
    internalLinks: 0,
    internalTargets: 0,
    fragments: 0,
    externalLinks: 0,
    broken: [],
  };
  /** @type {string[]} */
  const queue = [new URL("/", local).href];
  // The sitemap's pages too (articles not in a list, the clients page): each must answer 200.
  for (const loc of options.sitemap ? await sitemapPages(local, siteOrigin, doFetch, options.sitemap) : []) {
    if (!queue.includes(loc)) queue.push(loc);
  }
  result.sitemapPages = queue.length - 1;
  const queued = new Set(queue);
  /** @type {{ from: string, href: string, target: URL }[]} */
  const fragmentChecks = [];

  while (queue.length > 0) {
    const pageUrl = /** @type {string} */ (queue.shift());
    const page = await get(pageUrl);
    if (!page.html) continue;
    if (++result.pages > maxPages) throw new Error(`more than ${maxPages} pages: a link loop?`);
    const from = new URL(pageUrl).pathname + new URL(pageUrl).search;
    const links = page.html.anchors.map((a) => ({ ...a, canonical: false }));
    if (page.html.canonical) links.push({ href: page.html.canonical, target: null, rel: null, canonical: true });
    for (const anchor of links) {
      let target;
      try {
        target = new URL(anchor.href, pageUrl);
      } catch {
        result.broken.push(`${from}: ${anchor.href}: malformed address`);
        continue;
      }
      if (siteOrigin && target.origin === siteOrigin) {
        if (!anchor.canonical) {
          result.broken.push(`${from}: ${anchor.href}: absolute link to the site's own origin (use a path)`);
          continue;
        }
        target = new URL(target.pathname + target.search + target.hash, local);
      }
      if (target.origin !== local) {
        if (anchor.canonical) result.broken.push(`${from}: canonical ${anchor.href} is not on the site's origin`);
        result.externalLinks++;
        for (const problem of externalLinkProblems(anchor)) result.broken.push(`${from}: ${anchor.href}: ${problem}`);
        continue;
      }
      result.internalLinks++;
      if (anchor.target === "_blank") {
        for (const problem of externalLinkProblems({ ...anchor, href: target.href })) {
          result.broken.push(`${from}: ${anchor.href}: ${problem}`);
        }
      }
      const address = new URL(target.pathname + target.search, local).href;
      const answer = await get(address);
      if (answer.status !== 200) {
        const where = answer.location ? ` (to ${answer.location})` : "";
        result.broken.push(`${from}: ${anchor.href}: status ${answer.status}${where}`);
        continue;
      }
      if (target.hash && target.hash !== "#") fragmentChecks.push({ from, href: anchor.href, target });
      if (answer.html && !queued.has(address)) {
        queued.add(address);
        queue.push(address);
      }
    }
  }
  for (const check of fragmentChecks) {
    result.fragments++;
    const page = await get(new URL(check.target.pathname + check.target.search, local).href);
    const id = decodeURIComponent(check.target.hash.slice(1));
    if (!page.html?.ids.includes(id)) result.broken.push(`${check.from}: ${check.href}: no element with id "${id}"`);
  }
  result.internalTargets = fetched.size;
  return result;
}
