/* global describe, it, expect */
/**
 * @jest-environment node
 *
 * npm start's platform applies a form function's rate limit as Netlify does with `action: "rewrite"`
 * (scripts/lib/rate-limits.mjs, docs/decisions/rate-limit-answer.md): past the limit the request goes
 * on to /api/rate-limited, whose 429 is the JSON refusal the forms show, never a text/plain page.
 */
import { RATE_LIMITED } from "../../src/contracts/answers.ts";
import { onPlatform } from "./platform.test-support.mjs";

describe("npm start's platform, past the Contact form's rate limit", () => {
  it("answers the eleventh request in a minute with the JSON 429 of /api/rate-limited", () => {
    // Empty forms (each a 400 that stores nothing) count against the limit as any request does.
    const answers = onPlatform(
      `
      const answers = [];
      for (let i = 0; i < 11; i += 1) {
        const res = await fetch(base + "/api/contact", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{}",
        });
        answers.push({ status: res.status, type: res.headers.get("content-type"), retry: res.headers.get("retry-after"), body: await res.text() });
      }
      return answers;`,
      { env: { LOCAL_RATE_LIMITS: "" } },
    );
    expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(400));
    const last = answers[10];
    expect(last.status).toBe(429);
    expect(last.type).toBe("application/json; charset=utf-8");
    expect(last.retry).toBe("60");
    expect(JSON.parse(last.body)).toEqual(RATE_LIMITED);
  }, 150_000);
});
