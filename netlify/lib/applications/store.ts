/**
 * Where applications live: the Netlify Blobs store `applications`. Keys:
 * - `application/<id>`: the record (JSON), written last: an application exists once this does;
 * - `resume/<id>.<ext>`: the résumé's bytes, under a name of ours (pdf, docx or odt);
 * - `dedupe/<sha256>`: the duplicate guard (same job, e-mail and résumé bytes within 10 minutes);
 * - `rate/<sha256>`: per-address counters of the rate limit.
 */
import { createHash, randomBytes } from "node:crypto";
import { getStore } from "@netlify/blobs";
import type { BlobStore } from "../shared/blobs";
import { storeNameFor } from "../shared/request-context.ts";

export const STORE_NAME = "applications";
export const APPLICATION_PREFIX = "application/";
export const RESUME_PREFIX = "resume/";
export const RATE_PREFIX = "rate/";

/** The subset of a Blobs store applications use: the JSON calls plus binary `set` and `get`. */
export interface ApplicationStore extends BlobStore {
  set(
    key: string,
    value: ArrayBuffer | Blob,
    options?: { onlyIfNew?: boolean; metadata?: Record<string, unknown> },
  ): Promise<{ modified: boolean; etag?: string }>;
  get(key: string, options: { type: "json" }): Promise<unknown>;
  get(key: string, options: { type: "arrayBuffer" }): Promise<ArrayBuffer | null>;
}

/**
 * The deploy context's store, strongly consistent like `leads`: `applications` in production (and
 * `npm start`), `applications-deploy-preview` or `applications-branch-deploy` on a preview
 * (netlify/lib/shared/request-context.ts).
 */
export function applicationsStore(deployContext = ""): ApplicationStore {
  return getStore({
    name: storeNameFor(STORE_NAME, deployContext),
    consistency: "strong",
  });
}

/** Time-ordered, unique: `20261128T064000123Z-9f2c4e1a0b3d` (sorting ids sorts by arrival). */
export function newApplicationId(now: Date): string {
  return `${now.toISOString().replace(/[-:.]/g, "")}-${randomBytes(6).toString("hex")}`;
}

/** The duplicate guard's key: the same job, address (trimmed, any case) and résumé bytes (SHA-256) give the same key. */
export function dedupeKeyOf(job: string, email: string, resumeSha256: string): string {
  return `dedupe/${createHash("sha256")
    .update(JSON.stringify([job, email.trim().toLowerCase(), resumeSha256]))
    .digest("hex")}`;
}
