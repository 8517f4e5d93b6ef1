import { getStore } from "@netlify/blobs";
import type { Context } from "@netlify/functions";
import type { NewsAnswer, NewsMethodError } from "../../../src/contracts";
import { API_SECURITY_HEADERS } from "../shared/security-headers";
import { providerFromEnv } from "./providers";
import { FRESH_MS, getTechnologyNews, UPSTREAM_TIMEOUT_MS, type NewsStore } from "./service";
import type { NewsProvider } from "./types";

export interface NewsHandlerOptions {
  provider?: () => NewsProvider;
  store?: () => NewsStore | null;
  now?: () => number;
  timeoutMs?: number;
}

const BASE_HEADERS = {
  ...API_SECURITY_HEADERS,
  "Content-Type": "application/json; charset=utf-8",
  "Cache-Control": "public, max-age=0, must-revalidate",
};

function defaultStore(): NewsStore | null {
  try {
    return getStore({ name: "news", consistency: "strong" });
  } catch (error) {
    // No Blobs context (a misconfigured environment): serve without the cache.
    console.warn(`[news] no blobs store: ${(error as Error)?.name ?? "error"}`);
    return null;
  }
}

/**
 * GET /api/news/technology: `{ articles }` of technology headlines (NewsAPI or Hacker News, see
 * netlify/lib/news), cached in Netlify Blobs for 15 minutes; `stale: true` when the upstream
 * failed and the last good list is served. With no list at all the answer is `{ articles: [] }`
 * with status 200 (the page shows its empty state) and no CDN caching.
 */
export function createNewsHandler(options: NewsHandlerOptions = {}) {
  return async (req: Request, _context?: Context): Promise<Response> => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      const error: NewsMethodError = { error: "Method not allowed" };
      return new Response(JSON.stringify(error), {
        status: 405,
        headers: { ...BASE_HEADERS, "Cache-Control": "no-store", Allow: "GET, HEAD" },
      });
    }
    const now = options.now?.() ?? Date.now();
    const result = await getTechnologyNews({
      provider: (options.provider ?? (() => providerFromEnv(process.env)))(),
      store: (options.store ?? defaultStore)(),
      now,
      timeoutMs: options.timeoutMs ?? UPSTREAM_TIMEOUT_MS,
    });

    let body: NewsAnswer;
    let cdn: string;
    if (result.kind === "fresh") {
      body = { articles: result.articles };
      // The CDN keeps the list for what is left of its 15 minutes, then revalidates in the background.
      const left = Math.ceil((FRESH_MS - (now - Date.parse(result.fetchedAt))) / 1000);
      const maxAge = Math.min(FRESH_MS / 1000, Math.max(1, left));
      cdn = `public, durable, s-maxage=${maxAge}, stale-while-revalidate=86400`;
    } else if (result.kind === "stale") {
      body = { articles: result.articles, stale: true };
      cdn = "public, durable, s-maxage=60, stale-while-revalidate=600"; // try the upstream again soon
    } else {
      body = { articles: [] };
      cdn = "no-store";
    }
    const headers: Record<string, string> = { ...BASE_HEADERS, "Netlify-CDN-Cache-Control": cdn };
    if (result.kind !== "empty") headers["Last-Modified"] = new Date(result.fetchedAt).toUTCString();
    return new Response(req.method === "HEAD" ? null : JSON.stringify(body), { status: 200, headers });
  };
}
