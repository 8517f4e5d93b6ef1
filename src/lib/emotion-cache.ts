import createCache, { type EmotionCache } from "@emotion/cache";

/**
 * The classes a stylesheet's text defines rules for: every `.css-<name>` that starts a rule (at the
 * start, after `}` or after an at-rule's `{`), as Emotion writes them (`.css-1x2y{…}`,
 * `.css-1x2y:hover{…}`, `@media (…){.css-1x2y{…}}`).
 */
export function classNamesInCss(css: string, key = "css"): string[] {
  const names = new Set<string>();
  for (const m of css.matchAll(new RegExp(`(?:^|[{}])\\.${key}-([a-zA-Z0-9]+)`, "g"))) {
    if (m[1]) names.add(m[1]);
  }
  return [...names];
}

/**
 * The browser's Emotion cache, told which classes the page's HTML already styles.
 *
 * The server puts the page's class rules into plain <style> elements in <head> and hands Emotion,
 * in an empty `<style data-emotion="css …">`, only the names of the classes it registered that no
 * element uses (gatsby/critical-css.ts). Emotion counts those as inserted when it creates a cache;
 * the classes the CSS itself defines are read here from the CSS, so the HTML does not name each
 * class a second time (about 300 bytes compressed on the home page). A class missing from both
 * would only be inserted again: a rule more in the style sheet, no change on screen.
 */
export function createHydratedCache(doc: Document): EmotionCache {
  const cache = createCache({ key: "css" });
  for (const style of doc.head.querySelectorAll("style:not([data-emotion])")) {
    for (const name of classNamesInCss(style.textContent ?? "", cache.key)) cache.inserted[name] = true;
  }
  return cache;
}
