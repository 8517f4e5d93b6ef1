import { makeTheme } from "@theme-ui/css/utils";
import type { ThemeUICSSObject } from "theme-ui";

/**
 * The one theme of the site, given to every page by src/theme-root.tsx. (The folder is named after
 * gatsby-plugin-theme-ui, which the site no longer uses: the conventional path where theme-ui's users
 * look for a Gatsby site's theme; docs/decisions/README.md, "Colour mode".)
 *
 * Colour pairs used for text were checked against WCAG 2.2 AA (4.5:1 for body text,
 * 3:1 for large text and UI parts); the ratios are in `theme.test.ts`, which fails
 * when a pair drops below its floor.
 *
 * Breakpoints: index 0 = 40em (sm), 1 = 52em (md, the mobile cut-off), 2 = 64em (lg),
 * 3 = 80em (xl). `sx={{ display: ["none", null, "flex"] }}` means "from md up".
 */
export const colors = {
  text: "#131A33", // ink
  background: "#FFFFFF",
  primary: "#4B2BD6", // violet: 7.9:1 on white
  primaryHover: "#3A1FB0",
  secondary: "#0E7C72", // teal: 5.0:1 on white
  accent: "#FF7A59", // coral: decorative, and text on ink (7.0:1)
  highlight: "#EEEAFE", // violet tint for cards and active states
  muted: "#F5F6FA", // section background
  mutedText: "#4A5170", // 7.6:1 on white, 7.0:1 on muted
  border: "#DCDFEA",
  ink: "#0B1026", // dark sections
  inkSoft: "#1B2244",
  onInk: "#FFFFFF",
  onInkMuted: "#C5CAE0", // 11:1 on ink
  success: "#146C43",
  danger: "#B42318",
  focus: "#E8590C", // focus ring: 3.7:1 on white, 5:1 on ink
} as const;

export const focusRing: ThemeUICSSObject = {
  outline: "3px solid",
  outlineColor: "focus",
  outlineOffset: "2px",
};

const buttonBase: ThemeUICSSObject = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: 2,
  fontFamily: "body",
  fontWeight: "bold",
  fontSize: 2,
  lineHeight: 1.2,
  px: 4,
  py: "0.8rem",
  minHeight: 44,
  borderRadius: "pill",
  border: "2px solid transparent",
  cursor: "pointer",
  textDecoration: "none",
  transition: "background-color .2s ease, color .2s ease, transform .2s ease, box-shadow .2s ease",
  "&:hover": { transform: "translateY(-1px)" },
  "&:focus-visible": focusRing,
  "&:disabled": { opacity: 0.65, cursor: "not-allowed", transform: "none" },
  "@media (prefers-reduced-motion: reduce)": { transition: "none", "&:hover": { transform: "none" } },
};

/** A column of one of the theme's `sizes`, centred, with the page's side padding (`layout.*`). */
const column = (maxWidth: "container" | "narrow"): ThemeUICSSObject => ({ maxWidth, mx: "auto", px: [3, 4] });

