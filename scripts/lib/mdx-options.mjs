// @ts-check
/**
 * The site's gatsby-plugin-mdx options and JSX settings, as gatsby-config.ts sets them, for the
 * content check's compiler (scripts/lib/mdx-compile.mjs). gatsby/mdx-text.test.ts holds the two equal.
 */
export const SITE_MDX = {
  pluginOptions: { extensions: [".mdx"] },
  jsxRuntime: "automatic",
  jsxImportSource: "theme-ui",
};
