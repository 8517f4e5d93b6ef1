/**
 * First-party measurement: daily aggregate counters in the Netlify Blobs store `stats`, nothing
 * else. No IP address, cookie or identifier of a person is read or kept; a beacon adds one to a few
 * counters of its day and is forgotten.
 *
 * Concurrency: every function instance writes its own shard of the day (`day/2026-11-23/<shard>`,
 * the shard a random id taken when the instance starts), and the report sums the shards. Within an
 * instance, increments are group-committed: while one write of the shard is in flight, the next
 * increments wait together and go out in the following write, and each request is answered only
 * once the write holding its increment has landed. So no two writers ever race on one blob (the
 * instance is the shard's only writer), no count is lost, and a burst of N beacons costs far fewer
 * than N writes. The write is still conditional on the shard's etag (onlyIfNew for a new shard,
 * onlyIfMatch after): should two instances ever draw the same id, the loser reads again and merges
 * instead of overwriting.
 */
import { randomBytes } from "node:crypto";
import { readWithEtag, type BlobStore } from "../shared/blobs.ts";

export const STATS_STORE = "stats";
export const DAY_PREFIX = "day/";
/** Distinct keys a map of one shard may hold; more of them are counted under OTHER. */
export const MAX_KEYS = 300;
export const OTHER = "(other)";
export const NONE = "(none)";

export type Tally = Record<string, number>;

/** One day's counters (one shard's, or the sum of all shards). */
export interface DayCounts {
  /** Page views per path of the site (OTHER for everything else). */
  views: Tally;
  /** Visits per landing page: the first page view of a visit. */
  visits: Tally;
  /** Visits per referring host (NONE for none). */
  referrers: Tally;
  /** Visits per utm_source and per utm_campaign of the landing page (NONE for none). */
  sources: Tally;
  campaigns: Tally;
  /** Leads stored, per form, landing page, source and campaign. */
  leadsByForm: Tally;
  leadsByLanding: Tally;
  leadsBySource: Tally;
  leadsByCampaign: Tally;
  /**
   * Job applications stored (POST /api/apply), per opening (its slug) and per utm_campaign of the
   * visit's landing page: the conversions of the job pages (/Career/<slug>, whose views are in `views`).
   */
  applicationsByJob: Tally;
  applicationsByCampaign: Tally;
}

export type Increment = Partial<Record<keyof DayCounts, string[]>>;

export const MAPS: (keyof DayCounts)[] = [
  "views",
  "visits",
  "referrers",
  "sources",
  "campaigns",
  "leadsByForm",
  "leadsByLanding",
  "leadsBySource",
  "leadsByCampaign",
  "applicationsByJob",
  "applicationsByCampaign",
];

export function emptyDay(): DayCounts {
  return {
    views: {},
    visits: {},
    referrers: {},
    sources: {},
    campaigns: {},
    leadsByForm: {},
    leadsByLanding: {},
    leadsBySource: {},
    leadsByCampaign: {},
    applicationsByJob: {},
    applicationsByCampaign: {},
  };
}

/** Adds `inc` to `day` in place, keeping each map under MAX_KEYS distinct keys. */
export function addTo(day: DayCounts, inc: Increment, times = 1): DayCounts {
  for (const map of MAPS) {
    const tally = day[map];
    for (const key of inc[map] ?? []) {
      const k = key in tally || Object.keys(tally).length < MAX_KEYS ? key : OTHER;
      tally[k] = (tally[k] ?? 0) + times;
    }
  }
  return day;
}

/**
 * A day's counts with each map kept to MAX_KEYS names plus OTHER: the MAX_KEYS largest (ties by
 * name) stay, the rest are added to OTHER. Each shard caps itself as it counts, but a day of many
 * shards could otherwise sum to many more names than the documented cap (issue 38, item 7).
 */
export function capDay(day: DayCounts): DayCounts {
  for (const map of MAPS) {
    const names = Object.keys(day[map]).filter((k) => k !== OTHER);
    if (names.length <= MAX_KEYS) continue;
    const tally = day[map];
    names.sort((a, b) => tally[b]! - tally[a]! || (a < b ? -1 : a > b ? 1 : 0));
    let rest = tally[OTHER] ?? 0;
    const kept: Tally = {};
    names.forEach((k, i) => {
      if (i < MAX_KEYS) kept[k] = tally[k]!;
      else rest += tally[k]!;
    });
    kept[OTHER] = rest;
    day[map] = kept;
  }
  return day;
}

/** Sums day counts (shards of a day, or days of a period). */
export function sumDays(days: readonly Partial<DayCounts>[]): DayCounts {
  const total = emptyDay();
  for (const day of days)
    for (const map of MAPS)
      for (const [key, n] of Object.entries(day[map] ?? {}))
        if (Number.isFinite(n) && n > 0) total[map][key] = (total[map][key] ?? 0) + n;
  return total;
}

