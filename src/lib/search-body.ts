/** Which pages the site search indexes (docs/decisions/site-search.md): their templates say so with these marks. */

/**
 * The attributes that put a page's main content in the search index, with the section its results
 * name (Pagefind's `data-pagefind-body` and `data-pagefind-meta`; the title is the content's `<h1>`).
 * A page without them is not searched. Spread on the element: `<article {...searchBody("Blog")}>`.
 */
export function searchBody(section: string) {
  return { "data-pagefind-body": "", "data-pagefind-meta": `section:${section.replace(/[,:]/g, " ")}` };
}
