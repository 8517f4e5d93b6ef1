import type { Config } from "@netlify/functions";
import { RATE_LIMITED } from "../../src/contracts/answers";
import { answer } from "../lib/intake/answer";

/**
 * Where the form functions' rate limits rewrite a request past them (their config's
 * `rateLimit: { action: "rewrite", to: "/api/rate-limited", ... }`; `npm start` does the same,
 * scripts/lib/rate-limits.mjs): 429 with the JSON refusal every form shows, instead of the
 * platform's text/plain 429, which a form can only read as a network error. Retry-After is the
 * longest window of those limits (60 s). See docs/decisions/rate-limit-answer.md.
 */
export const RETRY_AFTER_SECONDS = 60;

export default (): Response => answer(429, RATE_LIMITED, { "Retry-After": String(RETRY_AFTER_SECONDS) });

export const config: Config = {
  // A literal, as Netlify reads it without running the code (a test checks it equals RATE_LIMITED_PATH).
  path: "/api/rate-limited",
};
