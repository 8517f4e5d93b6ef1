/* global describe, it, expect */
import { brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { compressedBodies } from "./compressed-bodies.mjs";

const text = (/** @type {string} */ s) => Buffer.from(s.repeat(200));
const encoders = { br: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }, gzip: { level: 6 } };

describe("compressedBodies", () => {
  it("compresses each encoding so that it decompresses to the same bytes", async () => {
    const store = compressedBodies({ encoders });
    const raw = text("const answer = 42;\n");
    const br = await store.compress("br", raw);
    const gz = await store.compress("gzip", raw);
    expect(br.length).toBeLessThan(raw.length);
    expect(brotliDecompressSync(br).equals(raw)).toBe(true);
    expect(gunzipSync(gz).equals(raw)).toBe(true);
    expect(store.stats()).toMatchObject({ bodies: 2, hits: 0, misses: 2 });
  });

  it("serves the same bytes again from the store, and new bytes under the same name afresh", async () => {
    const store = compressedBodies({ encoders });
    const first = await store.compress("br", text("version one\n"));
    const again = await store.compress("br", text("version one\n"));
    expect(again).toBe(first);
    const rebuilt = await store.compress("br", text("version two\n"));
    expect(brotliDecompressSync(rebuilt).toString()).toBe("version two\n".repeat(200));
    expect(store.stats()).toMatchObject({ bodies: 2, hits: 1, misses: 2 });
  });

  it("starts over past its byte bound instead of growing", async () => {
    const raw = Array.from({ length: 3 }, (_, i) => Buffer.from(`${i}`.repeat(10) + Math.random().toString(36)));
    const sizes = await Promise.all(raw.map((r) => compressedBodies({ encoders }).compress("br", r)));
    const bound = sizes[0].length + sizes[1].length; // room for two bodies, not three
    const store = compressedBodies({ encoders, maxBytes: bound });
    for (const r of raw) await store.compress("br", r);
    expect(store.stats().bytes).toBeLessThanOrEqual(bound);
    expect(store.stats().bodies).toBe(1);
    const last = await store.compress("br", raw[2]);
    expect(brotliDecompressSync(last).equals(raw[2])).toBe(true);
    expect(store.stats().hits).toBe(1);
  });
});
