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
import type { LeadStore } from "../leads/record.ts";
import { readWithEtag } from "../leads/record.ts";
import {
  COMPACTED,
  DAY_PREFIX,
  capDay,
  dayKeys,
  dayOf,
  emptyDay,
  shardOf,
  sumDays,
  type CompactedDay,
  type DayCounts,
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

/** Compacts every day before yesterday (UTC) that still has shards. */
export async function compactDays(
  store: LeadStore,
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
      const written = await store.setJSON(
        compactedKey,
        next,
        found?.etag ? { onlyIfMatch: found.etag } : found ? {} : { onlyIfNew: true },
      );
      if (!written.modified) {
        log(`[stats] compaction: ${compactedKey} changed under this run; ${day} is left for the next run`);
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

export type DropMap = "campaigns" | "sources" | "referrers";

/**
 * Removes `name` from `map` on `day`, in every shard of the day and its compacted blob (conditional
 * writes: a shard's writer and this command never overwrite each other). Returns the visits
 * removed. The other maps keep what those visits added (their landing pages, and the source or
 * campaign they came with): aggregates cannot tell which ones they were.
 */
export async function dropName(store: LeadStore, day: string, map: DropMap, name: string): Promise<number> {
  const keys = (await dayKeys(store, day, day)).get(day) ?? [];
  let removed = 0;
  for (const key of keys) {
    for (let attempt = 1; ; attempt++) {
      const found = await readWithEtag(store, key);
      const data = found?.data as (DayCounts & { merged?: string[] }) | undefined;
      const tally: Tally | undefined = data?.[map];
      if (!found || !data || !tally || !(name in tally)) break;
      const n = tally[name] ?? 0;
      const { [name]: _dropped, ...kept } = tally;
      const next = { ...emptyDay(), ...data, [map]: kept };
      const written = await store.setJSON(key, next, found.etag ? { onlyIfMatch: found.etag } : {});
      if (written.modified) {
        removed += Number.isFinite(n) && n > 0 ? n : 0;
        break;
      }
      if (attempt >= 5) throw new Error(`stats: ${key} kept changing while ${name} was dropped from it (5 attempts)`);
    }
  }
  return removed;
}
