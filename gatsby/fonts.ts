/**
 * Self-hosted fonts: the two variable fonts of the theme (src/gatsby-plugin-theme-ui), cut at
 * build time (gatsby/font-subset.ts) to the characters of their packages' Latin subset and to the
 * weights the theme uses, served from /fonts under a name that carries their content's hash (the
 * folder is cached for a year, immutable). Nothing is fetched from a font CDN.
 *
 * A page's first frame is drawn in local fallback faces (Arial, or Roboto where Arial is missing)
 * scaled to the fonts' widths and heights (fallbackFaceCss), and the fonts are loaded once that
 * frame has been shown (fontLoaderSource), so their download is never part of the largest paint.
 * docs/performance-history.md#fonts
 *
 * No Node built-ins here: gatsby-ssr.tsx is bundled by webpack and imports this file.
 */
import { afterPaintSource, BEFORE_PAINT_ATTRIBUTE } from "./after-paint";

/** The weights the theme uses: fontWeights body 400, medium 500, bold 650, heading 700. */
export const WEIGHTS = { min: 400, max: 700 } as const;

export const FONT_FILES = [
  {
    family: "Inter Variable",
    fallback: "Inter Fallback",
    pkg: "@fontsource-variable/inter",
    file: "inter-latin-wght-normal.woff2",
  },
  {
    family: "Space Grotesk Variable",
    fallback: "Space Grotesk Fallback",
    pkg: "@fontsource-variable/space-grotesk",
    file: "space-grotesk-latin-wght-normal.woff2",
  },
] as const;

/**
 * Each font's vertical metrics (hhea, in em) and the mean advance width of a sample of the site's
 * copy (in em) at the weights the fallback faces are scaled to, as `node scripts/font-fallbacks.mjs` prints them
 * (gatsby/font-metrics.ts, from the packages' static instances). gatsby/fonts.test.ts measures the
 * packages again and fails when these drift.
 */
export const FONT_METRICS: Record<(typeof FONT_FILES)[number]["family"], Metrics & { widths: Widths }> = {
  "Inter Variable": {
    ascent: 0.96875,
    descent: 0.2412109375,
    lineGap: 0,
    widths: { 400: 0.4828870490690458, 700: 0.4971362247866563 },
  },
  "Space Grotesk Variable": {
    ascent: 0.984,
    descent: 0.292,
    lineGap: 0,
    widths: { 400: 0.4916051202482545, 700: 0.4927051978277735 },
  },
};

interface Metrics {
  ascent: number;
  descent: number;
  lineGap: number;
}
/** The widths the fallback faces are scaled to (FALLBACK_WEIGHTS): regular text at 400, bold at 700. */
type Widths = Record<400 | 700, number>;

/**
 * The local fonts a first frame is drawn in, first found wins: Arial (Windows, macOS; Liberation
 * Sans, with Arial's metrics by design, on Linux), then Roboto (Android). Each by its full name,
 * which `local()` matches everywhere (the PostScript name would too); metrics from
 * `node scripts/font-fallbacks.mjs` (Liberation Sans for Arial, @fontsource/roboto for Roboto).
 */
export const LOCAL_FALLBACKS = [
  {
    suffix: "",
    regular: ["Arial", "Liberation Sans"],
    bold: ["Arial Bold", "Liberation Sans Bold"],
    metrics: { ascent: 0.9052734375, descent: 0.2119140625, lineGap: 0.03271484375 },
    width: { regular: 0.4526185360502327, bold: 0.4865239678287432 },
  },
  {
    suffix: " Roboto",
    regular: ["Roboto"],
    bold: ["Roboto Bold"],
    metrics: { ascent: 0.927734375, descent: 0.244140625, lineGap: 0 },
    width: { regular: 0.44998204458397983, bold: 0.4567986629654771 },
  },
] as const;

const percent = (x: number) => (x === 0 ? "0%" : `${(x * 100).toFixed(2)}%`);

/**
 * The fallback faces' weights: the regular local face for the theme's 400 and 500, scaled to the
 * font at 400 (body text), the bold one for 650 and 700, scaled to the font at 700 (headings).
 * Inter is 1 % wider at 500 than at 400 and 0.5 % narrower at 650 (between its 600 and 700
 * instances) than at 700, as measured on 2026-11-26: a face per weight would cost twice the bytes
 * in every page's head for that.
 */
const FALLBACK_WEIGHTS = [
  ["400 599", 400],
  ["600 700", 700],
] as const;

/**
 * The fallback faces: for each font, each local fallback and each of FALLBACK_WEIGHTS, a face of
 * the local font scaled (`size-adjust`) to the font's mean width at that weight, with its ascent,
 * descent and line gap set to the font's, so a line breaks and sits where the font will draw it.
 */
