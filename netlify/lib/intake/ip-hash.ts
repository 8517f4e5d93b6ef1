/**
 * The IP hashes every intake keeps instead of the address (and the desk's per-IP sign-in limits):
 * SHA-256 of a secret salt and the address. The salt is LEADS_IP_SALT when set, else the site's
 * own random secret in the Blobs store `ip-salt` of its own (one per deploy context), which no
 * kind of intake owns. See docs/decisions/intake-floor.md for the move out of the `leads` store.
 *
 * Plain TypeScript with explicit `.ts` imports: `npm run leads` runs it with Node's type stripping.
 */
import { createHash } from "node:crypto";
import { getStore } from "@netlify/blobs";
import type { BlobStore } from "../shared/blobs.ts";
import { storeNameFor } from "../shared/request-context.ts";
import { storedSecret } from "./secret.ts";

/** The store the site's own salt is kept in (`ip-salt`, `ip-salt-deploy-preview`, ...). */
export const SALT_STORE_NAME = "ip-salt";
/** The key of the site's own IP-hash secret (in the salt store; before, in the `leads` store). */
export const IP_SALT_KEY = "config/ip-salt";

/** The deploy context's salt store, strongly consistent. */
export function ipSaltStore(deployContext = ""): BlobStore {
  return getStore({ name: storeNameFor(SALT_STORE_NAME, deployContext), consistency: "strong" });
}

export function hashIp(ip: string | undefined | null, salt: string): string | null {
  if (!ip) return null;
  if (!salt) throw new Error("hashIp needs a salt: an unsalted hash of an IPv4 address is reversed by trying them all");
  return createHash("sha256").update(`${salt}\u0000${ip}`).digest("hex");
}

let siteSalt: Promise<string> | null = null;

/**
 * The salt of IP hashes: LEADS_IP_SALT when set; else the site's own random secret, drawn once and
 * kept in `store` under IP_SALT_KEY (never in the repository, never the same on two sites), said in
 * the log once per instance. `legacy` is where it was kept before (the `leads` store): a secret
 * found there is copied into `store` and used, so the hashes already stored stay comparable. An
 * empty salt is never used: sha256("\0" + ip) is reversed by trying every IPv4 address. See
 * docs/operations.md, "Configuration".
 */
export function ipSalt(
  env: { LEADS_IP_SALT?: string },
  store: BlobStore,
  log: (...a: unknown[]) => void = console.warn,
  legacy?: BlobStore,
): Promise<string> {
  const configured = env.LEADS_IP_SALT?.trim();
  if (configured) return Promise.resolve(configured);
  siteSalt ??= storedSecret(store, IP_SALT_KEY, {
    legacy,
    drawn: () =>
      log(
        `[intake] LEADS_IP_SALT is not set: IP hashes use this site's own secret, drawn now and kept in the ${SALT_STORE_NAME} store (${IP_SALT_KEY})`,
      ),
  }).catch((error: unknown) => {
    siteSalt = null;
    throw error;
  });
  return siteSalt;
}

/** Forgets the secret read from the store (tests). */
export function forgetSiteSalt(): void {
  siteSalt = null;
}
