/* global describe, it, expect */
import path from "node:path";
import { createRateLimiter, ruleFromSource, rulesOf } from "./rate-limits.mjs";

const FUNCTIONS = path.resolve(__dirname, "..", "..", "netlify", "functions");

describe("the functions' rate limits under the local platform", () => {
  it("reads every function's config.rateLimit as netlify.toml's functions declare it", () => {
    const rules = Object.fromEntries(rulesOf(FUNCTIONS).map((r) => [r.fn, r]));
    expect(rules.beacon).toEqual({
      fn: "beacon",
      paths: ["/api/beacon"],
      windowLimit: 60,
      windowSize: 60,
      aggregateBy: ["ip", "domain"],
    });
    expect(rules.contact?.windowLimit).toBe(10);
    // The form functions rewrite past their limit to the JSON 429 (netlify/functions/rate-limited.ts).
    for (const fn of ["contact", "get-started", "apply", "subscribe", "book"])
      expect(rules[fn]?.to).toBe("/api/rate-limited");
    expect(rules["rate-limited"]).toBeUndefined();
    expect(rules.desk?.paths).toEqual(["/admin/leads", "/admin/leads/*", "/api/desk/*"]);
    // Functions without a limit have no rule; each with one is read (none silently skipped).
    expect(rules.health).toBeUndefined();
    expect(Object.keys(rules).sort()).toEqual([
      "apply",
      "beacon",
      "book",
      "contact",
      "desk",
      "get-started",
      "news-technology",
      "subscribe",
    ]);
  });

  it("refuses a config whose rateLimit it cannot read rather than leave the function unlimited", () => {
    expect(() =>
      ruleFromSource("x", 'export const config: Config = {\n  path: "/x",\n  rateLimit: LIMIT,\n};\n'),
    ).toThrow(/not an object literal/);
    expect(() =>
      ruleFromSource(
        "x",
        'export const config: Config = {\n  path: "/x",\n  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ["country"] },\n};\n',
      ),
    ).toThrow(/country/);
    const rewrite = (/** @type {string} */ limit) =>
      ruleFromSource("x", `export const config: Config = {\n  path: "/x",\n  rateLimit: { ${limit} },\n};\n`);
    expect(() => rewrite('action: "rewrite", windowLimit: 5, windowSize: 60, aggregateBy: ["ip"]')).toThrow(
      /needs a path/,
    );
    expect(() => rewrite('action: "block", windowLimit: 5, windowSize: 60, aggregateBy: ["ip"]')).toThrow(/block/);
    expect(rewrite('action: "rewrite", to: "/y", windowLimit: 5, windowSize: 60, aggregateBy: ["ip"]')?.to).toBe("/y");
  });

  it("lets 60 beacons a minute through from one address and host, then answers 429 until the window ends", () => {
    let t = 0;
    const limiter = createRateLimiter(rulesOf(FUNCTIONS), { now: () => t });
    const beacon = { pathname: "/api/beacon", ip: "203.0.113.7", host: "127.0.0.1:8888" };
    const answers = Array.from({ length: 300 }, () => limiter.check(beacon).limited);
    expect(answers.filter((limited) => !limited)).toHaveLength(60);
    expect(answers.slice(0, 60).every((limited) => !limited)).toBe(true);
    t = 30_000;
    expect(limiter.check(beacon)).toMatchObject({ limited: true, retryAfter: 30 });
    // Another address, or another path, is counted on its own.
    expect(limiter.check({ ...beacon, ip: "203.0.113.8" }).limited).toBe(false);
    expect(limiter.check({ ...beacon, pathname: "/about" }).limited).toBe(false);
    t = 60_000;
    expect(limiter.check(beacon).limited).toBe(false);
  });

  it("applies a wildcard path's limit to every path under it", () => {
    const limiter = createRateLimiter(rulesOf(FUNCTIONS), { now: () => 0 });
    const at = (p) => ({ pathname: p, ip: "198.51.100.1", host: "h" });
    for (let i = 0; i < 120; i++)
      expect(limiter.check(at(i % 2 ? "/admin/leads/stats" : "/api/desk/x")).limited).toBe(false);
    expect(limiter.check(at("/admin/leads")).limited).toBe(true);
  });
});
