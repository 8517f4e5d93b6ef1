import fs from "node:fs";
import path from "node:path";

/** Every HTML document under public/ (not Gatsby's static/ assets or page-data/). */
export function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "static" || entry.name === "page-data" ? [] : htmlFiles(p);
    return entry.isFile() && entry.name.endsWith(".html") ? [p] : [];
  });
}

/** Applies `transform` to every HTML document under `dir`; returns how many files changed. */
export function rewriteHtmlFiles(dir: string, transform: (html: string) => string): number {
  let changed = 0;
  for (const file of htmlFiles(dir)) {
    const html = fs.readFileSync(file, "utf8");
    const out = transform(html);
    if (out !== html) {
      fs.writeFileSync(file, out);
      changed++;
    }
  }
  return changed;
}
