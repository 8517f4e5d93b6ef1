import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import opentype from "opentype.js";
import sharp from "sharp";
import frame from "../content/frame.json";
import { colors } from "../src/gatsby-plugin-theme-ui";
import { MAIN_NAV, normalizePath } from "../src/lib/navigation";
import { SHARE_IMAGE_HEIGHT as H, SHARE_IMAGE_WIDTH as W, shareImagePath } from "../src/lib/share-image";

/**
 * The branded 1200x630 share card of every page, rendered after the build into public/og/.
 *
 * Text is not left to librsvg and the machine's fonts: every line is turned into SVG outlines
 * from the site's own fonts (the static WOFF files of @fontsource/space-grotesk and
 * @fontsource/inter; opentype.js reads WOFF, not WOFF2), so a card looks the same on any
 * machine and nothing is fetched. sharp turns the SVG (over the article's hero, for articles)
 * into a PNG. Cards are cached by the hash of everything that goes into them.
 */

/** Bump when the template changes so cached cards are redrawn. */
const TEMPLATE_VERSION = 1;

export interface ShareCard {
  /** Page path, e.g. "/services/seo"; the card is written to shareImagePath(path). */
  path: string;
  /** Small line above the title: the section or the page name. */
  kicker: string;
  /** The big text: the page's heading. */
  title: string;
  /** Optional line below the title (a service's starting price, an article's date). */
  detail?: string;
  /** Optional photo behind the card (an article's hero), as a file path. */
  background?: string;
}

export interface CardFonts {
  heading: opentype.Font;
  body: opentype.Font;
}

const requireFromHere = createRequire(__filename);

function loadFont(pkgFile: string): opentype.Font {
  const buf = fs.readFileSync(requireFromHere.resolve(pkgFile));
  return opentype.parse(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength));
}

const FONT_FILES = [
  "@fontsource/space-grotesk/files/space-grotesk-latin-700-normal.woff",
  "@fontsource/inter/files/inter-latin-600-normal.woff",
] as const;

/** Space Grotesk Bold for the brand and titles, Inter Semi Bold for the small lines. */
export function loadCardFonts(): CardFonts {
  return { heading: loadFont(FONT_FILES[0]), body: loadFont(FONT_FILES[1]) };
}

export type Measure = (text: string) => number;

/** Greedy word wrap; a word wider than the line on its own is cut between characters. */
export function wrapWords(text: string, maxWidth: number, measure: Measure): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (measure(line) > maxWidth && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && measure(line.slice(0, cut)) > maxWidth) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

export interface FittedTitle {
  size: number;
  lines: string[];
}

/**
 * The largest of `sizes` at which the title wraps into at most `maxLines` lines; when even the
 * smallest needs more, its first lines with the last one ending in an ellipsis.
 */
export function fitTitle(
  text: string,
  measureAt: (size: number) => Measure,
  { maxWidth, maxLines, sizes }: { maxWidth: number; maxLines: number; sizes: readonly number[] },
): FittedTitle {
  let size = sizes[0] ?? 64;
  for (size of sizes) {
    const lines = wrapWords(text, maxWidth, measureAt(size));
    if (lines.length <= maxLines) return { size, lines };
  }
  const measure = measureAt(size);
  const lines = wrapWords(text, maxWidth, measure).slice(0, maxLines);
  let last = lines[maxLines - 1] ?? "";
  while (last && measure(`${last}…`) > maxWidth) last = last.slice(0, -1);
  lines[maxLines - 1] = `${last.replace(/[\s,.;:–—-]+$/, "")}…`;
  return { size, lines };
}

const measurer =
  (font: opentype.Font) =>
  (size: number): Measure =>
  (text) =>
    font.getAdvanceWidth(text, size, { kerning: true, features: { liga: false, rlig: false } });

/** One line of text as an SVG path (outlines from the font; no <text>, no system fonts). */
function textPath(font: opentype.Font, text: string, x: number, y: number, size: number, fill: string): string {
  const d = font.getPath(text, x, y, size, { kerning: true, features: { liga: false, rlig: false } }).toPathData(1);
  return d ? `<path fill="${fill}" d="${d}"/>` : "";
}

