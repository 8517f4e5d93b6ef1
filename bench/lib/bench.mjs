// @ts-check
/**
 * What the benchmarks share (bench/*.mjs): the function code bundled with esbuild as
 * Netlify bundles it (dependencies stay in node_modules), a real Netlify BlobsServer on a
 * temporary directory on loopback, and percentiles of measured durations.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { getStore } from "@netlify/blobs";
import { spawnBlobsServer } from "../../scripts/lib/blobs-server.mjs";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");

/**
 * Bundles `contents` (TypeScript re-exports of the repository's modules) and imports the bundle.
 * @param {string} name a label for the bundle's file (.netlify/bench/<name>-<run>.mjs)
 * @param {string} contents
 * @returns {Promise<{ module: any, remove: () => Promise<void> }>}
 */
export async function bundle(name, contents) {
  const outDir = path.join(ROOT, ".netlify", "bench");
  await mkdir(outDir, { recursive: true });
  const run = `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
  const outfile = path.join(outDir, `${name}-${run}.mjs`);
  await build({
    stdin: { contents, resolveDir: ROOT, loader: "ts" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    packages: "external",
    outfile,
    logLevel: "warning",
    plugins: [
      {
        // A package's JSON file (decap-cms/package.json, read by the admin page) is inlined, as
        // Netlify's bundler does: Node cannot import JSON without an import attribute.
        name: "package-json",
        setup(b) {
          b.onResolve({ filter: /^[^./].*\.json$/ }, (args) => ({
            path: createRequire(path.join(args.resolveDir, "x.js")).resolve(args.path),
          }));
        },
      },
    ],
  });
  return { module: await import(outfile), remove: () => rm(outfile, { force: true }) };
}

/**
 * Where the Blobs server keeps its files: BENCH_BLOBS_DIR, else memory (/dev/shm) where the machine has it. Netlify
 * Blobs is a service of its own, not the function's disk: on this machine's virtual disk the local server's writes
 * (eight file operations a blob) put 60-70 ms on the lead benchmark's p99, a figure of the stand-in, not of the code.
 */
export function blobsParent() {
  return process.env.BENCH_BLOBS_DIR || (existsSync("/dev/shm") ? "/dev/shm" : tmpdir());
}

/**
 * A real Blobs server on a new temporary directory (blobsParent()), in a process of its own as the store is not in
 * the function's process on Netlify; `open(name)` gives a store of it, `stop()`
 * stops the server and deletes the directory.
 * @param {string} label
 */
export async function benchBlobs(label) {
  const dataDir = await mkdtemp(path.join(blobsParent(), `bench-${label}-`));
  const blobs = await spawnBlobsServer(dataDir);
  return {
    /** @param {string} name */
    open: (name) =>
      getStore({
        name,
        siteID: "bench",
        token: blobs.token,
        edgeURL: blobs.url,
        uncachedEdgeURL: blobs.url,
        consistency: "strong",
      }),
    stop: async () => {
      await blobs.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Nearest-rank percentiles of durations in milliseconds.
 * @param {number[]} samples
 */
export function percentiles(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (/** @type {number} */ p) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  return { n: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: sorted[sorted.length - 1] ?? NaN };
}

/**
 * @typedef {(request: Request, context: { ip?: string, waitUntil: (p: Promise<unknown>) => void }) => Promise<Response>} Handler
 */

/**
 * A node:http server on 127.0.0.1 (a free port) that hands each request to a Functions v2 handler as Netlify's runtime
 * does: the body read whole (a bounded body, not a stream), the client's address as `context.ip`, and what the
 * handler passes to `waitUntil` kept in `background` until it settles. A path `handlerFor` gives no handler is a 404.
 * @param {(path: string) => Handler | undefined} handlerFor
 */
export async function handlerServer(handlerFor) {
  /** @type {Set<Promise<unknown>>} */
  const background = new Set();
  const server = http.createServer(async (req, res) => {
    try {
      const handler = handlerFor(req.url ?? "/");
      if (!handler) {
        res.writeHead(404).end();
        return;
      }
      const hasBody = req.method !== "GET" && req.method !== "HEAD";
      const chunks = [];
      if (hasBody) for await (const chunk of req) chunks.push(chunk);
      const request = new Request(`http://127.0.0.1${req.url}`, {
        method: req.method,
        headers: /** @type {Record<string, string>} */ (req.headers),
        body: hasBody ? Buffer.concat(chunks) : undefined,
      });
      const response = await handler(request, {
        ip: req.socket.remoteAddress,
        waitUntil: (p) => {
          background.add(p);
          void p.finally(() => background.delete(p));
        },
      });
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      console.error("[bench] handler failed:", error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  return {
    base: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`,
    background,
    close() {
      server.close();
      server.closeAllConnections();
    },
  };
}
