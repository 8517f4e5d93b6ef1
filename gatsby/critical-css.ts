/**
 * The page's critical CSS as <style> elements that the browser's Emotion hydrates without touching
 * the CSS itself.
 *
 * Emotion's server output is one <style data-emotion="css id id ..."> element per chunk, with the
 * CSS inside. In the browser, Emotion takes those elements out of <head> and puts them back, twice
 * (once when its cache is created, once when its style sheet adopts them), and each Global
 * component does the same with its own. Every removal and insertion of a <style> element makes
 * Chromium drop its style sheet, build a new one and restyle the whole document: on the home page
 * that was several long style recalculations while the page hydrated (docs/decisions/critical-css.md
 * has the figures). So the CSS goes into plain <style> elements Emotion does not know about. The browser's
 * cache reads the class names from that CSS (createHydratedCache in src/lib/emotion-cache.ts,
 * given by gatsby-browser.tsx) and counts them as inserted, so nothing is compiled or inserted
 * again and the restyles cost nothing.
 *
 * Emotion also gets an empty element that carries only names (`data-emotion`), of the classes no
 * element uses, which are not in the CSS: `sx` on a Theme UI component is turned into
 * a class by Theme UI's JSX pragma, and that class is merged with the component's own styles into
 * the class the element finally gets. Only the last one reaches the HTML, so Emotion's server
 * leaves the others out, and the browser's Emotion, not finding them among the server's names,
 * compiled and inserted every one of them. Their styles stay registered for merging: Emotion
 * registers a style before it checks whether it was inserted. Every `sx` on a Theme UI component
 * makes one such class (about 90 on the home page). A private JSX runtime that handed `sx` to the
 * components as it is, with none of these classes, depended on Theme UI's internal props and was
 * removed (docs/decisions/README.md, Workarounds).
 */

export interface StyleChunk {
  key: string;
  ids: string[];
  css: string;
}

export interface EmotionCacheLike {
  key: string;
  inserted: Record<string, unknown>;
  registered: Record<string, unknown>;
}

export interface StyleTag {
  /** React key. */
  key: string;
  /** The data-emotion attribute, for the elements Emotion hydrates (they have no CSS). */
  emotion?: string;
  css: string;
}

/** Classes Emotion inserted while rendering the page that no element of the page uses. */
export function unusedStyleIds(cache: EmotionCacheLike, chunks: readonly StyleChunk[]): string[] {
  const used = new Set(chunks.flatMap((c) => c.ids));
  // Only registered styles (class names); globals and keyframes are inserted under names that are
  // not registered, and Emotion treats them apart.
  return Object.keys(cache.inserted).filter(
    (id) => !used.has(id) && cache.registered[`${cache.key}-${id}`] !== undefined,
  );
}

/**
 * The <style> elements for <head>, in cascade order: global CSS, then the classes, then the
 * empty elements for Emotion (`extractCriticalToChunks` gives the global chunks first): the
 * globals' names, and the names of the classes the page registered but does not use. The classes
 * in the CSS are not named again: the browser's cache reads them from the CSS (about 300 bytes
 * compressed on the home page).
 */
export function criticalStyleTags(cache: EmotionCacheLike, chunks: readonly StyleChunk[]): StyleTag[] {
  const globals = chunks.filter((c) => c.key !== cache.key && c.css.length > 0);
  const classes = chunks.filter((c) => c.key === cache.key);
  const names = unusedStyleIds(cache, chunks);
  const classCss = classes.map((c) => c.css).join("");
  return [
    ...globals.map((c) => ({ key: `critical-${c.key}-${c.ids.join("-")}`, css: c.css })),
    ...(classCss ? [{ key: "critical", css: classCss }] : []),
    ...globals.map((c) => ({
      key: `emotion-${c.key}-${c.ids.join("-")}`,
      emotion: `${c.key} ${c.ids.join(" ")}`,
      css: "",
    })),
    ...(names.length > 0 ? [{ key: "emotion", emotion: `${cache.key} ${names.join(" ")}`, css: "" }] : []),
  ];
}

/** What a stylis plugin is given of a declaration (@emotion/cache's StylisElement, in part). */
export interface StylisDeclaration {
  type: string;
  value: string;
  props: string[] | string;
  return: string;
}

/**
 * The properties whose `-webkit-` form the server's CSS keeps: the ones a browser the site supports
 * (Safari 15.4 and later, Chrome and Firefox of the last years) still reads only prefixed, or read
 * so until recently (Safari's backdrop-filter until 18, mask and appearance until 15.4).
 */
export const KEPT_PREFIXES: ReadonlySet<string> = new Set([
  "appearance",
  "backdrop-filter",
  "background-clip",
  "box-decoration-break",
  "hyphens",
  "mask",
  "mask-image",
  "mask-position",
  "mask-repeat",
  "mask-size",
  "print-color-adjust",
  "text-size-adjust",
  "user-select",
]);

/**
 * The server cache's stylis plugin, in place of Emotion's prefixer. That prefixer writes the
 * prefixes of 2015's browsers next to every declaration (`display:-webkit-box;display:-webkit-flex;
 * display:-ms-flexbox;display:flex`, `-ms-transform`, `@-webkit-keyframes`, `-webkit-sticky`):
 * 10 KB of the home page's 47 KB of critical CSS, which every supported browser reads unprefixed.
 * This one writes `-webkit-` before the properties in KEPT_PREFIXES and nothing else. Class names
 * do not change (Emotion hashes the styles before stylis sees them), so the browser's Emotion,
 * which keeps its own prefixer for the few rules it inserts, still finds every class it expects.
 */
export function modernPrefixer(element: StylisDeclaration): void {
  if (element.type !== "decl" || element.return || typeof element.props !== "string") return;
  if (KEPT_PREFIXES.has(element.props)) element.return = `-webkit-${element.value}${element.value}`;
}
