import type { TrackerIds } from "../../contracts/trackers";

/**
 * The trackers this build turns on: `GA4_MEASUREMENT_ID` and `META_PIXEL_ID` of the build's
 * environment, put into the bundles by webpack's DefinePlugin (gatsby-node.ts). Both null by
 * default. TRACKERS_ON serves the server render (gatsby-ssr.tsx); to leave the banner's module out
 * of the bundles, layout.tsx tests the two constants itself, because webpack folds a condition on
 * them only in the module that names them, not through this export.
 */
export const TRACKER_IDS: TrackerIds = { ga4: __GA4_ID__, meta: __META_PIXEL_ID__ };
export const TRACKERS_ON = __GA4_ID__ !== null || __META_PIXEL_ID__ !== null;
