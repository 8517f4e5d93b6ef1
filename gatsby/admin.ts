import fs from "node:fs";
import path from "node:path";

/** Where the CMS bundle goes: static/admin/decap/<version>/decap-cms.js and its lazily loaded chunks. */
export const DECAP_DIR = path.join("static", "admin", "decap");

/**
 * Decap CMS's prebuilt bundle (npm package `decap-cms`, which carries its own React) is copied
 * from node_modules into static/admin/decap/<version>/, so /admin runs our own copy of the CMS (no script
 * from a CDN) and the site's bundles, which never import it, stay as they are. The bundle loads
 * its chunks from next to itself. Source maps are left out. Returns the number of files copied.
 */
export function copyDecapBundle(root: string): number {
  const pkg = path.join(root, "node_modules", "decap-cms");
  const dist = path.join(pkg, "dist");
  const { version } = JSON.parse(fs.readFileSync(path.join(pkg, "package.json"), "utf8")) as { version: string };
  fs.rmSync(path.join(root, DECAP_DIR), { recursive: true, force: true });
  const out = path.join(root, DECAP_DIR, version);
  fs.mkdirSync(out, { recursive: true });
  const files = fs.readdirSync(dist).filter((f) => f === "decap-cms.js" || /^[\w-]+\.decap-cms\.js$/.test(f));
  if (!files.includes("decap-cms.js")) throw new Error(`decap-cms.js is missing from ${dist}: run npm install`);
  for (const f of files) fs.copyFileSync(path.join(dist, f), path.join(out, f));
  return files.length;
}
