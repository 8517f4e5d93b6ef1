// answers.ts, not the contracts index: the index also brings the form schemas and Yup into this page.
import { NEWS_ENDPOINT } from "../contracts/answers";

/** A news article as the page shows it (read from GET /api/news/technology, see NewsAnswer). */
export interface NewsArticle {
  title: string;
  url: string;
  urlToImage: string | null;
  publishedAt: string | null;
  sourceName: string;
  description: string | null;
}

/**
 * An absolute http(s) URL or null. The function already sanitises its answer; the page checks
 * again so that nothing but http(s) ever reaches an href or src (defence in depth).
 */
export function httpUrl(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  // eslint-disable-next-line no-control-regex
  if (trimmed === "" || /[\u0000-\u001f\u007f\s]/.test(trimmed)) return null;
  try {
    const url = new URL(trimmed); // no base: relative and protocol-relative references throw
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value.trim() : null);

/** The articles of an answer body (duplicates by URL dropped); a missing or malformed `articles` reads as none. */
export function readArticles(body: unknown): NewsArticle[] {
  const list = (body as { articles?: unknown } | null)?.articles;
  if (!Array.isArray(list)) return [];
  const articles: NewsArticle[] = [];
  const seen = new Set<string>();
  for (const item of list as unknown[]) {
    if (typeof item !== "object" || item === null) continue;
    const a = item as Record<string, unknown>;
    const title = text(a.title);
    const url = httpUrl(a.url);
    if (!title || !url || seen.has(url)) continue;
    seen.add(url);
    const source = a.source as { name?: unknown } | null | undefined;
    articles.push({
      title,
      url,
      urlToImage: httpUrl(a.urlToImage),
      publishedAt: text(a.publishedAt),
      sourceName: text(source?.name) ?? "",
      description: text(a.description),
    });
  }
  return articles;
}

/** Fetches the news; any failure (network, status, unparsable body) reads as no articles. */
export async function fetchNews(signal?: AbortSignal): Promise<NewsArticle[]> {
  try {
    const response = await fetch(NEWS_ENDPOINT, { headers: { Accept: "application/json" }, signal });
    return readArticles(await response.json());
  } catch {
    return [];
  }
}
