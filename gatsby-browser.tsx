import type { EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import type { GatsbyBrowser } from "gatsby";
import type { ReactElement } from "react";
import type { Container } from "react-dom";

import { sendPageView } from "./src/lib/beacon";
import { createHydratedCache } from "./src/lib/emotion-cache";
import { hydrateInTransition } from "./src/lib/hydrate";
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

/**
 * Hydration as a transition (src/lib/hydrate.ts), as the renderer Gatsby's declared type asks
 * for: react-dom's legacy `Renderer`, whose overloads each return what was rendered.
 * production-app.js only calls it as (element, `#___gatsby`) and keeps the result as develop's
 * cleanup, so the one overload below takes any of those elements and leaves its result to the
 * caller's declared type; the body accepts exactly what Gatsby passes and says so otherwise.
 */
function renderInTransition<Result>(
  element: ReactElement | ReactElement[],
  container: Container | null,
  callback?: () => void,
): Result;
function renderInTransition(element: ReactElement | ReactElement[], container: Container | null): unknown {
  if (Array.isArray(element) || !(container instanceof Element)) {
    throw new TypeError("replaceHydrateFunction renders one element into an element");
  }
  return hydrateInTransition(element, container);
}

/**
 * `GATSBY_HYDRATE=default` at build time (gatsby/switches.ts) keeps Gatsby's own hydration, to
 * measure what the transition buys: the hook is then left out (undefined), as if this site did
 * not implement it, and Gatsby uses its default renderer.
 */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] =
  process.env.GATSBY_HYDRATE === "default" ? undefined : () => renderInTransition;
