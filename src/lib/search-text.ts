/**
 * Site search's words (docs/decisions/site-search.md): a result's address, the query of a /search address, and a
 * result's excerpt as text and highlights. Only the search's own code uses them, so none of it is in a page's first
 * load (the header's part is src/lib/search.ts, the 404 page's search-path.ts).
 */
import { MAX_QUERY } from "./search";

/**
 * A result's address as the site links it: Pagefind names the built file (`/Career/react-developer.html`,
 * `/services/index.html`, or its folder `/blog/`); the site's routes have neither `.html` nor a final slash.
 */
export function hitPath(url: string): string {
  const path = url.replace(/(\/index)?\.html$/, "").replace(/\/+$/, "");
  return path === "" ? "/" : path;
}

/** The query of a /search address (`location.search`), trimmed, or "" when there is none. */
export function queryFromSearch(search: string): string {
  return (new URLSearchParams(search).get("q") ?? "").trim().slice(0, MAX_QUERY);
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
