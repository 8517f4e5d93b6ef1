import { ThemeProvider } from "@theme-ui/core";
import type { ReactNode } from "react";
import theme from "./gatsby-plugin-theme-ui";

/**
 * The theme for everything Gatsby renders: pages, their Head, and the tests' renders. Theme UI's
 * core provider alone. gatsby-plugin-theme-ui's provider added what the site turned off or does not
 * use: colour modes (with one mode, no stored choice, no custom properties: an empty global style
 * element and its code in every page's scripts), a static query for the plugin's own options, and
 * an MDX provider that wrapped every paragraph and list item of an article in a component giving
 * it a class with no CSS (the theme has no `styles` for MDX elements; the templates style them).
 */
export default function ThemeRoot({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
