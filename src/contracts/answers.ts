/**
 * The answers the functions send and the browser reads, as types and tiny readers. Isomorphic:
 * no React, no DOM, no Node built-ins.
 */

/**
 * Every answer of the lead endpoints (POST /api/get-started and /api/contact), whatever the
 * status code: the browser reads only this body (spec section 7), never the status.
 */
export type LeadAnswer = LeadSuccess | LeadFailure;

/** The lead was stored (or was a duplicate, or a bot's): the form shows "✅ " + message. */
export interface LeadSuccess {
  success: true;
  message: string;
}

/** Anything else (guards, validation, storage): the form shows "❌ " + message. */
export interface LeadFailure {
  success: false;
  message: string;
}

/** The failure a 400 carries when the schema refused fields: it names them by their form labels. */
export function validationFailure(labels: readonly string[]): LeadFailure {
  return { success: false, message: `Please check these fields: ${labels.join(", ")}.` };
}

/**
 * Where the functions' rate limits send a request past them (`action: "rewrite"` in each form
 * function's config): netlify/functions/rate-limited.ts, which answers 429 with RATE_LIMITED.
 * See docs/decisions/rate-limit-answer.md.
 */
export const RATE_LIMITED_PATH = "/api/rate-limited";

/** The answer past the platform's rate limit: a refusal like every other, that says how long to wait. */
export const RATE_LIMITED: LeadFailure = {
  success: false,
  message: "Too many requests from your address in the last minute. Please wait a minute and try again.",
};

/**
 * The message a form shows for a refusal: the form's own words for a status it names (`own`, the
 * application form's editors' copy), except for the platform's rate limit, whose message (wait a
 * minute) is truer than any form's; else the function's own message. The lead forms name no status
 * (they read only the body, spec section 7), so they show the function's message, the rate limit's included.
 */
export function refusalMessage(
  status: number,
  answer: LeadFailure,
  own: Readonly<Record<number, string>> = {},
): string {
  if (status === 429 && answer.message === RATE_LIMITED.message) return answer.message;
  return own[status] ?? answer.message;
}

/** A lead answer read from a parsed JSON body, or null when the body is not that shape. */
export function readLeadAnswer(data: unknown): LeadAnswer | null {
  if (data === null || typeof data !== "object") return null;
  const { success, message } = data as Record<string, unknown>;
  if (typeof success !== "boolean" || typeof message !== "string") return null;
  return success ? { success, message } : { success, message };
}

/** GET /api/news/technology. */
export const NEWS_ENDPOINT = "/api/news/technology";

/** One article of the news answer, as the function sends it (URLs already http(s) only). */
export interface NewsAnswerArticle {
  title: string;
  url: string;
  urlToImage: string | null;
  publishedAt: string | null;
  source: { name: string };
  description: string | null;
}

/**
 * The news answer (status 200): the list, `stale: true` when it is the last good copy served
 * because the upstream failed. No list at all is `{ articles: [] }`.
 */
export interface NewsAnswer {
  articles: NewsAnswerArticle[];
  stale?: true;
}

/** The news endpoint's answer to a method other than GET or HEAD (405). */
export interface NewsMethodError {
  error: string;
}
