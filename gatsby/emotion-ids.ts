/**
 * Which of the class names Emotion produced while rendering a page no element of the page uses.
 *
 * `sx` on a Theme UI component is turned into a class by Theme UI's JSX pragma, and that class is
 * merged with the component's own styles into the class the element finally gets; only the last
 * one reaches the HTML, so `extractCriticalToChunks` leaves the others out. The browser's Emotion
 * goes through the same steps while hydrating and, not finding the intermediate names among the
 * server's, compiles and inserts every one of them: on the home page about 90 rules that style
 * nothing, on the main thread while the page starts. Naming them in a `data-emotion` attribute
 * (with no CSS) makes it count them as inserted; their styles stay registered for merging, since
 * Emotion registers a style before it checks whether it was inserted.
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

export function unusedStyleIds(cache: EmotionCacheLike, chunks: readonly StyleChunk[]): string[] {
  const used = new Set(chunks.flatMap((c) => c.ids));
  // Only registered styles (class names); globals and keyframes are inserted under names that are
  // not registered, and Emotion treats them apart.
  return Object.keys(cache.inserted).filter(
    (id) => !used.has(id) && cache.registered[`${cache.key}-${id}`] !== undefined,
  );
}
