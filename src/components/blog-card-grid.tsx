import type { ReactNode } from "react";
import { Grid } from "theme-ui";

interface Props {
  /** The list's accessible name ("Articles, page 1 of 2"). */
  label: string;
  /** Fade the cards in: on a page switch, never on the first paint. */
  fade: boolean;
  /** The cards, each in its <li>. */
  children: ReactNode;
}

/** The /blog list of article cards: one to three columns. */
export default function BlogCardGrid({ label, fade, children }: Props) {
  return (
    <Grid
      as="ul"
      columns={[1, 2, 3]}
      gap={4}
      aria-label={label}
      sx={{
        listStyle: "none",
        p: 0,
        m: 0,
        // A page switch fades the new cards in; the first paint does not (an element fading in
        // from opacity 0 counts as painted only when visible, which would delay the page's LCP).
        animation: fade ? "blog-fade .45s ease-out" : "none",
        "@keyframes blog-fade": {
          from: { opacity: 0, transform: "translateY(8px)" },
          to: { opacity: 1, transform: "none" },
        },
        "@media (prefers-reduced-motion: reduce)": { animation: "none" },
      }}
    >
      {children}
    </Grid>
  );
}