export interface CardLayout {
  fitted: FittedTitle;
  /** Baselines: kicker, each title line, detail. */
  kickerY: number;
  lineYs: number[];
  detailY?: number;
  textWidth: number;
}

const MARGIN = 80;
const KICKER_SIZE = 28;
const DETAIL_SIZE = 30;
/** Text block area below the brand row, above the bottom stripe. */
const BLOCK_TOP = 200;
const BLOCK_BOTTOM = 570;

/** Where the lines go: the title fitted to its width, the block centred in the free area. */
export function layoutCard(card: ShareCard, fonts: CardFonts): CardLayout {
  const textWidth = card.background ? 720 : W - 2 * MARGIN;
  const fitted = fitTitle(card.title, measurer(fonts.heading), {
    maxWidth: textWidth,
    maxLines: card.detail ? 3 : 4,
    sizes: [76, 68, 60, 54],
  });
  const lineHeight = Math.round(fitted.size * 1.1);
  const kickerGap = 24 + Math.round(fitted.size * 0.75); // kicker baseline to first title baseline
  const detailGap = card.detail ? 36 + DETAIL_SIZE : 0;
  const height = kickerGap + lineHeight * (fitted.lines.length - 1) + detailGap + Math.round(fitted.size * 0.22);
  const kickerY = Math.round(BLOCK_TOP + (BLOCK_BOTTOM - BLOCK_TOP - height) / 2 + KICKER_SIZE * 0.25);
  const lineYs = fitted.lines.map((_, i) => kickerY + kickerGap + i * lineHeight);
  const last = lineYs[lineYs.length - 1] ?? kickerY;
  return { fitted, kickerY, lineYs, detailY: card.detail ? last + detailGap : undefined, textWidth };
}

