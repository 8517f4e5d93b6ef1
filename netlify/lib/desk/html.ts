/**
 * The desk's one escaping function and the `markup` template that applies it. Every value that is
 * not itself `Html` (built by this module) is escaped, so lead text is always shown as text.
 *
 * Beyond the five HTML metacharacters, characters that would make text look like something else
 * are shown as visible markers: bidi controls (an RLO could reverse "gpj.exe" into "exe.jpg"),
 * zero-width characters, other C0/C1 controls and lone surrogates become `⟨U+202E⟩`. Line breaks
 * and tabs stay (messages are shown with `white-space: pre-wrap`).
 */
import { showInvisible } from "../shared/visible-text.ts";

export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** Text → HTML text or attribute value (double- or single-quoted). */
export function escapeText(value: unknown): string {
  return showInvisible(value)
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
