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
import { excerpt, PostBuildError, runsGatsby, type Rewrite } from "./rewrite";

const GATSBY_SCRIPT = /<script src="([^"]+\.js)" async=""><\/script>|<script src="([^"]+\.js)" async><\/script>/g;

/**
 * How long after the first frame the loader adds the scripts when the browser reports paints but
 * has reported none (a page loaded in a background tab, which paints nothing until it is shown).
 */
export const NO_PAINT_FALLBACK_MS = 500;

/**
 * The loader's source: appends one async script per address once the page has been painted whole.
 *
 * A `requestAnimationFrame` callback runs before the frame's paint, and a task queued from it runs
 * after the main thread has painted but usually before the frame reaches the screen (raster and
 * compositing come after): scripts requested there are requested before the first contentful
 * paint, which on this site is also the largest. Lighthouse (and a phone on a slow network) then
 * counts their download as part of the largest paint. Where the browser reports paint timing, the
 * loader waits for the `first-contentful-paint` entry instead, which is reported once the frame
 * has been presented; a fallback NO_PAINT_FALLBACK_MS after the first frame covers a page that is
 * never painted. It also waits for the frame after its own (the loader ends the body, so that frame
 * holds the whole page) to be painted: a slow phone can paint the top of a page before it has
 * parsed the rest, and the largest element painted later would count the scripts' download.
 * Browsers without paint timing keep the frame-then-task order; without animation frames the
 * scripts are added at once. `go` runs once whichever comes first.
 */
export function loaderSource(sources: readonly string[]): string {
  return (
    `(function(){var s=${JSON.stringify(sources)},d=0;` +
    "function go(){if(d)return;d=1;for(var i=0;i<s.length;i++){var e=document.createElement('script');e.src=s[i];e.async=true;document.body.appendChild(e)}}" +
    "var P=window.PerformanceObserver,t=P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0,f=!t,r=0;" +
    "function both(){if(f&&r)go()}" +
    "if(!window.requestAnimationFrame){go();return}" +
    "if(t){var o=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();f=1;both()}});" +
    "o.observe({type:'paint',buffered:true})}" +
    "requestAnimationFrame(function(){setTimeout(function(){r=1;both()},0);" +
    `if(t)setTimeout(go,${NO_PAINT_FALLBACK_MS})})})()`
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
