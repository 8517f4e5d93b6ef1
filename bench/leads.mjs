#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench -- leads`: a bounded load test of the two lead functions on loopback.
 *
 * Bundles the functions' shared code (netlify/lib/leads) with esbuild, serves POST
 * /api/get-started and /api/contact from a node:http server on 127.0.0.1 backed by a real Netlify
 * BlobsServer in a child process (its files in memory where the machine has /dev/shm:
 * bench/lib/bench.mjs), sends 500 warm-up requests and then the 2,000 measured ones (50
 * connections, both endpoints, every body unique) with autocannon, then checks in the store that
 * every request answered with success is stored exactly once and in the desk's index, and that
 * nothing answered 5xx. Prints p50/p99 latency and requests per second. Mail is off (no
 * SMTP_URL), so this measures the functions and the store.
 *
 * Why not through `npm start`: the local emulator starts a new worker thread and re-imports the
 * function for every call (about a second each on a busy machine), which measures the emulator,
 * not the code that runs on Netlify.
 *
 *   BENCH_REQUESTS (default 2000), BENCH_CONNECTIONS (default 50), BENCH_WARMUP (default 500),
 *   BENCH_BLOBS_DIR (default /dev/shm, else the temporary directory). Not part of `npm test`.
 */
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import autocannon from "autocannon";
import { benchBlobs, blobsParent, bundle, handlerServer } from "./lib/bench.mjs";

const AMOUNT = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 500);
const run = `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;

// 1. The lead code, bundled as Netlify bundles it (dependencies stay in node_modules).
const bundled = await bundle(
  "leads",
  'export { createLeadHandler } from "./netlify/lib/leads/handler";\n' +
    'export { getStartedForm, contactForm } from "./netlify/lib/leads/forms";\n' +
    'export { checkIndex } from "./netlify/lib/leads/lead-index";\n',
);
const { createLeadHandler, getStartedForm, contactForm, checkIndex } = bundled.module;

// 2. A real Blobs server on a temporary directory.
const blobs = await benchBlobs("leads");
const store = blobs.open("leads");

// 3. The two endpoints behind node:http, as Functions v2 handlers (Request in, Response out).
const env = { LEADS_IP_SALT: "bench" };
const log = () => {};
const handlers = {
  "/api/get-started": createLeadHandler(getStartedForm, { store: () => store, env, log }),
  "/api/contact": createLeadHandler(contactForm, { store: () => store, env, log }),
};
const { base, background, close } = await handlerServer((url) => handlers[/** @type {keyof typeof handlers} */ (url)]);
console.log(
  `[bench] ${WARMUP} + ${AMOUNT} requests, ${CONNECTIONS} connections against ${base}; ` +
    `the store's files under ${blobsParent()}; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
);

let sequence = 0;
/** @type {Set<string>} e-mails of requests that were answered with success: true */
const succeeded = new Set();
/** @type {Map<number, number>} */
const statuses = new Map();

/** @param {"get-started" | "contact"} form */
function request(form) {
  return {
    method: /** @type {const} */ ("POST"),
    path: `/api/${form}`,
    headers: { "content-type": "application/json", "user-agent": "bench-leads" },
    setupRequest: (/** @type {any} */ req, /** @type {any} */ context) => {
      const n = sequence++;
      const email = `bench-${run}-${n}@bench.invalid`;
      context.email = email;
      const message = `Bench message ${n} of run ${run}.`;
      const body =
        form === "contact"
          ? { firstName: "Bench", lastName: `Visitor ${n}`, email, phone: "", company: "", service: "other", message }
          : { name: `Bench Visitor ${n}`, email, phone: "+1 916 555 0100", message };
      return { ...req, body: JSON.stringify(body) };
    },
    onResponse: (/** @type {number} */ status, /** @type {string} */ body, /** @type {any} */ context) => {
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      try {
        if (JSON.parse(body).success === true) succeeded.add(context.email);
      } catch {
        /* counted by status */
      }
    },
  };
}

/** @param {number} amount */
const load = (amount) =>
  autocannon({
    url: base,
    connections: CONNECTIONS,
    amount,
    timeout: 60,
    requests: [request("get-started"), request("contact")],
  });
// A warm-up at the same concurrency first, as a function instance on Netlify is warm after its first calls: the
// first second of a fresh process (V8 compiling the code, the sockets to the store opening) is a cold start, not the
// latency of the code. Its leads are checked below like the measured ones.
const warmup = WARMUP > 0 ? await load(WARMUP) : undefined;
const result = await load(AMOUNT);

// Read back what the store holds.
await Promise.all(background);
const { blobs: keys } = await store.list({ prefix: "lead/" });
/** @type {Map<string, string[]>} */
const stored = new Map();
for (let i = 0; i < keys.length; i += 32) {
  const batch = await Promise.all(
    keys
      .slice(i, i + 32)
      .map(async ({ key }) => ({ key, lead: /** @type {any} */ (await store.get(key, { type: "json" })) })),
  );
  for (const { key, lead } of batch) {
    const email = lead?.fields?.email ?? "";
    if (email.startsWith(`bench-${run}-`)) stored.set(email, [...(stored.get(email) ?? []), key]);
  }
}

// Every stored lead is in the desk's index (netlify/lib/leads/lead-index.ts), exactly once.
const months = /** @type {{ leads: number, indexed: number }[]} */ (await checkIndex(store));
const unindexed = months.reduce((a, m) => a + Math.abs(m.leads - m.indexed), 0);

const fiveXX = [...statuses].filter(([s]) => s >= 500).reduce((a, [, c]) => a + c, 0);
const missing = [...succeeded].filter((e) => !stored.has(e));
const doubled = [...stored].filter(([, k]) => k.length > 1);
const unexpected = [...stored.keys()].filter((e) => !succeeded.has(e));

console.log(`[bench] status codes: ${JSON.stringify(Object.fromEntries(statuses))}`);
if (warmup) {
  console.log(
    `[bench] warm-up (${WARMUP} requests, not in the figures below): p50 ${warmup.latency.p50} ms, ` +
      `p99 ${warmup.latency.p99} ms; ${warmup.errors} errors, ${warmup.timeouts} timeouts`,
  );
}
console.log(
  `[bench] ${AMOUNT} requests: latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; ` +
    `${result.requests.average.toFixed(1)} req/s average; ${result.errors} errors, ${result.timeouts} timeouts`,
);
console.log(
  `[bench] ${succeeded.size} answered success, ${stored.size} stored, ${missing.length} missing, ` +
    `${doubled.length} stored more than once, ${unexpected.length} stored without a success answer; ` +
    `${unindexed} differences between the leads and the desk's index`,
);

await blobs.stop();
close();
await bundled.remove();

const ok =
  fiveXX === 0 &&
  unindexed === 0 &&
  missing.length === 0 &&
  doubled.length === 0 &&
  result.errors === 0 &&
  (warmup?.errors ?? 0) === 0 &&
  succeeded.size > 0;
console.log(ok ? "[bench] OK" : "[bench] FAILED");
process.exit(ok ? 0 : 1);
