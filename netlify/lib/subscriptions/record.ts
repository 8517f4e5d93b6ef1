/**
 * What a subscription is once stored (`subscription/<id>`: ./store.ts): the address, its topics,
 * the consent proof (the text shown, where, when, the salted IP hash; and when the link confirmed
 * it), the confirmation link's state and the day's count of confirmation mails.
 */
import type { TopicId } from "../../../src/contracts/subscription";
import type { VisitContext } from "../../../src/contracts/visit";

/** pending until the link is followed; paused by the preferences page (an unsubscribed address has no record, only its suppression entry). */
export type SubscriptionStatus = "pending" | "confirmed" | "paused" | "unsubscribed";

export type MailState = "pending" | "sent" | "failed" | "unconfigured";

export interface SubscriptionRecord {
  version: 1;
  /** The address's id (./store.ts addressId): the key's last part. */
  id: string;
  /** Normalised (trimmed, lower case). */
  email: string;
  topics: TopicId[];
  status: SubscriptionStatus;
  consent: {
    /** The consent line as the form showed it. */
    text: string;
    page: string | null;
    at: string;
    ipHash: string | null;
    /** When the confirmation link was followed; null while pending. */
    confirmedAt: string | null;
  };
  receivedAt: string;
  page: string | null;
  userAgent: string | null;
  ipHash: string | null;
  context: VisitContext | null;
  /** The visit's utm_campaign, or null. */
  campaign: string | null;
  confirmation: {
    /** What the link names besides the record; cleared when it is used (single use). */
    nonce: string | null;
    /** When the newest link stops working. */
    expiresAt: string;
    /** The UTC day `mailsToday` counts (YYYY-MM-DD). */
    day: string;
    mailsToday: number;
  };
  /** The last confirmation mail's outcome. */
  notification: { state: MailState; lastError: string | null };
}

export function isSubscriptionRecord(value: unknown): value is SubscriptionRecord {
  const r = value as SubscriptionRecord | null;
  return !!r && typeof r === "object" && r.version === 1 && typeof r.id === "string" && typeof r.email === "string";
}

/** A suppression entry (`suppressed/<id>`): when and how; no address. */
export interface SuppressionEntry {
  at: string;
  via: "one-click" | "preferences" | "request";
}
