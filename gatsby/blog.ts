/** Reading time of blog articles (the frontmatter rules live in gatsby/content-model.ts). */

/** Words per minute used for the reading time shown on articles. */
export const WORDS_PER_MINUTE = 220;

export function countWords(markdown: string): number {
  const text = markdown
    .replace(/^---[\s\S]*?---/, "")
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#>*_`~-]+/g, " ");
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
