/**
 * An article's table of contents from its MDX source: its second-level headings, each with the id
 * its heading is rendered with (src/components/mdx-components.tsx: `slugify` of the heading's
 * text), so every entry leads to its heading. docs/decisions/table-of-contents.md
 */
import { slugify } from "./slugify";

export interface TocEntry {
  id: string;
  title: string;
}

/** The text a heading renders, from its Markdown: emphasis, code and links keep only their words. */
export function headingText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/(^|[^\w*])[*_]([^*_]+)[*_](?=[^\w*]|$)/g, "$1$2")
    .replace(/\s+#+\s*$/, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The `##` headings of an MDX body, outside fenced code, in order. */
export function tableOfContents(body: string): TocEntry[] {
  const entries: TocEntry[] = [];
  let fence: string | undefined;
  for (const line of body.split(/\r?\n/)) {
    const marker = /^\s{0,3}(```+|~~~+)/.exec(line)?.[1];
    if (marker) {
      if (!fence) fence = marker[0]!.repeat(marker.length);
      else if (marker.startsWith(fence)) fence = undefined;
      continue;
    }
    if (fence) continue;
    const heading = /^\s{0,3}##\s+(.+)$/.exec(line);
    if (!heading) continue;
    const title = headingText(heading[1]!);
    if (title) entries.push({ id: slugify(title), title });
  }
  return entries;
}
