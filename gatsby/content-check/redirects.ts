/**
 * content/redirects.json (issue 49 item 7): the redirects and short links an editor manages.
 * Refuses what would break a visit or waste one: a loop, a chain (a redirect to a redirect), a
 * `from` that is a page of the site (Netlify would serve the page and never the redirect), a `to`
 * that leads to no page (other sites only over https:), the same `from` twice, a campaign value a
 * report could not group by. And an address the site published that is no longer a page, with no
 * redirect from it (a renamed service, article or case study): docs/decisions/redirects.md.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { UTM_KEYS } from "../../src/contracts/visit.ts";
import { pathKey } from "../../src/lib/redirects.ts";
import { WHOLE_FILE, isPlainObject, report, type Where } from "./problems.ts";
import { deadLink, type Routes } from "./links.ts";
import { describe } from "./wording.ts";

const L = "redirects";
const FROM = /^\/[A-Za-z0-9\-._~/%]*$/;
const CAMPAIGN_VALUE = /^[a-z0-9][a-z0-9._-]{0,99}$/;
const SHORT_FIELDS = new Set(["from", "to", "permanent", "campaign"]);

/** The addresses content/ gives pages: services, articles, case studies (the ones a slug can rename). */
export interface SlugPages {
  services: string[];
  blog: string[];
  caseStudies: string[];
}
const pagesOf = (s: SlugPages) => [
  ...s.services.map((x) => ({ what: "service", path: `/services/${x}` })),
  ...s.blog.map((x) => ({ what: "article", path: `/blog/${x}` })),
  ...s.caseStudies.map((x) => ({ what: "case study", path: `/our-work/${x}` })),
];

/** Is this path a page of the site (letter case and a trailing slash aside)? */
function isPage(routes: Routes, p: string): boolean {
  const key = pathKey(p);
  if ([...routes.pages].some((r) => pathKey(r) === key)) return true;
  const m = /^\/(services|blog)\/([^/]+)$/.exec(key);
  return m ? routes.ctx.slugs[m[1] === "blog" ? "blog" : "services"].some((s) => s.toLowerCase() === m[2]) : false;
}

