// @ts-check
/**
 * Deterministic pseudo-random generator (mulberry32) seeded from a string: the benchmarks' data,
 * and the one-off artwork generators (docs/architecture.md), the same for the same name on every run.
 * @param {string} seedText
 * @returns {() => number} numbers in [0, 1)
 */
export function rng(seedText) {
  let seed = 0;
  for (const ch of seedText) seed = (Math.imul(seed, 31) + ch.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
