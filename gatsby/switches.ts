/**
 * Build switches that turn the site's workarounds off, to measure what each buys (with
 * Lighthouse, `npm run weight`, ...). Read from the environment of `gatsby build`; every switch in
 * use is printed loudly in the build log, and an unknown value fails the build.
 *
 * - `POST_BUILD_SKIP=paint-first,csp,...` (or `all`): leaves post-build rewrites out
 *   (names in gatsby/post-build/rewrite.ts REWRITE_NAMES). Gatsby reuses the HTML of unchanged
 *   pages from public/, which carries the previous build's rewrites, so a build with this switch
 *   must start from `npx gatsby clean`.
 */
import { parseSkip, type RewriteName } from "./post-build";

export interface BuildSwitches {
  postBuildSkip: ReadonlySet<RewriteName>;
}

export function buildSwitches(env: NodeJS.ProcessEnv): BuildSwitches {
  return { postBuildSkip: parseSkip(env.POST_BUILD_SKIP) };
}

/** One line per switch in use, for the build log; none for a normal build. */
export function switchNotices(s: BuildSwitches): string[] {
  const lines: string[] = [];
  if (s.postBuildSkip.size > 0) {
    lines.push(`POST_BUILD_SKIP: post-build rewrites LEFT OUT: ${[...s.postBuildSkip].join(", ")}`);
  }
  return lines;
}
