// @ts-check
/**
 * What a build is made with (scripts/lib/build-state.mjs): the environment variables that change what it contains,
 * and the CPU count it gives Gatsby. No import.meta here, so the unit tests can load it.
 */
import { availableParallelism } from "node:os";

/** Environment variables read at build time: a build made with other values is not this one. */
export const BUILD_SETTINGS =
  /^(GATSBY_\w+|SITE_URL|CONTEXT|DEPLOY_PRIME_URL|URL|POST_BUILD_SKIP|GA4_MEASUREMENT_ID|META_PIXEL_ID)$/;

/** GATSBY_ variables that change how Gatsby builds, not what the build contains. */
const HOW_NOT_WHAT = new Set(["GATSBY_TELEMETRY_DISABLED", "GATSBY_CPU_COUNT"]);

/** @param {NodeJS.ProcessEnv} env */
export function buildSettings(env = process.env) {
  return Object.fromEntries(
    Object.entries(env)
      .filter(([key, value]) => BUILD_SETTINGS.test(key) && !HOW_NOT_WHAT.has(key) && value)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/**
 * The CPU count the build gives Gatsby (GATSBY_CPU_COUNT), or nothing to leave Gatsby's own.
 * gatsby-plugin-sharp makes the images of cores - 1 files at a time so that a core is left to Gatsby's main process,
 * but in `gatsby build` the main process only waits for the image jobs: a 2-core machine made its images one file at a
 * time, 24-25 s of a cold build of 67-71 s, against 16-17 s and 61-63 s with two at a time (2026-11-27). So on two
 * cores the build counts three. The same count gives the page-query and HTML pool a second worker (peak memory
 * 1.42-1.53 GB, 1.37-1.56 GB before). A GATSBY_CPU_COUNT of the caller's stands; other machines keep Gatsby's count.
 * @param {NodeJS.ProcessEnv} env
 * @param {number} [cores]
 * @returns {{ GATSBY_CPU_COUNT?: string }}
 */
export function gatsbyCpuCount(env, cores = availableParallelism()) {
  return env.GATSBY_CPU_COUNT || cores !== 2 ? {} : { GATSBY_CPU_COUNT: "3" };
}
