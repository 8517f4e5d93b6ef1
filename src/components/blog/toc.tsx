import { useEffect, useRef } from "react";
import { Box, Heading } from "theme-ui";
import type { TocEntry } from "../../lib/toc";

/** An article shows its contents from this many second-level headings. */
export const TOC_MIN_HEADINGS = 3;

/**
 * An article's table of contents (docs/decisions/table-of-contents.md): plain links to its
 * second-level headings, usable without a script. Once the page runs, one IntersectionObserver
 * (and `scrollend`, for jumps) marks the link of the section being read, the last heading above
 * the top 30 % of the window, with `aria-current="location"`: a colour and a bar of fixed width,
 * so nothing moves.
 */
export default function TableOfContents({ entries, title }: { entries: readonly TocEntry[]; title: string }) {
  const nav = useRef<HTMLElement>(null);
  const shown = entries.length >= TOC_MIN_HEADINGS;
  useEffect(() => {
    if (!shown || typeof IntersectionObserver === "undefined") return;
    const links = nav.current!.querySelectorAll("a");
    const headings = entries.flatMap((e) => document.getElementById(e.id) ?? []);
    const mark = () => {
      const n = headings.filter((h) => h.getBoundingClientRect().top < innerHeight * 0.3).length;
      links.forEach((a, i) =>
        i === n - 1 ? a.setAttribute("aria-current", "location") : a.removeAttribute("aria-current"),
      );
    };
    // A heading crossing the top 30 % of the window while reading; `scrollend` catches a jump past
    // several at once (the End key, a link), which crosses none of them (where the browser has it).
    const observer = new IntersectionObserver(mark, { rootMargin: "0px 0px -70% 0px" });
    headings.forEach((h) => observer.observe(h));
    addEventListener("scrollend", mark);
    return () => {
      observer.disconnect();
      removeEventListener("scrollend", mark);
    };
  }, [entries, shown]);
  if (!shown) return null;
  return (
    <Box
      as="nav"
      ref={nav}
      aria-labelledby="toc-title"
      sx={{
        gridArea: "toc",
        alignSelf: "start",
        position: [null, null, null, "sticky"],
        top: 96,
        borderLeft: "2px solid",
        borderColor: "border",
        pl: 3,
        mb: [5, null, null, 0],
        fontSize: 1,
        ol: { listStyle: "none", p: 0, m: 0 },
        a: { display: "block", py: 1, ml: "-18px", pl: "16px", borderLeft: "2px solid transparent" },
        "a:not(:hover)": { color: "mutedText", textDecoration: "none" },
        "a[aria-current]": { color: "primary", borderLeftColor: "primary" },
      }}
    >
      <Heading as="h2" id="toc-title" variant="eyebrow" sx={{ m: 0, mb: 2 }}>
        {title}
      </Heading>
      <ol>
        {entries.map((e) => (
          <li key={e.id}>
            <a href={`#${e.id}`}>{e.title}</a>
          </li>
        ))}
      </ol>
    </Box>
  );
}
