#!/usr/bin/env node
// @ts-check
/**
 * `npm run headers` (and a step of `npm test`, after the build): the headers every file and page of public/ gets from
 * public/_headers and netlify.toml, resolved as Netlify resolves them (scripts/lib/netlify-headers.mjs). Prints those of
 * `/` and of the first fingerprinted script (`--path P` for others), and fails, one line per problem, when a path gets
 * two values of one security header, an X-XSS-Protection other than 0, or an immutable cache on a file whose name
 * carries no content hash.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { headersFor, problems, readRules, servedPaths } from "./lib/netlify-headers.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const publishDir = path.join(ROOT, "public");
if (!existsSync(path.join(publishDir, "index.html"))) {
  console.error("headers: public/ has no build: run `npm run build` first");
  process.exit(2);
}
const rules = await readRules({ publishDir, configPath: path.join(ROOT, "netlify.toml") });
const paths = servedPaths(publishDir);
const asked = process.argv.includes("--path") ? [process.argv[process.argv.indexOf("--path") + 1] ?? "/"] : [];
const script = paths.find((p) => /^\/app-[0-9a-f]{16,}\.js$/.test(p));
for (const shown of asked.length ? asked : ["/", ...(script ? [script] : [])]) {
  console.log(`${shown}`);
  for (const [name, values] of Object.entries(headersFor(rules, shown)).sort(([a], [b]) => a.localeCompare(b))) {
    for (const value of values) console.log(`  ${name}: ${value.length > 100 ? `${value.slice(0, 97)}...` : value}`);
  }
}
const found = problems(rules, paths);
for (const line of found) console.error(`headers: ${line}`);
console.log(`${paths.length} paths checked, ${found.length} problem${found.length === 1 ? "" : "s"}`);
process.exitCode = found.length ? 1 : 0;
