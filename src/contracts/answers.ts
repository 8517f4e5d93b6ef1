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