const theme = makeTheme({
  breakpoints: ["40em", "52em", "64em", "80em"],
  space: [0, 4, 8, 16, 24, 32, 48, 64, 96, 128],
  sizes: {
    container: 1200,
    narrow: 760,
    wide: 1320,
  },
  fonts: {
    // The font, the font if installed, then its fallback faces (gatsby/fonts.ts fallbackFaceCss),
    // which draw the first frame until the font has loaded.
    body: '"Inter Variable", "Inter", "Inter Fallback", "Inter Fallback Roboto", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading:
      '"Space Grotesk Variable", "Space Grotesk", "Space Grotesk Fallback", "Space Grotesk Fallback Roboto", "Inter Variable", system-ui, -apple-system, "Segoe UI", sans-serif',
    monospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSizes: [12, 14, 16, 18, 20, 24, 30, 38, 48, 60, 72],
  fontWeights: { body: 400, medium: 500, heading: 700, bold: 650 },
  lineHeights: { body: 1.65, heading: 1.15, tight: 1.05 },
  letterSpacings: { heading: "-0.02em", caps: "0.08em" },
  radii: { sm: 6, default: 10, lg: 18, xl: 28, pill: 999, circle: "50%" },
  shadows: {
    card: "0 1px 2px rgba(11,16,38,.06), 0 8px 24px rgba(11,16,38,.08)",
    lift: "0 2px 4px rgba(11,16,38,.08), 0 18px 40px rgba(11,16,38,.14)",
    dialog: "0 24px 64px rgba(11,16,38,.35)",
  },
  zIndices: { header: 50, menu: 60, banner: 90, dialog: 100, skip: 200 },
  colors,
  text: {
    heading: {
      fontFamily: "heading",
      fontWeight: "heading",
      lineHeight: "heading",
      letterSpacing: "heading",
      color: "inherit",
    },
    display: {
      variant: "text.heading",
      fontSize: [7, 8, 9, 10],
      lineHeight: "tight",
    },
    pageTitle: {
      variant: "text.heading",
      fontSize: [7, 8, 9],
    },
    sectionTitle: {
      variant: "text.heading",
      fontSize: [6, 7, 8],
    },
    cardTitle: {
      variant: "text.heading",
      fontSize: [4, 5],
    },
    eyebrow: {
      fontFamily: "body",
      fontSize: 1,
      fontWeight: "bold",
      textTransform: "uppercase",
      letterSpacing: "caps",
      color: "primary",
    },
    lead: {
      fontSize: [3, 4],
      lineHeight: 1.55,
      color: "mutedText",
    },
    muted: { color: "mutedText" },
    small: { fontSize: 1 },
  },
  buttons: {
    primary: {
      ...buttonBase,
      bg: "primary",
      color: "background",
      "&:hover:not(:disabled)": { bg: "primaryHover", transform: "translateY(-1px)", boxShadow: "lift" },
    },
    secondary: {
      ...buttonBase,
      bg: "transparent",
      color: "primary",
      borderColor: "primary",
      "&:hover:not(:disabled)": { bg: "highlight" },
    },
    accent: {
      ...buttonBase,
      bg: "accent",
      color: "ink",
      "&:hover:not(:disabled)": { bg: "#FF9473" },
    },
    onInk: {
      ...buttonBase,
      bg: "transparent",
      color: "onInk",
      borderColor: "onInkMuted",
      "&:hover:not(:disabled)": { bg: "inkSoft" },
    },
    ghost: {
      ...buttonBase,
      bg: "transparent",
      color: "text",
      px: 3,
      "&:hover:not(:disabled)": { bg: "muted" },
    },
    icon: {
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      width: 44,
      height: 44,
      p: 0,
      bg: "transparent",
      color: "inherit",
      border: "none",
      borderRadius: "default",
      cursor: "pointer",
      "&:hover": { bg: "muted" },
      "&:focus-visible": focusRing,
    },
    searchSubmit: {
      variant: "buttons.icon",
      position: "absolute",
      right: 0,
      top: 0,
      zIndex: 1,
      borderRadius: "pill",
    },
  },
  links: {
    nav: {
      fontWeight: "medium",
      fontSize: 2,
      color: "text",
      textDecoration: "none",
      px: 3,
      py: 2,
      borderRadius: "pill",
      transition: "background-color .2s ease, color .2s ease",
      "&:hover": { bg: "muted", color: "primary" },
      "&:focus-visible": focusRing,
      '&[aria-current="page"]': { bg: "highlight", color: "primary", fontWeight: "bold" },
    },
    footer: {
      color: "onInkMuted",
      textDecoration: "none",
      "&:hover": { color: "onInk", textDecoration: "underline" },
      "&:focus-visible": focusRing,
    },
  },
  cards: {
    primary: {
      bg: "background",
      borderRadius: "lg",
      border: "1px solid",
      borderColor: "border",
      boxShadow: "card",
      p: [4, 5],
    },
    muted: {
      bg: "muted",
      borderRadius: "lg",
      p: [4, 5],
    },
    ink: {
      bg: "ink",
      color: "onInk",
      borderRadius: "xl",
      p: [5, 6],
    },
  },
  forms: {
    label: {
      fontWeight: "bold",
      fontSize: 1,
      mb: 1,
    },
    input: {
      fontFamily: "body",
      fontSize: 2,
      px: 3,
      py: 2,
      minHeight: 44,
      borderRadius: "default",
      border: "1px solid",
      borderColor: "#8A91AD",
      bg: "background",
      color: "text",
      "&:focus-visible": { ...focusRing, borderColor: "primary" },
      '&[aria-invalid="true"]': { borderColor: "danger" },
    },
    textarea: {
      variant: "forms.input",
      resize: "vertical",
      // theme-ui's Textarea sizes to its content; the spec's row counts (4 and 6) set the height.
      fieldSizing: "fixed",
    },
    select: {
      variant: "forms.input",
    },
    /**
     * The header's search field (src/components/search/site-search.tsx), its button on the right: the menu's width
     * below md; from md to xl a 44 px slot under the button that widens to the left over the links while it has focus.
     */
    search: {
      variant: "forms.input",
      position: ["static", null, "absolute", null, "static"],
      top: 0,
      right: 0,
      zIndex: 1,
      width: ["100%", null, 44, null, "13rem"],
      pr: 44,
      borderRadius: "pill",
      "&:focus": { width: ["100%", null, "16rem", null, "13rem"] },
      "&::-webkit-search-cancel-button": { display: "none" },
    },
  },
  layout: {
    container: column("container"),
    narrow: column("narrow"),
    section: {
      py: [6, 7, 8],
    },
  },
  styles: {
    root: {
      fontFamily: "body",
      fontSize: 2,
      lineHeight: "body",
      fontWeight: "body",
      color: "text",
      bg: "background",
      WebkitFontSmoothing: "antialiased",
      MozOsxFontSmoothing: "grayscale",
      textRendering: "optimizeLegibility",
      scrollBehavior: "smooth",
      "@media (prefers-reduced-motion: reduce)": {
        scrollBehavior: "auto",
        "*, *::before, *::after": {
          animationDuration: "0.001ms !important",
          animationIterationCount: "1 !important",
          transitionDuration: "0.001ms !important",
        },
      },
      "*, *::before, *::after": { boxSizing: "border-box" },
      // Scroll reveals (src/lib/reveal.ts sets the state; nothing is hidden without it).
      "[data-reveal]": { transition: "opacity .6s ease, transform .6s ease" },
      '[data-reveal="pending"]': { opacity: 0, transform: "translateY(24px)" },
      body: { margin: 0 },
      "h1, h2, h3, h4": { variant: "text.heading", mt: 0 },
      img: { maxWidth: "100%", height: "auto" },
      a: { color: "primary" },
      "a:focus-visible, button:focus-visible, [tabindex]:focus-visible": focusRing,
      ".visually-hidden": {
        position: "absolute",
        width: 1,
        height: 1,
        p: 0,
        m: -1,
        overflow: "hidden",
        clip: "rect(0 0 0 0)",
        whiteSpace: "nowrap",
        border: 0,
      },
    },
  },
});

export default theme;
