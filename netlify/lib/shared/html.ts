/**
 * The one HTML escaper of netlify/ (`escapeHtml`: the five metacharacters; the lead e-mails use it
 * as it is) and the desk's `markup` template, which applies `escapeText` to every value that is not
 * itself `Html` (built by this module), so lead text is always shown as text.
 *
 * `escapeText` is `escapeHtml` after `showInvisible` (./visible-text.ts): characters that would make
 * text look like something else are shown as visible markers: bidi controls (an RLO could reverse
 * "gpj.exe" into "exe.jpg"), zero-width characters, other C0/C1 controls and lone surrogates become
 * `⟨U+202E⟩`. Line breaks and tabs stay (messages are shown with `white-space: pre-wrap`).
 */
import { showInvisible } from "./visible-text.ts";

export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** Text → HTML text or attribute value (double- or single-quoted): `& < > " '` as entities. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** Any value → HTML text or attribute value, its invisible characters shown as markers. */
export function escapeText(value: unknown): string {
  return escapeHtml(showInvisible(value));
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
