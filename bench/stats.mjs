#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench -- stats`: how long the stats report takes to read as counter shards pile up, and after the scheduled
 * compaction (netlify/lib/stats/compaction.ts). Not part of `npm test`.
 *
 * Fills a real Blobs server (bench/lib/bench.mjs) with BENCH_STATS_DAYS days (default 365, today included) of
 * BENCH_STATS_SHARDS shards each (default 4: four warm function instances a day; `npm start` writes one per beacon),
 * each shard with realistic maps (40 pages, 10 sources, 20 campaigns, 15 referring hosts), then times the report of
 * the last 30 days and of the whole year (median of 5 reads each), before and after compacting every finished day, and
 * a store holding one day only for comparison. Checks that compaction changed no number of the report.
 */
import { benchBlobs } from "./lib/bench.mjs";
import { readReport } from "../netlify/lib/stats/report.ts";
import { compact } from "../netlify/lib/stats/compaction.ts";

const DAYS = Number(process.env.BENCH_STATS_DAYS ?? 365);
const SHARDS = Number(process.env.BENCH_STATS_SHARDS ?? 4);
const READS = 5;
const NOW = new Date();
const DAY_MS = 86_400_000;

/** A deterministic generator (the same store every run). */
function rng(/** @type {number} */ seed) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}
const pick = (/** @type {() => number} */ r, /** @type {string[]} */ names, /** @type {number} */ n) => {
  /** @type {Record<string, number>} */
  const tally = {};
  for (let i = 0; i < n; i++) {
    const k = /** @type {string} */ (names[Math.floor(r() ** 2 * names.length)]);
    tally[k] = (tally[k] ?? 0) + 1;
  }
  return tally;
};
const PAGES = Array.from({ length: 40 }, (_, i) => (i === 0 ? "/" : `/page-${i}`));
const SOURCES = Array.from({ length: 10 }, (_, i) => `source-${i}`);
const CAMPAIGNS = Array.from({ length: 20 }, (_, i) => `campaign-${i}`);
const HOSTS = Array.from({ length: 15 }, (_, i) => `www.site-${i}.example`);

function shard(/** @type {() => number} */ r) {
  const visits = 20 + Math.floor(r() * 60);
  return {
    views: pick(r, PAGES, visits * 3),
    visits: pick(r, PAGES, visits),
    referrers: pick(r, HOSTS, visits),
    sources: pick(r, SOURCES, visits),
    campaigns: pick(r, CAMPAIGNS, visits),
    leadsByForm: pick(r, ["contact", "get-started"], 2),
    leadsByLanding: pick(r, PAGES, 2),
    leadsBySource: pick(r, SOURCES, 2),
    leadsByCampaign: pick(r, CAMPAIGNS, 2),
  };
}

async function fill(/** @type {any} */ store, /** @type {number} */ days) {
  const r = rng(38);
  /** @type {[string, unknown][]} */
  const blobs = [];
  for (let d = 0; d < days; d++) {
    const day = new Date(NOW.getTime() - d * DAY_MS).toISOString().slice(0, 10);
    for (let s = 0; s < SHARDS; s++) blobs.push([`day/${day}/${s.toString(16).padStart(12, "0")}`, shard(r)]);
  }
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < blobs.length) {
        const [key, value] = /** @type {[string, unknown]} */ (blobs[next++]);
        await store.setJSON(key, value);
      }
    }),
  );
  return blobs.length;
}

async function time(/** @type {any} */ store, /** @type {number} */ days) {
  const samples = [];
  let report;
  for (let i = 0; i < READS; i++) {
    const started = performance.now();
    report = await readReport(store, days, NOW);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { ms: Math.round(/** @type {number} */ (samples[Math.floor(READS / 2)])), report };
}

const blobs = await benchBlobs("stats");
try {
  const year = blobs.open("stats");
  const shards = await fill(year, DAYS);
  const day = blobs.open("stats-day");
  await fill(day, 1);
  console.log(`bench stats: ${DAYS} days x ${SHARDS} shards = ${shards} shards; median of ${READS} reads`);
  const oneDay = await time(day, 30);
  const before30 = await time(year, 30);
  const beforeYear = await time(year, DAYS);
  const started = performance.now();
  const compaction = await compact(year, NOW, () => {});
  const compactMs = Math.round(performance.now() - started);
  const after30 = await time(year, 30);
  const afterYear = await time(year, DAYS);
  const left = (await year.list({ prefix: "day/" })).blobs.length;
  const months = (await year.list({ prefix: "month/" })).blobs.length;
  console.log(`  one day only (${SHARDS} shards), report of 30 days: ${oneDay.ms} ms`);
  console.log(`  before compaction (${shards} shards): 30 days ${before30.ms} ms, ${DAYS} days ${beforeYear.ms} ms`);
  console.log(
    `  compaction: ${compaction.days} days (${compaction.shards} shards), then ${compaction.months} months, in ${compactMs} ms; ${left} day blobs and ${months} month blobs left`,
  );
  console.log(`  after compaction: 30 days ${after30.ms} ms, ${DAYS} days ${afterYear.ms} ms`);
  const same =
    JSON.stringify(before30.report?.report) === JSON.stringify(after30.report?.report) &&
    JSON.stringify(beforeYear.report?.report) === JSON.stringify(afterYear.report?.report);
  console.log(`  the report's numbers after compaction: ${same ? "the same" : "DIFFERENT"}`);
  if (!same) process.exitCode = 1;
} finally {
  await blobs.stop();
}
