/**
 * The signed links of a booking's mails (HMAC-SHA256, as a subscription's: ../subscriptions/links.ts):
 * `<purpose>.<id>.<nonce>.<mac>`, purpose `cancel` or `reschedule`. A link does one thing (a cancel
 * link never reschedules), names the booking's current nonce (every change draws a new one: a used
 * link stops working) and expires with the meeting (a link to a past call does nothing).
 * The key is BOOKINGS_SECRET when set (at least 32 characters), else the deploy context's own
 * secret kept in the store (`config/link-secret`).
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import site from "../../../content/site.json";
import { BOOK_CHANGE_ENDPOINT } from "../../../src/contracts/book";
import type { Env } from "../intake/mail";
import { storedSecret } from "../intake/secret";
import type { BlobStore } from "../shared/blobs";
import { isBookingId } from "./store";

export const LINK_SECRET_KEY = "config/link-secret";
export const PURPOSES = ["cancel", "reschedule"] as const;
export type Purpose = (typeof PURPOSES)[number];

export function linkSecret(env: Env, store: BlobStore): Promise<string> {
  const configured = env.BOOKINGS_SECRET?.trim();
  if (configured && configured.length >= 32) return Promise.resolve(configured);
  return storedSecret(store, LINK_SECRET_KEY);
}

export const newNonce = (): string => randomBytes(16).toString("hex");

const mac = (secret: string, payload: string) => createHmac("sha256", secret).update(payload).digest("base64url");

export function changeToken(secret: string, purpose: Purpose, id: string, nonce: string): string {
  const payload = `${purpose}.${id}.${nonce}`;
  return `${payload}.${mac(secret, payload)}`;
}

/** The booking and nonce a token names, when it is ours and for this purpose; else null. */
export function readChangeToken(
  secret: string,
  purpose: Purpose,
  token: string | null,
): { id: string; nonce: string } | null {
  const parts = (token ?? "").split(".");
  if (parts.length !== 4 || parts[0] !== purpose) return null;
  const [, id, nonce, given] = parts as [string, string, string, string];
  if (!isBookingId(id) || !/^[0-9a-f]{32}$/.test(nonce)) return null;
  const expected = Buffer.from(mac(secret, `${purpose}.${id}.${nonce}`));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? { id, nonce } : null;
}

/** The absolute link a mail carries (the site's own address, never the request's Host). */
export const changeUrl = (token: string) => `${site.siteUrl}${BOOK_CHANGE_ENDPOINT}?t=${encodeURIComponent(token)}`;
