import type { Config } from "@netlify/functions";
import { createBeaconHandler, createClientCaps, pathsFromSite } from "../lib/stats/beacon";
import { instanceCounter } from "../lib/stats/store";

/** POST /api/beacon: cookieless page-view counting. See docs/operations.md, "Measurement". */
export default createBeaconHandler({
  knownPaths: pathsFromSite(),
  add: instanceCounter.add,
  // What one client may add to a day on this instance (netlify/lib/stats/beacon.ts).
  caps: createClientCaps(),
});

export const config: Config = {
  path: "/api/beacon",
  // A visitor sends one beacon per page view: 60 a minute from one address is far above that.
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
