/** A list's pages (the leads inbox, the applications): PAGE_SIZE items a page, the last page when asked for one past it. */
export const PAGE_SIZE = 25;

export function pageOf<T>(items: T[], page: number, size = PAGE_SIZE): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(page, pages);
  return { items: items.slice((current - 1) * size, current * size), page: current, pages };
}
