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
