// @ts-check
/**
 * Nu Html Checker gate: `java -jar vnu.jar` (npm vnu-jar) over every page of public/. Errors fail
 * the gate; warnings are printed and allowed; "info" messages (e.g. the trailing slash React writes
 * on void elements) are only counted.
 *
 * Checked: every *.html file a visitor can be sent to. Not checked: public/_gatsby/ (Gatsby's
 * build-time slice fragments, stitched into the pages and never linked or served as documents),
 * public/admin/ (the CMS app, not a page of the site), and page-data/ and static/ (JSON and assets).
 */
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { htmlFiles } from "../../gatsby/built-html.ts";

const require = createRequire(import.meta.url);
export const SKIPPED_DIRS = ["_gatsby", "admin", "page-data", "static"];

/** @param {string} publicDir @returns {string[]} */
export function pagesToCheck(publicDir) {
  return htmlFiles(publicDir, SKIPPED_DIRS).sort();
}

/**
 * @typedef {{ type: string, subType?: string, message: string, url?: string, lastLine?: number, extract?: string }} VnuMessage
 */

/**
 * Sorts vnu's messages into errors, warnings and infos (vnu reports fatal errors as
 * type "non-document-error" / subType "fatal" too: they count as errors).
 * @param {VnuMessage[]} messages
 */
export function classify(messages) {
  const errors = messages.filter((m) => m.type === "error" || m.type === "non-document-error");
  const warnings = messages.filter((m) => m.type === "info" && m.subType === "warning");
  const infos = messages.filter((m) => m.type === "info" && m.subType !== "warning");
  return { errors, warnings, infos };
}

/**
 * @param {string} publicDir
 * @returns {{ files: number, errors: VnuMessage[], warnings: VnuMessage[], infos: VnuMessage[] }}
 */
export function runVnu(publicDir) {
  const files = pagesToCheck(publicDir);
  if (files.length === 0) throw new Error(`no HTML in ${publicDir}: build first`);
  const jar = require.resolve("vnu-jar/build/dist/vnu.jar");
  const java = spawnSync("java", ["-Xss1m", "-jar", jar, "--format", "json", "--exit-zero-always", ...files], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (java.error)
    throw new Error(`cannot run java (install a JRE, e.g. Debian's default-jre-headless): ${java.error.message}`);
  if (java.status !== 0) throw new Error(`vnu exited with ${java.status}: ${java.stderr.slice(0, 500)}`);
  /** @type {{ messages: VnuMessage[] }} */
  const report = JSON.parse(java.stderr);
  const rel = (/** @type {string | undefined} */ url) => (url ? path.relative(publicDir, new URL(url).pathname) : "?");
  const messages = report.messages.map((m) => ({ ...m, url: rel(m.url) }));
  return { files: files.length, ...classify(messages) };
}
