import { Fragment, createElement, type ReactNode } from "react";

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * A content text with {placeholders} filled in: "Page {number}" + { number: 2 } -> "Page 2".
 * A placeholder without a value stays as written, so a typo shows on the page instead of vanishing.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** As `fill`, for values that are elements (a link inside a sentence). */
export function fillNodes(template: string, values: Record<string, ReactNode>): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of template.matchAll(PLACEHOLDER)) {
    const name = m[1]!;
    if (!(name in values)) continue;
    parts.push(template.slice(last, m.index), createElement(Fragment, { key: `${name}-${m.index}` }, values[name]));
    last = m.index + m[0].length;
  }
  parts.push(template.slice(last));
  return parts;
}

/** The names of the placeholders of a text: "{a} and {b}" -> ["a", "b"]. */
export function placeholders(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!);
}
