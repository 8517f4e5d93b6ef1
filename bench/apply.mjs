#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench -- apply`: a bounded load test of POST /api/apply on loopback, in the manner of
 * `npm run bench -- leads` (bench/leads.mjs).
 *
 * The serving process is a child of its own (`--serve`): the apply code bundled with esbuild as
 * Netlify bundles it, behind a node:http server on 127.0.0.1, backed by a real Netlify BlobsServer in
 * a third process (its files in memory where the machine has /dev/shm: bench/lib/bench.mjs). So
 * the peak memory printed is the serving process's alone (`process.resourceUsage().maxRSS`, the
 * kernel's high-water mark, plus a 10 ms sample of RSS), not the load generator's.
 *
 * The load: 200 applications (BENCH_APPLICATIONS), 10 at a time (BENCH_CONCURRENCY), each with its own
 * résumé of 1 to 4 MB (sizes spread evenly, 1,000,000 to 4,000,000 bytes), by turns a PDF (with a
 * correct xref table), a DOCX and an ODT made here (netlify/lib/applications/files.test-support.ts; the ZIPs
 * carry an incompressible picture), each from its own address and client IP (the function allows 5
 * applications an hour per IP; on Netlify `context.ip` is the client's, here the header
 * `x-bench-ip`). Mail is off (no SMTP_URL): this measures the function and the store. Then it checks
 * in the store that every application answered with success is stored exactly once, that each
 * record's résumé file exists with the same size and SHA-256 as the file sent, and that no other file
 * was stored. Prints errors, p50/p99/max latency, the serving process's peak RSS and the load average.
 *
 * Why not through `npm start`: the local emulator re-imports a function for every call and can crash
 * two calls to one function that overlap (docs/desk.md "Local platform caveat"); it would measure the
 * emulator, not the code that runs on Netlify. Not part of `npm test`.
 */
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import { loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { getStore } from "@netlify/blobs";
import { spawnBlobsServer } from "../scripts/lib/blobs-server.mjs";
import { blobsParent, bundle, percentiles } from "./lib/bench.mjs";

const SELF = fileURLToPath(import.meta.url);
const MB = 1_000_000;

/** @param {{ url: string, token: string }} blobs */
const storeOf = (blobs) =>
  getStore({
    name: "applications",
    siteID: "bench",
    token: blobs.token,
    edgeURL: blobs.url,
    uncachedEdgeURL: blobs.url,
    consistency: "strong",
  });

if (process.argv[2] === "--serve") await serve();
else process.exitCode = await main();

/** The serving process: the bundled apply handler behind node:http; reports its memory on request. */
async function serve() {
  const bundled = await bundle("apply", 'export { createApplyHandler } from "./netlify/lib/applications/handler";\n');
  const store = storeOf({ url: String(process.env.BENCH_BLOBS_URL), token: String(process.env.BENCH_BLOBS_TOKEN) });
  const handler = bundled.module.createApplyHandler({
    store: () => store,
    env: { LEADS_IP_SALT: "bench" },
    // Failures only: "stored; no e-mail sent (SMTP_URL is not set)" is every application's line here.
    log: (/** @type {unknown[]} */ ...a) => {
      if (!String(a[0]).includes("no e-mail sent")) console.error("[serve]", ...a);
    },
  });
  let sampled = 0;
  const sample = setInterval(() => {
    sampled = Math.max(sampled, process.memoryUsage.rss());
  }, 10);
  const server = http.createServer(async (req, res) => {
    try {
      // The body read whole, as Netlify's runtime hands a function its request.
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      const request = new Request(`http://127.0.0.1${req.url}`, {
        method: req.method,
        headers: /** @type {Record<string, string>} */ (req.headers),
        body: Buffer.concat(chunks),
      });
      chunks.length = 0;
      const ip = req.headers["x-bench-ip"];
      const response = await handler(request, { ip: typeof ip === "string" ? ip : req.socket.remoteAddress });
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      console.error("[serve] handler failed:", error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  const idle = process.memoryUsage.rss();
  process.send?.({ port: typeof address === "object" && address ? address.port : 0, idle });
  process.on("message", async (/** @type {any} */ message) => {
    if (message === "report") {
      process.send?.({ maxRss: process.resourceUsage().maxRSS * 1024, sampled, now: process.memoryUsage.rss() });
    } else if (message === "stop") {
      clearInterval(sample);
      server.close();
      server.closeAllConnections();
      await bundled.remove();
      process.exit(0);
    }
  });
}

async function main() {
  const AMOUNT = Number(process.env.BENCH_APPLICATIONS ?? 200);
  const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
  const run = `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;

  const files = await bundle(
    "apply-files",
    'export { pdfOfSize, docx, odt, multipart } from "./netlify/lib/applications/files.test-support";\n',
  );
  const { pdfOfSize, docx, odt, multipart } = files.module;

  const dataDir = await mkdtemp(path.join(blobsParent(), "bench-apply-"));
  const blobs = await spawnBlobsServer(dataDir);
  const store = storeOf(blobs);

  const child = spawn(process.execPath, [SELF, "--serve"], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    env: { ...process.env, BENCH_BLOBS_URL: blobs.url, BENCH_BLOBS_TOKEN: blobs.token },
  });
  /** @type {() => Promise<any>} */
  const next = () => new Promise((resolve) => child.once("message", resolve));
  const ready = await next();
  const base = `http://127.0.0.1:${ready.port}`;
  const loadBefore = loadavg();
  console.log(
    `[bench] ${AMOUNT} applications, ${CONCURRENCY} at a time, résumés of 1-4 MB, against ${base} ` +
      `(serving process ${child.pid}, RSS ${(ready.idle / MB).toFixed(0)} MB idle); the store's files under ${blobsParent()}; ` +
      `load average ${loadBefore.map((l) => l.toFixed(2)).join(" ")}`,
  );

  /** The file of application `n`: a PDF, DOCX or ODT of a size spread evenly over 1-4 MB. */
  function resumeOf(/** @type {number} */ n) {
    const size = Math.round(MB + (3 * MB * n) / Math.max(1, AMOUNT - 1));
    const kind = /** @type {const} */ (["pdf", "docx", "odt"])[n % 3];
    if (kind === "pdf") return { kind, bytes: /** @type {Buffer} */ (pdfOfSize(size)) };
    // The ZIPs: the document parts plus an incompressible picture that brings them to about `size`.
    const bytes = kind === "docx" ? docx(`Bench ${n}`, size - 1200) : odt(`Bench ${n}`, undefined, size - 1400);
    return { kind, bytes: /** @type {Buffer} */ (bytes) };
  }

  /** @type {Map<string, { sha256: string, bytes: number }>} what was sent, by e-mail, for answers of success */
  const succeeded = new Map();
  /** @type {Map<string, number>} */
  const statuses = new Map();
  /** @type {number[]} */
  const latencies = [];
  let errors = 0;
  let sentBytes = 0;
  let sequence = 0;
  const started = performance.now();

  async function worker() {
    for (;;) {
      const n = sequence++;
      if (n >= AMOUNT) return;
      const email = `bench-${run}-${n}@bench.invalid`;
      const file = resumeOf(n);
      const body = multipart([
        { name: "name", value: `Bench Candidate` },
        { name: "email", value: email },
        { name: "phone", value: "+1 916 555 0100" },
        { name: "link", value: "https://example.com/portfolio" },
        { name: "note", value: `Bench application ${n} of run ${run}.` },
        { name: "job", value: "php-developer" },
        { name: "consent", value: "true" },
        { name: "resume", value: file.bytes, filename: `Bench CV ${n}.${file.kind}`, contentType: "application/pdf" },
      ]);
      sentBytes += body.length;
      const t0 = performance.now();
      try {
        const res = await fetch(`${base}/api/apply`, {
          method: "POST",
          headers: {
            "content-type": "multipart/form-data; boundary=----atria-test-boundary-7f3a",
            "user-agent": "bench-apply",
            "x-bench-ip": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
          },
          body,
        });
        const answer = /** @type {{ success?: boolean }} */ (await res.json().catch(() => ({})));
        latencies.push(performance.now() - t0);
        statuses.set(String(res.status), (statuses.get(String(res.status)) ?? 0) + 1);
        if (res.status === 200 && answer.success === true) {
          succeeded.set(email, {
            sha256: createHash("sha256").update(file.bytes).digest("hex"),
            bytes: file.bytes.length,
          });
        } else errors += 1;
      } catch (error) {
        errors += 1;
        statuses.set("network error", (statuses.get("network error") ?? 0) + 1);
        console.error("[bench] request failed:", error);
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  child.send("report");
  const memory = await next();
  const loadAfter = loadavg();

  // Read back what the store holds.
  const { blobs: records } = await store.list({ prefix: "application/" });
  const { blobs: resumes } = await store.list({ prefix: "resume/" });
  const resumeKeys = new Set(resumes.map((b) => b.key));
  /** @type {Map<string, string[]>} */
  const stored = new Map();
  let badFiles = 0;
  const referenced = new Set();
  for (let i = 0; i < records.length; i += 16) {
    const batch = await Promise.all(
      records.slice(i, i + 16).map(async ({ key }) => /** @type {any} */ (await store.get(key, { type: "json" }))),
    );
    for (const record of batch) {
      const email = record?.fields?.email ?? "";
      if (!email.startsWith(`bench-${run}-`)) continue;
      stored.set(email, [...(stored.get(email) ?? []), record.id]);
      referenced.add(record.resume.key);
      const sent = succeeded.get(email);
      const file = resumeKeys.has(record.resume.key)
        ? await store.get(record.resume.key, { type: "arrayBuffer" })
        : null;
      const same =
        sent &&
        file &&
        file.byteLength === sent.bytes &&
        record.resume.bytes === sent.bytes &&
        createHash("sha256").update(Buffer.from(file)).digest("hex") === sent.sha256 &&
        record.resume.sha256 === sent.sha256;
      if (!same) badFiles += 1;
    }
  }
  const missing = [...succeeded.keys()].filter((e) => !stored.has(e));
  const doubled = [...stored].filter(([, ids]) => ids.length > 1);
  const unexpected = [...stored.keys()].filter((e) => !succeeded.has(e));
  const strayFiles = [...resumeKeys].filter((k) => !referenced.has(k));
  const { p50, p99, max } = percentiles(latencies);

  console.log(`[bench] status codes: ${JSON.stringify(Object.fromEntries(statuses))}; errors ${errors}`);
  console.log(
    `[bench] ${AMOUNT} applications (${(sentBytes / MB).toFixed(0)} MB) in ${seconds.toFixed(1)} s: ` +
      `latency p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${max.toFixed(0)} ms; ` +
      `${(AMOUNT / seconds).toFixed(1)} applications/s, ${(sentBytes / MB / seconds).toFixed(1)} MB/s`,
  );
  console.log(
    `[bench] ${succeeded.size} answered success, ${stored.size} stored, ${missing.length} missing, ` +
      `${doubled.length} stored more than once, ${unexpected.length} stored without a success answer; ` +
      `${resumes.length} résumé files, ${badFiles} records whose file is missing or differs from the one sent, ` +
      `${strayFiles.length} files without a record`,
  );
  console.log(
    `[bench] serving process: peak RSS ${(memory.maxRss / MB).toFixed(0)} MB (kernel high-water mark; ` +
      `10 ms samples: ${(memory.sampled / MB).toFixed(0)} MB), ${(ready.idle / MB).toFixed(0)} MB idle before the load, ` +
      `${(memory.now / MB).toFixed(0)} MB after`,
  );
  console.log(
    `[bench] load average before ${loadBefore.map((l) => l.toFixed(2)).join(" ")}, after ${loadAfter
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );

  child.send("stop");
  await new Promise((resolve) => child.once("exit", resolve));
  await blobs.stop();
  await rm(dataDir, { recursive: true, force: true });
  await files.remove();

  const ok =
    errors === 0 &&
    succeeded.size === AMOUNT &&
    missing.length === 0 &&
    doubled.length === 0 &&
    unexpected.length === 0 &&
    badFiles === 0 &&
    strayFiles.length === 0 &&
    resumes.length === AMOUNT;
  console.log(ok ? "[bench] ok" : "[bench] FAILED");
  return ok ? 0 : 1;
}
