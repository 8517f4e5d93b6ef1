/** What every section component receives from the page (src/sections/index.tsx). */
export interface SectionProps<T> {
  section: T;
  /** Unique on the page: the section's anchor; its heading's id is `${id}-title`. */
  id: string;
  /** Light sections alternate between the page background and the muted one. */
  tone: "default" | "muted";
  /**
   * The section's place on the page, 0 for the first. The first two (a hero and what follows it)
   * are on screen when the page opens: their first image loads eagerly (FIRST_SCREEN).
   */
  position?: number;
  /** The page's last path segment ("about"; "home" for /): names test hooks such as "about-stat". */
  page?: string;
}

/** Sections at positions below this are on the first screen: their first image loads eagerly. */
export const FIRST_SCREEN = 2;

/**
 * Whether the image of item `index` of a section at `position` loads eagerly: the first item's, in
 * a section on the first screen. On a phone that image is the largest paint; lazy, it would count
 * only once it had loaded after the first frame (docs/performance.md).
 */
export const eagerImage = (position: number, index: number): boolean => position < FIRST_SCREEN && index === 0;
