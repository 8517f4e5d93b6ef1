/**
 * Routes and links: the routes of the site (src/pages, legal pages, content pages, openings, case
 * studies), the links of article bodies and content fields that lead nowhere, and the paths of the
 * content pages (not taken twice, not under the site's own, nested only under another page).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PAGES, REF_TARGETS, type RefTarget } from "../content-model.ts";
import { WHOLE_FILE, isPlainObject, rel, report, type Context, type Where } from "./problems.ts";
import { walk, type MdxFile } from "./reading.ts";
import { PAGE_PATH_RE, checkFields } from "./values.ts";
import { describe, didYouMean } from "./wording.ts";

export interface Routes {
  pages: Set<string>;
  ctx: Context;
}

/** The routes of the files in src/pages (route -> file relative to the repository), 404 aside. */
function pageFileRoutes(root: string): Map<string, string> {
  const pagesDir = path.join(root, "src", "pages");
  const routes = new Map<string, string>();
  for (const file of walk(pagesDir)) {
    if (/\.test\.[jt]sx?$/.test(file) || !/\.[jt]sx?$/.test(file)) continue;
    const route = `/${path
      .relative(pagesDir, file)
      .replace(/\.[jt]sx?$/, "")
      .split(path.sep)
      .join("/")}`;
    if (route === "/404") continue;
    routes.set(route.replace(/\/index$/, "") || "/", path.relative(root, file).split(path.sep).join("/"));
  }
  return routes;
}

export function staticRoutes(root: string, legalSlugs: string[], contentPages: string[] = []): Set<string> {
  const routes = new Set<string>(["/", ...pageFileRoutes(root).keys(), ...contentPages]);
  for (const slug of legalSlugs) routes.add(`/${slug}`);
  return routes;
}

/** Why an internal link leads nowhere, or undefined when it leads to a page. */
export function deadLink(routes: Routes, href: string): string | undefined {
  const clean = href.replace(/[?#].*$/, "").replace(/(.)\/$/, "$1");
  if (clean.startsWith("/api/") || /\.[a-z0-9]+$/i.test(clean)) return undefined;
  if (routes.pages.has(clean)) return undefined;
  const m = /^\/(services|blog)\/([^/]+)$/.exec(clean);
  if (m) {
    const to: RefTarget = m[1] === "blog" ? "blog" : "services";
    const slug = m[2]!;
    if (routes.ctx.slugs[to].includes(slug) || routes.ctx.unreadable.has(to)) return undefined;
    return `link "${href}" leads to no page: no ${REF_TARGETS[to].entry} has the slug "${slug}"${didYouMean(slug, routes.ctx.slugs[to])}`;
  }
  return `link "${href}" leads to no page of the site${didYouMean(clean, [...routes.pages])}`;
}

export function checkBodyLinks(routes: Routes, mdx: MdxFile) {
  let fenced = false;
  mdx.body.split("\n").forEach((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) return;
    const hrefs = [
      ...[...line.matchAll(/\]\((\/[^)\s]*)/g)].map((m) => m[1]!),
      ...[...line.matchAll(/href=["'](\/[^"']*)["']/g)].map((m) => m[1]!),
      ...[...line.matchAll(/^\s*\[[^\]]+\]:\s*(\/\S*)/g)].map((m) => m[1]!),
    ];
    for (const href of hrefs) {
      if (href.startsWith("//")) continue;
      const why = deadLink(routes, href);
      if (why) report({ ctx: routes.ctx, abs: mdx.abs }, `body (line ${mdx.bodyLine + i})`, why);
    }
  });
}

/**
 * Page files in the order they keep their paths: of files that claim one path, the established
 * one first, so the check names the newcomer (a page added with the path of /about, never the
 * About page) and the build keeps the established page (gatsby-node.ts). Established is, in
 * this order: the file named for the path (about.json for /about, home.json or index.json for /),
 * a file in git's index rather than one that is not, the file changed longest ago; then by name.
 */
