import { Global } from "@emotion/react";
import { css, type Theme } from "theme-ui";

const rootStyles = css({ "*": { boxSizing: "border-box" }, html: { variant: "styles.root" }, body: { margin: 0 } });

/**
 * The document's own styles: `styles.root` of the theme on <html>, border-box sizing, no margin on
 * <body>. The page frame (Layout) renders them, so they exist once per page. Not the root wrapper
 * (src/theme-root.tsx, Theme UI's core provider, which renders no styles): Gatsby wraps each page's
 * Head in it too, and styles there became a second copy in the HTML and, in the browser, style
 * elements inserted and removed while the page hydrated, each a restyle of the whole document.
 */
export default function RootStyles() {
  return <Global styles={(theme) => rootStyles(theme as Theme)} />;
}
