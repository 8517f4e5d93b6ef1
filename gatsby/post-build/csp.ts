import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { htmlFiles } from "./html-files";

/**
 * Content-Security-Policy for the built site. Gatsby writes a few inline scripts into every page
 * (chunk mapping, compilation hash, page path, gatsby-plugin-image's loader); instead of
 * 'unsafe-inline', their SHA-256 hashes go into script-src. One policy serves every page, so it
 * holds the union of all pages' hashes: the 404 page is served at any unknown path, where no
 * per-path rule could match. JSON-LD blocks are data, never executed, so they need no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attrs = match[1] ?? "";
    const body = match[2] ?? "";
    if (/type="application\/(ld\+)?json"/.test(attrs) || body.length === 0) continue;
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return hashes;
}

export function buildPolicy(scriptHashes: Iterable<string>): string {
  const hashes = [...new Set(scriptHashes)].sort();
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(" ")}`.trim(),
    // Emotion (theme-ui) injects <style> elements and gatsby-plugin-image sets style attributes.
    "style-src 'self' 'unsafe-inline'",
    // News articles show their publishers' images.
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

/** Hashes every page's inline scripts and appends the policy for all paths to public/_headers. */
export function writeCspHeaders(publicDir: string): { policy: string; pages: number } {
  const files = htmlFiles(publicDir);
  const hashes = files.flatMap((f) => inlineScriptHashes(fs.readFileSync(f, "utf8")));
  const policy = buildPolicy(hashes);
  const headersFile = path.join(publicDir, "_headers");
  const existing = fs.existsSync(headersFile) ? fs.readFileSync(headersFile, "utf8") : "";
  const block = `/*\n  Content-Security-Policy: ${policy}\n`;
  fs.writeFileSync(headersFile, `${existing}${existing && !existing.endsWith("\n") ? "\n" : ""}${block}`);
  return { policy, pages: files.length };
}
