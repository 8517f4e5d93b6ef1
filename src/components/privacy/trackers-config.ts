import { TRACKERS, type TrackerIds } from "../../contracts/trackers";
import type { StorageKey } from "../../lib/consent";

/**
 * The trackers this build turns on: `GA4_MEASUREMENT_ID` and `META_PIXEL_ID` of the build's
 * environment, put into the bundles by webpack's DefinePlugin (gatsby-node.ts). Both null by
 * default. TRACKERS_ON serves the server render (gatsby-ssr.tsx); to leave the banner's module out
 * of the bundles, layout.tsx tests the two constants itself, because webpack folds a condition on
 * them only in the module that names them, not through this export.
 */
export const TRACKER_IDS: TrackerIds = { ga4: __GA4_ID__, meta: __META_PIXEL_ID__ };
export const TRACKERS_ON = __GA4_ID__ !== null || __META_PIXEL_ID__ !== null;

/**
 * Every cookie the configured trackers' documentation says their tags can set, as the cookie table
 * lists them (the content check holds the table to this list): what the banner deletes when its
 * choice refuses them, here and in other tabs.
 */
export const TRACKER_COOKIES: readonly StorageKey[] = TRACKERS.filter((t) => TRACKER_IDS[t.id] !== null).flatMap((t) =>
  t.cookies.map((c) => ({ name: c.name, storedIn: "Cookie", category: c.category })),
);
