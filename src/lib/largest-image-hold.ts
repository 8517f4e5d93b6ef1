/**
 * On a page whose largest paint is an image of its first screen (`/our-work`'s and `/blog`'s first
 * tile or card), the lazy images below it wait until that image has loaded, not only until the first
 * paint (gatsby/after-paint.ts). On a slow phone the first paint can come before the image has
 * arrived; the lazy images released then (five 18–20 KB screenshots on `/our-work`) share its
 * bandwidth and, in Lighthouse's simulation, every request that ended before the largest paint
 * counts in it: `/our-work`'s largest paint was 1.82 s in 2 of 12 runs, 0.92–1.09 s in the others
 * (docs/performance.md, eighth round).
 *
 * The script sets HOLD_ATTRIBUTE on <html> while the page parses; once it is parsed, it removes the
 * attribute when every eager image of a Picture (EAGER_IMAGES) has loaded or failed, or after
 * HOLD_CAP_MS at most. Only the pages that draw such an image carry it (LargestImageHold in their
 * Head); without JavaScript nothing is held.
 */

export const HOLD_ATTRIBUTE = "data-before-largest-image";

/** The longest the lazy images wait for the eager ones after the page is parsed. */
export const HOLD_CAP_MS = 2500;

/** The eager images the hold waits for: a Picture's (src/components/picture.tsx). */
export const EAGER_IMAGES = "[data-picture] img[loading=eager]";

/** Hides what the hold holds: the lazy images marked to be held (as after-paint.ts's rule does). */
export const holdCss = `html[${HOLD_ATTRIBUTE}] img[data-after-paint][loading="lazy"]{display:none}`;

/** ES5 source of the inline script. */
export const holdSource =
  "(function(d,h,a){h.setAttribute(a,'');" +
  `function go(){var m=[].filter.call(d.querySelectorAll('${EAGER_IMAGES}'),` +
  "function(i){return!i.complete}),n=m.length+1;" +
  "function g(){if(--n===0)h.removeAttribute(a)}" +
  "m.forEach(function(i){i.addEventListener('load',g);i.addEventListener('error',g)});" +
  `setTimeout(function(){n=1;g()},${HOLD_CAP_MS});g()}` +
  "if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',go);else go()" +
  `})(document,document.documentElement,'${HOLD_ATTRIBUTE}')`;
