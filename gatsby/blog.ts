import path from "node:path";

export const BLOG_DIR = "content/blog";

export interface BlogFrontmatter {
  title?: unknown;
  slug?: unknown;
  date?: unknown;
  excerpt?: unknown;
  hero?: unknown;
  heroAlt?: unknown;
  listed?: unknown;
  order?: unknown;
}

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

/**
 * Checks one article's frontmatter and returns "file: field: problem" lines (empty when valid).
 * `folder` is the article's folder name, which must equal its slug so URLs stay predictable.
 */
export function validateBlogFrontmatter(file: string, fm: BlogFrontmatter): string[] {
  const errors: string[] = [];
  const rel = path.relative(process.cwd(), file) || file;
  const need = (field: keyof BlogFrontmatter, ok: boolean, problem: string) => {
    if (!ok) errors.push(`${rel}: ${field}: ${problem}`);
  };
  const isText = (v: unknown) => typeof v === "string" && v.trim().length > 0;
  need("title", isText(fm.title), "required text is missing");
  need("slug", isText(fm.slug) && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(String(fm.slug)), "must be a lower-case slug");
  if (isText(fm.slug)) {
    const folder = path.basename(path.dirname(file));
    need("slug", folder === fm.slug, `must equal the folder name "${folder}"`);
  }
  need("date", typeof fm.date === "string" && !Number.isNaN(Date.parse(fm.date)), "must be a date (YYYY-MM-DD)");
  need("excerpt", isText(fm.excerpt), "required text is missing");
  need("hero", fm.hero != null, "image is missing or does not exist");
  need("heroAlt", isText(fm.heroAlt), "required text is missing");
  need("listed", typeof fm.listed === "boolean", "must be true or false");
  need("order", typeof fm.order === "number" && Number.isInteger(fm.order), "must be a whole number");
  return errors;
}
