/**
 * The one walk of the built site's HTML (public/), shared by the post-build pipeline
 * (gatsby/post-build), page weight (scripts/page-weight.mjs), the HTML checker
 * (scripts/quality/vnu.mjs) and the SEO spec (tests/e2e/seo.spec.ts); each names the folders it
 * leaves out. Plain TypeScript, so Node runs it as it is (type stripping) from the scripts.
 */
import fs from "node:fs";
import path from "node:path";

/** Folders of public/ that hold no pages: Gatsby's assets and the pages' data. */
export const ASSET_DIRS: readonly string[] = ["static", "page-data"];

/** Every HTML file under `dir`, in the order of the folders' listing, leaving out folders named in `skip` at any depth. */
export function htmlFiles(dir: string, skip: readonly string[] = ASSET_DIRS): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) return skip.includes(entry.name) ? [] : htmlFiles(p, skip);
    return entry.isFile() && entry.name.endsWith(".html") ? [p] : [];
  });
}

/** A built file's path relative to public/, with forward slashes ("blog/x.html"). */
export const publicPath = (publicDir: string, file: string): string =>
  path.relative(publicDir, file).split(path.sep).join("/");
