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
