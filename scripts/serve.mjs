#!/usr/bin/env node
// @ts-check
/**
 * `npm start`: builds the site when needed (scripts/lib/build-state.mjs), then serves public/ with the functions, headers,
 * redirects and Blobs of the local Netlify platform (scripts/lib/platform.mjs).
 *
 *   PORT (default 8888), HOST (default 127.0.0.1), SKIP_BUILD=1 to serve public/ as it is,
 *   FORCE_BUILD=1 to build even when public/ looks fresh.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { build, staleReason } from "./lib/build-state.mjs";
import { ROOT, createPlatformServer, listen, startPlatform } from "./lib/platform.mjs";

process.env.GATSBY_TELEMETRY_DISABLED = "1";

async function buildIfNeeded() {
  if (process.env.SKIP_BUILD === "1") {
    if (!existsSync(path.join(ROOT, "public", "index.html"))) {
      console.error("[serve] SKIP_BUILD=1 but public/ has no build: run `npm run build` first");
      process.exit(1);
    }
    return;
  }
  const reason = process.env.FORCE_BUILD === "1" ? "FORCE_BUILD=1" : staleReason();
  if (!reason) {
    console.log("[serve] public/ is up to date; skipping the build (FORCE_BUILD=1 to rebuild)");
    return;
  }
  console.log(`[serve] building the site (${reason})…`);
  const code = await build();
  if (code !== 0) process.exit(code);
}

await buildIfNeeded();
const netlify = await startPlatform({ staticFiles: true });
const server = createPlatformServer(netlify, { notFoundFile: path.join(ROOT, "public", "404.html") });
const port = Number(process.env.PORT ?? 8888);
const host = process.env.HOST ?? "127.0.0.1";
await listen(server, netlify, { port, host });
console.log(`[serve] Atria Digital site on http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
