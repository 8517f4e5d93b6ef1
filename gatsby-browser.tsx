import type { EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import type { GatsbyBrowser } from "gatsby";

import { sendPageView } from "./src/lib/beacon";
import { createHydratedCache } from "./src/lib/emotion-cache";
import { setupReveal } from "./src/lib/reveal";
import ThemeRoot from "./src/theme-root";
import { captureVisit } from "./src/lib/visit";

export { wrapPageElement } from "./src/wrap-page";

let emotionCache: EmotionCache | undefined;

/**
 * Emotion's cache for the whole app, made once from the page's critical CSS: the classes the
 * server's HTML already styles count as inserted (src/lib/emotion-cache.ts), as gatsby-ssr.tsx's
 * replaceRenderer renders with a cache of its own. Inside it, the theme (src/theme-root.tsx).
 */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => {
  emotionCache ??= createHydratedCache(document);
  return (
    <CacheProvider value={emotionCache}>
      <ThemeRoot>{element}</ThemeRoot>
    </CacheProvider>
  );
};

/**
 * Every page, on first load and after each client-side navigation: wire its scroll reveals, note
 * where the visit came from (on its first page) and count the view once the page is idle.
 */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  setupReveal();
  const { visit, landing } = captureVisit();
  sendPageView(location.pathname, landing ? visit : null);
};

/**
 * Marks the document once React has hydrated it (end-to-end tests wait for this). The page frame
 * commits first; the header, main content, footer, sections and the Get Started dialog are Suspense
 * boundaries that React hydrates afterwards in small tasks (src/components/layout.tsx), so the mark
 * waits until the main thread has gone idle, which it does only when that queued work is done.
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
