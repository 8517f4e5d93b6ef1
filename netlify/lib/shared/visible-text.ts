/**
 * Characters that would make text look like something else, shown as visible markers: bidi
 * controls (an RLO could reverse "gpj.exe" into "exe.jpg"), zero-width characters, other C0/C1
 * controls and lone surrogates become `⟨U+202E⟩`. Line breaks and tabs stay. The desk's escaping
 * (./html.ts) and the plain-text stats report (netlify/lib/stats/report.ts) use it.
 * No TypeScript-only syntax: `npm run stats` runs it with Node's type stripping.
 */

// Bidi embeddings/overrides/isolates and marks, zero-width and invisible format characters,
// C0 controls except tab and line feed, DEL and C1 controls, and the BOM.
const INVISIBLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF\uFFF9-\uFFFB]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function marker(ch: string): string {
  return `⟨U+${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}⟩`;
}

/** The text with those characters as markers, CR LF and CR as LF. */
export function showInvisible(value: unknown): string {
  const text = value === null || value === undefined ? "" : String(value);
  return text.replace(/\r\n?/g, "\n").replace(INVISIBLE, marker).replace(LONE_SURROGATE, marker);
}
