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

/** Where the browser build of the `yaml` package goes, for the CMS's MDX formats (static/admin/front-matter.mjs). */
export const YAML_DIR = path.join("static", "admin", "yaml");

/**
 * Copies the ES-module browser build of `yaml` (node_modules/yaml/browser/dist) into static/admin/yaml/, where
 * static/admin/cms.mjs imports it from (same origin, no bundler). Returns the number of files copied.
 */
export function copyYamlModule(root: string): number {
  const dist = path.join(root, "node_modules", "yaml", "browser", "dist");
  if (!fs.existsSync(path.join(dist, "index.js"))) throw new Error(`index.js is missing from ${dist}: run npm install`);
  fs.rmSync(path.join(root, YAML_DIR), { recursive: true, force: true });
  fs.cpSync(dist, path.join(root, YAML_DIR), { recursive: true, filter: (f) => !f.endsWith(".map") });
  let n = 0;
  const count = (dir: string): void =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .forEach((e) => (e.isDirectory() ? count(path.join(dir, e.name)) : n++));
  count(path.join(root, YAML_DIR));
  return n;
}
