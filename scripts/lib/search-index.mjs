// @ts-check
/**
 * The site search's index (docs/decisions/site-search.md): Pagefind's Node API over the built pages
 * in public/, after `gatsby build`, into public/pagefind/ (never committed: public/ is the build's).
 * Only the pages whose templates mark their main content `data-pagefind-body` are indexed (services,
 * case studies, listed articles, open job openings, the legal pages); navigation, forms and asides
 * inside them are left out here, whatever a template holds. Run by `build()` (build-state.mjs), so
 * `npm run build`, `npm start` and `npm test` all have it.
 */
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import * as pagefind from "pagefind";

/** @param {string} dir @returns {string[]} every HTML file under `dir` */
const htmlFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(".html"))
    .map((e) => path.join(e.parentPath, e.name));

/** What no result should quote: menus and breadcrumbs, forms, related lists. */
export const EXCLUDE = ["nav", "form", "aside", "[data-pagefind-ignore]"];

/** Pagefind's own search interfaces, which it writes beside the index: the site has its own (src/components/search/). */
const UNUSED = /^pagefind-(ui|component-ui|modular-ui|highlight)\./;

/**
 * @param {string} publicDir
 * @returns {Promise<{ pages: number, read: number, ms: number }>} the pages indexed, of the HTML files read
 */
export async function writeSearchIndex(publicDir) {
  const started = Date.now();
  const out = path.join(publicDir, "pagefind");
  rmSync(out, { recursive: true, force: true });
  // Without a single marked page Pagefind would index every page whole: the templates lost their marks.
  const pages = htmlFiles(publicDir).filter((f) => readFileSync(f, "utf8").includes(" data-pagefind-body")).length;
  if (pages === 0) throw new Error("search index: no page of public/ has data-pagefind-body");
  try {
    const { index, errors } = await pagefind.createIndex({ excludeSelectors: EXCLUDE, forceLanguage: "en" });
    if (!index) throw new Error(`search index: ${errors.join("; ")}`);
    const added = await index.addDirectory({ path: publicDir });
    if (added.errors.length > 0) throw new Error(`search index: ${added.errors.join("; ")}`);
    const written = await index.writeFiles({ outputPath: out });
    if (written.errors.length > 0) throw new Error(`search index: ${written.errors.join("; ")}`);
    for (const file of readdirSync(out)) if (UNUSED.test(file)) rmSync(path.join(out, file));
    return { pages, read: added.page_count, ms: Date.now() - started };
  } finally {
    await pagefind.close();
  }
}
