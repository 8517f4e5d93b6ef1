/**
 * Self-hosted fonts: the two variable fonts of the theme (src/gatsby-plugin-theme-ui), cut at
 * build time (gatsby/font-subset.ts) to the characters of their packages' Latin subset and to the
 * weights the theme uses, served from /fonts under a name that carries their content's hash (the
 * folder is cached for a year, immutable), preloaded and declared in every page's head
 * (gatsby-ssr.tsx). Nothing is fetched from a font CDN. docs/performance.md#fonts
 *
 * No Node built-ins here: gatsby-ssr.tsx is bundled by webpack and imports this file.
 */

/** The weights the theme uses: fontWeights body 400, medium 500, bold 650, heading 700. */
export const WEIGHTS = { min: 400, max: 700 } as const;

export const FONT_FILES = [
  { family: "Inter Variable", pkg: "@fontsource-variable/inter", file: "inter-latin-wght-normal.woff2" },
  {
    family: "Space Grotesk Variable",
    pkg: "@fontsource-variable/space-grotesk",
    file: "space-grotesk-latin-wght-normal.woff2",
  },
] as const;

/** The Latin range the subsets cover (from the packages' own CSS). */
export const LATIN_RANGE =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

/** Every code point of a CSS unicode-range list. */
export function codePoints(range: string): number[] {
  const out: number[] = [];
  for (const part of range.split(",")) {
    const m = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!m) throw new Error(`not a unicode-range: ${part}`);
    const from = parseInt(m[1]!, 16);
    const to = m[2] ? parseInt(m[2], 16) : from;
    for (let c = from; c <= to; c++) out.push(c);
  }
  return out;
}

/** The @font-face rules for the fonts at `urls` (in FONT_FILES' order). */
export function fontFaceCss(urls: readonly string[]): string {
  return FONT_FILES.map(
    (f, i) =>
      `@font-face{font-family:"${f.family}";font-style:normal;font-display:swap;font-weight:${WEIGHTS.min} ${WEIGHTS.max};` +
      `src:url(${urls[i]}) format("woff2-variations"),url(${urls[i]}) format("woff2");unicode-range:${LATIN_RANGE}}`,
  ).join("");
}