export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** A shard writer: one per function instance (see the module's comment). */
export function createCounter(store: () => BlobStore, shard = randomBytes(6).toString("hex")) {
  let pending: { day: string; inc: Increment; resolve: () => void; reject: (e: unknown) => void }[] = [];
  let flushing: Promise<void> | null = null;

  async function write(day: string, batch: Increment[]): Promise<void> {
    const key = `${DAY_PREFIX}${day}/${shard}`;
    for (let attempt = 1; ; attempt++) {
      const found = await readWithEtag(store(), key);
      const next = sumDays(found ? [found.data as DayCounts] : []);
      for (const inc of batch) addTo(next, inc);
      const result = await store().setJSON(
        key,
        next,
        found?.etag ? { onlyIfMatch: found.etag } : found ? {} : { onlyIfNew: true },
      );
      if (result.modified) return;
      if (attempt >= 5) throw new Error(`stats: ${key} kept changing under this writer (5 attempts)`);
    }
  }

  async function flushLoop(): Promise<void> {
    while (pending.length > 0) {
      const batch = pending;
      pending = [];
      // One write per day in the batch (a batch spans two days only around midnight).
      for (const day of new Set(batch.map((p) => p.day))) {
        const mine = batch.filter((p) => p.day === day);
        try {
          await write(
            day,
            mine.map((p) => p.inc),
          );
          for (const p of mine) p.resolve();
        } catch (error) {
          for (const p of mine) p.reject(error);
        }
      }
    }
    flushing = null;
  }

  return {
    shard,
    /** Resolves once the increment is stored. */
    add(inc: Increment, now: Date): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        pending.push({ day: dayOf(now), inc, resolve, reject });
        flushing ??= flushLoop();
      });
    },
  };
}

/**
 * The blob of a day that the scheduled compaction (netlify/lib/stats/compaction.ts) sums the day's
 * shards into: the counts, and the ids of the shards it holds (read no more, whether or not they
 * are deleted yet).
 */
export const COMPACTED = "compacted";
export interface CompactedDay extends DayCounts {
  merged: string[];
}

/** Runs `fn` over `items`, at most `limit` at a time, results in order. */
async function pool<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** The shard keys of each day from `from` to `to`, by day: `day/<day>/<shard>`. */
export async function dayKeys(store: BlobStore, from: string, to: string): Promise<Map<string, string[]>> {
  const { blobs } = await store.list({ prefix: DAY_PREFIX });
  const byDay = new Map<string, string[]>();
  for (const { key } of blobs) {
    const day = key.slice(DAY_PREFIX.length, DAY_PREFIX.length + 10);
    if (day < from || day > to) continue;
    byDay.set(day, [...(byDay.get(day) ?? []), key]);
  }
  return new Map([...byDay].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** The shard id of a key `day/<day>/<shard>`. */
export const shardOf = (key: string) => key.slice(DAY_PREFIX.length + 11);

/** One day's counts: its compacted blob and the shards it does not hold yet, summed and capped. */
export async function readDay(store: BlobStore, keys: readonly string[]): Promise<DayCounts> {
  const compactedKey = keys.find((k) => shardOf(k) === COMPACTED);
  const compacted = compactedKey ? ((await store.get(compactedKey, { type: "json" })) as CompactedDay | null) : null;
  const merged = new Set(compacted?.merged ?? []);
  const rest = keys.filter((k) => k !== compactedKey && !merged.has(shardOf(k)));
  const shards = await pool(rest, 16, (k) => store.get(k, { type: "json" }) as Promise<DayCounts | null>);
  return capDay(sumDays([...(compacted ? [compacted] : []), ...shards.filter((s): s is DayCounts => s !== null)]));
}

/**
 * A finished month's days in one blob `month/<YYYY-MM>` (the compaction rolls a month's compacted
 * days into it once the month is over), with the day blobs it holds: read no more, whether or not
 * they are deleted yet. A year of stats is then twelve blobs and this month's days.
 */
export const MONTH_PREFIX = "month/";
export interface MonthBlob {
  days: Record<string, DayCounts>;
  merged: string[];
}

/** The month blobs overlapping `from`..`to`: key and month. */
export async function monthKeys(store: BlobStore, from: string, to: string): Promise<string[]> {
  const { blobs } = await store.list({ prefix: MONTH_PREFIX });
  return blobs
    .map((b) => b.key)
    .filter((k) => {
      const m = k.slice(MONTH_PREFIX.length, MONTH_PREFIX.length + 7);
      return m >= from.slice(0, 7) && m <= to.slice(0, 7);
    })
    .sort();
}

/** The summed counters of each day from `from` to `to` (inclusive, YYYY-MM-DD), and the total. */
export async function readDays(
  store: BlobStore,
  from: string,
  to: string,
): Promise<{ days: Record<string, DayCounts>; total: DayCounts }> {
  const [months, byDayAll] = await Promise.all([monthKeys(store, from, to), dayKeys(store, from, to)]);
  const monthBlobs = await pool(months, 8, (k) => store.get(k, { type: "json" }) as Promise<MonthBlob | null>);
  const days: Record<string, DayCounts> = {};
  const held = new Set<string>();
  for (const month of monthBlobs) {
    if (!month) continue;
    for (const key of month.merged ?? []) held.add(key);
    for (const [day, counts] of Object.entries(month.days ?? {}))
      if (day >= from && day <= to) days[day] = sumDays([counts]);
  }
  const byDay = [...byDayAll]
    .map(([day, keys]) => [day, keys.filter((k) => !held.has(k))] as const)
    .filter(([, keys]) => keys.length > 0);
  const counts = await pool(byDay, 8, ([, keys]) => readDay(store, keys));
  byDay.forEach(([day], i) => (days[day] = capDay(sumDays([...(days[day] ? [days[day]] : []), counts[i]!]))));
  const sorted = Object.fromEntries(Object.entries(days).sort(([a], [b]) => (a < b ? -1 : 1)));
  return { days: sorted, total: sumDays(Object.values(sorted)) };
}
