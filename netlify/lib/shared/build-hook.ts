/**
 * The daily build (issue 49 item 6; docs/decisions/scheduled-publishing.md): a POST to the site's
 * Netlify build hook (BUILD_HOOK_URL, optional), so an article, case study or opening dated today
 * is published today and an opening past its closing day leaves /Career. Without the variable
 * nothing is called and the log says so. Every outcome is one log line, and never throws.
 */

export const BUILD_HOOK_VARIABLE = "BUILD_HOOK_URL";
const TIMEOUT_MS = 10_000;

export type BuildHookOutcome =
  { called: false; reason: string } | { called: true; ok: boolean; status?: number; reason?: string };

/** https: only, but plain http on loopback (a test's fake hook). */
function hookUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    if (url.protocol === "https:") return url;
    if (url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname)) return url;
  } catch {
    return undefined;
  }
  return undefined;
}

/** Calls the build hook once; `title` becomes the deploy's title in Netlify (trigger_title). */
export async function triggerBuild(
  env: Record<string, string | undefined>,
  { title, log = console.log }: { title: string; log?: (line: string) => void },
): Promise<BuildHookOutcome> {
  const value = env[BUILD_HOOK_VARIABLE]?.trim();
  if (!value) {
    const reason = `${BUILD_HOOK_VARIABLE} is not set: no build triggered (scheduled articles, case studies and openings wait for the next deploy)`;
    log(`[daily-build] ${reason}`);
    return { called: false, reason };
  }
  const url = hookUrl(value);
  if (!url) {
    const reason = `${BUILD_HOOK_VARIABLE} is not an https:// address: no build triggered`;
    log(`[daily-build] ${reason}`);
    return { called: false, reason };
  }
  url.searchParams.set("trigger_title", title);
  // The hook's address is a secret (anyone holding it can start builds): never logged.
  try {
    const res = await fetch(url, { method: "POST", signal: AbortSignal.timeout(TIMEOUT_MS) });
    await res.body?.cancel();
    log(`[daily-build] build hook answered ${res.status}${res.ok ? ": build triggered" : ": no build triggered"}`);
    return { called: true, ok: res.ok, status: res.status };
  } catch (error) {
    const reason = error instanceof Error && error.name === "TimeoutError" ? "timed out" : "could not be reached";
    log(`[daily-build] build hook ${reason}: no build triggered`);
    return { called: true, ok: false, reason };
  }
}
