/**
 * Build switches that turn the site's workarounds off, one by one, to measure what each buys
 * (with Lighthouse, `npm run weight`, ...). Read from the environment of `gatsby build`; every
 * switch in use is printed loudly in the build log, and an unknown value fails the build.
 *
 * - `POST_BUILD_SKIP=paint-first,csp,...` (or `all`): leaves post-build rewrites out
 *   (names in gatsby/post-build/rewrite.ts REWRITE_NAMES). Gatsby reuses the HTML of unchanged
 *   pages from public/, which carries the previous build's rewrites, so a build with this switch
 *   must start from `npx gatsby clean`.
 * - `GATSBY_HYDRATE=default`: Gatsby's own hydrateRoot call instead of the hydration in a
 *   transition (gatsby-browser.tsx); GATSBY_-prefixed, so Gatsby puts it into the browser bundle.
 */
import { parseSkip, type RewriteName } from "./post-build";

export interface BuildSwitches {
  postBuildSkip: ReadonlySet<RewriteName>;
  hydrate: "transition" | "default";
}

function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[]): T {
  if (value === undefined || value === "") return allowed[0] as T;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new Error(`${name}="${value}": expected one of ${allowed.map((a) => `"${a}"`).join(", ")}`);
  }
  return value as T;
}

export function buildSwitches(env: NodeJS.ProcessEnv): BuildSwitches {
  return {
    postBuildSkip: parseSkip(env.POST_BUILD_SKIP),
    hydrate: oneOf("GATSBY_HYDRATE", env.GATSBY_HYDRATE, ["transition", "default"] as const),
  };
}

/** One line per switch in use, for the build log; none for a normal build. */
export function switchNotices(s: BuildSwitches): string[] {
  const lines: string[] = [];
  if (s.postBuildSkip.size > 0) {
    lines.push(`POST_BUILD_SKIP: post-build rewrites LEFT OUT: ${[...s.postBuildSkip].join(", ")}`);
  }
  if (s.hydrate === "default")
    lines.push("GATSBY_HYDRATE=default: Gatsby's own hydrateRoot, not the hydration in a transition");
  return lines;
}