export function fallbackFaceCss(): string {
  const rules: string[] = [];
  for (const font of FONT_FILES) {
    const m = FONT_METRICS[font.family];
    for (const local of LOCAL_FALLBACKS) {
      for (const [weights, weight] of FALLBACK_WEIGHTS) {
        const bold = weight >= 600;
        const size = m.widths[weight] / local.width[bold ? "bold" : "regular"];
        const names = bold ? local.bold : local.regular;
        rules.push(
          `@font-face{font-family:"${font.fallback}${local.suffix}";font-weight:${weights};` +
            `src:${names.map((n) => `local("${n}")`).join(",")};size-adjust:${percent(size)};` +
            `ascent-override:${percent(m.ascent / size)};descent-override:${percent(m.descent / size)};` +
            `line-gap-override:${percent(m.lineGap / size)}}`,
        );
      }
    }
  }
  return rules.join("");
}

/** The families a theme font stack starts with: the font, the font if installed, its fallback faces. */
export function stackHead(family: (typeof FONT_FILES)[number]["family"]): string {
  const font = FONT_FILES.find((f) => f.family === family)!;
  return [family, family.replace(/ Variable$/, ""), ...LOCAL_FALLBACKS.map((l) => `${font.fallback}${l.suffix}`)]
    .map((f) => `"${f}"`)
    .join(", ");
}

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

/**
 * The @font-face rules for the fonts at `urls` (in FONT_FILES' order): a page's <noscript> declares
 * them, as the loader's FontFace objects do: no `woff2-variations` hint (every browser with
 * variable fonts takes them as `woff2`) and no unicode-range (each file is the Latin subset already,
 * and a character it lacks falls back glyph by glyph either way).
 */
export function fontFaceCss(urls: readonly string[]): string {
  return FONT_FILES.map(
    (f, i) =>
      `@font-face{font-family:"${f.family}";font-display:swap;font-weight:${WEIGHTS.min} ${WEIGHTS.max};` +
      `src:url(${urls[i]}) format("woff2")}`,
  ).join("");
}

/**
 * The fonts' loader, an inline script in every page's head.
 *
 * A first visit draws the page in the fallback faces and loads the fonts once it has been painted
 * whole, as the page's scripts do (gatsby/post-build/paint-first.ts): the browser has reported the
 * first contentful paint and the frame after the document was parsed has been painted (or
 * NO_PAINT_FALLBACK_MS after that frame when it reports no paint; at that frame without paint
 * timing). Then it adds both fonts in one task, so the page swaps to them once. A font that has
 * downloaded before the largest element was painted counts in that paint, in Lighthouse's
 * simulation as on a slow phone. A page loaded again, or opened from another page of the site, finds
 * the fonts in the HTTP cache (immutable for a year): it adds them at once with `display:
 * fallback`, so the first frame waits up to 100 ms for them and is drawn in them. That guess
 * reads only the navigation's type and referrer; nothing is stored. Without the FontFace API the
 * page keeps the fallback faces; without JavaScript, the <noscript> rules of fontFaceCss.
 *
 * The same script holds the page's lazy images until that moment, on every visit: it sets
 * BEFORE_PAINT_ATTRIBUTE on <html> at once and removes it after the paint (beforePaintCss in
 * after-paint.ts). One head script instead of two keeps every page a hash and about 120 bytes
 * lighter, which is what keeps an article's document in the first round trip.
 */
export function fontLoaderSource(urls: readonly string[]): string {
  const fonts = FONT_FILES.map((f, i) => [f.family, urls[i]]);
  return (
    `(function(){var F=${JSON.stringify(fonts)},d=document,w=window,h=d.documentElement,L=w.FontFace&&d.fonts,` +
    "n=w.performance&&performance.getEntriesByType&&performance.getEntriesByType('navigation')[0]," +
    "warm=n&&(n.type==='reload'||n.type==='back_forward')||d.referrer.indexOf(location.origin+'/')===0;" +
    `h.setAttribute('${BEFORE_PAINT_ATTRIBUTE}','');` +
    "function faces(display){return F.map(function(f){return new FontFace(f[0],'url('+f[1]+') format(\"woff2\")'," +
    `{weight:"${WEIGHTS.min} ${WEIGHTS.max}",display:display})})}` +
    "if(L&&warm)faces('fallback').forEach(function(f){d.fonts.add(f);f.load().catch(function(){})});" +
    afterPaintSource(
      `function(){h.removeAttribute('${BEFORE_PAINT_ATTRIBUTE}');if(!L||warm)return;var l=faces('swap');` +
        "Promise.all(l.map(function(f){return f.load().then(function(){return f},function(){})}))" +
        ".then(function(r){r.forEach(function(f){f&&d.fonts.add(f)})})}",
    ) +
    "})()"
  );
}
