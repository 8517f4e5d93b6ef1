/**
 * The store of a kind of intake: a Netlify Blobs store (shared/blobs.ts), with binary `set` when the
 * kind keeps files beside its records (an application's résumé).
 */
import type { BlobStore } from "../shared/blobs.ts";

export interface IntakeStore extends BlobStore {
  set?(
    key: string,
    value: ArrayBuffer | Blob,
    options?: { onlyIfNew?: boolean; metadata?: Record<string, unknown> },
  ): Promise<{ modified: boolean; etag?: string }>;
}