const pathOf = (to: string) => to.replace(/[?#].*$/, "");

export function checkRedirects(w: Where, value: unknown, routes: Routes, moved: SlugPages | undefined) {
  if (!isPlainObject(value) || !Array.isArray(value.redirects)) {
    report(w, WHOLE_FILE, `must be { "redirects": [ … ] }, not ${describe(value)}`);
    return;
  }
  const list = value.redirects;
  const byFrom = new Map<string, number>();
  list.forEach((r, i) => {
    const at = `${L}[${i + 1}]`;
    if (!isPlainObject(r)) return report(w, at, `must be a redirect in { }, not ${describe(r)}`);
    for (const k of Object.keys(r))
      if (!SHORT_FIELDS.has(k)) report(w, `${at}.${k}`, `is not a field of a redirect (from, to, permanent, campaign)`);
    if (typeof r.permanent !== "boolean")
      report(
        w,
        `${at}.permanent`,
        `must be true (permanent, 301) or false (temporary, 302), not ${describe(r.permanent)}`,
      );
    if (typeof r.from !== "string" || !FROM.test(r.from) || r.from === "/" || r.from.includes(".."))
      report(
        w,
        `${at}.from`,
        `must be an address of this site starting with / (for example /go/spring-audit), without ? or #, not ${describe(r.from)}`,
      );
    else if (isPage(routes, r.from))
      report(
        w,
        `${at}.from`,
        `"${r.from}" is a page of the site: the page would be shown and the redirect never used; remove the redirect or the page`,
      );
    else {
      const first = byFrom.get(pathKey(r.from));
      if (first !== undefined)
        report(w, `${at}.from`, `"${r.from}" is already redirected by ${L}[${first + 1}]: keep one of the two`);
      else byFrom.set(pathKey(r.from), i);
    }
    if (r.campaign !== undefined) {
      if (!isPlainObject(r.campaign))
        report(w, `${at}.campaign`, `must be a group of utm fields, not ${describe(r.campaign)}`);
      else {
        // The CMS writes a field left empty as "" (or leaves it out): no parameter.
        const filled = Object.entries(r.campaign).filter(([, v]) => v !== "" && v !== null);
        for (const [k, v] of filled) {
          if (!(UTM_KEYS as readonly string[]).includes(k))
            report(w, `${at}.campaign.${k}`, `is not a campaign field: use ${UTM_KEYS.join(", ")}`);
          else if (typeof v !== "string" || !CAMPAIGN_VALUE.test(v))
            report(
              w,
              `${at}.campaign.${k}`,
              `must be lower-case letters, digits, ".", "-" or "_" (for example spring-audit), so reports group it as one campaign, not ${describe(v)}`,
            );
        }
        if (filled.length > 0 && !filled.some(([k]) => k === "source"))
          report(w, `${at}.campaign.source`, `is required with any other campaign field (for example newsletter)`);
      }
    }
  });

  // Targets, once every `from` is known: a redirect to a redirect is a chain, or a loop.
  list.forEach((r, i) => {
    if (!isPlainObject(r)) return;
    const at = `${L}[${i + 1}].to`;
    const to = r.to;
    if (typeof to !== "string" || to === "") return report(w, at, `must be an address, not ${describe(to)}`);
    if (/^[a-z][a-z0-9+.-]*:/i.test(to) || to.startsWith("//")) {
      let url: URL | undefined;
      try {
        url = new URL(to);
      } catch {
        url = undefined;
      }
      if (!url || url.protocol !== "https:" || !url.hostname.includes("."))
        report(w, at, `another site's address must be a full https:// address, not "${to}"`);
      return;
    }
    if (!to.startsWith("/"))
      return report(w, at, `must start with / (an address of this site) or https://, not "${to}"`);
    const next = byFrom.get(pathKey(pathOf(to)));
    if (next !== undefined) {
      // Follow the chain: back where it started (or into another loop) is a loop.
      const seen = [i];
      let j: number | undefined = next;
      while (j !== undefined && !seen.includes(j)) {
        seen.push(j);
        const t: unknown = (list[j] as Record<string, unknown>).to;
        j = typeof t === "string" && t.startsWith("/") ? byFrom.get(pathKey(pathOf(t))) : undefined;
      }
      if (j !== undefined) {
        const steps = [...seen.slice(seen.indexOf(j)), j].map((k) => String((list[k] as Record<string, unknown>).from));
        report(w, at, `is a loop: ${steps.join(" → ")}; a visitor would never arrive`);
      } else {
        const last = (list[seen.at(-1)!] as Record<string, unknown>).to;
        report(
          w,
          at,
          `"${to}" is itself redirected by ${L}[${next + 1}] (a chain): point this redirect straight at "${String(last)}"`,
        );
      }
      return;
    }
    const why = deadLink(routes, to);
    if (why) report(w, at, why);
  });

  // Addresses published before (the last build's commit, or the last commit) that are no page now.
  if (moved) {
    const now = new Set(pagesOf(currentPages(routes)).map((p) => pathKey(p.path)));
    const fresh = pagesOf(currentPages(routes)).filter(
      (p) => !pagesOf(moved).some((o) => pathKey(o.path) === pathKey(p.path)),
    );
    for (const old of pagesOf(moved)) {
      if (now.has(pathKey(old.path)) || byFrom.has(pathKey(old.path))) continue;
      const guess = fresh.find((p) => p.what === old.what);
      const to = guess?.path ?? (old.what === "service" ? "/services" : old.what === "article" ? "/blog" : "/our-work");
      report(
        w,
        L,
        `the ${old.what} at "${old.path}" is no longer a page (its slug changed or it was removed), and links to it would break: ` +
          `add the redirect { "from": "${old.path}", "to": "${to}", "permanent": true }`,
      );
    }
  }
}

/** The slug pages of the content being checked (case studies are in the routes already). */
function currentPages(routes: Routes): SlugPages {
  return {
    services: routes.ctx.slugs.services,
    blog: routes.ctx.slugs.blog,
    caseStudies: [...routes.pages].flatMap((p) => (/^\/our-work\/([^/]+)$/.exec(p)?.[1] ? [p.slice(10)] : [])),
  };
}

/**
 * The slug pages at `ref` in git (content/services.json's slugs, the folders of content/blog and
 * content/case-studies), or undefined when there is no such commit here (a copy outside git, a
 * shallow clone without it): then nothing is compared.
 */
export function publishedPages(root: string, ref: string): SlugPages | undefined {
  const git = (...args: string[]) => spawnSync("git", args, { cwd: root, encoding: "utf8" });
  const prefix = git("rev-parse", "--show-prefix");
  if (prefix.status !== 0 || git("rev-parse", "--verify", "--quiet", `${ref}^{commit}`).status !== 0) return undefined;
  const content = path.posix.join(prefix.stdout.trim(), "content");
  const folders = (dir: string) => {
    const out = git("ls-tree", "-d", "--name-only", `${ref}:${content}/${dir}`);
    return out.status === 0 ? out.stdout.split("\n").filter(Boolean) : [];
  };
  const services = git("show", `${ref}:${content}/services.json`);
  let slugs: string[] = [];
  try {
    const list: unknown = JSON.parse(services.stdout);
    if (Array.isArray(list))
      slugs = list.flatMap((s) => (isPlainObject(s) && typeof s.slug === "string" ? [s.slug] : []));
  } catch {
    slugs = [];
  }
  return { services: slugs, blog: folders("blog"), caseStudies: folders("case-studies") };
}
