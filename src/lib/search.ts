/**
 * The header's part of site search (docs/decisions/site-search.md), in every page's first load: the address of a
 * search and the `/` key. The rest is in search-text.ts; nothing here loads Pagefind (src/lib/pagefind.ts does).
 */

/** The /search page of a query: shareable, the query in `?q=`. */
export function searchHref(query: string): string {
  const q = query.trim();
  return q ? `/search?q=${encodeURIComponent(q)}` : "/search";
}

/** Whether a key press is the `/` shortcut to the search field: never while the visitor types in a field. */
export function isSearchShortcut(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "target">) {
  if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target as HTMLElement | null;
  if (!target || typeof target.closest !== "function") return true;
  return !target.closest("input, textarea, select, [contenteditable=''], [contenteditable='true']");
}

/** The longest query the site searches for: more is cut, not refused (a pasted paragraph still searches). */
export const MAX_QUERY = 120;
