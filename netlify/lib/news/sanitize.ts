import type { Article } from "./types";

export const LIMITS = { title: 300, description: 600, source: 100, url: 2048, articles: 30 } as const;

/**
 * An absolute http(s) URL, normalised, or null. Rejects every other scheme (`javascript:`,
 * `data:`, `vbscript:`, ...), protocol-relative and relative references (`//evil.example`),
 * URLs with credentials and anything over 2048 characters.
 */
export function safeUrl(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  if (trimmed === "" || trimmed.length > LIMITS.url) return null;
  // Control characters and whitespace inside a URL are never legitimate here.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\s]/.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed); // no base: relative and protocol-relative references throw
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password || !url.hostname) return null;
  return url.href;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "\u2013",
  mdash: "\u2014",
  hellip: "\u2026",
  lsquo: "\u2018",
  rsquo: "\u2019",
  ldquo: "\u201c",
  rdquo: "\u201d",
  laquo: "\u00ab",
  raquo: "\u00bb",
  copy: "\u00a9",
  reg: "\u00ae",
  trade: "\u2122",
  middot: "\u00b7",
  bull: "\u2022",
  euro: "\u20ac",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (match, entity: string) => {
    if (entity[0] === "#") {
      const code =
        entity[1] === "x" || entity[1] === "X" ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return " ";
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? " ";
  });
}

const stripTags = (text: string) =>
  text
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    // Block-level tags separate words; inline ones (<i>, <a>, <span>, ...) do not.
    .replace(/<\/?(?:p|br|div|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|pre|hr|section|article)\b[^>]*>/gi, " ")
    .replace(/<\/?[a-z!][^>]*>/gi, "");

/**
 * Plain text from an upstream string: HTML tags and comments removed, entities decoded (then tags
 * removed again, so `&lt;script&gt;` cannot come back as markup), control characters dropped,
 * whitespace collapsed, cut to `max` characters with an ellipsis. Empty results become null.
 */
export function cleanText(value: unknown, max: number): string | null {
  if (typeof value !== "string") return null;
  let text = stripTags(decodeEntities(stripTags(value.slice(0, max * 8))));
  // eslint-disable-next-line no-control-regex
  text = text.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060\ufeff]/g, " ");
  text = text.replace(/\s+/g, " ").trim();
  if (text === "") return null;
  if (text.length > max) {
    text = Array.from(text)
      .slice(0, max - 1)
      .join("")
      .trimEnd();
    text = `${text}\u2026`;
  }
  return text;
}

/** ISO 8601 string for a date string or epoch milliseconds; null when invalid or absent. */
export function isoDate(value: unknown): string | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  if (typeof value === "string" && value.trim() === "") return null;
  const date = new Date(value);
  const time = date.getTime();
  if (!Number.isFinite(time) || Math.abs(time) > 8.64e15) return null;
  return date.toISOString();
}

/** Raw fields a provider read from its upstream, before cleaning. */
export interface RawArticle {
  title: unknown;
  url: unknown;
  urlToImage?: unknown;
  publishedAt?: unknown;
  sourceName?: unknown;
  description?: unknown;
}

/**
 * Cleans a provider's raw items into articles: drops items without a usable title or http(s)
 * URL, NewsAPI's "[Removed]" placeholders and duplicate URLs; keeps at most 30.
 */
export function toArticles(raw: RawArticle[], fallbackSource: string): Article[] {
  const seen = new Set<string>();
  const articles: Article[] = [];
  for (const item of raw) {
    if (articles.length >= LIMITS.articles) break;
    const title = cleanText(item.title, LIMITS.title);
    const url = safeUrl(item.url);
    if (!title || !url || title === "[Removed]" || url === "https://removed.com/") continue;
    if (seen.has(url)) continue;
    seen.add(url);
    articles.push({
      title,
      url,
      urlToImage: safeUrl(item.urlToImage),
      publishedAt: isoDate(item.publishedAt),
      source: { name: cleanText(item.sourceName, LIMITS.source) ?? fallbackSource },
      description: cleanText(item.description, LIMITS.description),
    });
  }
  return articles;
}
