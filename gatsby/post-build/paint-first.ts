/**
 * Paint first, then run the JavaScript (a post-build rewrite of every page, before the CSP hashing).
 *
 * Gatsby ends each page with `<script src async>` tags for its webpack runtime, React and the app.
 * When they arrive while the browser still waits for the preloaded fonts, they run (parse,
 * evaluate, start hydrating) before the first frame is painted, and the visitor looks at a blank
 * screen for the length of that work: several times longer on a mid-range phone.
 *
 * The rewrite puts a small inline loader where the tags were, which adds the same scripts once the
 * first frame has been painted and shown (loaderSource). Their order does not matter: webpack's chunks register themselves
 * whichever runs first, as with `async`. The downloads are not preloaded: on a slow connection
 * 100 KB of JavaScript fetched before the first paint competes with the HTML, the fonts and the
 * hero image for the bandwidth, and delays the largest paint that the visitor is waiting for.
 *
 * Every page Gatsby's JavaScript runs on (and Gatsby's scripts slice) must end up with the loader
 * and no <script src> left: a page whose script tags the rewrite does not recognise (Gatsby
 * changed them) fails the build instead of loading its JavaScript before the first paint.
 */
import { afterPaintSource } from "../after-paint";
import { excerpt, PostBuildError, runsGatsby, type Rewrite } from "./rewrite";

const GATSBY_SCRIPT = /<script src="([^"]+\.js)" async=""><\/script>|<script src="([^"]+\.js)" async><\/script>/g;

/**
 * The loader's source: appends one async script per address once the page has been painted whole
 * (afterPaintSource: the first contentful paint reported and the frame after the document was
 * parsed, with a fallback for a page never painted).
 */
export function loaderSource(sources: readonly string[]): string {
  return (
    `(function(){var s=${JSON.stringify(sources)};` +
    afterPaintSource(
      "function(){for(var i=0;i<s.length;i++){var e=document.createElement('script');e.src=s[i];e.async=true;document.body.appendChild(e)}}",
    ) +
    "})()"
  );
}

export function paintFirst(html: string): string {
  const sources: string[] = [];
  let first = -1;
  const stripped = html.replace(GATSBY_SCRIPT, (tag, a: string | undefined, b: string | undefined, offset: number) => {
    if (first < 0) first = offset;
    sources.push((a ?? b) as string);
    return "";
  });
  if (sources.length === 0) return html;
  const loader = `<script>${loaderSource(sources)}</script>`;
  return stripped.slice(0, first) + loader + stripped.slice(first);
}

/** How the loader's source starts (the loader is what paintFirst leaves on a page). */
export const LOADER_START = "<script>(function(){var s=[";

export const paintFirstRewrite: Rewrite = {
  name: "paint-first",
  needs: 'pages with <div id="___gatsby"> and the scripts slice: <script src="….js" async> tags, none other left',
  apply(html, page) {
    if (!runsGatsby(html, page)) return html;
    const out = paintFirst(html);
    const left = /<script\b[^>]*\ssrc=[^>]*>/.exec(out);
    if (left) {
      throw new PostBuildError(
        "paint-first",
        page.file,
        `a <script src> tag the rewrite does not match (it moves <script src="….js" async>): ${excerpt(left[0])}`,
      );
    }
    if (!out.includes(LOADER_START)) {
      throw new PostBuildError(
        "paint-first",
        page.file,
        `runs Gatsby's JavaScript but has no <script src="….js" async> tags (nor the loader) to start after the first paint`,
      );
    }
    return out;
  },
};
