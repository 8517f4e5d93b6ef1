/**
 * Pagefind in the browser (docs/decisions/site-search.md): its script, `/pagefind/pagefind.js`, is
 * written by the build after `gatsby build` (scripts/lib/search-index.mjs), so webpack never sees it:
 * it is imported at run time, once, when a visitor starts a search. Pagefind runs the search in a web
 * worker of its own (`/pagefind/pagefind-worker.js`, whose policy allows its WebAssembly) and loads
 * only the index chunks a query needs. Only the search's code imports this module.
 */
import { excerptParts, type ExcerptPart } from "./search-text";

/** What the site reads of Pagefind's documented JavaScript API (pagefind.app/docs/api). */
interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}
interface PagefindApi {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  debouncedSearch: (
    query: string,
    options?: Record<string, unknown>,
    ms?: number,
  ) => Promise<{ results: { id: string; data: () => Promise<PagefindResultData> }[] } | null>;
}

export interface SearchHit {
  url: string;
  title: string;
  section: string;
  excerpt: ExcerptPart[];
}

export interface SearchAnswer {
  query: string;
  total: number;
  hits: SearchHit[];
}

const SCRIPT = "/pagefind/pagefind.js";

let loading: Promise<PagefindApi> | null = null;

/** Loads and starts Pagefind (once; a failed load is forgotten, so the next search tries again). */
export function loadPagefind(): Promise<PagefindApi> {
  loading ??= (import(/* webpackIgnore: true */ SCRIPT) as Promise<PagefindApi>).then(
    async (pagefind) => {
      await pagefind.options({ excerptLength: 24 });
      await pagefind.init();
      return pagefind;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The first `limit` results of a query, newest query wins: null when a later call replaced this
 * one while it waited (Pagefind's debounced search), so a slow answer never overwrites a newer one.
 */
export async function searchSite(query: string, limit: number, debounceMs = 150): Promise<SearchAnswer | null> {
  const pagefind = await loadPagefind();
  const found = await pagefind.debouncedSearch(query, {}, debounceMs);
  if (!found) return null;
  const data = await Promise.all(found.results.slice(0, limit).map((r) => r.data()));
  return {
    query,
    total: found.results.length,
    hits: data.map((d) => ({
      url: d.url,
      title: d.meta.title ?? d.url,
      section: d.meta.section ?? "",
      excerpt: excerptParts(d.excerpt),
    })),
  };
}
