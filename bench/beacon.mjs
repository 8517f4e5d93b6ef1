#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench -- beacon`: a bounded load test of the page-view beacon on loopback.
 *
 * Bundles netlify/lib/stats with esbuild, serves POST /api/beacon from a node:http server on
 * 127.0.0.1 backed by a real Netlify BlobsServer on a temporary directory, with INSTANCES shard
 * writers taking requests in turn (as several warm function instances would), sends BENCH_BEACONS
 * beacons (default 5,000) over BENCH_CONNECTIONS connections (default 50) with autocannon, then
 * sums the store and checks that every beacon answered 204 is counted exactly once. Prints p50 and
 * p99 latency, requests per second and the number of blob writes. Not part of `npm test`.
 * (Not through `npm start`: its emulator starts a new worker per call; see leads.mjs.)
 */
import autocannon from "autocannon";
import { benchBlobs, bundle, handlerServer } from "./lib/bench.mjs";

const AMOUNT = Number(process.env.BENCH_BEACONS ?? 5000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const INSTANCES = 4;
const PAGES = [
  "/",
  "/about",
  "/services",
  "/services/seo",
  "/contact",
  "/blog",
  "/our-work",
  "/news",
  "/Career",
  "/x-missing",
];
const SOURCES = ["google", "facebook", "newsletter"];

const bundled = await bundle(
  "beacon",
  'export { createBeaconHandler } from "./netlify/lib/stats/beacon";\n' +
    'export { createCounter, readDays, dayOf } from "./netlify/lib/stats/counters";\n',
);
const { createBeaconHandler, createCounter, readDays, dayOf } = bundled.module;

const blobs = await benchBlobs("beacon");
const raw = blobs.open("stats");
let writes = 0;
const store = /** @type {any} */ (
  new Proxy(raw, {
    get: (target, prop) =>
      prop === "setJSON"
        ? (/** @type {any[]} */ ...a) => {
            writes++;
            return /** @type {any} */ (target).setJSON(...a);
          }
        : /** @type {any} */ (target)[prop]?.bind(target),
  })
);
const known = new Set(PAGES.filter((p) => p !== "/x-missing"));
const handlers = Array.from({ length: INSTANCES }, () => {
  const counter = createCounter(() => store);
  return createBeaconHandler({ knownPaths: async () => known, add: counter.add, log: console.error });
});

let turn = 0;
// Each request to the next shard writer in turn.
const { base, close } = await handlerServer(() => handlers[turn++ % INSTANCES]);
console.log(`[bench] ${AMOUNT} beacons, ${CONNECTIONS} connections, ${INSTANCES} shard writers against ${base}`);

let sequence = 0;
/** @type {Map<number, number>} */
const statuses = new Map();
/** @type {Record<string, number>} what the store must hold: "views:/about", "sources:google", ... */
const expected = {};
const bump = (/** @type {string} */ k) => (expected[k] = (expected[k] ?? 0) + 1);

const result = await autocannon({
  url: base,
  connections: CONNECTIONS,
  amount: AMOUNT,
  timeout: 60,
  requests: [
    {
      method: "POST",
      path: "/api/beacon",
      headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": "Mozilla/5.0 (bench) Chrome/156.0" },
      setupRequest: (/** @type {any} */ req, /** @type {any} */ context) => {
        const n = sequence++;
        const page = PAGES[n % PAGES.length] ?? "/";
        const visit = n % 5 === 0 ? { ref: "www.google.com", source: SOURCES[n % 3], campaign: `c${n % 4}` } : null;
        context.keys = [`views:${known.has(page) ? page : "(other)"}`];
        if (visit)
          context.keys.push(
            `visits:${known.has(page) ? page : "(other)"}`,
            `sources:${visit.source}`,
            `campaigns:${visit.campaign}`,
            "referrers:www.google.com",
          );
        return { ...req, body: JSON.stringify(visit ? { path: page, visit } : { path: page }) };
      },
      onResponse: (/** @type {number} */ status, /** @type {string} */ _body, /** @type {any} */ context) => {
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status === 204) for (const k of context.keys) bump(k);
      },
    },
  ],
});

const { total } = await readDays(raw, dayOf(new Date(Date.now() - 86_400_000)), dayOf(new Date()));
/** @type {Record<string, number>} */
const counted = {};
for (const [map, tally] of Object.entries(total))
  for (const [key, n] of Object.entries(/** @type {Record<string, number>} */ (tally))) counted[`${map}:${key}`] = n;
const keys = new Set([...Object.keys(expected), ...Object.keys(counted)]);
const wrong = [...keys].filter((k) => expected[k] !== counted[k]);
const answered = statuses.get(204) ?? 0;
const views = Object.entries(counted)
  .filter(([k]) => k.startsWith("views:"))
  .reduce((a, [, n]) => a + n, 0);

console.log(`[bench] status codes: ${JSON.stringify(Object.fromEntries(statuses))}`);
console.log(
  `[bench] latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ` +
    `${result.requests.average.toFixed(1)} req/s average; ${result.errors} errors, ${result.timeouts} timeouts`,
);
console.log(
  `[bench] ${answered} answered 204, ${views} page views counted, ${writes} blob writes; counters that differ: ${wrong.length}`,
);
for (const k of wrong.slice(0, 10)) console.log(`  ${k}: expected ${expected[k] ?? 0}, counted ${counted[k] ?? 0}`);

await blobs.stop();
close();
await bundled.remove();

const ok = answered === AMOUNT && views === AMOUNT && wrong.length === 0 && result.errors === 0;
console.log(ok ? "[bench] OK" : "[bench] FAILED");
process.exit(ok ? 0 : 1);
