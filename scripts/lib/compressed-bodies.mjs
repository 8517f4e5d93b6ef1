// @ts-check
/**
 * The compressed bodies of the static files `npm start` serves, kept in memory, as a CDN keeps the
 * compressed copy of a file instead of compressing it for each request (Netlify's edge caches each
 * encoding of an asset). Without it, each page load made the server compress every script, style
 * and document again while the page was being laid out: Brotli at quality 5 took 45–65 ms of CPU
 * per load of `/our-work`'s document, page data and three shared scripts (uncompressed: 14 ms), on the
 * same two cores as the browser measured (docs/quality.md, "Where the blocking time's tail comes from";
 * the gate's blocking time did not measurably move with it).
 *
 * A body is found by its encoding and a hash of its bytes, so a file rebuilt under the same name is
 * compressed again, never served stale. The store is bounded: past `maxBytes` of compressed bodies it
 * starts over.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** @typedef {"br" | "gzip"} Encoding */

/**
 * @param {{ encoders: { br: zlib.BrotliOptions, gzip: zlib.ZlibOptions }, maxBytes?: number }} options
 *   `encoders`: zlib's options for each encoding, the same object the server's streams are made with
 */
export function compressedBodies({ encoders, maxBytes = 64 * 1024 * 1024 }) {
  /** @type {Map<string, Buffer>} */
  const bodies = new Map();
  let bytes = 0;
  let hits = 0;
  let misses = 0;
  return {
    /**
     * The body compressed with `encoding`, from the store when these bytes were compressed before.
     * @param {Encoding} encoding
     * @param {Buffer} raw
     * @returns {Promise<Buffer>}
     */
    async compress(encoding, raw) {
      const key = `${encoding}:${createHash("sha256").update(raw).digest("base64")}`;
      const known = bodies.get(key);
      if (known) {
        hits++;
        return known;
      }
      misses++;
      const out = encoding === "br" ? await brotli(raw, encoders.br) : await gzip(raw, encoders.gzip);
      if (bytes + out.length > maxBytes) {
        bodies.clear();
        bytes = 0;
      }
      if (out.length <= maxBytes) {
        bodies.set(key, out);
        bytes += out.length;
      }
      return out;
    },
    /** How the store has done so far. */
    stats: () => ({ bodies: bodies.size, bytes, hits, misses }),
  };
}
