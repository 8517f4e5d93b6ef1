/** The main navigation of the header, in the spec's order. */
export const MAIN_NAV = [
  { label: "Home", to: "/" },
  { label: "Services", to: "/services" },
  { label: "Blog", to: "/blog" },
  { label: "About", to: "/about" },
  { label: "News & Insights", to: "/news" },
  { label: "Contact", to: "/contact" },
] as const;

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
