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
