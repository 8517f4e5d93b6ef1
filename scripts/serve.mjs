#!/usr/bin/env node
// @ts-check
/**
 * `npm start`: builds the site when needed, then serves public/ with the functions, headers,
 * redirects and Blobs of the local Netlify platform (scripts/lib/platform.mjs).
 *
 *   PORT (default 8888), HOST (default 127.0.0.1), SKIP_BUILD=1 to serve public/ as it is,
 *   FORCE_BUILD=1 to build even when public/ looks fresh.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { ROOT, createPlatformServer, listen, startPlatform } from "./lib/platform.mjs";

process.env.GATSBY_TELEMETRY_DISABLED = "1";

/** Inputs of the build: when any is newer than public/index.html, the site is rebuilt. */
const BUILD_INPUTS = [
  "src",
  "content",
  "static",
  "gatsby",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-ssr.tsx",
  "gatsby-browser.tsx",
  "package-lock.json",
];

function newestMtime(/** @type {string} */ p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(p)) {
    if (entry === "gatsby-types.d.ts" || entry === "fonts") continue; // written by the build itself
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

function buildIfNeeded() {
  const marker = path.join(ROOT, "public", "index.html");
  if (process.env.SKIP_BUILD === "1") {
    if (!existsSync(marker)) throw new Error("SKIP_BUILD=1 but public/ has no build: run `npm run build` first");
    return;
  }
  const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  const changedAt = Math.max(...BUILD_INPUTS.map((p) => newestMtime(path.join(ROOT, p))));
  if (process.env.FORCE_BUILD !== "1" && builtAt > changedAt) {
    console.log("[serve] public/ is up to date; skipping the build (FORCE_BUILD=1 to rebuild)");
    return;
  }
  console.log("[serve] building the site (gatsby build)…");
  const result = spawnSync("npx", ["gatsby", "build"], { cwd: ROOT, stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

buildIfNeeded();
const netlify = await startPlatform({ staticFiles: true });
const server = createPlatformServer(netlify, { notFoundFile: path.join(ROOT, "public", "404.html") });
const port = Number(process.env.PORT ?? 8888);
const host = process.env.HOST ?? "127.0.0.1";
await listen(server, netlify, { port, host });
console.log(`[serve] Atria Digital site on http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
