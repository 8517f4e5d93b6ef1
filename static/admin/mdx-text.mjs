// @ts-check
/**
 * What an editor types in a body (Markdown widget, rich text or Markdown mode) is text. The files
 * are MDX, where `{` starts code and `<` a component, so a price "{from $299}" or "a <b> tag" would
 * stop the build. On save (a preSave handler in static/admin/cms.mjs) the body is made plain text
 * for MDX: braces and angle brackets outside code get a backslash (`\{`, `\}`, `\<`, CommonMark's
 * escapes, shown as the character itself), and autolinks (`<https://…>`, which Decap writes for a
 * link whose text is its address and which MDX does not read) become `[address](address)`; a line
 * starting with "import " or "export " (code to MDX) gets its first letter as `&#105;`/`&#101;`.
 *
 * Idempotent: an already escaped character stays as it is, so a body saved again is unchanged.
 * The site offers editors no component inside a body (CONTENT.md), so nothing an editor types is
 * meant as code. Checked by static/admin/mdx-text.test.ts with the build's MDX compiler.
 */

/** The Markdown fields of the collections whose files are MDX (the CMS configuration, gatsby/cms-config.ts). */
export const MDX_BODY_FIELDS = /** @type {Record<string, string[]>} */ ({
  blog: ["body"],
  "case-studies": ["body"],
  legal: ["body"],
});

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** @param {string} text one line, or part of one, outside code */
function escapeText(text) {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "\\") {
      // a backslash escapes the next character (or is a literal one before a letter): keep both
      out += c + (text[i + 1] ?? "");
      i++;
      continue;
    }
    if (c === "<") {
      const auto = /^<((?:https?|mailto):[^\s<>]+|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)>/i.exec(text.slice(i));
      if (auto) {
        const target = auto[1] ?? "";
        const href = /^[a-z]+:/i.test(target) ? target : `mailto:${target}`;
        out += `[${target.replace(/^mailto:/i, "")}](${href})`;
        i += auto[0].length - 1;
        continue;
      }
    }
    out += c === "{" || c === "}" || c === "<" ? `\\${c}` : c;
  }
  return out;
}

/** @param {string} line outside fenced code: code spans stay as they are */
function escapeLine(line) {
  let out = "";
  // MDX reads a line starting with "import " or "export " as code: its first letter as a character reference.
  let rest = line.replace(/^(i)(mport|xport)(?=\s)|^(e)(xport)(?=\s)/, (_m, i, mport, e, xport) =>
    i ? `&#105;${mport}` : `&#101;${xport}`,
  );
  for (;;) {
    const open = /`+/.exec(rest);
    if (!open) return out + escapeText(rest);
    const ticks = open[0];
    const after = rest.slice(open.index + ticks.length);
    const close = new RegExp(`(?<!\`)${ticks}(?!\`)`).exec(after);
    if (!close) return out + escapeText(rest);
    out += escapeText(rest.slice(0, open.index)) + ticks + after.slice(0, close.index + ticks.length);
    rest = after.slice(close.index + ticks.length);
  }
}

/**
 * @param {string} markdown a body as Decap's Markdown widget saves it
 * @returns {string} the same text, every `{`, `}` and `<` outside code written as text for MDX
 */
export function mdxText(markdown) {
  return outsideCode(markdown, escapeLine);
}

/**
 * Each line of a body through `change`, except the lines of fenced code blocks (fences included),
 * which stay as they are. A fence closes on a line of the same character, at least as long.
 * @param {string} markdown
 * @param {(line: string) => string} change
 * @returns {string}
 */
function outsideCode(markdown, change) {
  let fence = "";
  const lines = markdown.split("\n").map((line) => {
    const f = FENCE.exec(line);
    if (fence) {
      if (f && f[1]?.[0] === fence[0] && (f[1]?.length ?? 0) >= fence.length && line.trim() === f[1]) fence = "";
      return line;
    }
    if (f) {
      fence = f[1] ?? "";
      return line;
    }
    return change(line);
  });
  return lines.join("\n");
}

/**
 * The repository's Markdown style where Decap's rich text writes its own, so a save's diff holds
 * the edit only (issue 39): list items start with "-" (Decap writes "*"; outside fenced code,
 * a "*" that starts a list item only, never an escaped one or emphasis), and the body starts
 * after one blank line below the front matter, as every file does.
 * @param {string} markdown
 */
export function repoMarkdown(markdown) {
  const body = outsideCode(markdown, (line) =>
    /^\s*\*(\s*\*){2,}\s*$/.test(line)
      ? line // a thematic break (* * *)
      : line.replace(/^(\s*)\*(\s+)(?=\S)/, "$1-$2"),
  );
  return body.startsWith("\n") || body === "" ? body : `\n${body}`;
}

/** A date widget's value as the files write it (YYYY-MM-DD), never a Date that YAML turns into a timestamp. */
function plainDate(/** @type {unknown} */ value) {
  return value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value;
}

/**
 * Decap's preSave handler: the entry's data with each MDX body made text in the repository's
 * Markdown style, and its date a plain YYYY-MM-DD. Returns undefined (no change) for other collections.
 * @param {{ entry: any }} event
 */
export function mdxTextOnSave({ entry }) {
  const fields = MDX_BODY_FIELDS[entry.get("collection")];
  if (!fields) return undefined;
  let data = entry.get("data");
  for (const name of fields) {
    const value = data.get(name);
    if (typeof value === "string") data = data.set(name, repoMarkdown(mdxText(value)));
  }
  const date = data.get("date");
  if (date instanceof Date) data = data.set("date", plainDate(date));
  return data;
}
