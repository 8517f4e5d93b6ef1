/** What every post-build rewrite shares: the page it is given, its error, its shape. */

/** The rewrites, in the order the pipeline runs them (gatsby/post-build/index.ts). */
export const REWRITE_NAMES = ["critical-css", "paint-first", "csp"] as const;
export type RewriteName = (typeof REWRITE_NAMES)[number];

export interface Page {
  /** The file's path under public/, with forward slashes (`about/index.html`). */
  file: string;
  /**
   * A slice fragment under public/_gatsby/ (Gatsby's `_gatsby-scripts` slice), which Gatsby
   * stitches into the pages: no <head> or <body> of its own.
   */
  fragment: boolean;
}

/** A page the rewrite must change does not have the pattern it needs. Fails the build. */
export class PostBuildError extends Error {
  constructor(
    readonly rewrite: RewriteName,
    readonly file: string,
    problem: string,
  ) {
    super(`post-build rewrite "${rewrite}" on public/${file}: ${problem}`);
    this.name = "PostBuildError";
  }
}

export interface Rewrite {
  name: RewriteName;
  /** Which pages must have which pattern, for the build log and the docs. */
  needs: string;
  /** Returns the page rewritten (or as it was); throws PostBuildError when its pattern is missing. */
  apply(html: string, page: Page): string;
  /** After every page: writes the rewrite's per-build output and returns a line for the build log. */
  finish?(publicDir: string): string;
}

/**
 * A Gatsby page or the scripts slice: the pages Gatsby's JavaScript runs on. A document is one
 * when it has Gatsby's root element; the fragment when it sets the compilation hash.
 */
export function runsGatsby(html: string, page: Page): boolean {
  return page.fragment ? html.includes("window.___webpackCompilationHash=") : html.includes('<div id="___gatsby">');
}

/** The first `max` characters of a tag, for an error message. */
export const excerpt = (s: string, max = 160): string => (s.length > max ? `${s.slice(0, max)}…` : s);
