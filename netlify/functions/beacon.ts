import type { Config } from "@netlify/functions";
import { createBeaconHandler, pathsFromSite } from "../lib/stats/beacon";
import { instanceCounter } from "../lib/stats/store";

/** POST /api/beacon: cookieless page-view counting. See docs/operations.md, "Measurement". */
export default createBeaconHandler({ knownPaths: pathsFromSite(), add: instanceCounter.add });

export const config: Config = {
  path: "/api/beacon",
  // A visitor sends one beacon per page view: 60 a minute from one address is far above that.
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
