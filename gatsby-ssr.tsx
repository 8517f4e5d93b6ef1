import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { GatsbySSR } from "gatsby";
import { renderToString } from "react-dom/server";
import { beforePaintCss } from "./gatsby/after-paint";
import { criticalStyleTags, modernPrefixer } from "./gatsby/critical-css";
import { fallbackFaceCss, fontFaceCss, fontLoaderSource } from "./gatsby/fonts";
import { pagePathFromAttribute } from "./gatsby/page-path";
import { TRACKER_IDS, TRACKERS_ON } from "./src/components/privacy/trackers-config";
import { headScript } from "./src/contracts/trackers";
import { CONSENT_COOKIE } from "./src/lib/consent";
import { StaticSubscribeView } from "./src/components/subscribe/static-view";
import SubscribeView from "./src/components/subscribe/subscribe-view";
import ThemeRoot from "./src/theme-root";

export { wrapPageElement } from "./src/wrap-page";

/** The theme around each page and its Head, as in gatsby-browser.tsx (which adds Emotion's cache). */
// The sign-up form's markup is drawn at build time only: the browser's bundle does not carry it
// (src/components/subscribe/static-view.ts).
export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => (
  <ThemeRoot>
    <StaticSubscribeView.Provider value={SubscribeView}>{element}</StaticSubscribeView.Provider>
  </ThemeRoot>
);

// The fonts' subsets, named by their content's hash at build time (gatsby/font-subset.ts), loaded
// after the first paint, which the fallback faces draw (gatsby/fonts.ts).
// The same style element holds lazy images until the fonts' loader says the page has been painted
// (gatsby/after-paint.ts).
const fallbackFaces = fallbackFaceCss() + beforePaintCss;
const fontLoader = fontLoaderSource(__FONT_URLS__);
const noscriptFonts = `<style>${fontFaceCss(__FONT_URLS__)}</style>`;

// The optional trackers (src/contracts/trackers.ts): none unless the build's environment sets one.
// This file is bundled by webpack, where process.env holds only GATSBY_ variables: the ids come
// from the same DefinePlugin constants as the browser's (gatsby-node.ts).
const trackersHead = TRACKERS_ON ? headScript(TRACKER_IDS, CONSENT_COOKIE) : null;

// <html lang="en"> is written by the document shell (src/html.tsx).
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    // First in <head>, before any tag: Consent Mode's defaults (all denied) and the banner's mark.
    ...(trackersHead ? [<script key="consent-defaults" dangerouslySetInnerHTML={{ __html: trackersHead }} />] : []),
    <style key="font-fallbacks" dangerouslySetInnerHTML={{ __html: fallbackFaces }} />,
    <script key="font-loader" dangerouslySetInnerHTML={{ __html: fontLoader }} />,
    <noscript key="font-faces" dangerouslySetInnerHTML={{ __html: noscriptFonts }} />,
    <meta key="theme-color" name="theme-color" content="#4B2BD6" />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    <link key="apple-touch-icon" rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />,
    <link key="manifest" rel="manifest" href="/site.webmanifest" />,
  ]);
};

/** The React key of a head or body component Gatsby or a plugin added ("" when it has none). */
function componentKey(c: unknown): string {
  return typeof c === "object" && c !== null && "key" in c && c.key != null ? String(c.key) : "";
}

/** The head and the scripts after the body, as Gatsby leaves them but for two things. */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  // Gatsby's `<meta name="generator" content="Gatsby 5.x">` tells every visitor the framework's exact
  // version (a scanner's first question) and nothing to a browser: it goes.
  replaceHeadComponents(getHeadComponents().filter((c) => !componentKey(c).startsWith("generator-")));
  // One page-path script for every page: one hash in the Content-Security-Policy (gatsby/page-path.tsx).
  replacePostBodyComponents(pagePathFromAttribute(getPostBodyComponents()));
};

/**
 * Emotion (under theme-ui) would render a <style> element inside <body> next to each component.
 * Render with a cache in "compat" mode instead, collect the critical CSS of the page and put it
 * into <head>, in a shape the browser's Emotion hydrates without restyling the page, with only the
 * vendor prefixes a supported browser needs (gatsby/critical-css.ts).
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const cache = createCache({ key: "css", stylisPlugins: [modernPrefixer] });
  cache.compat = true;
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>);
  const { styles } = extractCriticalToChunks(html);
  replaceBodyHTMLString(html);
  setHeadComponents(
    criticalStyleTags(cache, styles).map((tag) =>
      tag.emotion !== undefined ? (
        <style key={tag.key} data-emotion={tag.emotion} />
      ) : (
        <style key={tag.key} dangerouslySetInnerHTML={{ __html: tag.css }} />
      ),
    ),
  );
};
