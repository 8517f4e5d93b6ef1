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

/*
 * Key order. Decap holds an entry as an Immutable.js Map, which keeps the order of at most eight
 * keys: an object with more comes back from the editor in hash order, and a save would rewrite
 * the whole file (issue 39). So every object's key order is learned when a file is read
 * (fromFile) and given back when it is written (toFile): an object with the same set of keys
 * gets the order it had; one with keys added (an optional field filled in) gets the order of the
 * known object with the most of its keys, the new keys after them in the editor's order.
 */

/**
 * Where an object sits ("columns", "storage[]": entries of a list share one place) and its sorted
 * key set -> the order of its keys in the file; also under the key set alone, for an object that
 * moved. Two objects with the same keys in different orders (a table's column labels and its
 * rows) each keep their own.
 * @type {Map<string, string[]>}
 */
const keyOrders = new Map();
const keySet = (/** @type {string[]} */ keys) => [...keys].sort().join("\u0000");

/**
 * Learns the key order of every object in a value read from a file.
 * @param {unknown} value @param {string} at where the value sits in its file ("" for the whole file)
 */
export function learnOrder(value, at) {
  if (Array.isArray(value)) value.forEach((v) => learnOrder(v, `${at}[]`));
  else if (value && typeof value === "object") {
    const keys = Object.keys(value);
    keyOrders.set(`${at}\u0001${keySet(keys)}`, keys);
    if (!keyOrders.has(keySet(keys))) keyOrders.set(keySet(keys), keys);
    for (const [k, v] of Object.entries(value)) learnOrder(v, `${at}.${k}`);
  }
}

/**
 * @param {string[]} keys @param {string} at
 * @returns {string[] | undefined} the order of an object read with exactly these keys (here, else anywhere)
 */
export function knownOrder(keys, at) {
  return keyOrders.get(`${at}\u0001${keySet(keys)}`) ?? keyOrders.get(keySet(keys));
}

/** @param {string[]} keys @param {string} at @returns {string[]} */
function orderOf(keys, at) {
  const exact = knownOrder(keys, at);
  if (exact) return exact;
  let best = /** @type {string[]} */ ([]);
  let shared = 0;
  for (const order of keyOrders.values()) {
    const n = order.filter((k) => keys.includes(k)).length;
    if (n > shared) [best, shared] = [order, n];
  }
  const known = best.filter((k) => keys.includes(k));
  return [...known, ...keys.filter((k) => !known.includes(k))];
}

/**
 * @param {unknown} value
 * @param {string} [at] where the value sits in its file
 * @returns {unknown} the value with each object's keys in the file's order
 */
export function restoreOrder(value, at = "") {
  if (Array.isArray(value)) return value.map((v) => restoreOrder(v, `${at}[]`));
  if (!value || typeof value !== "object") return value;
  const object = /** @type {Record<string, unknown>} */ (value);
  return Object.fromEntries(orderOf(Object.keys(object), at).map((k) => [k, restoreOrder(object[k], `${at}.${k}`)]));
}

/** @param {string} text */
function read(text) {
  const value = JSON.parse(text);
  learnOrder(value, "");
  return value;
}

/**
 * Decap CMS edits objects only, so a file whose top level is a list is shown to the editor as
 * `{ items: [...] }` and written back as the plain list.
 */
export const jsonListFormat = {
  /** @param {string} text */
  fromFile: (text) => ({ items: read(text) }),
  /** @param {{ items?: unknown }} data */
  toFile: (data) => formatJson(restoreOrder(Array.isArray(data.items) ? data.items : [])),
};

/** Files whose top level is an object. */
export const jsonObjectFormat = {
  /** @param {string} text */
  fromFile: (text) => read(text),
  /** @param {unknown} data */
  toFile: (data) => formatJson(restoreOrder(data)),
};
