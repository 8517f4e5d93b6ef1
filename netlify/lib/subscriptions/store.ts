/**
 * Where subscriptions live: the Netlify Blobs store `subscriptions` (one per deploy context). Keys:
 * - `subscription/<id>`: the record (JSON); `<id>` is SHA-256 of the store's address salt and the
 *   normalised address, so one address has one record and its key says nothing without the salt;
 * - `suppressed/<id>`: an address that unsubscribed, by the same hash and nothing else: no sign-up,
 *   import or old link subscribes it again;
 * - `dedupe/<sha256>`: the duplicate guard (the same address and topics within 10 minutes);
 * - `config/address-salt`, `config/link-secret`: the site's own secrets (./links.ts);
 * - `audit/<time>-<hex>`: deletions on request and by retention, without personal data.
 *
 * Plain TypeScript with explicit `.ts` imports: `npm run leads` runs it with Node's type stripping.
 */
import { createHash } from "node:crypto";
import { getStore } from "@netlify/blobs";
import type { BlobStore } from "../shared/blobs.ts";
import { storeNameFor } from "../shared/request-context.ts";
import { normaliseEmail } from "../intake/records.ts";
import { existingSecret, storedSecret } from "../intake/secret.ts";

export const STORE_NAME = "subscriptions";
export const SUBSCRIPTION_PREFIX = "subscription/";
export const SUPPRESSED_PREFIX = "suppressed/";
export const ADDRESS_SALT_KEY = "config/address-salt";

export type SubscriptionStore = BlobStore;

/** The deploy context's store, strongly consistent: `subscriptions`, `subscriptions-deploy-preview`, ... */
export function subscriptionsStore(deployContext = ""): SubscriptionStore {
  return getStore({ name: storeNameFor(STORE_NAME, deployContext), consistency: "strong" });
}

/** The id of an address: SHA-256 of the salt and the normalised address (hex). */
export function addressId(salt: string, email: string): string {
  return createHash("sha256")
    .update(`${salt}\u0000${normaliseEmail(email)}`)
    .digest("hex");
}

/**
 * The store's address salt, drawn on the first sign-up. Never from the environment: a changed salt
 * would orphan every record and, worse, every suppression entry.
 */
export function addressSalt(store: BlobStore): Promise<string> {
  return storedSecret(store, ADDRESS_SALT_KEY);
}

/** The id of an address in a store, or null when the store never took a sign-up (a privacy request draws no salt). */
export async function existingAddressId(store: BlobStore, email: string): Promise<string | null> {
  const salt = await existingSecret(store, ADDRESS_SALT_KEY);
  return salt ? addressId(salt, email) : null;
}

export const recordKey = (id: string) => `${SUBSCRIPTION_PREFIX}${id}`;
export const suppressedKey = (id: string) => `${SUPPRESSED_PREFIX}${id}`;

/** The duplicate guard's key: the same address (any case) and the same topics give the same key. */
export function dedupeKeyOf(id: string, topics: readonly string[]): string {
  return `dedupe/${createHash("sha256")
    .update(JSON.stringify([id, [...topics].sort()]))
    .digest("hex")}`;
}

/** A hex id as this store makes them (an address id). */
export const isAddressId = (value: string): boolean => /^[0-9a-f]{64}$/.test(value);