/** The brand mark: the inner markup of static/favicon.svg (40x40 view box). */
function markMarkup(faviconSvg: string): string {
  return faviconSvg.replace(/^[\s\S]*?<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
}

export interface CardBrand {
  name: string;
  /** Host shown in the top right corner, e.g. "atriadigital.example". */
  host: string;
  /** Contents of static/favicon.svg. */
  mark: string;
}

/** The card as an SVG document; with a background photo, the photo is composited under it. */
export function cardSvg(card: ShareCard, fonts: CardFonts, brand: CardBrand): string {
  const layout = layoutCard(card, fonts);
  const { fitted } = layout;
  const hostWidth = fonts.body.getAdvanceWidth(brand.host, 24);
  const backdrop = card.background
    ? // A photo shows through on the right; the text side is ink so the title reads at any size.
      `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0">
        <stop offset="0" stop-color="${colors.ink}" stop-opacity=".97"/>
        <stop offset=".55" stop-color="${colors.ink}" stop-opacity=".9"/>
        <stop offset="1" stop-color="${colors.ink}" stop-opacity=".25"/>
      </linearGradient>`
    : "";
  const layers = card.background
    ? `<rect width="${W}" height="${H}" fill="url(#shade)"/>`
    : `<rect width="${W}" height="${H}" fill="${colors.ink}"/>
  <rect width="${W}" height="${H}" fill="url(#g1)"/>
  <rect width="${W}" height="${H}" fill="url(#g2)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <radialGradient id="g1" cx="85%" cy="0%" r="70%"><stop offset="0" stop-color="#7C5CFF" stop-opacity=".75"/><stop offset="1" stop-color="#7C5CFF" stop-opacity="0"/></radialGradient>
    <radialGradient id="g2" cx="0%" cy="100%" r="60%"><stop offset="0" stop-color="${colors.accent}" stop-opacity=".45"/><stop offset="1" stop-color="${colors.accent}" stop-opacity="0"/></radialGradient>
    <linearGradient id="stripe" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${colors.accent}"/><stop offset="1" stop-color="${colors.primary}"/></linearGradient>
    ${backdrop}
  </defs>
  ${layers}
  <svg x="${MARGIN}" y="64" width="64" height="64" viewBox="0 0 40 40">${markMarkup(brand.mark)}</svg>
  ${textPath(fonts.heading, brand.name, MARGIN + 84, 109, 38, colors.onInk)}
  ${textPath(fonts.body, brand.host, W - MARGIN - hostWidth, 106, 24, colors.onInkMuted)}
  ${textPath(fonts.body, card.kicker.toUpperCase(), MARGIN, layout.kickerY, KICKER_SIZE, colors.accent)}
  ${fitted.lines.map((line, i) => textPath(fonts.heading, line, MARGIN, layout.lineYs[i] ?? 0, fitted.size, colors.onInk)).join("\n  ")}
  ${card.detail && layout.detailY ? textPath(fonts.body, card.detail, MARGIN, layout.detailY, DETAIL_SIZE, colors.onInkMuted) : ""}
  <rect y="${H - 10}" width="${W}" height="10" fill="url(#stripe)"/>
</svg>`;
}

/**
 * 8-bit palette with dithering: 75-160 KB a card. Quantising at effort 1 costs about as much as
 * a full-colour PNG (which is 1.4-2.3 times larger); effort 7 took 5 times as long for files
 * about 30% smaller.
 */
const PNG_OPTIONS: sharp.PngOptions = { palette: true, quality: 90, effort: 1 };

/** Renders one card to a 1200x630 PNG buffer. */
export async function renderCard(card: ShareCard, fonts: CardFonts, brand: CardBrand): Promise<Buffer> {
  const svg = Buffer.from(cardSvg(card, fonts, brand));
  const image = card.background
    ? sharp(card.background)
        .resize(W, H, { fit: "cover", position: "attention" })
        .composite([{ input: svg }])
    : sharp(svg);
  return image.png(PNG_OPTIONS).toBuffer();
}

/** What every card depends on besides its own content: template, font files, libvips. */
function templateKey(): string {
  const h = createHash("sha256");
  h.update(JSON.stringify([TEMPLATE_VERSION, sharp.versions.vips, PNG_OPTIONS, colors]));
  for (const file of FONT_FILES) h.update(fs.readFileSync(requireFromHere.resolve(file)));
  return h.digest("hex");
}

/** The cache key of a card: the template key, the card's text and brand, the photo's bytes. */
export function cardHash(card: ShareCard, brand: CardBrand, template: string): string {
  const h = createHash("sha256");
  h.update(template);
  h.update(JSON.stringify({ card: { ...card, background: undefined }, brand }));
  if (card.background) h.update(fs.readFileSync(card.background));
  return h.digest("hex").slice(0, 32);
}

/* ---------- Reading the pages of the build ---------- */

const decodeEntities = (s: string) =>
  s
    .replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");

function metaContent(html: string, attr: "property" | "name", key: string): string | undefined {
  const tag = new RegExp(`<meta[^>]*\\b${attr}="${key.replace(/[.:]/g, "\\$&")}"[^>]*>`).exec(html)?.[0];
  const content = tag && /\bcontent="([^"]*)"/.exec(tag)?.[1];
  return content === undefined ? undefined : decodeEntities(content);
}

export interface BuiltPage {
  /** Path of the page from its og:url, e.g. "/services/seo" or "/404.html". */
  path: string;
  /** og:title without the " | brand" suffix. */
  name: string;
  /** Text of the first <h1>, if any. */
  heading?: string;
  /** Path part of og:image. */
  image?: string;
}

/** What a built HTML page says about itself. */
export function readBuiltPage(html: string, brand: string): BuiltPage | undefined {
  const url = metaContent(html, "property", "og:url");
  if (!url) return undefined;
  const ogTitle = metaContent(html, "property", "og:title") ?? "";
  const suffix = ` | ${brand}`;
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  const image = metaContent(html, "property", "og:image");
  return {
    path: new URL(url).pathname,
    name: ogTitle.endsWith(suffix) ? ogTitle.slice(0, -suffix.length) : ogTitle,
    heading:
      h1 === undefined
        ? undefined
        : decodeEntities(h1.replace(/<[^>]+>/g, ""))
            .replace(/\s+/g, " ")
            .trim(),
    image: image ? new URL(image).pathname : undefined,
  };
}

