/** The content check's wording: how a value, a field and a likely typo are named to an editor. */
import { REF_TARGETS, type Field } from "../content-model.ts";

/** What a value of this field should be, as an editor would say it. */
export function expected(field: Field): string {
  switch (field.kind) {
    case "string":
      return "text";
    case "int":
      return "a whole number";
    case "boolean":
      return "true or false";
    case "date":
      return "a date written YYYY-MM-DD, like 2025-08-01";
    case "image":
      return "the path of an image file";
    case "ref":
      return `the ${REF_TARGETS[field.to].key ?? "slug"} of a ${REF_TARGETS[field.to].entry}`;
    case "object":
      return "a group of fields in { }";
    case "list":
      return "a list in [ ]";
    case "sections":
      return "a list of sections in [ ]";
  }
}

/** What is missing, for "required ... is missing". */
export function missingNoun(field: Field): string {
  switch (field.kind) {
    case "string":
      return "text";
    case "int":
      return "number";
    case "boolean":
      return "true or false value";
    case "date":
      return "date";
    case "image":
      return "image";
    case "ref":
      return `${REF_TARGETS[field.to].entry} ${REF_TARGETS[field.to].key ?? "slug"}`;
    case "object":
      return "group of fields";
    case "list":
      return "list";
    case "sections":
      return "list of sections";
  }
}

export function describe(value: unknown): string {
  if (value === null) return "empty (null)";
  if (Array.isArray(value)) return "a list";
  if (value instanceof Date) return `the date ${value.toISOString().slice(0, 10)}`;
  switch (typeof value) {
    case "string":
      return `the text "${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
    case "number":
      return `the number ${value}`;
    case "boolean":
      return String(value);
    case "object":
      return "a group of fields";
    default:
      return typeof value;
  }
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const here = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = here;
    }
  }
  return row[b.length]!;
}

/** The closest known name to a misspelt one, if any is close enough to be a typo. */
export function closest(value: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const k of known) {
    const [a, b] = [value.toLowerCase(), k.toLowerCase()];
    // A known name that starts with what was typed (or the reverse) counts as close: "seo-tools" -> "seo".
    const prefix = Math.min(a.length, b.length) >= 3 && (a.startsWith(b) || b.startsWith(a));
    const d = a === b ? 0 : prefix ? 1 : distance(a, b);
    if (d < bestScore) {
      best = k;
      bestScore = d;
    }
  }
  return best !== undefined && bestScore <= Math.max(2, Math.floor(value.length / 3)) ? best : undefined;
}

export const didYouMean = (value: string, known: readonly string[]) => {
  const guess = closest(value, known);
  return guess ? ` (did you mean "${guess}"?)` : "";
};
