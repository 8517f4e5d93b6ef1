/**
 * Rate limits on Netlify Blobs: fixed windows, one counter blob per hashed subject (`rate/<sha256>`),
 * updated with conditional writes. Used by the desk (sign-in links) and POST /api/apply (applications
 * per address), each in its own store.
 */
import { createHash } from "node:crypto";
import { readWithEtag, serialised, type BlobStore } from "./blobs.ts";

export const RATE_PREFIX = "rate/";
/** The default window: 15 minutes. */
export const RATE_WINDOW_MS = 15 * 60 * 1000;

interface Counter {
  windowStart: number;
  count: number;
}

/** Counts one request for `subject`; false when `limit` requests were already counted in the window. */
export function takeRate(
  store: BlobStore,
  subject: string,
  limit: number,
  now: Date,
  windowMs = RATE_WINDOW_MS,
): Promise<boolean> {
  const key = `${RATE_PREFIX}${createHash("sha256").update(subject).digest("hex")}`;
  return serialised(key, () => countRate(store, key, limit, now, windowMs));
}

async function countRate(store: BlobStore, key: string, limit: number, now: Date, windowMs: number): Promise<boolean> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const current = await readWithEtag(store, key);
    const data = current?.data as Counter | null | undefined;
    const fresh = !data || now.getTime() - data.windowStart >= windowMs;
    const next: Counter = fresh ? { windowStart: now.getTime(), count: 1 } : { ...data, count: data.count + 1 };
    if (!fresh && data.count >= limit) return false;
    const written = current
      ? current.etag
        ? await store.setJSON(key, next, { onlyIfMatch: current.etag })
        : { modified: false }
      : await store.setJSON(key, next, { onlyIfNew: true });
    if (written.modified) return true;
  }
  // Under heavy contention for one subject: refuse rather than count loosely.
  return false;
}