/** Every HTML page of the build (Gatsby's own slices and data files aside). */
export function builtHtmlFiles(publicDir: string): string[] {
  const skip = new Set(["_gatsby", "page-data", "static", "~partytown", "og"]);
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!skip.has(entry.name)) walk(path.join(dir, entry.name));
      } else if (entry.name.endsWith(".html")) out.push(path.join(dir, entry.name));
    }
  };
  walk(publicDir);
  return out.sort();
}

export interface CardExtras {
  /** Lines below the title by page path. */
  details: ReadonlyMap<string, string>;
  /** Background photos by page path. */
  backgrounds: ReadonlyMap<string, string>;
  /** The kicker of the home page (it has no section). */
  homeKicker: string;
}

/**
 * The card of a built page. Title: the page's h1 (what the visitor reads first), else its name.
 * Kicker: the section of a nested page (its label in the main navigation: "Services", "Blog"),
 * else the page's name when the heading says something else ("Careers" over "Join Our Creative
 * Team"), else the brand.
 */
export function cardForPage(page: BuiltPage, extras: CardExtras, brand: string): ShareCard {
  const pagePath = normalizePath(page.path).replace(/\.html$/, "");
  const title = page.heading || page.name;
  const segments = pagePath.split("/").filter(Boolean);
  const section = segments.length > 1 ? MAIN_NAV.find((n) => n.to === `/${segments[0]}`)?.key : undefined;
  const sectionLabel = section && frame.nav[section];
  const kicker =
    pagePath === "/" ? extras.homeKicker : (sectionLabel ?? (page.name && page.name !== title ? page.name : brand));
  return {
    path: pagePath,
    kicker,
    title,
    detail: extras.details.get(pagePath),
    background: extras.backgrounds.get(pagePath),
  };
}

export interface ShareImagesResult {
  cards: number;
  rendered: number;
  cached: number;
  ms: number;
}

/**
 * Draws the card of every built page whose og:image is its own generated card, into
 * public/og/…, reusing cards from `cacheDir` when nothing that goes into them changed.
 */
export async function writeShareImages({
  publicDir,
  cacheDir,
  brand,
  extras,
}: {
  publicDir: string;
  cacheDir: string;
  brand: CardBrand;
  extras: CardExtras;
}): Promise<ShareImagesResult> {
  const started = Date.now();
  const cards = new Map<string, ShareCard>();
  for (const file of builtHtmlFiles(publicDir)) {
    const page = readBuiltPage(fs.readFileSync(file, "utf8"), brand.name);
    if (!page || page.image !== shareImagePath(page.path)) continue;
    cards.set(page.image, cardForPage(page, extras, brand.name));
  }
  fs.mkdirSync(cacheDir, { recursive: true });
  const template = templateKey();
  let fonts: CardFonts | undefined;
  let rendered = 0;
  // Two at a time: sharp has its own thread pool and the build machine may have two cores.
  const queue = [...cards.entries()];
  const work = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [image, card] = next;
      const cached = path.join(cacheDir, `${cardHash(card, brand, template)}.png`);
      if (!fs.existsSync(cached)) {
        fonts ??= loadCardFonts();
        fs.writeFileSync(cached, await renderCard(card, fonts, brand));
        rendered++;
      }
      const target = path.join(publicDir, image);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(cached, target);
    }
  };
  await Promise.all([work(), work()]);
  return { cards: cards.size, rendered, cached: cards.size - rendered, ms: Date.now() - started };
}

/** Absolute URL helper for the card's host line: "https://atriadigital.example" -> "atriadigital.example". */
export function displayHost(siteUrl: string): string {
  return new URL(siteUrl).host;
}
