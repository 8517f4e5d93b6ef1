/**
 * Helpers that several of gatsby/'s Jest files share (this module holds no tests).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Temporary folders for one test file: `make(prefix)` creates one, `removeAll()` (for the file's
 * `afterAll`) deletes every folder made.
 */
export function tempDirs(): { make: (prefix: string) => string; removeAll: () => void } {
  const made: string[] = [];
  return {
    make: (prefix) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
      made.push(dir);
      return dir;
    },
    removeAll: () => {
      for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Every object's keys reversed, at every depth: Decap hands objects of more than eight keys back in another order. */
export function shuffle(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shuffle);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([k, v]) => [k, shuffle(v)]),
    );
  return value;
}
