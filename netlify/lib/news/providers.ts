import { isRecord } from "../shared/http";
import { getJson, safeCode } from "./upstream";
import { safeUrl, toArticles, type RawArticle } from "./sanitize";
import { UpstreamError, type Article, type NewsProvider, type ProviderId } from "./types";

export const NEWSAPI_DEFAULT_BASE_URL = "https://newsapi.org";
export const HN_DEFAULT_BASE_URL = "https://hn.algolia.com";

const trimSlash = (url: string) => url.replace(/\/+$/, "");

// ---------------------------------------------------------------------------------------------
// NewsAPI: GET /v2/top-headlines?category=technology, key in the X-Api-Key header.
// Answers { status: "ok", totalResults, articles: [{ source: { id, name }, author, title,
// description, url, urlToImage, publishedAt, content }] } or { status: "error", code, message }.
// ---------------------------------------------------------------------------------------------

/** Articles from a NewsAPI answer body; an UpstreamError for its error shape or anything else. */
export function parseNewsApi(body: unknown, status = 200): Article[] {
  if (!isRecord(body)) throw new UpstreamError(status >= 400 ? "http" : "parse", status >= 400 ? status : undefined);
  if (body.status === "error" || status >= 400) {
    throw new UpstreamError(status >= 400 ? "http" : "api", status >= 400 ? status : undefined, safeCode(body.code));
  }
  if (body.status !== "ok" || !Array.isArray(body.articles)) throw new UpstreamError("parse");
  const raw: RawArticle[] = body.articles.filter(isRecord).map((item) => ({
    title: item.title,
    url: item.url,
    urlToImage: item.urlToImage,
    publishedAt: item.publishedAt,
    sourceName: isRecord(item.source) ? item.source.name : undefined,
    description: item.description,
  }));
  return toArticles(raw, "NewsAPI");
}

export function newsApiProvider({ apiKey, baseUrl }: { apiKey: string; baseUrl?: string }): NewsProvider {
  const base = trimSlash(baseUrl || NEWSAPI_DEFAULT_BASE_URL);
  return {
    id: "newsapi",
    baseUrl: base,
    async fetchArticles({ timeoutMs }) {
      const url = `${base}/v2/top-headlines?category=technology&language=en&pageSize=50`;
      const { status, body } = await getJson(url, { headers: { "X-Api-Key": apiKey }, timeoutMs });
      return parseNewsApi(body, status);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Hacker News front page through the Algolia HN search API (no key):
// GET /api/v1/search?tags=front_page. Answers { hits: [{ objectID, title, url, created_at,
// author, points, num_comments, story_text }], ... }.
// ---------------------------------------------------------------------------------------------

const hostName = (url: unknown): string | undefined => {
  if (typeof url !== "string") return undefined;
  try {
    return new URL(url).hostname.replace(/^www\./, "") || undefined;
  } catch {
    return undefined;
  }
};

/** Articles from an Algolia HN search answer; an UpstreamError when it is not that shape. */
export function parseHackerNews(body: unknown, status = 200): Article[] {
  if (status >= 400) throw new UpstreamError("http", status);
  if (!isRecord(body) || !Array.isArray(body.hits)) throw new UpstreamError("parse");
  const raw: RawArticle[] = body.hits.filter(isRecord).map((hit) => {
    // Ask HN / Show HN posts without a link point to their discussion page.
    const id = typeof hit.objectID === "string" && /^\d{1,12}$/.test(hit.objectID) ? hit.objectID : undefined;
    const url = hit.url || (id ? `https://news.ycombinator.com/item?id=${id}` : undefined);
    const points = typeof hit.points === "number" && Number.isFinite(hit.points) ? hit.points : undefined;
    const author = typeof hit.author === "string" ? hit.author : undefined;
    const byline = points !== undefined && author ? `${points} points on Hacker News, posted by ${author}.` : undefined;
    return {
      title: hit.title,
      url,
      urlToImage: null,
      publishedAt: hit.created_at ?? hit.created_at_i,
      sourceName: hit.url ? hostName(hit.url) : "Hacker News",
      description: typeof hit.story_text === "string" && hit.story_text.trim() ? hit.story_text : byline,
    };
  });
  return toArticles(raw, "Hacker News");
}

export function hackerNewsProvider({ baseUrl }: { baseUrl?: string } = {}): NewsProvider {
  const base = trimSlash(baseUrl || HN_DEFAULT_BASE_URL);
  return {
    id: "hackernews",
    baseUrl: base,
    async fetchArticles({ timeoutMs }) {
      const { status, body } = await getJson(`${base}/api/v1/search?tags=front_page&hitsPerPage=50`, { timeoutMs });
      return parseHackerNews(body, status);
    },
  };
}

/**
 * The provider the environment asks for: NEWS_PROVIDER=newsapi|hackernews; by default NewsAPI
 * when NEWS_API_KEY is set, else Hacker News. NEWS_PROVIDER=newsapi without a key falls back to
 * Hacker News (a keyless call beats a certain 401); an unknown value means the default. Base URLs
 * that are not http(s) are ignored.
 */
export function providerFromEnv(env: Record<string, string | undefined>): NewsProvider {
  const key = env.NEWS_API_KEY?.trim();
  const wanted = env.NEWS_PROVIDER?.trim().toLowerCase() as ProviderId | undefined;
  if (key && wanted !== "hackernews") {
    return newsApiProvider({ apiKey: key, baseUrl: safeUrl(env.NEWSAPI_BASE_URL) ?? undefined });
  }
  return hackerNewsProvider({ baseUrl: safeUrl(env.HN_API_BASE_URL) ?? undefined });
}
