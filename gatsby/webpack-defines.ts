/**
 * The constants the bundles are built with (gatsby-node.ts onCreateWebpackConfig, webpack's
 * DefinePlugin; declared for the site in src/globals.d.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { isNoindex } from "../src/contracts/deploy-context";
import { currentTrackers } from "./bootstrap";
import { writtenFonts } from "./font-subset";

/** What the cookie banner shows (src/components/privacy/consent-banner.tsx), read when the bundles are made. */
function bannerTexts(root: string) {
  const texts = JSON.parse(fs.readFileSync(path.join(root, "content", "privacy-choices.json"), "utf8")) as {
    banner: { label: string; text: string; choose: string };
    rejectAll: string;
    acceptAll: string;
  };
  return { ...texts.banner, rejectAll: texts.rejectAll, acceptAll: texts.acceptAll };
}

/** Each constant's value as JSON source text. */
export async function webpackDefines(root: string): Promise<Record<string, string>> {
  const trackers = currentTrackers();
  const fonts = await writtenFonts(root);
  return {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // The optional trackers (src/contracts/trackers.ts), null unless configured.
    __GA4_ID__: JSON.stringify(trackers.ga4),
    __META_PIXEL_ID__: JSON.stringify(trackers.meta),
    // A preview's pages say what its X-Robots-Tag header says (src/contracts/deploy-context.ts).
    __SITE_NOINDEX__: JSON.stringify(isNoindex(process.env)),
    // The cookie banner's five texts (content/privacy-choices.json), so the banner, in every page's
    // bundle when a tracker is on, carries them and not the whole dialog's file with its table.
    __CONSENT_BANNER__: JSON.stringify(bannerTexts(root)),
    // The fonts' subsets under their hashed names, for the head of every page (gatsby-ssr.tsx).
    __FONT_URLS__: JSON.stringify(fonts),
  };
}
