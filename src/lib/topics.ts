/**
 * Topics and authors of the blog (docs/decisions/topics-authors.md): which articles a topic page,
 * an author page, a service page's "From our blog" and an article's related articles list. Pure
 * and React-free: the build's resolvers (gatsby/blog-pages.ts) and the tests call it.
 */

/** What the lists need of an article or a case study (its frontmatter, slugs as written). */
export interface Filed {
  slug: string;
  /** YYYY-MM-DD. */
  date: string;
  /** Position among entries of the same date (articles); case studies have none. */
  order?: number | null;
  /** Service slugs: an article's `topics`, a case study's `services`. */
  topics: readonly string[];
  /** Team member slugs. */
  authors?: readonly string[] | null;
  /** Articles with `listed: false` keep their address but are in no list. */
  listed?: boolean | null;
}

/** Newest first; on the same day by `order` (as the feed sorts), then by slug so the order is total. */
export function newestFirst<T extends Filed>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) =>
      b.date.localeCompare(a.date) ||
      (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) ||
      a.slug.localeCompare(b.slug),
  );
}

const isListed = (item: Filed) => item.listed !== false;

/** The listed entries filed under a service, newest first (a topic page; a service page shows three). */
export function topicEntries<T extends Filed>(items: readonly T[], topic: string): T[] {
  return newestFirst(items.filter((i) => isListed(i) && i.topics.includes(topic)));
}

/** The listed entries a team member wrote, newest first (their author page). */
export function authorEntries<T extends Filed>(items: readonly T[], author: string): T[] {
  return newestFirst(items.filter((i) => isListed(i) && (i.authors ?? []).includes(author)));
}

/** Services with at least one listed entry: the topics that have a page. */
export function topicsWithEntries(items: readonly Filed[]): Set<string> {
  return new Set(items.filter(isListed).flatMap((i) => i.topics));
}

export const RELATED_COUNT = 3;

/**
 * The entries related to `current`: the most shared topics first, then the newest; never
 * `current` itself (by slug), only listed ones, at most `count`. Entries that share no topic fill
 * the remaining places, newest first, so an article always ends with `count` others when the blog
 * has them.
 */
export function relatedEntries<T extends Filed>(
  current: Pick<Filed, "slug" | "topics">,
  items: readonly T[],
  count: number = RELATED_COUNT,
): T[] {
  const mine = new Set(current.topics);
  const shared = (i: Filed) => i.topics.filter((t) => mine.has(t)).length;
  const ranked = newestFirst(items.filter((i) => i.slug !== current.slug && isListed(i)));
  // A stable sort keeps the newest-first order among entries that share as many topics.
  return ranked.sort((a, b) => shared(b) - shared(a)).slice(0, count);
}

/** The page of a topic (a service) and of an author (a team member). */
export const topicPath = (serviceSlug: string) => `/blog/topic/${serviceSlug}`;
export const authorPath = (memberSlug: string) => `/blog/author/${memberSlug}`;
