import type { ThemeUICSSObject } from "theme-ui";

/** Styles shared by the marketing pages (each used on more than one page). */

/** A list reset to a responsive card grid: `cardGrid(4)` is 1 / 2 / 4 columns. */
export function cardGrid(columns: 2 | 3 | 4): ThemeUICSSObject {
  return {
    listStyle: "none",
    p: 0,
    m: 0,
    display: "grid",
    gap: 4,
    gridTemplateColumns: ["1fr", "repeat(2, minmax(0, 1fr))", null, `repeat(${columns}, minmax(0, 1fr))`],
  };
}

/** The round tinted badge an icon sits in. */
export const iconBadge: ThemeUICSSObject = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 48,
  height: 48,
  borderRadius: "circle",
  bg: "highlight",
  color: "primary",
  flexShrink: 0,
};

/** A big figure (stat value). */
export const statValue: ThemeUICSSObject = {
  fontFamily: "heading",
  fontWeight: "heading",
  fontSize: [7, 8],
  lineHeight: "tight",
  letterSpacing: "heading",
};

/** A list with check marks drawn in CSS (teal marks; `checkListOnInk` for dark backgrounds). */
export const checkList: ThemeUICSSObject = {
  listStyle: "none",
  p: 0,
  m: 0,
  li: { position: "relative", pl: 4, mb: 2 },
  "li::before": {
    content: '""',
    position: "absolute",
    left: 0,
    top: "0.45em",
    width: 10,
    height: 6,
    borderLeft: "2px solid",
    borderBottom: "2px solid",
    borderColor: "secondary",
    transform: "rotate(-45deg)",
  },
};

export const checkListOnInk: ThemeUICSSObject = {
  ...checkList,
  "li::before": { ...(checkList["li::before"] as object), borderColor: "accent" },
};

/**
 * The dark band that opens a page (the home hero, inner pages' heroes): its height and its two
 * soft glows (`backgroundImage`, radial gradients of the brand's violet and coral) are the hero's.
 * Positioned, so what it lays over it (a ripple) stays inside it.
 */
export function heroBand(py: ThemeUICSSObject["py"], backgroundImage: string): ThemeUICSSObject {
  return { position: "relative", overflow: "hidden", bg: "ink", color: "onInk", py, backgroundImage };
}

/**
 * Hero elements enter one after another: `heroStep(0)` for the first, then 1, 2, … (0.12 s apart).
 * The first two steps (the page's eyebrow and h1, then its lead paragraph: one of them is the
 * largest paint, the paragraph on a phone) only slide, so they are visible from the first frame
 * and count as the largest contentful paint at once. A text that is transparent when first painted
 * would count at its next repaint instead, the fonts' swap (docs/performance.md). Later steps also
 * fade in. CSS only (no script needed); the theme's reduced-motion rule shortens every animation
 * to nothing.
 */
export function heroStep(step: number): ThemeUICSSObject {
  if (step <= 1) {
    return {
      animation: `hero-rise .6s cubic-bezier(.2,.7,.2,1) ${(step * 0.12).toFixed(2)}s both`,
      "@keyframes hero-rise": { from: { transform: "translateY(14px)" }, to: { transform: "none" } },
    };
  }
  return {
    animation: `hero-fade-up .6s cubic-bezier(.2,.7,.2,1) ${(step * 0.12).toFixed(2)}s both`,
    "@keyframes hero-fade-up": {
      from: { opacity: 0, transform: "translateY(14px)" },
      to: { opacity: 1, transform: "none" },
    },
  };
}

/**
 * A figure and its label: the label (`dt`) comes first in the markup, as a definition list needs,
 * and the value (`dd`) is shown above it. Packed to the top so figures in a row line up even when
 * one label wraps to two lines.
 */
export const statPair: ThemeUICSSObject = {
  display: "flex",
  flexDirection: "column-reverse",
  justifyContent: "flex-end",
};
