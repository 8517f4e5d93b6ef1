// @ts-check
/**
 * The rate limits of the functions, applied by the local platform (scripts/lib/platform.mjs) as
 * Netlify applies them in production: each function's in-source `config.rateLimit`
 * (`{ windowLimit, windowSize, aggregateBy: ["ip", "domain"] }`) on the paths of its `config.path`.
 * Netlify's emulator does not apply them, so without this a flood that Netlify answers 429 would
 * be counted in full under `npm start`.
 *
 * The rules are read from the function files' source (Netlify itself reads the in-source config
 * statically, so it is always an object literal there). A file whose config names `rateLimit` in a
 * form this reader does not understand is an error, not a function without a limit.
 *
 * Counting: a fixed window of `windowSize` seconds per function and per aggregation key (the client
 * address and/or the Host), started by the key's first request; past `windowLimit` requests the
 * answer is 429 with Retry-After until the window ends, or, for a rule with `action: "rewrite"`,
 * the request goes on to the rule's `to` path instead (the form functions' JSON 429:
 * netlify/functions/rate-limited.ts, docs/decisions/rate-limit-answer.md).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * @typedef {{ fn: string, paths: string[], windowLimit: number, windowSize: number, aggregateBy: string[], to?: string }} RateRule
 */

const NUMBER = (/** @type {string} */ name, /** @type {string} */ text) => {
  const m = new RegExp(`\\b${name}\\s*:\\s*(\\d+)`).exec(text);
  return m ? Number(m[1]) : NaN;
};

/**
 * The rule of one function file's source, or null when its config declares no rate limit.
 * @param {string} fn the function's name
 * @param {string} source the file's text
 * @returns {RateRule | null}
 */
export function ruleFromSource(fn, source) {
  const config = /export\s+const\s+config\b[^=]*=\s*({[\s\S]*?^});?\s*$/m.exec(source)?.[1];
  if (!config || !/\brateLimit\b/.test(config)) return null;
  const limit = /\brateLimit\s*:\s*{([^}]*)}/.exec(config)?.[1];
  const pathValue = /\bpath\s*:\s*("[^"]*"|\[[^\]]*\])/.exec(config)?.[1];
  if (!limit || !pathValue) throw new Error(`${fn}: its config.rateLimit or config.path is not an object literal`);
  const windowLimit = NUMBER("windowLimit", limit);
  const windowSize = NUMBER("windowSize", limit);
  const aggregateBy = [...(/\baggregateBy\s*:\s*\[([^\]]*)\]/.exec(limit)?.[1] ?? "").matchAll(/"([a-z]+)"/g)].map(
    (m) => /** @type {string} */ (m[1]),
  );
  const paths = [...pathValue.matchAll(/"([^"]*)"/g)].map((m) => /** @type {string} */ (m[1]));
  if (!(windowLimit > 0) || !(windowSize > 0) || aggregateBy.length === 0 || paths.length === 0)
    throw new Error(`${fn}: config.rateLimit needs windowLimit, windowSize and aggregateBy, and config.path a path`);
  const unknown = aggregateBy.filter((a) => a !== "ip" && a !== "domain");
  if (unknown.length > 0) throw new Error(`${fn}: rateLimit.aggregateBy ${unknown.join(", ")} is not ip or domain`);
  // Netlify's two actions: "rate_limit" (the default, a plain 429) and "rewrite" to the path `to`.
  const action = /\baction\s*:\s*"([^"]*)"/.exec(limit)?.[1] ?? "rate_limit";
  const to = /\bto\s*:\s*"([^"]*)"/.exec(limit)?.[1];
  if (action !== "rate_limit" && action !== "rewrite")
    throw new Error(`${fn}: rateLimit.action ${action} is not rate_limit or rewrite`);
  if ((action === "rewrite") !== (to !== undefined) || (to !== undefined && !to.startsWith("/")))
    throw new Error(`${fn}: rateLimit.action "rewrite" needs a path in rateLimit.to, and only it has one`);
  return { fn, paths, windowLimit, windowSize, aggregateBy, ...(to ? { to } : {}) };
}

/**
 * The rules of every function in `dir` (netlify/functions).
 * @param {string} dir
 * @returns {RateRule[]}
 */
export function rulesOf(dir) {
  /** @type {RateRule[]} */
  const rules = [];
  for (const file of readdirSync(dir).sort()) {
    if (!/\.(m?[jt]s)$/.test(file)) continue;
    const rule = ruleFromSource(file.replace(/\.[^.]+$/, ""), readFileSync(path.join(dir, file), "utf8"));
    if (rule) rules.push(rule);
  }
  return rules;
}

/** @param {string} pattern a config.path (exact, or ending in `/*`) @param {string} pathname */
const matches = (pattern, pathname) =>
  pattern.endsWith("/*") ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;

/**
 * A limiter over `rules`. `check` counts one request and says whether it is over the limit.
 * @param {RateRule[]} rules
 * @param {{ now?: () => number, maxKeys?: number }} [options]
 */
export function createRateLimiter(rules, { now = Date.now, maxKeys = 100_000 } = {}) {
  /** @type {Map<string, { start: number, count: number, ms: number }>} */
  const windows = new Map();
  return {
    rules,
    /**
     * @param {{ pathname: string, ip: string, host: string }} request
     * @returns {{ limited: false } | { limited: true, rule: RateRule, retryAfter: number }}
     */
    check({ pathname, ip, host }) {
      const rule = rules.find((r) => r.paths.some((p) => matches(p, pathname)));
      if (!rule) return { limited: false };
      const t = now();
      const key = [rule.fn, ...rule.aggregateBy.map((a) => (a === "ip" ? ip : host.toLowerCase()))].join("\u0000");
      let w = windows.get(key);
      if (!w || t - w.start >= rule.windowSize * 1000) {
        if (windows.size >= maxKeys) {
          // Forget the windows that have ended; if every one is still open, start over (a limit that forgets is
          // better than a server that runs out of memory).
          for (const [k, v] of windows) if (t - v.start >= v.ms) windows.delete(k);
          if (windows.size >= maxKeys) windows.clear();
        }
        w = { start: t, count: 0, ms: rule.windowSize * 1000 };
        windows.set(key, w);
      }
      w.count += 1;
      if (w.count <= rule.windowLimit) return { limited: false };
      return { limited: true, rule, retryAfter: Math.max(1, Math.ceil((w.start + rule.windowSize * 1000 - t) / 1000)) };
    },
  };
}
