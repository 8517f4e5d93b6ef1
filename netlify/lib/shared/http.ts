/**
 * HTTP plumbing every function area shares (leads, desk, stats): request guards, a capped JSON
 * body reader and strict validation of its fields. Each area builds its own answers on top
 * (leads/http.ts, desk/http.ts), with the headers of ./security-headers.ts.
 */

/** The default cap of readJsonObject: a lead form's body (the desk and the beacon pass smaller ones). */
export const MAX_BODY_BYTES = 32 * 1024;

export function isJsonContentType(value: string | null): boolean {
  if (!value) return false;
  const type = value.split(";")[0]?.trim().toLowerCase();
  return type === "application/json";
}

export type BodyResult =
  { ok: true; value: Record<string, unknown> } | { ok: false; status: 400 | 413; message: string };

/**
 * Reads at most `limit` bytes of the body, whether or not a Content-Length was sent: a declared
 * length over the cap is refused before reading, and a chunked (or lying) body is read chunk by
 * chunk and dropped as soon as it passes the cap. `ok: false` means too large.
 */
export async function readBodyBytes(
  req: Request,
  limit: number,
): Promise<{ ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false }> {
  const declared = req.headers.get("content-length");
  if (declared !== null && Number(declared) > limit) return { ok: false };
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
        return { ok: false };
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
  return { ok: true, bytes };
}

/**
 * Reads at most `limit` bytes of the body (readBodyBytes), decodes it as strict UTF-8 (a leading
 * BOM is tolerated) and parses it as a JSON object.
 */
export async function readJsonObject(req: Request, limit = MAX_BODY_BYTES): Promise<BodyResult> {
  const read = await readBodyBytes(req, limit);
  if (!read.ok) return { ok: false, status: 413, message: "Request body is too large." };
  const bytes = read.bytes;

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

/** Refuses a browser request sent from another origin (a present Origin or Sec-Fetch-Site must be ours). */
export function sameOrigin(req: Request): boolean {
  const origin = req.headers.get("origin");
  if (origin !== null && origin !== new URL(req.url).origin) return false;
  const site = req.headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin" && site !== "none") return false;
  return true;
}

type Check = (value: unknown) => boolean;

export interface Shape {
  [field: string]: { check: Check; required?: boolean; message: string };
}

/** Strict validation of a JSON body: every required field present, nothing unknown, types exact. */
export function validate(value: Record<string, unknown>, shape: Shape): string | null {
  for (const name of Object.keys(value)) {
    if (!Object.prototype.hasOwnProperty.call(shape, name)) return `Unknown field: ${name.slice(0, 40)}.`;
  }
  for (const [name, rule] of Object.entries(shape)) {
    const present = Object.prototype.hasOwnProperty.call(value, name);
    if (!present) {
      if (rule.required) return rule.message;
      continue;
    }
    if (!rule.check(value[name])) return rule.message;
  }
  return null;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Whether a URL's hostname is this machine (`npm start`, `npm run develop`): local-only behaviour keys on it. */
export function isLocalHost(hostname: string): boolean {
  return LOCAL_HOSTS.has(hostname);
}
