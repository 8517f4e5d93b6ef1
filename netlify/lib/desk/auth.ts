/**
 * Staff sign-in for the lead desk: one-time links, server-side sessions and rate limits, all in
 * the Netlify Blobs store `desk`. No password exists anywhere; a token is 32 random bytes
 * (base64url) and only its SHA-256 is stored. See docs/desk.md.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { getStore } from "@netlify/blobs";
import { readWithEtag, serialised, type BlobStore } from "../shared/blobs";
import { RATE_PREFIX, RATE_WINDOW_MS, takeRate } from "../shared/rate";

export const DESK_STORE = "desk";
export const LINK_PREFIX = "links/";
export const SESSION_PREFIX = "sessions/";
export { RATE_PREFIX, RATE_WINDOW_MS, takeRate };
export const LINK_TTL_MS = 15 * 60 * 1000;
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
/** A session's last-seen time is written at most this often (sliding expiry without a write per request). */
export const SESSION_TOUCH_MS = 5 * 60 * 1000;
export const COOKIE_NAME = "__Host-atria-desk";

/** The Blobs operations the desk uses (the real Store satisfies it; the same shape as the leads code). */
export type DeskStore = BlobStore;

export function deskStore(): DeskStore {
  return getStore({ name: DESK_STORE, consistency: "strong" });
}

export type Env = Record<string, string | undefined>;

const EMAIL = /^[^\s@<>(),;:"\\[\]]+@[^\s@<>(),;:"\\[\]]+\.[^\s@<>(),;:"\\[\]]+$/;

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** LEADS_ADMINS: e-mail addresses separated by commas, semicolons or white space; invalid entries are ignored. */
export function adminsFromEnv(env: Env): string[] {
  const list = (env.LEADS_ADMINS ?? "")
    .split(/[\s,;]+/)
    .map(normaliseEmail)
    .filter((e) => e.length <= 254 && EMAIL.test(e));
  return [...new Set(list)];
}

export interface Limits {
  perAddress: number;
  perIp: number;
}

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Sign-in links per 15 minutes: 5 per address, 20 per IP (DESK_LINKS_PER_ADDRESS / DESK_LINKS_PER_IP). */
export function limitsFromEnv(env: Env): Limits {
  return {
    perAddress: positive(env.DESK_LINKS_PER_ADDRESS, 5),
    perIp: positive(env.DESK_LINKS_PER_IP, 20),
  };
}

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** 32 random bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Constant-time comparison of two secrets (of any lengths). */
export function sameSecret(a: string, b: string): boolean {
  return timingSafeEqual(Buffer.from(sha256(a)), Buffer.from(sha256(b)));
}

// ---------------------------------------------------------------------------------------------
// Sign-in links

interface LinkRecord {
  email: string;
  createdAt: string;
  expiresAt: string;
}

export type LinkRequest = { outcome: "limited" } | { outcome: "unlisted" } | { outcome: "listed"; email: string };

/**
 * A "send me a link" request. Both limits are counted for every address, listed or not, so
 * neither the answer nor the limit tells whether an address is listed. Issuing the link
 * (`issueLink`) is left to the caller, which does it after answering.
 */
export async function requestLink(
  store: DeskStore,
  input: { email: string; ip: string | null; admins: string[]; limits: Limits; salt: string; now: Date },
): Promise<LinkRequest> {
  const email = normaliseEmail(input.email);
  const byIp = await takeRate(
    store,
    `ip\u0000${input.salt}\u0000${input.ip ?? "unknown"}`,
    input.limits.perIp,
    input.now,
  );
  const byAddress = await takeRate(store, `address\u0000${email}`, input.limits.perAddress, input.now);
  if (!byIp || !byAddress) return { outcome: "limited" };
  if (!input.admins.includes(email)) return { outcome: "unlisted" };
  return { outcome: "listed", email };
}

/** Stores a new sign-in link for `email` (only its hash) and returns its token. */
export async function issueLink(store: DeskStore, email: string, now: Date): Promise<string> {
  const token = newToken();
  const record: LinkRecord = {
    email,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + LINK_TTL_MS).toISOString(),
  };
  const written = await store.setJSON(`${LINK_PREFIX}${sha256(token)}`, record, { onlyIfNew: true });
  if (!written.modified) throw new Error("sign-in token collision");
  return token;
}

/**
 * Redeems a link: the address it was issued to, or null when the token is malformed, unknown,
 * expired, already used, or the address is no longer listed. Single use even under concurrency:
 * the first redeemer marks the record used with a conditional write; later ones fail.
 */
export async function redeemLink(
  store: DeskStore,
  token: string,
  input: { admins: string[]; now: Date },
): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const key = `${LINK_PREFIX}${sha256(token)}`;
  return serialised(key, () => claimLink(store, key, input));
}

