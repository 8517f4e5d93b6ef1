/** The year the site was built; replaced by webpack's DefinePlugin (see gatsby-node.ts). */
declare const __BUILD_YEAR__: number;

/** The URLs of the fonts' subsets (gatsby/font-subset.ts), in gatsby/fonts.ts FONT_FILES' order. */
declare const __FONT_URLS__: readonly string[];

/** The optional trackers' ids from the build's environment, or null (gatsby-node.ts, src/contracts/trackers.ts). */
declare const __GA4_ID__: string | null;
declare const __META_PIXEL_ID__: string | null;

/** The whole build is kept out of search engines (deploy previews, branch deploys; src/contracts/deploy-context.ts isNoindex). */
declare const __SITE_NOINDEX__: boolean;

/** The cookie banner's texts from content/privacy-choices.json (gatsby-node.ts bannerTexts). */
declare const __CONSENT_BANNER__: {
  label: string;
  text: string;
  choose: string;
  rejectAll: string;
  acceptAll: string;
};
