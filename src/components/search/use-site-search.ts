import { useEffect, useState } from "react";
import { searchSite, type SearchAnswer } from "../../lib/pagefind";

export type SearchState =
  { status: "idle" } | { status: "loading" } | { status: "done"; answer: SearchAnswer } | { status: "error" };

/**
 * The answer to `query` (its first `limit` results): idle for an empty query, loading while
 * Pagefind searches, error when Pagefind or its index cannot load. A newer query replaces an older
 * one's answer, never the other way round.
 */
export function useSiteSearch(query: string, limit: number): SearchState {
  const [state, setState] = useState<SearchState>({ status: "idle" });
  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setState({ status: "idle" });
      return;
    }
    let current = true;
    setState((s) => (s.status === "done" ? s : { status: "loading" }));
    searchSite(q, limit).then(
      (answer) => {
        if (current && answer) setState({ status: "done", answer });
      },
      (error: unknown) => {
        console.error("The site search failed", error);
        if (current) setState({ status: "error" });
      },
    );
    return () => {
      current = false;
    };
  }, [query, limit]);
  return state;
}
