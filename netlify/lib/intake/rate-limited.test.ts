import { RATE_LIMITED, RATE_LIMITED_PATH, readLeadAnswer } from "../../../src/contracts";
import rateLimited, { config, RETRY_AFTER_SECONDS } from "../../functions/rate-limited";
import { config as apply } from "../../functions/apply";
import { config as contact } from "../../functions/contact";
import { config as getStarted } from "../../functions/get-started";

describe("the answer past a form function's rate limit (issue 47, item 6)", () => {
  it("is 429 with the JSON refusal a form shows, saying to wait a minute, never cached", async () => {
    const res = rateLimited();
    expect(res.status).toBe(429);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
    expect(readLeadAnswer(await res.json())).toEqual(RATE_LIMITED);
    expect(RATE_LIMITED.message).toMatch(/wait a minute/);
  });

  it("is where every form function's limit rewrites to, and lasts as long as the longest window", () => {
    expect(config.path).toBe(RATE_LIMITED_PATH);
    expect(config.rateLimit).toBeUndefined();
    for (const fn of [contact, getStarted, apply]) {
      expect(fn.rateLimit).toMatchObject({ action: "rewrite", to: RATE_LIMITED_PATH });
      expect(fn.rateLimit!.windowSize).toBeLessThanOrEqual(RETRY_AFTER_SECONDS);
    }
  });
});
