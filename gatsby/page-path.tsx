/**
 * Gatsby writes the page's path into every page as an inline script,
 * `<script id="gatsby-script-loader">/*<![CDATA[*\/window.pagePath="/contact";/*]]>*\/</script>`: a
 * different script on every page, so the Content-Security-Policy, one policy for every path
 * (gatsby/post-build/csp.ts), carried one hash per page, kilobytes of headers on every HTML
 * response (the figures: docs/decisions/csp-hashes.md). Here the path moves into a `data-page-path` attribute and the script reads it
 * from `document.currentScript`: one script, one hash, on every page (docs/performance.md).
 *
 * Called from gatsby-ssr.tsx onPreRenderHTML on the post-body components. A loader script in any
 * other shape (Gatsby inlining page data or the compilation hash into it) fails the build instead
 * of being dropped or left with a per-page hash.
 */
import type { ReactNode } from "react";
import { isValidElement } from "react";

export const PAGE_PATH_SCRIPT = "window.pagePath=document.currentScript.dataset.pagePath";

const GATSBY_PAGE_PATH = /^\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/$/;

type ScriptProps = { id?: string; dangerouslySetInnerHTML?: { __html?: string } };

export function pagePathFromAttribute(components: readonly ReactNode[]): ReactNode[] {
  return components.map((c) => {
    if (!isValidElement<ScriptProps>(c) || c.type !== "script" || c.props.id !== "gatsby-script-loader") return c;
    const html = c.props.dangerouslySetInnerHTML?.__html ?? "";
    const m = GATSBY_PAGE_PATH.exec(html);
    if (!m)
      throw new Error(`gatsby-script-loader in a shape gatsby/page-path.tsx does not know: ${html.slice(0, 160)}`);
    const path = JSON.parse(m[1]!) as string;
    return (
      <script
        key={c.key ?? "script-loader"}
        id="gatsby-script-loader"
        data-page-path={path}
        dangerouslySetInnerHTML={{ __html: PAGE_PATH_SCRIPT }}
      />
    );
  });
}
