import { createHash, randomBytes } from "node:crypto";
import type { FormId } from "../../../src/contracts";
import type { VisitContext } from "../../../src/contracts/visit";
import { readWithEtag, type BlobStore } from "../shared/blobs.ts";

/** The Netlify Blobs store every lead goes to. */
export const STORE_NAME = "leads";
export const LEAD_PREFIX = "lead/";
export const PENDING_PREFIX = "pending/";
export const DEDUPE_PREFIX = "dedupe/";
/** A second identical submission (same form, e-mail and message) within this window is not stored. */
export const DEDUPE_WINDOW_MS = 10 * 60 * 1000;

export type { FormId };
/** failed: still undelivered when the lead's notification gave up (MAX_ATTEMPTS). */
export type ChannelState = "pending" | "sent" | "skipped" | "failed";

/** Every channel a lead notification can go to, in the order they are attempted. */
export const CHANNELS = ["agency", "visitor", "webhook", "slack", "hubspot"] as const;
export type ChannelName = (typeof CHANNELS)[number];

/** What happened on one channel: attempts made, the last one's time, and its error (null once it worked). */
export interface ChannelAttempts {
  attempts: number;
  lastAttemptAt: string;
  lastError: string | null;
}

export interface NotificationState {
  /** pending: not all configured channels delivered yet; sent: done; failed: gave up; unconfigured: nothing to send to. */
  state: "pending" | "sent" | "failed" | "unconfigured";
  attempts: number;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  lastError: string | null;
  /** Slack and HubSpot are absent on leads stored before they existed: read as "skipped". */
  channels: {
    agency: ChannelState;
    visitor: ChannelState;
    webhook: ChannelState;
    slack?: ChannelState;
    hubspot?: ChannelState;
  };
  /** Per channel, from the first attempt that included it; absent on older leads. */
  perChannel?: Partial<Record<ChannelName, ChannelAttempts>>;
}

/** A lead's channels with the ones it predates filled in as "skipped" (older records lack them). */
export function channelStates(n: Pick<NotificationState, "channels">): Record<ChannelName, ChannelState> {
  return { slack: "skipped", hubspot: "skipped", ...n.channels };
}

export interface LeadRecord {
  version: 1;
  key: string;
  form: FormId;
  fields: Record<string, string>;
  receivedAt: string;
  /** The page the form was sent from (Referer), if the browser sent one. */
  page: string | null;
  userAgent: string | null;
  /** SHA-256 of LEADS_IP_SALT + client IP: lets abuse be spotted without keeping the address. */
  ipHash: string | null;
  notification: NotificationState;
  /** Where the visit came from (src/contracts/visit.ts); null when the browser sent none or a bad one. */
  context?: VisitContext | null;
}

/** The leads code's store: a Netlify Blobs store (netlify/lib/shared/blobs.ts). */
export type LeadStore = BlobStore;

/** Time-ordered, unique: `lead/20261122T040616123Z-9f2c4e1a0b3d`. Sorting keys sorts by arrival. */
export function newLeadKey(now: Date): string {
  const stamp = now.toISOString().replace(/[-:.]/g, "");
  return `${LEAD_PREFIX}${stamp}-${randomBytes(6).toString("hex")}`;
}

export function pendingKeyFor(leadKey: string): string {
  return PENDING_PREFIX + leadKey.slice(LEAD_PREFIX.length);
}

export function leadKeyFor(pendingKey: string): string {
  return LEAD_PREFIX + pendingKey.slice(PENDING_PREFIX.length);
}

/** Deterministic: the same form, e-mail (case-insensitive) and message give the same key. */
export function dedupeKey(form: FormId, email: string, message: string): string {
  const hash = createHash("sha256")
    .update(JSON.stringify([form, email.trim().toLowerCase(), message.trim()]))
    .digest("hex");
  return `${DEDUPE_PREFIX}${hash}`;
}

export function hashIp(ip: string | undefined | null, salt: string): string | null {
  if (!ip) return null;
  if (!salt) throw new Error("hashIp needs a salt: an unsalted hash of an IPv4 address is reversed by trying them all");
  return createHash("sha256").update(`${salt}\u0000${ip}`).digest("hex");
}

/** Where the site's own IP-hash secret is kept when LEADS_IP_SALT is not set (in the `leads` store). */
export const IP_SALT_KEY = "config/ip-salt";
let siteSalt: Promise<string> | null = null;

/**
 * The salt of IP hashes (lead records' ipHash, the desk's per-IP sign-in limits): LEADS_IP_SALT
 * when set; else the site's own random secret, drawn once and kept in the `leads` store under
 * IP_SALT_KEY (never in the repository, never the same on two sites), said in the log once per
 * instance. An empty salt is never used: sha256("\0" + ip) is reversed by trying every IPv4
 * address. See docs/operations.md, "Configuration".
 */
export function ipSalt(env: { LEADS_IP_SALT?: string }, store: LeadStore, log = console.warn): Promise<string> {
  const configured = env.LEADS_IP_SALT?.trim();
  if (configured) return Promise.resolve(configured);
  siteSalt ??= (async () => {
    for (let attempt = 1; attempt <= 3; attempt++) {
      const found = (await store.get(IP_SALT_KEY, { type: "json" })) as { salt?: unknown } | null;
      if (found && typeof found.salt === "string" && found.salt.length >= 32) return found.salt;
      const salt = randomBytes(32).toString("hex");
      const written = await store.setJSON(
        IP_SALT_KEY,
        { salt, createdAt: new Date().toISOString() },
        { onlyIfNew: true },
      );
      if (written.modified) {
        log(
          `[leads] LEADS_IP_SALT is not set: IP hashes use this site's own secret, drawn now and kept in the leads store (${IP_SALT_KEY})`,
        );
        return salt;
      }
    }
    throw new Error(`the site's IP-hash secret (${IP_SALT_KEY}) could not be read or written`);
  })().catch((error: unknown) => {
    siteSalt = null;
    throw error;
  });
  return siteSalt;
}

/** Forgets the secret read from the store (tests). */
export function forgetSiteSalt(): void {
  siteSalt = null;
}

/** Claims within one process are serialised per key (the local BlobsServer's onlyIfNew is not atomic). */
const claims = new Map<string, Promise<unknown>>();

/**
 * Claims the dedupe slot of a submission. Returns false when the same submission was claimed less
 * than DEDUPE_WINDOW_MS ago. Safe under concurrency: the first write is `onlyIfNew`, a stale slot
 * is taken over with `onlyIfMatch` on its etag, so two racing requests cannot both win.
 */
export function claimDedupe(store: LeadStore, key: string, now: Date): Promise<boolean> {
  const previous = claims.get(key) ?? Promise.resolve();
  const mine = previous.catch(() => {}).then(() => claim(store, key, now));
  claims.set(key, mine);
  void mine
    .catch(() => {})
    .finally(() => {
      if (claims.get(key) === mine) claims.delete(key);
    });
  return mine;
}

async function claim(store: LeadStore, key: string, now: Date): Promise<boolean> {
  const value = { at: now.toISOString() };
  const first = await store.setJSON(key, value, { onlyIfNew: true });
  if (first.modified) return true;
  const existing = await readWithEtag(store, key);
  if (!existing) {
    return (await store.setJSON(key, value, { onlyIfNew: true })).modified;
  }
  const at = Date.parse(String((existing.data as { at?: unknown } | null)?.at ?? ""));
  if (Number.isFinite(at) && now.getTime() - at < DEDUPE_WINDOW_MS) return false;
  if (!existing.etag) return false;
  return (await store.setJSON(key, value, { onlyIfMatch: existing.etag })).modified;
}
