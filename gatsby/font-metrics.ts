/**
 * Measures fonts for the fallback faces of gatsby/fonts.ts (FONT_METRICS, LOCAL_FALLBACKS):
 * vertical metrics from the hhea table and the mean advance width of SAMPLE, the site's own copy,
 * so the width ratio is the one its paragraphs see. Node only (opentype.js reads TTF and WOFF, not
 * WOFF2): used by scripts/font-fallbacks.mjs, which prints the figures, and gatsby/fonts.test.ts,
 * which measures the font packages again.
 */
import fs from "node:fs";
import opentype from "opentype.js";

/** Copy from the site (services, careers, cookie banner), kept fixed so the figures are reproducible. */
export const SAMPLE =
  "The page you are looking for may have moved or never existed. Let's get you back on track. " +
  "Headlines from the technology world that shape how businesses market and sell online. Practical advice on web " +
  "design, SEO, social media, email marketing and ecommerce for US small and medium businesses. We are designers, " +
  "developers and marketers who like shipping work that moves the numbers for our clients. Come build with us. " +
  "Send your resume and a few lines about work you are proud of; we reply to every application within two days. " +
  "Since 2019 Atria Digital has grown with its clients: small and medium businesses across the United States that " +
  "count on us for their websites, search rankings, social media and analytics. You will work directly with " +
  "clients’ teams, see the results of your work every month, and learn from colleagues across design, development " +
  "and marketing. Essential cookies are always on. You decide about analytics, marketing and preference cookies, " +
  "and you can change your mind at any time. Monitor, protect and grow what people read about your business on " +
  "Google, Yelp and social media, and turn happy customers into five-star reviews. Nine in ten customers read " +
  "reviews before they call a local business. GET STARTED — Website Design & Development, SEO, Email Marketing.";

export interface MeasuredFont {
  /** hhea ascender, descender (positive) and line gap, in em. */
  ascent: number;
  descent: number;
  lineGap: number;
  /** The mean advance width of SAMPLE's characters, in em (no kerning). */
  width: number;
}

export function measureFont(file: string): MeasuredFont {
  const buf = fs.readFileSync(file);
  const font = opentype.parse(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength));
  const upm = font.unitsPerEm;
  // opentype.js types a table's fields as any: each one read is checked.
  const hhea = (field: "ascender" | "descender" | "lineGap"): number => {
    const value: unknown = font.tables.hhea?.[field];
    if (typeof value !== "number") throw new Error(`${file}: the font's hhea table has no ${field}`);
    return value;
  };
  let sum = 0;
  let n = 0;
  for (const ch of SAMPLE) {
    const glyph = font.charToGlyph(ch);
    if (glyph.index === 0) continue;
    sum += glyph.advanceWidth ?? 0;
    n += 1;
  }
  return {
    ascent: hhea("ascender") / upm,
    descent: -hhea("descender") / upm,
    lineGap: hhea("lineGap") / upm,
    width: sum / n / upm,
  };
}

/** A static instance of a font from its @fontsource package (`inter`, `space-grotesk`). */
export const fontsourceFile = (root: string, pkg: string, weight: number): string =>
  `${root}/node_modules/@fontsource/${pkg}/files/${pkg}-latin-${weight}-normal.woff`;

/** The widths the fallback faces are scaled to: regular text at 400, bold at 700 (gatsby/fonts.ts). */
export function themeWidths(root: string, pkg: string): Record<400 | 700, number> {
  const w = (weight: number) => measureFont(fontsourceFile(root, pkg, weight)).width;
  return { 400: w(400), 700: w(700) };
}
