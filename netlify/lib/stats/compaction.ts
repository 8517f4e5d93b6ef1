/**
 * Upkeep of the `stats` store: compaction of old days (scheduled, netlify/functions/stats-compaction.ts)
 * and dropping a forged name from a day (`npm run stats -- drop`).
 *
 * Compaction: every function instance writes a shard of its own per day, and the local emulator
 * even one per beacon, so a day can hold hundreds of shards and a year of them makes every report
 * read thousands of blobs. Once a day is over (and a day more has passed, so that no write of it
 * can still be in flight), its shards are summed into one blob `day/<day>/compacted`, which lists
 * the shards it holds; the report reads that blob and skips those shards (readDay), and then they
 * are deleted. Each step can fail or be repeated without losing or doubling a count: the compacted
 * blob is written conditionally, and a shard it lists is never read again.
 */
import { readWithEtag, type BlobStore } from "../shared/blobs.ts";
import {
  COMPACTED,
  DAY_PREFIX,
  MONTH_PREFIX,
  capDay,
  dayKeys,
  dayOf,
  emptyDay,
  readDay,
  shardOf,
  sumDays,
  type CompactedDay,
  type DayCounts,
  type MonthBlob,
  type Tally,
} from "./counters.ts";

const DAY_MS = 86_400_000;

export interface CompactionResult {
  /** Days whose shards were summed into their compacted blob. */
  days: number;
  /** Shards summed (and deleted). */
  shards: number;
  /** Days left for the next run (their compacted blob changed under this run). */
  skipped: string[];
}

/**
 * Writes `value` over the blob `found` was read from, only if it has not changed since (or, when there was none, only
 * if there still is none); false, said in the log, when it had.
 */
async function writeOver(
  store: BlobStore,
  key: string,
  found: { etag?: string } | null,
  value: unknown,
  log: (...a: unknown[]) => void,
): Promise<boolean> {
  const written = await store.setJSON(
    key,
    value,
    found?.etag ? { onlyIfMatch: found.etag } : found ? {} : { onlyIfNew: true },
  );
  if (!written.modified) log(`[stats] compaction: ${key} changed under this run; it is left for the next run`);
  return written.modified;
}

/** Compacts every day before yesterday (UTC) that still has shards. */
export async function compactDays(
  store: BlobStore,
  now: Date,
  log: (...a: unknown[]) => void = console.error,
): Promise<CompactionResult> {
  const last = dayOf(new Date(now.getTime() - 2 * DAY_MS));
  const result: CompactionResult = { days: 0, shards: 0, skipped: [] };
  for (const [day, keys] of await dayKeys(store, "0000-00-00", last)) {
    const compactedKey = `${DAY_PREFIX}${day}/${COMPACTED}`;
    const found = await readWithEtag(store, compactedKey);
    const compacted = (found?.data as CompactedDay | undefined) ?? null;
    const merged = new Set(compacted?.merged ?? []);
    const shards = keys.filter((k) => k !== compactedKey && !merged.has(shardOf(k)));
    if (shards.length > 0) {
      const counts = await Promise.all(shards.map((k) => store.get(k, { type: "json" }) as Promise<DayCounts | null>));
      const next: CompactedDay = {
        ...capDay(sumDays([...(compacted ? [compacted] : []), ...counts.filter((c): c is DayCounts => c !== null)])),
        merged: [...merged, ...shards.map(shardOf)],
      };
      if (!(await writeOver(store, compactedKey, found, next, log))) {
        result.skipped.push(day);
        continue;
      }
      result.days += 1;
      result.shards += shards.length;
    }
    // The shards the compacted blob holds (now, or from a run that stopped before deleting them); once they are
    // gone, the list of them is not needed any more (a shard of the day written after this would then be counted).
    const held = keys.filter((k) => k !== compactedKey);
    for (const k of held) await store.delete(k);
    if (held.length > 0) {
      const after = await readWithEtag(store, compactedKey);
      if (after?.etag)
        await store.setJSON(compactedKey, { ...(after.data as CompactedDay), merged: [] }, { onlyIfMatch: after.etag });
    }
  }
  return result;
}

/**
 * Rolls each finished month (whose last day is compacted: before yesterday) into `month/<YYYY-MM>`:
 * the month's day blobs (compacted, and any shard left) summed per day, the keys it holds listed,
 * then deleted, with the same guarantees as compactDays.
 */
