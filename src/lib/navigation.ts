/**
 * The main navigation of the header, in the spec's order. The labels are content
 * (content/frame.json, `nav.<key>`); the routes are the spec's.
 */
export const MAIN_NAV = [
  { key: "home", to: "/" },
  { key: "services", to: "/services" },
  { key: "blog", to: "/blog" },
  { key: "about", to: "/about" },
  { key: "news", to: "/news" },
  { key: "contact", to: "/contact" },
] as const;

export type NavKey = (typeof MAIN_NAV)[number]["key"];
/** The label of each link of the main navigation. */
export type NavLabels = Record<NavKey, string>;

/**
 * How a nav link relates to the current path: "page" when it is the page itself,
 * "section" when the page lives below it (/services/seo under /services), else none.
 */
export function navMatch(linkTo: string, pathname: string): "page" | "section" | undefined {
  const path = normalizePath(pathname);
  if (path === linkTo) return "page";
  if (linkTo !== "/" && path.startsWith(`${linkTo}/`)) return "section";
  return undefined;
}

/** "/services/" -> "/services", "" -> "/" */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}
