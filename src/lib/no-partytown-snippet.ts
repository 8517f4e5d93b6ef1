/**
 * What the production bundle has in place of Gatsby's `inject-partytown-snippet` module (its
 * internal Partytown plugin, gatsby/dist/internal-plugins/partytown/utils). The plugin's
 * `onInitialClientRender` calls it only under `gatsby develop` and returns before it in a
 * production build, but requires it at the top, so every page of the site downloaded Partytown's
 * snippet builder (`@builder.io/partytown/integration`, about 1.5 KB gzip) that never ran. The
 * browser build resolves the module to this file (gatsby-node.ts); `gatsby develop` keeps the
 * real one. The site's only `<Script>` (src/components/privacy/tracker-tags.tsx) is `post-hydrate`,
 * which Partytown has no part in.
 */
export function injectPartytownSnippet(): void {
  throw new Error("Partytown's snippet is injected only under `gatsby develop` (src/lib/no-partytown-snippet.ts)");
}
