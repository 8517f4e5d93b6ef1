import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { contentSecurityPolicy, SEARCH_WORKER_POLICY } from "../../src/contracts/csp";
import { PostBuildError, runsGatsby, type Rewrite } from "./rewrite";

/**
 * Content-Security-Policy for the built site. Gatsby writes a few inline scripts into every page
 * (Gatsby's chunk map, compilation hash, page path; the page path the same
 * script on every page: gatsby/page-path.tsx); instead of
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

/** Hosts beyond the site's own, per directive: the configured trackers' (src/contracts/trackers.ts). */
export interface ExtraSources {
  "script-src": readonly string[];
  "connect-src": readonly string[];
}
const NO_EXTRA: ExtraSources = { "script-src": [], "connect-src": [] };

export function buildPolicy(scriptHashes: Iterable<string>, extra: ExtraSources = NO_EXTRA): string {
  return contentSecurityPolicy({
    "script-src": [...extra["script-src"], ...[...new Set(scriptHashes)].sort()],
    "connect-src": extra["connect-src"],
  });
}

/**
 * Collects the hashes of every page's inline scripts, last in the pipeline (it hashes the scripts
 * as they are served), and appends the policy for all paths to public/_headers. Needs: an inline
 * script on every page Gatsby's JavaScript runs on (at least Gatsby's compilation hash), and the
 * target public/_headers, which gatsby-node.ts starts again from static/_headers (or empty)
 * before the pipeline, without a policy in it yet.
 */
export function createCsp(extra: ExtraSources = NO_EXTRA): Rewrite {
  const hashes = new Set<string>();
  let pages = 0;
  return {
    name: "csp",
    needs: 'pages with <div id="___gatsby">: inline scripts to hash; public/_headers without a policy yet',
    apply(html, page) {
      const found = inlineScriptHashes(html);
      if (found.length === 0 && runsGatsby(html, page)) {
        throw new PostBuildError("csp", page.file, "runs Gatsby's JavaScript but no inline <script> was found to hash");
      }
      for (const h of found) hashes.add(h);
      pages++;
      return html;
    },
    finish(publicDir) {
      const headersFile = path.join(publicDir, "_headers");
      if (!fs.existsSync(headersFile)) {
        throw new PostBuildError(
          "csp",
          "_headers",
          `${hashes.size} inline script hashes but the file the policy goes into is missing`,
        );
      }
      const existing = fs.readFileSync(headersFile, "utf8");
      if (existing.includes("Content-Security-Policy:")) {
        throw new PostBuildError("csp", "_headers", "already holds a Content-Security-Policy (from an earlier build?)");
      }
      // The search's files (written after this build by scripts/lib/search-index.mjs): the later rule replaces the
      // page policy there, so Pagefind's worker may compile its WebAssembly and no page may (site-search.md).
      const block =
        `/*\n  Content-Security-Policy: ${buildPolicy(hashes, extra)}\n` +
        `/pagefind/*\n  Content-Security-Policy: ${SEARCH_WORKER_POLICY}\n`;
      fs.writeFileSync(headersFile, `${existing}${existing && !existing.endsWith("\n") ? "\n" : ""}${block}`);
      return `${hashes.size} inline script hashes from ${pages} pages into public/_headers`;
    },
  };
}
