import { getStore } from "@netlify/blobs";
import type { BlobStore } from "../shared/blobs";
import { STATS_STORE, createCounter } from "./counters";

/** The `stats` store: strongly consistent, like `leads`. */
export const statsStore = (): BlobStore => getStore({ name: STATS_STORE, consistency: "strong" });

/** This function instance's shard writer (one per instance: see netlify/lib/stats/counters.ts). */
export const instanceCounter = createCounter(statsStore);
