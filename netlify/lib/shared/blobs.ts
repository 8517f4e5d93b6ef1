/**
 * Netlify Blobs helpers every server area uses (leads, desk, stats): the subset of a store the code
 * relies on, a read that always returns an ETag, and a per-key queue for read-modify-write.
 */

/** The subset of a Netlify Blobs store the server code uses (the real Store satisfies it). */
export interface BlobStore {
  get(key: string, options: { type: "json" }): Promise<unknown>;
  getWithMetadata(key: string, options: { type: "json" }): Promise<{ data: unknown; etag?: string } | null>;
  setJSON(
    key: string,
    value: unknown,
    options?: { onlyIfNew?: boolean; onlyIfMatch?: string },
  ): Promise<{ modified: boolean; etag?: string }>;
  delete(key: string): Promise<void>;
  list(options: { prefix: string }): Promise<{ blobs: { key: string; etag: string }[] }>;
}

/**
 * The etag of a blob. Netlify returns it with every read; the local BlobsServer (`npm start`,
 * tests) only in listings, so fall back to one.
 */
export async function readWithEtag(store: BlobStore, key: string): Promise<{ data: unknown; etag?: string } | null> {
  const found = await store.getWithMetadata(key, { type: "json" });
  if (!found || found.etag) return found;
  const { blobs } = await store.list({ prefix: key });
  return { data: found.data, etag: blobs.find((b) => b.key === key)?.etag };
}

/**
 * Runs read-modify-write sequences on one key one after the other within this process.
 *
 * Netlify Blobs' conditional writes (`onlyIfMatch`, `onlyIfNew`) are atomic in production, and
 * they are what keeps two function instances from losing each other's writes. The local
 * BlobsServer (`npm start`, the tests) checks the condition and then writes, without a lock, and
 * its ETag is derived from the file's modification time in milliseconds: two requests racing in
 * one process could both pass. Queuing per key closes that gap locally and costs nothing in
 * production (the same record.ts does for the dedupe claim).
 */
const queues = new Map<string, Promise<unknown>>();

export function serialised<T>(key: string, run: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve();
  const mine = previous.catch(() => {}).then(run);
  queues.set(key, mine);
  void mine
    .catch(() => {})
    .finally(() => {
      if (queues.get(key) === mine) queues.delete(key);
    });
  return mine;
}