export function establishedFirst<T extends { abs: string; path: string }>(root: string, claims: T[]): T[] {
  const byPath = new Map<string, T[]>();
  for (const c of claims) byPath.set(c.path.toLowerCase(), [...(byPath.get(c.path.toLowerCase()) ?? []), c]);
  const clashing = claims.filter((c) => (byPath.get(c.path.toLowerCase())?.length ?? 0) > 1);
  if (clashing.length === 0) return claims;
  const git = spawnSync("git", ["ls-files", "-z", "--", ...clashing.map((c) => c.abs)], {
    cwd: root,
    encoding: "utf8",
  });
  const tracked = new Set(
    git.status === 0
      ? git.stdout
          .split("\0")
          .filter(Boolean)
          .map((f) => path.resolve(root, f))
      : [],
  );
  const named = (c: T) => {
    const base = path.basename(c.abs, ".json").toLowerCase();
    const last = c.path.split("/").at(-1)!.toLowerCase();
    return c.path === "/" ? base === "home" || base === "index" : base === last;
  };
  const rank = (c: T): [number, number, number] => [
    named(c) ? 0 : 1,
    tracked.has(path.resolve(c.abs)) ? 0 : 1,
    fs.existsSync(c.abs) ? fs.statSync(c.abs).mtimeMs : Infinity,
  ];
  const order = (a: T, b: T) => {
    const [ra, rb] = [rank(a), rank(b)];
    return ra[0] - rb[0] || ra[1] - rb[1] || ra[2] - rb[2] || a.abs.localeCompare(b.abs);
  };
  // Each path's files together, where its first file was, the established one first.
  const out: T[] = [];
  for (const c of claims) {
    const group = byPath.get(c.path.toLowerCase())!;
    if (group[0] === c) out.push(...[...group].sort(order));
  }
  return out;
}

/** Where the site makes pages of its own: a content page may not take a path under these. */
export const RESERVED_PATHS = ["/blog", "/services", "/our-work", "/admin", "/api", "/og", "/fonts", "/404"];
/** Of those, the site pages whose own route (never what lies under it) a page file may take when named for it. */
export const OWNABLE_PATHS = ["/blog", "/services", "/our-work"];

/**
 * content/pages/<name>.json: each file against the model, then their paths: not taken by another
 * page (a file in src/pages, a legal page, another content page; letter case aside), not under a
 * path where the site makes pages of its own, nested only under another content page. The home
 * page "/" comes from content/pages when src/pages has no index. Returns the paths of the pages.
 */
export function checkPages(ctx: Context, files: { abs: string; value: unknown }[], legalSlugs: string[]): string[] {
  const fileRoutes = pageFileRoutes(ctx.root);
  const taken = new Map<string, string>([...fileRoutes].map(([route, file]) => [route.toLowerCase(), file]));
  for (const slug of legalSlugs) taken.set(`/${slug}`.toLowerCase(), `the legal page /${slug}`);
  const paths = new Map<string, string>();
  const valid: { w: Where; path: string }[] = [];
  const claims: { abs: string; path: string }[] = [];
  for (const { abs, value } of files) {
    const w = { ctx, abs };
    if (!isPlainObject(value)) {
      report(w, WHOLE_FILE, `must be one ${PAGES.entry} in { }, not ${describe(value)}`);
      continue;
    }
    checkFields(w, PAGES.fields, value, "");
    if (typeof value.path === "string" && PAGE_PATH_RE.test(value.path)) claims.push({ abs, path: value.path });
  }
  // Of two page files with one path, the established one keeps it and the other is named.
  for (const { abs, path: p } of establishedFirst(ctx.root, claims)) {
    const w = { ctx, abs };
    const other = taken.get(p.toLowerCase()) ?? paths.get(p);
    // A page may own a reserved route itself (not what lies under it) when its file is named for it:
    // content/pages/our-work.json for /our-work, in place of the page component it replaces.
    const ownsRoute = OWNABLE_PATHS.includes(p) && path.basename(abs) === `${p.slice(1)}.json`;
    const reserved = ownsRoute ? undefined : RESERVED_PATHS.find((r) => p === r || p.startsWith(`${r}/`));
    if (other) report(w, "path", `"${p}" is already the path of ${other}: choose another path`);
    else if (reserved)
      report(w, "path", `"${p}" is under ${reserved}, where the site makes its own pages: choose another path`);
    else {
      paths.set(p, rel(ctx, abs));
      valid.push({ w, path: p });
    }
  }
  for (const { w, path: p } of valid) {
    const parent = p.split("/").slice(0, -1).join("/");
    if (parent && !paths.has(parent))
      report(
        w,
        "path",
        `"${p}" is nested under "${parent}", which is no page in content/${PAGES.dir}: create that page first, or use a path of one level`,
      );
  }
  if (!fileRoutes.has("/") && !paths.has("/"))
    report(
      { ctx, abs: path.join(ctx.contentDir, PAGES.dir) },
      "path",
      `no page has the path "/": the home page needs one`,
    );
  return [...paths.keys()];
}
