/** The 404 page's search (docs/decisions/site-search.md): the words of the missing path. */
import { MAX_QUERY } from "./search";

/** Words of an address that say nothing about what was looked for. */
const NOISE = new Set(["index", "html", "htm", "php", "asp", "aspx", "www", "page", "amp"]);

/**
 * The words of a missing path, for the 404 page's search: `/blog/Local-SEO_tips.html` → "local seo
 * tips". The last segment with words names the page; the sections before it (blog, services) would
 * narrow the search to pages that also hold them, so they are used only when nothing else is left.
 */
export function queryFromPath(pathname: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = pathname;
  }
  const segments = decoded
    .split("/")
    .map((segment) =>
      segment
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w && !NOISE.has(w) && /\p{L}/u.test(w)),
    )
    .filter((words) => words.length > 0);
  const words = segments.at(-1) ?? [];
  return words.slice(0, 8).join(" ").slice(0, MAX_QUERY);
}
