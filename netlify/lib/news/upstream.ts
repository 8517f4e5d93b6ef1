/** The news function's client of its upstream providers (outbound HTTP). */
import { UpstreamError } from "./types";

export const MAX_BODY_BYTES = 2_000_000;

export const USER_AGENT = "AtriaDigitalSite/1.0 (+https://atriadigital.example; news function)";

/**
 * GET a JSON document with a timeout (AbortSignal.timeout). Every failure becomes an
 * UpstreamError that names the kind of failure only: no URL (it may carry a query the upstream
 * echoes), no header, no upstream text. `onHttpError` may turn an error body into a richer error.
 */
export async function getJson(
  url: string,
  { headers = {}, timeoutMs }: { headers?: Record<string, string>; timeoutMs: number },
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "GET",
      headers: { Accept: "application/json", "User-Agent": USER_AGENT, ...headers },
      redirect: "follow",
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    throw new UpstreamError(name === "TimeoutError" || name === "AbortError" ? "timeout" : "network");
  }
  // A news list is a few tens of kilobytes; anything far larger is not what we asked for.
  if (Number(response.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) {
    await response.body?.cancel().catch(() => {});
    throw new UpstreamError("parse", response.status);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    throw new UpstreamError(name === "TimeoutError" || name === "AbortError" ? "timeout" : "network", response.status);
  }
  if (text.length > MAX_BODY_BYTES) throw new UpstreamError("parse", response.status);
  let body: unknown = undefined;
  try {
    body = JSON.parse(text);
  } catch {
    if (response.ok) throw new UpstreamError("parse", response.status);
  }
  return { status: response.status, body };
}

/** An upstream error code worth logging: a short plain word, nothing that could carry a secret. */
export const safeCode = (value: unknown): string | undefined =>
  typeof value === "string" && /^[A-Za-z][A-Za-z0-9_-]{0,39}$/.test(value) ? value : undefined;
