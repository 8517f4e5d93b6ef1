import fs from "node:fs";
import path from "node:path";

/**
 * Self-hosted fonts: the Latin subsets of the two variable fonts are copied from their npm
 * packages to a stable URL under /fonts so that gatsby-ssr can preload them and declare them
 * in the critical CSS. Nothing is fetched from a font CDN.
 */
export const FONT_FILES = [
  {
    family: "Inter Variable",
    pkg: "@fontsource-variable/inter",
    file: "inter-latin-wght-normal.woff2",
    weight: "100 900",
  },
  {
    family: "Space Grotesk Variable",
    pkg: "@fontsource-variable/space-grotesk",
    file: "space-grotesk-latin-wght-normal.woff2",
    weight: "300 700",
  },
] as const;

/** The Latin range the subsets cover (from the packages' own CSS). */
export const LATIN_RANGE =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

export function copyFonts(root: string): void {
  const out = path.join(root, "static", "fonts");
  fs.mkdirSync(out, { recursive: true });
  for (const font of FONT_FILES) {
    const src = path.join(root, "node_modules", font.pkg, "files", font.file);
    fs.copyFileSync(src, path.join(out, font.file));
  }
}
