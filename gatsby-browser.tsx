import type { GatsbyBrowser } from "gatsby";

import { setupReveal } from "./src/lib/reveal";

export { wrapPageElement } from "./src/wrap-page";

/** Every page, on first load and after each client-side navigation: wire its scroll reveals. */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  setupReveal();
};

/**
 * Marks the document once React has hydrated it (end-to-end tests wait for this). The page frame
 * commits first; the header, main content, footer and sections are Suspense boundaries that React
 * hydrates afterwards in small tasks (src/components/layout.tsx), so the mark waits until the main
 * thread has gone idle, which it does only when that queued work is done.
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  const mark = () => {
    document.documentElement.dataset.hydrated = "true";
  };
  if (typeof window.requestIdleCallback === "function") {
    window.requestIdleCallback(() => window.requestIdleCallback(mark, { timeout: 2000 }), { timeout: 2000 });
  } else {
    window.setTimeout(mark, 50);
  }
};
