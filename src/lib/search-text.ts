/**
 * Site search's words (docs/decisions/site-search.md): a result's address, the query of a /search address and of a
 * missing path, and a result's excerpt as text and highlights. Only the search's own code and the 404 page use them,
 * so none of it is in every page's first load (the header's part is src/lib/search.ts).
 */
/**
 * A result's address as the site links it: Pagefind names the built file (`/Career/react-developer.html`,
 * `/services/index.html`, or its folder `/blog/`); the site's routes have neither `.html` nor a final slash.
 */
export function hitPath(url: string): string {
  const path = url.replace(/(\/index)?\.html$/, "").replace(/\/+$/, "");
  return path === "" ? "/" : path;
}

/** The longest query the site searches for: more is cut, not refused (a pasted paragraph still searches). */
export const MAX_QUERY = 120;

/** The query of a /search address (`location.search`), trimmed, or "" when there is none. */
export function queryFromSearch(search: string): string {
  return (new URLSearchParams(search).get("q") ?? "").trim().slice(0, MAX_QUERY);
}

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

/** A piece of an excerpt: plain text, or a matched term (`mark`). */
export interface ExcerptPart {
  text: string;
  mark: boolean;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** HTML character references to characters; an unknown one stays as written. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/**
 * Pagefind's excerpt (text with `<mark>` around the matched words, the page's own `<`, `>` and `&`
 * escaped) as parts to render as text: no markup of the excerpt reaches the page, so a page's words
 * cannot become HTML, whatever they hold. Any tag other than `<mark>` stays visible text.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let mark = false;
  for (const piece of excerpt.split(/(<\/?mark>)/i)) {
    if (/^<mark>$/i.test(piece)) mark = true;
    else if (/^<\/mark>$/i.test(piece)) mark = false;
    else if (piece) {
      const text = decodeEntities(piece);
      const last = parts.at(-1);
      if (last && last.mark === mark) last.text += text;
      else parts.push({ text, mark });
    }
  }
  return parts;
}
