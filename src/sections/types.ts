/** What every section component receives from the page (src/sections/index.tsx). */
export interface SectionProps<T> {
  section: T;
  /** Unique on the page: the section's anchor; its heading's id is `${id}-title`. */
  id: string;
  /** Light sections alternate between the page background and the muted one. */
  tone: "default" | "muted";
  /** The page's last path segment ("about"; "home" for /): names test hooks such as "about-stat". */
  page?: string;
}
