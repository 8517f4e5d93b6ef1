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
