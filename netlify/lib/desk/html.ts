/**
 * The desk's one escaping function and the `markup` template that applies it. Every value that is
 * not itself `Html` (built by this module) is escaped, so lead text is always shown as text.
 *
 * Beyond the five HTML metacharacters, characters that would make text look like something else
 * are shown as visible markers: bidi controls (an RLO could reverse "gpj.exe" into "exe.jpg"),
 * zero-width characters, other C0/C1 controls and lone surrogates become `⟨U+202E⟩`. Line breaks
 * and tabs stay (messages are shown with `white-space: pre-wrap`).
 */

export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

// Bidi embeddings/overrides/isolates and marks, zero-width and invisible format characters,
// C0 controls except tab and line feed, DEL and C1 controls, and the BOM.
const INVISIBLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF\uFFF9-\uFFFB]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function marker(ch: string): string {
  return `⟨U+${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}⟩`;
}

/** Text → HTML text or attribute value (double- or single-quoted). */
export function escapeText(value: unknown): string {
  const text = value === null || value === undefined ? "" : String(value);
  return text
    .replace(/\r\n?/g, "\n")
    .replace(INVISIBLE, marker)
    .replace(LONE_SURROGATE, marker)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

type Part = Html | string | number | null | undefined | false | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return "";
  if (part instanceof Html) return part.value;
  if (Array.isArray(part)) return part.map(render).join("");
  return escapeText(part);
}

/** markup`<p>${text}</p>`: interpolated values are escaped unless they are Html; arrays are joined. */
export function markup(strings: TemplateStringsArray, ...values: Part[]): Html {
  let out = strings[0] ?? "";
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? "");
  });
  return new Html(out);
}
