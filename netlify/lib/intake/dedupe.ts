/**
 * The duplicate guard of every intake: a submission's slot (`dedupe/<sha256>`, its key made by the
 * kind from what makes two submissions the same) claimed before the record is written.
 */
import { readWithEtag, serialised, type BlobStore } from "../shared/blobs.ts";

export const DEDUPE_PREFIX = "dedupe/";
/** A second identical submission within this window is not stored. */
export const DEDUPE_WINDOW_MS = 10 * 60 * 1000;

/**
 * Claims the dedupe slot of a submission. Returns false when the same submission was claimed less
 * than DEDUPE_WINDOW_MS ago. Safe under concurrency: the first write is `onlyIfNew`, a stale slot
 * is taken over with `onlyIfMatch` on its etag, so two racing requests cannot both win; within one
 * process the claims of one key run one after the other (shared/blobs.ts `serialised`: the local
 * BlobsServer's onlyIfNew is not atomic).
 */
export function claimDedupe(store: BlobStore, key: string, now: Date): Promise<boolean> {
  return serialised(key, () => claim(store, key, now));
}

async function claim(store: BlobStore, key: string, now: Date): Promise<boolean> {
  const value = { at: now.toISOString() };
  const first = await store.setJSON(key, value, { onlyIfNew: true });
  if (first.modified) return true;
  const existing = await readWithEtag(store, key);
  if (!existing) {
    return (await store.setJSON(key, value, { onlyIfNew: true })).modified;
  }
  const at = Date.parse(String((existing.data as { at?: unknown } | null)?.at ?? ""));
  if (Number.isFinite(at) && now.getTime() - at < DEDUPE_WINDOW_MS) return false;
  if (!existing.etag) return false;
  return (await store.setJSON(key, value, { onlyIfMatch: existing.etag })).modified;
}
