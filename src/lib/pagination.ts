/** Posts per page of the blog list (spec section 9). */
export const BLOG_PAGE_SIZE = 6;

export function pageCount(total: number, size: number = BLOG_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * The page a URL asks for: `?page=N` with N a whole number in 1..count; anything else
 * (missing, "abc", "2.5", "0", "99", "-1", "1e1") falls back to page 1.
 */
export function pageFromSearch(search: string, count: number): number {
  const raw = new URLSearchParams(search).get("page");
  if (raw === null || !/^[1-9]\d*$/.test(raw)) return 1;
  const page = Number(raw);
  return page <= count ? page : 1;
}

/** A request to go to `requested`: honoured inside 1..count, ignored (stays on `current`) outside. */
export function goToPage(requested: number, current: number, count: number): number {
  return Number.isInteger(requested) && requested >= 1 && requested <= count ? requested : current;
}

/** The items shown on `page` (1-based). */
export function pageSlice<T>(items: readonly T[], page: number, size: number = BLOG_PAGE_SIZE): T[] {
  return items.slice((page - 1) * size, page * size);
}

/** URL of a list page: page 1 is the bare path, others carry ?page=N. */
export function pageHref(path: string, page: number): string {
  return page === 1 ? path : `${path}?page=${page}`;
}
