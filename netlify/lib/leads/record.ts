import { createHash, randomBytes } from "node:crypto";
import type { FormId } from "../../../src/contracts";
import type { VisitContext } from "../../../src/contracts/visit";
import type { IntakeStore } from "../intake/store.ts";
import { DEDUPE_PREFIX } from "../intake/dedupe.ts";

/** The Netlify Blobs store every lead goes to. */
export const STORE_NAME = "leads";
export const LEAD_PREFIX = "lead/";
export const PENDING_PREFIX = "pending/";
/** The duplicate guards (netlify/lib/intake/dedupe.ts): a second identical submission (same form, e-mail and message) within ten minutes is not stored. */
export { DEDUPE_PREFIX };

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

/** The leads code's store: an intake store (netlify/lib/intake/store.ts) without files. */
export type LeadStore = IntakeStore;

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
