import { Link } from "gatsby";
import { useEffect, useRef, useState, type RefObject } from "react";
import { Box } from "theme-ui";
import type { FrameCopy } from "../../hooks/use-frame";
import { loadPagefind } from "../../lib/pagefind";
import { searchHref } from "../../lib/search";
import { fill } from "../../lib/template";
import SearchHits, { answerText, moveAmongHits } from "./search-hits";
import { useSiteSearch } from "./use-site-search";

export interface SearchPanelProps {
  query: string;
  input: RefObject<HTMLInputElement>;
  copy: FrameCopy["search"];
}

/** Results shown under the header's field; the rest are one link away on /search. */
const PANEL_HITS = 5;

/**
 * The header's results, in a chunk of their own (search-loader.ts): the first five under the field
 * with a link to all of them on /search, and a polite live region that says how many there are.
 * Arrow keys move between the field and the results, Escape closes them (and returns to the field),
 * and so does leaving the search with the keyboard or a click elsewhere.
 */
export default function SearchPanel({ query, input, copy }: SearchPanelProps) {
  const box = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const state = useSiteSearch(query, PANEL_HITS);

  // Pagefind starts loading with the panel, while the visitor is still typing the first word.
  useEffect(() => void loadPagefind().catch(() => undefined), []);
  useEffect(() => setOpen(query.trim() !== ""), [query]);

  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && open) {
        event.preventDefault(); // a search field's Escape would also empty it
        event.stopPropagation(); // the 375 px menu closes on the next Escape, not this one
        setOpen(false);
        input.current?.focus();
      } else if (open && box.current && input.current && moveAmongHits(box.current, input.current, event)) {
        event.preventDefault();
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!form.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    // Back in the field from elsewhere, its results come back; from its own results (Escape, ArrowUp) nothing changes.
    const onFocusIn = (event: FocusEvent) => {
      if (!form.contains(event.relatedTarget as Node | null)) setOpen(input.current?.value.trim() !== "");
    };
    form.addEventListener("keydown", onKey);
    form.addEventListener("focusout", onFocusOut);
    input.current.addEventListener("focus", onFocusIn);
    const field = input.current;
    return () => {
      form.removeEventListener("keydown", onKey);
      form.removeEventListener("focusout", onFocusOut);
      field.removeEventListener("focus", onFocusIn);
    };
  }, [input, open]);

  const answer = state.status === "done" ? state.answer : null;
  const status =
    state.status === "error"
      ? copy.unavailable
      : state.status === "loading"
        ? copy.loading
        : answer
          ? answerText(copy, answer)
          : "";
  return (
    <Box
      ref={box}
      hidden={!open}
      sx={{
        position: ["static", null, "absolute"],
        top: "calc(100% + 8px)",
        right: 0,
        width: ["100%", null, "26rem"],
        maxWidth: "calc(100vw - 32px)",
        // The header is sticky: what it holds must fit the screen to be seen.
        maxHeight: ["50vh", null, "calc(100vh - 96px)"],
        overflowY: "auto",
        mt: [2, null, 0],
        p: 2,
        bg: "background",
        border: "1px solid",
        borderColor: "border",
        borderRadius: "lg",
        boxShadow: "lift",
        zIndex: "menu",
        "&[hidden]": { display: "none" },
      }}
    >
      <p role="status" sx={{ m: 0, px: 2, py: 1, fontSize: 1, color: "mutedText" }}>
        {open ? status : ""}
      </p>
      {answer && answer.hits.length > 0 && <SearchHits hits={answer.hits} compact />}
      {answer && answer.total > PANEL_HITS && (
        <Link
          to={searchHref(answer.query)}
          data-search-hit=""
          sx={{ display: "block", px: 2, py: 2, fontWeight: "bold", fontSize: 1 }}
        >
          {fill(copy.all, { count: answer.total })}
        </Link>
      )}
    </Box>
  );
}