async function claimLink(
  store: DeskStore,
  key: string,
  input: { admins: string[]; now: Date },
): Promise<string | null> {
  const found = await readWithEtag(store, key);
  if (!found || !found.etag) return null;
  const link = found.data as (LinkRecord & { usedAt?: string }) | null;
  if (!link || link.usedAt) return null;
  const claimed = await store.setJSON(key, { ...link, usedAt: input.now.toISOString() }, { onlyIfMatch: found.etag });
  if (!claimed.modified) return null;
  await store.delete(key).catch(() => {});
  if (Date.parse(link.expiresAt) <= input.now.getTime()) return null;
  if (!input.admins.includes(link.email)) return null;
  return link.email;
}

// ---------------------------------------------------------------------------------------------
// Sessions

export interface SessionRecord {
  email: string;
  csrf: string;
  createdAt: string;
  lastSeenAt: string;
}

export interface Session extends SessionRecord {
  /** sha256 of the cookie's value: the session's key under sessions/. */
  hash: string;
}

export async function createSession(
  store: DeskStore,
  email: string,
  now: Date,
): Promise<{ id: string; session: Session }> {
  const id = newToken();
  const record: SessionRecord = {
    email,
    csrf: newToken(),
    createdAt: now.toISOString(),
    lastSeenAt: now.toISOString(),
  };
  const hash = sha256(id);
  const written = await store.setJSON(`${SESSION_PREFIX}${hash}`, record, { onlyIfNew: true });
  if (!written.modified) throw new Error("session id collision");
  return { id, session: { ...record, hash } };
}

/**
 * The session a cookie value points at, or null (malformed, unknown, idle for 8 hours, or its
 * address no longer listed). Expired sessions are deleted; live ones have their last-seen time
 * moved forward (at most every five minutes).
 */
export async function readSession(
  store: DeskStore,
  id: string | null,
  input: { admins: string[]; now: Date },
): Promise<Session | null> {
  if (!id || !TOKEN_PATTERN.test(id)) return null;
  const hash = sha256(id);
  const key = `${SESSION_PREFIX}${hash}`;
  const record = (await store.get(key, { type: "json" })) as SessionRecord | null;
  if (!record) return null;
  const idle = input.now.getTime() - Date.parse(record.lastSeenAt);
  if (!(idle < SESSION_IDLE_MS) || !input.admins.includes(record.email)) {
    await store.delete(key).catch(() => {});
    return null;
  }
  if (idle >= SESSION_TOUCH_MS) {
    const touched = { ...record, lastSeenAt: input.now.toISOString() };
    await store.setJSON(key, touched).catch(() => {});
    return { ...touched, hash };
  }
  return { ...record, hash };
}

export async function revokeSession(store: DeskStore, hash: string): Promise<void> {
  await store.delete(`${SESSION_PREFIX}${hash}`);
}

/** Deletes every session; returns how many there were. */
export async function revokeAllSessions(store: DeskStore): Promise<number> {
  const { blobs } = await store.list({ prefix: SESSION_PREFIX });
  await Promise.all(blobs.map(({ key }) => store.delete(key)));
  return blobs.length;
}

// ---------------------------------------------------------------------------------------------
// Cookie

export function sessionCookie(id: string): string {
  return `${COOKIE_NAME}=${id}; Path=/; Secure; HttpOnly; SameSite=Strict`;
}

export function clearedCookie(): string {
  return `${COOKIE_NAME}=; Path=/; Secure; HttpOnly; SameSite=Strict; Max-Age=0`;
}

/** The desk cookie's value from a Cookie header (the first one; a duplicate name is ignored). */
export function cookieValue(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === COOKIE_NAME) return part.slice(eq + 1).trim();
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Housekeeping

/**
 * Deletes what can no longer be used: links past their expiry, sessions idle for 8 hours and
 * rate counters whose window has ended. Run after each sign-in (a few dozen small blobs at most).
 */
export async function pruneDesk(store: DeskStore, now: Date): Promise<number> {
  let removed = 0;
  const sweep = async (prefix: string, expired: (data: Record<string, unknown>) => boolean) => {
    const { blobs } = await store.list({ prefix });
    for (const { key } of blobs) {
      const data = (await store.get(key, { type: "json" })) as Record<string, unknown> | null;
      if (data && !expired(data)) continue;
      await store.delete(key).catch(() => {});
      removed += 1;
    }
  };
  const t = now.getTime();
  await sweep(LINK_PREFIX, (d) => !(Date.parse(String(d.expiresAt)) > t));
  await sweep(SESSION_PREFIX, (d) => !(t - Date.parse(String(d.lastSeenAt)) < SESSION_IDLE_MS));
  await sweep(RATE_PREFIX, (d) => !(t - Number(d.windowStart) < RATE_WINDOW_MS));
  return removed;
}
