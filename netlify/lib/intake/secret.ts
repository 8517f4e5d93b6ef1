/**
 * A site's own random secret kept in a Blobs store (never in the repository, never the same on two
 * sites or two deploy contexts): the IP hashes' salt (./ip-hash.ts), a subscription's address salt
 * and its links' signing key (netlify/lib/subscriptions/secrets.ts).
 *
 * Plain TypeScript with explicit `.ts` imports: `npm run leads` runs it with Node's type stripping.
 */
import { randomBytes } from "node:crypto";
import type { BlobStore } from "../shared/blobs.ts";

const usable = (found: unknown): string | null => {
  const secret = (found as { salt?: unknown } | null)?.salt;
  return typeof secret === "string" && secret.length >= 32 ? secret : null;
};

/**
 * The secret under `key` in `store` (`{ salt, createdAt }`), drawn (32 random bytes, hex) and
 * written `onlyIfNew` when there is none, so two instances racing agree on one. `legacy` is where
 * it was kept before: a secret found there is copied and used. `drawn` is called once when a new
 * one is drawn (for the log).
 */
export async function storedSecret(
  store: BlobStore,
  key: string,
  options: { legacy?: BlobStore; drawn?: () => void } = {},
): Promise<string> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const found = usable(await store.get(key, { type: "json" }));
    if (found) return found;
    const old = options.legacy ? usable(await options.legacy.get(key, { type: "json" })) : null;
    const salt = old ?? randomBytes(32).toString("hex");
    const written = await store.setJSON(key, { salt, createdAt: new Date().toISOString() }, { onlyIfNew: true });
    if (written.modified) {
      if (!old) options.drawn?.();
      return salt;
    }
  }
  throw new Error(`the site's secret ${key} could not be read or written`);
}

/** The secret under `key` when one was drawn, else null (a privacy request never draws one). */
export async function existingSecret(store: BlobStore, key: string): Promise<string | null> {
  return usable(await store.get(key, { type: "json" }));
}