export async function compactMonths(
  store: BlobStore,
  now: Date,
  log: (...a: unknown[]) => void = console.error,
): Promise<{ months: number; blobs: number; skipped: string[] }> {
  const last = dayOf(new Date(now.getTime() - 2 * DAY_MS));
  const result = { months: 0, blobs: 0, skipped: [] as string[] };
  const byMonth = new Map<string, string[]>();
  for (const [day, keys] of await dayKeys(store, "0000-00-00", last)) {
    const month = day.slice(0, 7);
    // Only months that ended before `last`: a month's last day is then compacted too.
    const monthEnd = dayOf(new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)));
    if (monthEnd > last) continue;
    byMonth.set(month, [...(byMonth.get(month) ?? []), ...keys]);
  }
  for (const [month, keys] of byMonth) {
    const monthKey = `${MONTH_PREFIX}${month}`;
    const found = await readWithEtag(store, monthKey);
    const blob = (found?.data as MonthBlob | undefined) ?? { days: {}, merged: [] };
    const merged = new Set(blob.merged ?? []);
    const fresh = keys.filter((k) => !merged.has(k));
    if (fresh.length > 0) {
      const byDay = new Map<string, string[]>();
      for (const k of fresh) {
        const day = k.slice(DAY_PREFIX.length, DAY_PREFIX.length + 10);
        byDay.set(day, [...(byDay.get(day) ?? []), k]);
      }
      const days: Record<string, DayCounts> = { ...(blob.days ?? {}) };
      for (const [day, dayKeysOf] of byDay) {
        const counts = await readDay(store, dayKeysOf);
        days[day] = capDay(sumDays([...(days[day] ? [days[day]] : []), counts]));
      }
      if (
        !(await writeOver(store, monthKey, found, { days, merged: [...merged, ...fresh] } satisfies MonthBlob, log))
      ) {
        result.skipped.push(month);
        continue;
      }
      result.months += 1;
      result.blobs += fresh.length;
    }
    for (const k of keys) await store.delete(k);
    const after = await readWithEtag(store, monthKey);
    if (after?.etag && (after.data as MonthBlob).merged.length > 0)
      await store.setJSON(monthKey, { ...(after.data as MonthBlob), merged: [] }, { onlyIfMatch: after.etag });
  }
  return result;
}

/** Both steps, days first: what the scheduled function and `npm run stats -- compact` run. */
export async function compact(store: BlobStore, now: Date, log: (...a: unknown[]) => void = console.error) {
  const days = await compactDays(store, now, log);
  const months = await compactMonths(store, now, log);
  return { ...days, months: months.months, skipped: [...days.skipped, ...months.skipped] };
}

export type DropMap = "campaigns" | "sources" | "referrers";

/**
 * Removes `name` from `map` on `day`, in every shard of the day and its compacted blob (conditional
 * writes: a shard's writer and this command never overwrite each other). Returns the visits
 * removed. The other maps keep what those visits added (their landing pages, and the source or
 * campaign they came with): aggregates cannot tell which ones they were.
 */
export async function dropName(store: BlobStore, day: string, map: DropMap, name: string): Promise<number> {
  const keys = (await dayKeys(store, day, day)).get(day) ?? [];
  // The day inside its month's blob, when the month is rolled up, then its compacted blob and shards.
  let removed = await removeName(
    store,
    `${MONTH_PREFIX}${day.slice(0, 7)}`,
    name,
    (data: MonthBlob) => data.days?.[day]?.[map],
    (data: MonthBlob, kept) => ({ ...data, days: { ...data.days, [day]: { ...data.days[day]!, [map]: kept } } }),
  );
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(16, keys.length) }, async () => {
      while (next < keys.length) {
        const key = keys[next++]!;
        const n = await removeName(
          store,
          key,
          name,
          (data: DayCounts) => data[map],
          (data: DayCounts, kept) => ({ ...emptyDay(), ...data, [map]: kept }),
        );
        removed += n; // after the await: `removed += await …` would add to a value read before it
      }
    }),
  );
  return removed;
}

/**
 * Removes `name` from the tally `at` finds in the blob `key`, written back by `put` on the etag read (a writer that
 * changed it meanwhile makes this read again, 5 times at most). Returns the count removed.
 */
async function removeName<T>(
  store: BlobStore,
  key: string,
  name: string,
  at: (data: T) => Tally | undefined,
  put: (data: T, kept: Tally) => T,
): Promise<number> {
  // Most blobs of a day (a shard per beacon under `npm start`) do not hold the name: a plain read tells, without the
  // etag a local read has to list for.
  const first = (await store.get(key, { type: "json" })) as T | null;
  const held = first ? at(first) : undefined;
  if (!held || !(name in held)) return 0;
  for (let attempt = 1; ; attempt++) {
    const found = await readWithEtag(store, key);
    const data = found?.data as T | undefined;
    const tally = data ? at(data) : undefined;
    if (!found || !data || !tally || !(name in tally)) return 0;
    const { [name]: n = 0, ...kept } = tally;
    const written = await store.setJSON(key, put(data, kept), found.etag ? { onlyIfMatch: found.etag } : {});
    if (written.modified) return Number.isFinite(n) && n > 0 ? n : 0;
    if (attempt >= 5) throw new Error(`stats: ${key} kept changing while ${name} was dropped from it (5 attempts)`);
  }
}
