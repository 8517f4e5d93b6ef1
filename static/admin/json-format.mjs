// @ts-check
/**
 * JSON as this repository stores it: the layout `prettier` gives JSON with the project's
 * printWidth (120), so a file the CMS saves passes `npm run lint` and its diff shows only what the
 * editor changed. Used by the CMS in the browser (static/admin/cms.mjs) and checked against
 * prettier itself by static/admin/json-format.test.ts.
 *
 * Layout: objects inside lists whose values are all plain (text, number, true/false) sit on one
 * line when they fit; other objects have one property a line; lists of plain values sit on one
 * line when they fit, else one value a line (numbers packed as many a line as fit); lists of two
 * or more objects always have one object a line.
 */

export const PRINT_WIDTH = 120;

/** @param {unknown} v */
const isPlain = (v) => v === null || typeof v !== "object";

/** @param {unknown} v @returns {number} */
function size(v) {
  if (Array.isArray(v)) return v.length;
  if (v && typeof v === "object") return Object.keys(v).length;
  return 0;
}

/**
 * @param {unknown} value
 * @param {number} indent spaces before the line's first character
 * @param {number} used columns already taken on the current line
 * @param {number} tail characters that follow the value on its line ("," or nothing)
 * @param {boolean} inList the value is an element of a list (objects may then sit on one line)
 * @returns {string}
 */
function print(value, indent, used, tail, inList) {
  if (isPlain(value)) return JSON.stringify(value);
  const pad = " ".repeat(indent + 2);
  const end = " ".repeat(indent);
  const fits = (/** @type {string} */ flat) => used + flat.length + tail <= PRINT_WIDTH;

  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    if (value.every(isPlain)) {
      const flat = `[${value.map((v) => JSON.stringify(v)).join(", ")}]`;
      if (fits(flat)) return flat;
      if (value.every((v) => typeof v === "number")) {
        // prettier "fills" lists of numbers: as many a line as fit
        const lines = [];
        let line = "";
        value.forEach((v, i) => {
          const item = `${JSON.stringify(v)}${i < value.length - 1 ? "," : ""}`;
          if (line && indent + 2 + line.length + 1 + item.length > PRINT_WIDTH) {
            lines.push(line);
            line = item;
          } else line = line ? `${line} ${item}` : item;
        });
        lines.push(line);
        return `[\n${lines.map((l) => pad + l).join("\n")}\n${end}]`;
      }
    }
    const items = value.map((v, i) => print(v, indent + 2, indent + 2, i < value.length - 1 ? 1 : 0, true));
    const mustBreak =
      (value.length > 1 && value.every((v) => !isPlain(v) && size(v) > 1)) || items.some((s) => s.includes("\n"));
    if (!mustBreak) {
      const flat = `[${items.join(", ")}]`;
      if (fits(flat)) return flat;
    }
    return `[\n${items.map((s, i) => `${pad}${s}${i < items.length - 1 ? "," : ""}`).join("\n")}\n${end}]`;
  }

  const entries = Object.entries(/** @type {Record<string, unknown>} */ (value));
  if (entries.length === 0) return "{}";
  if (inList && entries.every(([, v]) => isPlain(v))) {
    const flat = `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(", ")} }`;
    if (fits(flat)) return flat;
  }
  const lines = entries.map(([k, v], i) => {
    const key = `${JSON.stringify(k)}: `;
    return `${pad}${key}${print(v, indent + 2, indent + 2 + key.length, i < entries.length - 1 ? 1 : 0, false)}${
      i < entries.length - 1 ? "," : ""
    }`;
  });
  return `{\n${lines.join("\n")}\n${end}}`;
}

/** @param {unknown} value @returns {string} the file's text, with a final newline */
export function formatJson(value) {
  return `${print(value, 0, 0, 0, false)}\n`;
}

/**
 * The order of the keys of the objects read, by their set of keys. Decap holds an entry in
 * Immutable.js maps, which keep the order of at most 8 keys: an object with more (a job opening,
 * the page texts of a page) comes back with its keys shuffled, and the saved file would differ on
 * every line. Written back, each object takes the order its key set had when read; an object whose
 * keys changed (a field filled in for the first time) takes the order of the known object it shares
 * most keys with, its new keys last.
 * @type {Map<string, string[]>}
 */
const keyOrders = new Map();
/** @param {string[]} keys */
const signature = (keys) => [...keys].sort().join("\u0000");

/** @param {unknown} value */
export function rememberKeyOrder(value) {
  if (Array.isArray(value)) value.forEach(rememberKeyOrder);
  else if (value && typeof value === "object") {
    const keys = Object.keys(value);
    if (!keyOrders.has(signature(keys))) keyOrders.set(signature(keys), keys);
    Object.values(value).forEach(rememberKeyOrder);
  }
}

/**
 * @template T
 * @param {T} value
 * @returns {T}
 */
export function restoreKeyOrder(value) {
  if (Array.isArray(value)) return /** @type {T} */ (value.map(restoreKeyOrder));
  if (!value || typeof value !== "object") return value;
  const object = /** @type {Record<string, unknown>} */ (value);
  const keys = Object.keys(object);
  let order = keyOrders.get(signature(keys));
  if (!order) {
    let best = 0;
    for (const known of keyOrders.values()) {
      const shared = known.filter((k) => k in object).length;
      if (shared > best) [best, order] = [shared, known];
    }
  }
  const ordered = [...(order ?? []).filter((k) => k in object), ...keys.filter((k) => !order?.includes(k))];
  return /** @type {T} */ (Object.fromEntries(ordered.map((k) => [k, restoreKeyOrder(object[k])])));
}

/**
 * Decap CMS edits objects only, so a file whose top level is a list is shown to the editor as
 * `{ items: [...] }` and written back as the plain list.
 */
export const jsonListFormat = {
  /** @param {string} text */
  fromFile: (text) => {
    const items = JSON.parse(text);
    rememberKeyOrder(items);
    return { items };
  },
  /** @param {{ items?: unknown }} data */
  toFile: (data) => formatJson(restoreKeyOrder(Array.isArray(data.items) ? data.items : [])),
};

/** Files whose top level is an object. */
export const jsonObjectFormat = {
  /** @param {string} text */
  fromFile: (text) => {
    const data = JSON.parse(text);
    rememberKeyOrder(data);
    return data;
  },
  /** @param {unknown} data */
  toFile: (data) => formatJson(restoreKeyOrder(data)),
};
