/** HTTP plumbing shared by the lead functions: answers, guards and a capped body reader. */
import type { LeadAnswer } from "../../../src/contracts";
import { API_SECURITY_HEADERS } from "../security-headers";

export const MAX_BODY_BYTES = 32 * 1024;

/** Every answer of the lead endpoints: `{ success, message }`, never cached, never sniffed. */
export function answer(status: number, body: LeadAnswer, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ success: body.success, message: body.message }), {
    status,
    headers: {
      ...API_SECURITY_HEADERS,
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      ...headers,
    },
  });
}

export function isJsonContentType(value: string | null): boolean {
  if (!value) return false;
  const type = value.split(";")[0]?.trim().toLowerCase();
  return type === "application/json";
}

export type BodyResult =
  { ok: true; value: Record<string, unknown> } | { ok: false; status: 400 | 413; message: string };

/**
 * Reads at most `limit` bytes of the body, whether or not a Content-Length was sent (a chunked
 * body is read chunk by chunk and dropped as soon as it passes the cap), decodes it as strict
 * UTF-8 (a leading BOM is tolerated) and parses it as a JSON object.
 */
export async function readJsonObject(req: Request, limit = MAX_BODY_BYTES): Promise<BodyResult> {
  const tooLarge = { ok: false, status: 413, message: "Request body is too large." } as const;
  const declared = req.headers.get("content-length");
  if (declared !== null && Number(declared) > limit) return tooLarge;

  const chunks: Uint8Array[] = [];
  let size = 0;
  if (req.body) {
    const reader = req.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => {});
        return tooLarge;
      }
      chunks.push(value);
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }

  const invalid = { ok: false, status: 400, message: "Request body must be a JSON object." } as const;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return invalid;
  }
  if (text.trim() === "") return invalid;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return invalid;
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) return invalid;
  return { ok: true, value: value as Record<string, unknown> };
}
