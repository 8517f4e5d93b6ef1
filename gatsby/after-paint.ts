/**
 * The wait the site's two inline loaders share: the scripts (post-build/paint-first.ts
 * `loaderSource`) and the fonts (fonts.ts `fontLoaderSource`) start once the page has been painted
 * whole, so neither download is ever part of the largest paint. docs/decisions/paint-first.md
 *
 * A `requestAnimationFrame` callback runs before the frame's paint, and a task queued from it runs
 * after the main thread has painted but usually before the frame reaches the screen (raster and
 * compositing come after): a download requested there is requested before the first contentful
 * paint, which Lighthouse (and a phone on a slow network) then counts in the largest paint. Where
 * the browser reports paint timing, the wait ends with the `first-contentful-paint` entry, which is
 * reported once the frame has been presented, AND with the frame after the document was parsed (a
 * slow phone can paint the top of a page before it has parsed the rest, and the largest element
 * painted later would count the download). A fallback NO_PAINT_FALLBACK_MS after that frame covers
 * a page that is never painted (a background tab). Without paint timing: the frame, then a task;
 * without animation frames: at once when parsed. The callback runs once, whichever comes first.
 *
 * No Node built-ins here: gatsby-ssr.tsx is bundled by webpack and imports this file (via fonts.ts).
 */

/**
 * How long after the frame after parsing the callback runs when the browser reports paints but
 * has reported none (a page loaded in a background tab, which paints nothing until it is shown).
 */
export const NO_PAINT_FALLBACK_MS = 500;

/**
 * ES5 source of an expression that calls `callback` (the source of a function expression) once the
 * page has been painted whole, as above. Inline-script sized: about 500 bytes.
 */
export function afterPaintSource(callback: string): string {
  return (
    "(function(c){var w=window,d=document,P=w.PerformanceObserver," +
    "t=P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0,f=!t,r=0,k=0;" +
    "function go(){if(!k){k=1;c()}}" +
    "function both(){if(f&&r)go()}" +
    "if(t){var o=new P(function(x){if(x.getEntriesByName('first-contentful-paint').length){o.disconnect();f=1;both()}});" +
    "o.observe({type:'paint',buffered:true})}" +
    "function parsed(){if(!w.requestAnimationFrame)return go();" +
    `w.requestAnimationFrame(function(){setTimeout(function(){r=1;both()},0);if(t)setTimeout(go,${NO_PAINT_FALLBACK_MS})})}` +
    `if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',parsed);else parsed()})(${callback})`
  );
}

/**
 * The attribute the fonts' loader (fonts.ts fontLoaderSource, the head's one script) sets on <html>
 * while the page parses and removes once the page has been painted whole. Set by script, so a
 * browser without JavaScript never has it.
 */
export const BEFORE_PAINT_ATTRIBUTE = "data-before-paint";

/**
 * Marks a lazy `<img>` to be held until the first paint: only for an image whose parent keeps its
 * size without it (a Picture's box, src/components/picture.tsx; the client logos'
 * src/components/logo-strip.tsx), and with no `display` in its own `style`, which would outrank the
 * hold.
 */
export const HELD_IMAGE_ATTRIBUTE = "data-after-paint";

/**
 * Lazy images wait for the first paint, as the scripts and fonts do. A marked image's parent keeps
 * its size (a Picture's box has the image's proportions), so taking the image out of the render
 * tree moves nothing on screen; a lazy image with no box is not requested. Without this, Chromium requests every lazy image within its lazy-load margin (1,250 px
 * and more below the viewport) in the same frame as the first layout, before that frame is painted:
 * on `/our-work` five tile screenshots, which Lighthouse counts in the largest paint (the figures:
 * docs/decisions/paint-first.md). Eager images (the first screen's) are never held, nor lazy images not
 * marked with HELD_IMAGE_ATTRIBUTE.
 */
export const beforePaintCss = `html[${BEFORE_PAINT_ATTRIBUTE}] img[${HELD_IMAGE_ATTRIBUTE}][loading="lazy"]{display:none}`;
