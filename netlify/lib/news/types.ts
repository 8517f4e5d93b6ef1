import type { NewsAnswerArticle } from "../../../src/contracts";

/** One news article as the function answers it (and as the News page reads it): the contract's shape. */
export type Article = NewsAnswerArticle;

export type ProviderId = "newsapi" | "hackernews";

/** A source of technology headlines. `fetchArticles` throws an `UpstreamError` on any failure. */
export interface NewsProvider {
  id: ProviderId;
  /** Base URL of the upstream API (part of the cache key: entries belong to the upstream they came from). */
  baseUrl: string;
  fetchArticles(options: { timeoutMs: number }): Promise<Article[]>;
}

export type UpstreamFailure = "timeout" | "network" | "http" | "parse" | "api";

/**
 * A failed upstream call. The message is ours (kind, status, the upstream's error code when it is
 * a plain word): never the upstream's own text, a URL or a key, so it is safe to log.
 */
export class UpstreamError extends Error {
  constructor(
    readonly kind: UpstreamFailure,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(`news upstream ${kind}${status ? ` ${status}` : ""}${code ? ` (${code})` : ""}`);
    this.name = "UpstreamError";
  }
}
