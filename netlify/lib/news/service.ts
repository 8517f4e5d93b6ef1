import { createHash } from "node:crypto";
import { isRecord } from "../shared/http";
import { isoDate, toArticles } from "./sanitize";
import { UpstreamError, type Article, type NewsProvider } from "./types";

/** A list younger than this is served from Blobs without calling the upstream. */
export const FRESH_MS = 15 * 60 * 1000;
export const UPSTREAM_TIMEOUT_MS = 5000;

/** The part of a Netlify Blobs store the cache uses (a real `Store` in production and tests). */
export interface NewsStore {
  get(key: string, options: { type: "json" }): Promise<unknown>;
  setJSON(key: string, value: unknown): Promise<unknown>;
}

export interface CachedList {
  fetchedAt: string;
  provider: string;
  articles: Article[];
}

export type NewsResult =
  | { kind: "fresh"; articles: Article[]; fetchedAt: string; from: "upstream" | "cache" }
  | { kind: "stale"; articles: Article[]; fetchedAt: string; error: UpstreamError }
  | { kind: "empty"; error: UpstreamError };

/** Blob key: one entry per provider and upstream, so a list never outlives a change of source. */
export function cacheKey(provider: NewsProvider): string {
  const hash = createHash("sha256").update(provider.baseUrl).digest("hex").slice(0, 12);
  return `technology/${provider.id}/${hash}`;
}

/** A cached entry read back from Blobs, checked and re-cleaned (the store is not trusted blindly). */
function readEntry(value: unknown): CachedList | null {
  if (!isRecord(value) || !Array.isArray(value.articles)) return null;
  const fetchedAt = isoDate(value.fetchedAt);
  if (!fetchedAt) return null;
  const articles = toArticles(
    value.articles.filter(isRecord).map((a) => ({
      title: a.title,
      url: a.url,
      urlToImage: a.urlToImage,
      publishedAt: a.publishedAt,
      sourceName: isRecord(a.source) ? a.source.name : undefined,
      description: a.description,
    })),
    "",
  );
  if (articles.length === 0) return null;
  return { fetchedAt, provider: typeof value.provider === "string" ? value.provider : "", articles };
}

/**
 * The technology news: the cached list while it is fresh; otherwise the upstream's list (cached
 * with its fetch time); when the upstream fails or has nothing, the last good list marked stale;
 * with none, empty. Blobs failures never fail the request: they only cost the cache.
 */
export async function getTechnologyNews({
  provider,
  store,
  now = Date.now(),
  timeoutMs = UPSTREAM_TIMEOUT_MS,
  freshMs = FRESH_MS,
  log = (message: string) => console.warn(message),
}: {
  provider: NewsProvider;
  store: NewsStore | null;
  now?: number;
  timeoutMs?: number;
  freshMs?: number;
  log?: (message: string) => void;
}): Promise<NewsResult> {
  const key = cacheKey(provider);
  let cached: CachedList | null = null;
  if (store) {
    try {
      cached = readEntry(await store.get(key, { type: "json" }));
    } catch (error) {
      log(`[news] cache read failed: ${(error as Error)?.name ?? "error"}`);
    }
  }
  if (cached) {
    const age = now - Date.parse(cached.fetchedAt);
    if (age >= 0 && age < freshMs) {
      return { kind: "fresh", articles: cached.articles, fetchedAt: cached.fetchedAt, from: "cache" };
    }
  }

  let error: UpstreamError;
  try {
    const articles = await provider.fetchArticles({ timeoutMs });
    if (articles.length > 0) {
      const entry: CachedList = { fetchedAt: new Date(now).toISOString(), provider: provider.id, articles };
      if (store) {
        try {
          await store.setJSON(key, entry);
        } catch (e) {
          log(`[news] cache write failed: ${(e as Error)?.name ?? "error"}`);
        }
      }
      return { kind: "fresh", articles, fetchedAt: entry.fetchedAt, from: "upstream" };
    }
    error = new UpstreamError("parse"); // an answer with no usable article counts as garbage
  } catch (e) {
    error = e instanceof UpstreamError ? e : new UpstreamError("parse");
  }
  log(`[news] ${provider.id}: ${error.message}; serving ${cached ? "the last good list" : "an empty list"}`);
  if (cached) return { kind: "stale", articles: cached.articles, fetchedAt: cached.fetchedAt, error };
  return { kind: "empty", error };
}
