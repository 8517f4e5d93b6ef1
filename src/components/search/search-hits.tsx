import { Link } from "gatsby";
import { Box, Text } from "theme-ui";
import type { FrameCopy } from "../../hooks/use-frame";
import type { SearchAnswer, SearchHit } from "../../lib/pagefind";
import { hitPath } from "../../lib/search-text";
import { fill } from "../../lib/template";

/** What the live region says of an answer: the count and the query, or that nothing matched. */
export function answerText(copy: FrameCopy["search"], answer: SearchAnswer): string {
  if (answer.total === 0) return fill(copy.none, { query: answer.query });
  return answer.total === 1
    ? fill(copy.one, { query: answer.query })
    : fill(copy.many, { count: answer.total, query: answer.query });
}

/** The results: title (the link), section and excerpt, its matched words in `<mark>`; every word is text. */
export default function SearchHits({ hits, compact = false }: { hits: SearchHit[]; compact?: boolean }) {
  return (
    <Box as="ol" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: compact ? 1 : 3 }}>
      {hits.map((hit) => (
        <li key={hit.url}>
          <Link
            to={hitPath(hit.url)}
            data-search-hit=""
            sx={{
              display: "block",
              p: compact ? 2 : 3,
              borderRadius: "default",
              color: "text",
              textDecoration: "none",
              "&:hover, &:focus-visible": { bg: "highlight" },
              "&:focus-visible": { outline: "2px solid", outlineColor: "primary", outlineOffset: 0 },
              mark: { bg: "#FFE58F", color: "text", px: "1px" },
            }}
          >
            <Text as="span" sx={{ display: "block", fontWeight: "bold", color: "primary", fontSize: compact ? 2 : 3 }}>
              {hit.title}
            </Text>
            {hit.section && (
              <Text as="span" sx={{ display: "block", fontSize: 0, color: "mutedText", textTransform: "uppercase" }}>
                {hit.section}
              </Text>
            )}
            <Text
              as="span"
              sx={{
                display: compact ? "-webkit-box" : "block",
                fontSize: compact ? 1 : 2,
                mt: 1,
                ...(compact && { WebkitLineClamp: 2, WebkitBoxOrient: "vertical", overflow: "hidden" }),
              }}
            >
              {hit.excerpt.map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : part.text))}
            </Text>
          </Link>
        </li>
      ))}
    </Box>
  );
}

/**
 * Arrow keys among a search's results: down from the field to the first, on through them, up back
 * to the field. Returns whether the key was used. Enter follows the focused link as links do.
 */
export function moveAmongHits(container: HTMLElement, input: HTMLInputElement, event: KeyboardEvent): boolean {
  if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return false;
  const links = [...container.querySelectorAll<HTMLAnchorElement>("[data-search-hit]")];
  if (links.length === 0) return false;
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next = event.key === "ArrowDown" ? Math.min(at + 1, links.length - 1) : at - 1;
  (next < 0 ? input : links[next])?.focus();
  return true;
}
