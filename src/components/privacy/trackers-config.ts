import type { TrackerIds } from "../../contracts/trackers";

/**
 * The trackers this build turns on: `GA4_MEASUREMENT_ID` and `META_PIXEL_ID` of the build's
 * environment, put into the bundles by webpack's DefinePlugin (gatsby-node.ts). Both null by
 * default, and then TRACKERS_ON is the constant false: the banner and every tag are left out of
 * the bundles.
 */
export const TRACKER_IDS: TrackerIds = { ga4: __GA4_ID__, meta: __META_PIXEL_ID__ };
export const TRACKERS_ON = __GA4_ID__ !== null || __META_PIXEL_ID__ !== null;
