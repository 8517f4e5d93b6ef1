/**
 * The signed links of a subscription (HMAC-SHA256):
 * - the confirmation link's token `c.<id>.<nonce>.<expires>.<mac>`: it names the record, the nonce
 *   the record holds while pending (cleared on confirm: single use) and when it expires (seconds);
 * - the unsubscribe token `u.<id>.<mac>`: it never expires (a mail read a year later must still
 *   unsubscribe) and needs no nonce (unsubscribing twice is harmless).
 * The key is SUBSCRIPTIONS_SECRET when set, else the deploy context's own secret kept in the
 * store (`config/link-secret`), as the IP salt is (netlify/lib/intake/secret.ts).
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { CONFIRM_ENDPOINT, PREFERENCES_PATH, UNSUBSCRIBE_ENDPOINT } from "../../../src/contracts/subscription-base";
import site from "../../../content/site.json";
import type { BlobStore } from "../shared/blobs";
import type { Env } from "../intake/mail";
import { storedSecret } from "../intake/secret";
import { isAddressId } from "./store";

export const LINK_SECRET_KEY = "config/link-secret";

/** The links' key: SUBSCRIPTIONS_SECRET (at least 32 characters), else the store's own. */
export function linkSecret(env: Env, store: BlobStore): Promise<string> {
  const configured = env.SUBSCRIPTIONS_SECRET?.trim();
  if (configured && configured.length >= 32) return Promise.resolve(configured);
  return storedSecret(store, LINK_SECRET_KEY);
}

export const newNonce = (): string => randomBytes(16).toString("hex");

const mac = (secret: string, payload: string) => createHmac("sha256", secret).update(payload).digest("base64url");

function macMatches(secret: string, payload: string, given: string): boolean {
  const expected = Buffer.from(mac(secret, payload));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function confirmToken(secret: string, id: string, nonce: string, expiresAt: Date): string {
  const payload = `c.${id}.${nonce}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${mac(secret, payload)}`;
}

export function unsubscribeToken(secret: string, id: string): string {
  const payload = `u.${id}`;
  return `${payload}.${mac(secret, payload)}`;
}

/** The preferences token `p.<id>.<expires>.<mac>`: the page of a link in a mail, for PREFERENCES_LINK_DAYS. */
export function preferencesToken(secret: string, id: string, expiresAt: Date): string {
  const payload = `p.${id}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${mac(secret, payload)}`;
}

export type PreferencesCheck = { ok: true; id: string } | { ok: false; why: "forged" | "expired" };

/** A preferences token's record, when it is ours and not expired at `now`. */
export function readPreferencesToken(secret: string, token: string | null, now: Date): PreferencesCheck {
  const parts = (token ?? "").split(".");
  if (parts.length !== 4 || parts[0] !== "p") return { ok: false, why: "forged" };
  const [, id, expires, given] = parts as [string, string, string, string];
  if (!isAddressId(id) || !/^\d{1,12}$/.test(expires)) return { ok: false, why: "forged" };
  if (!macMatches(secret, `p.${id}.${expires}`, given)) return { ok: false, why: "forged" };
  if (Number(expires) * 1000 <= now.getTime()) return { ok: false, why: "expired" };
  return { ok: true, id };
}

export type ConfirmCheck = { ok: true; id: string; nonce: string } | { ok: false; why: "forged" | "expired" };

/** A confirmation token's record and nonce, when it is ours and not expired at `now`. */
export function readConfirmToken(secret: string, token: string | null, now: Date): ConfirmCheck {
  const parts = (token ?? "").split(".");
  if (parts.length !== 5 || parts[0] !== "c") return { ok: false, why: "forged" };
  const [, id, nonce, expires, given] = parts as [string, string, string, string, string];
  if (!isAddressId(id) || !/^[0-9a-f]{32}$/.test(nonce) || !/^\d{1,12}$/.test(expires))
    return { ok: false, why: "forged" };
  if (!macMatches(secret, `c.${id}.${nonce}.${expires}`, given)) return { ok: false, why: "forged" };
  if (Number(expires) * 1000 <= now.getTime()) return { ok: false, why: "expired" };
  return { ok: true, id, nonce };
}

/** An unsubscribe token's record, when it is ours. */
export function readUnsubscribeToken(secret: string, token: string | null): string | null {
  const parts = (token ?? "").split(".");
  if (parts.length !== 3 || parts[0] !== "u") return null;
  const [, id, given] = parts as [string, string, string];
  return isAddressId(id) && macMatches(secret, `u.${id}`, given) ? id : null;
}

/** The absolute links a mail carries (the site's own address, never the request's Host). */
export const confirmUrl = (token: string) => `${site.siteUrl}${CONFIRM_ENDPOINT}?t=${token}`;
export const unsubscribeUrl = (token: string) => `${site.siteUrl}${UNSUBSCRIBE_ENDPOINT}?t=${token}`;
export const preferencesUrl = (token: string) => `${site.siteUrl}${PREFERENCES_PATH}?token=${token}`;
