// @ts-check
/**
 * Link gate, on linkinator (a maintained link checker): from `/` and every page of the sitemap, through
 * every link of the served HTML (what a crawler or a visitor without JavaScript gets: anchors, the
 * canonical link, and the images, scripts and stylesheets it loads), every internal target must answer
 * 200 without a redirect, and every #fragment must name an element on its target page.
 * The production origin (canonical links, the sitemap's addresses) is checked as the local one.
 * External links are not fetched (no network): linkinator reports them as skipped, and each must be a
 * well-formed http(s), mailto: or tel: address.
 */
import { LinkChecker, LinkState } from "linkinator";

/**
 * The problems of an external address that is not fetched (empty when it is well-formed).
 * @param {string} href
 * @returns {string[]}
 */
export function externalLinkProblems(href) {
  const problems = [];
  let url;
  try {
    url = new URL(href);
  } catch {
    return [`malformed address ${JSON.stringify(href)}`];
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
  return problems;
}

/**
 * @typedef {object} LinkReport
 * @property {number} checked internal addresses that answered 200
 * @property {number} external external links checked offline (not fetched; inline data: images not counted)
 * @property {string[]} broken one line per problem: "<page>: <link>: <problem>"
 */

/**
 * @param {string} baseUrl e.g. http://127.0.0.1:8860
 * @param {{ siteOrigin?: string, sitemap?: string }} [options] siteOrigin: the production origin, checked as the
 *   local one; sitemap: the path of a sitemap (index) whose pages are checked besides `/`.
 * @returns {Promise<LinkReport>}
 */
export async function checkLinks(baseUrl, options = {}) {
  const local = new URL(baseUrl).origin;
  const site = options.siteOrigin ? new URL(options.siteOrigin).origin : null;
  const escape = (/** @type {string} */ s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const result = await new LinkChecker().check({
    path: `${local}/`,
    recurse: true,
    ...(options.sitemap ? { sitemap: new URL(options.sitemap, local).href } : {}),
    checkFragments: true,
    redirects: "error",
    concurrency: 8,
    timeout: 30_000,
    urlRewriteExpressions: site ? [{ pattern: new RegExp(`^${escape(site)}(?=/|$)`), replacement: local }] : [],
    linksToSkip: async (link) => !link.startsWith(`${local}/`) && link !== local,
  });
  const from = (/** @type {string | undefined} */ parent) => (parent ? new URL(parent).pathname : "(start)");
  /** @type {LinkReport} */
  const report = { checked: 0, external: 0, broken: [] };
  for (const link of result.links) {
    if (link.state === LinkState.OK) report.checked++;
    else if (link.state === LinkState.SKIPPED) {
      // An image's inline placeholder (gatsby-plugin-image's data: SVG) is part of its page, not a link.
      if (link.url.startsWith("data:")) continue;
      report.external++;
      for (const problem of externalLinkProblems(link.url))
        report.broken.push(`${from(link.parent)}: ${link.url}: ${problem}`);
    } else {
      const why = (link.failureDetails ?? []).map((d) => (d instanceof Error ? d.message : `status ${d.status}`));
      report.broken.push(`${from(link.parent)}: ${link.url}: ${why[0] ?? `status ${link.status}`}`);
    }
  }
  return report;
}
