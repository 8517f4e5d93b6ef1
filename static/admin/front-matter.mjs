// @ts-check
/**
 * The MDX files (articles, case studies, legal texts) as this repository writes them, so the first
 * save of a file in the CMS changes only what the editor changed (issue 39). Decap's own
 * "frontmatter" format rewrites the front matter in its YAML style (quotes dropped, long values
 * wrapped at 80 columns).
 *
 * Decap gives a format's toFile the entry's data only (and the configuration's field order), never
 * the text it read, so the style is a rule per collection that every file of the repository follows:
 *   - "quoted" (content/blog, content/case-studies): every text value in double quotes, numbers and
 *     true/false bare, lists one item a line ("  - "), objects in lists one key a line;
 *   - "plain" (content/legal): text bare where YAML reads it back as the same text, else quoted.
 * No value is ever wrapped. Each object keeps the key order of the file it was read from (the key
 * orders are learned on read, as for the JSON files: static/admin/json-format.mjs); a key the file
 * did not have goes where the configuration lists it.
 *
 * The YAML library is passed in (`yaml`, npm): the CMS loads its browser build from /admin/yaml/
 * (gatsby/admin.ts copies it there), the tests the package itself. Checked by
 * gatsby/front-matter.test.ts against every MDX file of content/.
 */
import { knownOrder, learnOrder, restoreOrder } from "./json-format.mjs";

/** @typedef {{ parse: (text: string) => unknown, stringify: (value: unknown, options: object) => string }} Yaml */

/** yaml's options for each style; lineWidth 0: no value is wrapped. */
export const STYLES = /** @type {const} */ ({
  quoted: { defaultStringType: "QUOTE_DOUBLE", defaultKeyType: "PLAIN", lineWidth: 0 },
  plain: { lineWidth: 0 },
});

const OPEN = /^---\r?\n/;
const CLOSE = /^---[ \t]*(?:\r?\n|$)/m;

/**
 * @param {string} text a whole file
 * @returns {{ matter: string, body: string }} the front matter's YAML (empty without one) and the body as Decap reads it
 */
export function splitFile(text) {
  const open = OPEN.exec(text);
  if (!open) return { matter: "", body: text };
  const rest = text.slice(open[0].length);
  const close = CLOSE.exec(rest);
  if (!close) throw new Error("The front matter has no closing --- line");
  return { matter: rest.slice(0, close.index), body: rest.slice(close.index + close[0].length) };
}

/** A date widget's value as the files write it (YYYY-MM-DD). */
const plainDate = (/** @type {unknown} */ v) =>
  v instanceof Date && !Number.isNaN(v.getTime()) ? v.toISOString().slice(0, 10) : v;

/**
 * @param {Record<string, unknown>} meta the front matter's values, the body taken out
 * @param {string[] | undefined} fieldsOrder the configuration's field order (Decap passes it)
 */
function ordered(meta, fieldsOrder) {
  const keys = Object.keys(meta);
  const rank = (/** @type {string} */ key) => {
    const i = fieldsOrder?.indexOf(key) ?? -1;
    return i < 0 ? keys.length + keys.indexOf(key) : i;
  };
  // the order of a file read with these keys; else the configuration's (a new entry, a field filled in)
  const top = knownOrder(keys, "") ?? (fieldsOrder ? [...keys].sort((a, b) => rank(a) - rank(b)) : keys);
  return Object.fromEntries(top.map((k) => [k, restoreOrder(plainDate(meta[k]), `.${k}`)]));
}

/**
 * A Decap custom format (CMS.registerCustomFormat(name, "mdx", format)).
 * @param {Yaml} yaml
 * @param {keyof typeof STYLES} style
 */
export function frontMatterFormat(yaml, style) {
  const options = STYLES[style];
  return {
    /** @param {string} text @returns {Record<string, unknown>} */
    fromFile(text) {
      const { matter, body } = splitFile(text);
      const meta = matter.trim() === "" ? {} : yaml.parse(matter);
      if (!meta || typeof meta !== "object" || Array.isArray(meta)) {
        throw new Error("The front matter is not a list of fields (name: value)");
      }
      learnOrder(meta, "");
      return { ...meta, body };
    },
    /**
     * @param {Record<string, unknown>} data
     * @param {string[]} [fieldsOrder]
     * @returns {string}
     */
    toFile(data, fieldsOrder) {
      const { body = "", ...meta } = data;
      const text = typeof body === "string" ? body : "";
      const fields = ordered(meta, fieldsOrder);
      const matter = Object.keys(fields).length === 0 ? "" : yaml.stringify(fields, options);
      const out = `---\n${matter}---\n${text}`;
      return out.endsWith("\n") ? out : `${out}\n`;
    },
  };
}
