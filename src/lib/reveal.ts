/**
 * Scroll reveals: elements marked `data-reveal` fade and slide in when they enter the viewport and
 * hide again when the visitor scrolls back above them, so they play again on the way down.
 * Only elements that start below the fold are ever hidden (no flash above it); nothing happens
 * without IntersectionObserver or under prefers-reduced-motion. The CSS is in the theme's root styles.
 */
let observer: IntersectionObserver | undefined;

export function setupReveal(doc: Document = document): void {
  observer?.disconnect();
  observer = undefined;
  const win = doc.defaultView;
  if (!win || typeof win.IntersectionObserver === "undefined") return;
  if (win.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;

  // The observer's first report on each element says where it starts, measured by the browser as
  // part of its next frame; asking getBoundingClientRect here instead would force a layout of the
  // whole page while it is still being hydrated.
  const placed = new WeakSet<Element>();
  const io = new win.IntersectionObserver(
    (entries) => {
      // Read once, before the writes below: innerHeight after a write forces a style and layout
      // pass, once per element.
      const viewportHeight = win.innerHeight;
      for (const entry of entries) {
        const el = entry.target as HTMLElement;
        if (!placed.has(el)) {
          placed.add(el);
          // Below the fold: hidden until it scrolls in. Anything on screen stays as it is.
          el.dataset.reveal =
            entry.isIntersecting || entry.boundingClientRect.top <= viewportHeight ? "shown" : "pending";
          continue;
        }
        if (entry.isIntersecting) el.dataset.reveal = "shown";
        // Left the viewport at its bottom edge: the visitor scrolled back up past it.
        else if (entry.boundingClientRect.top > 0) el.dataset.reveal = "pending";
      }
    },
    { rootMargin: "0px 0px -8% 0px" },
  );
  for (const el of doc.querySelectorAll<HTMLElement>("[data-reveal]")) io.observe(el);
  observer = io;
}
