/**
 * A person's subscription on request (export, deletion: netlify/lib/people/person.ts) and the
 * retention sweep: pending records whose link expired are deleted, each deletion with an audit entry
 * (no personal data). A suppression entry is a hash and no address: it is kept, so a deletion on
 * request does not make an unsubscribed address mailable again (docs/decisions/subscriptions.md).
 */
import { auditKey, readAllRecords } from "../intake/records.ts";
import type { RetentionPass } from "../shared/retention-log.ts";
import { isSubscriptionRecord, type SubscriptionRecord, type SuppressionEntry } from "./record.ts";
import { SUBSCRIPTION_PREFIX, existingAddressId, recordKey, suppressedKey, type SubscriptionStore } from "./store.ts";

export interface SubscriptionExport {
  /** The record as stored, its consent proof included; null when the address has none. */
  subscription: SubscriptionRecord | null;
  /** When the address unsubscribed (the entry keeps no address), or null. */
  suppressed: SuppressionEntry | null;
}

export async function exportSubscriber(store: SubscriptionStore, email: string): Promise<SubscriptionExport> {
  const id = await existingAddressId(store, email);
  if (!id) return { subscription: null, suppressed: null };
  const record = await store.get(recordKey(id), { type: "json" });
  const suppressed = await store.get(suppressedKey(id), { type: "json" });
  return {
    subscription: isSubscriptionRecord(record) ? record : null,
    suppressed: (suppressed as SuppressionEntry | null) ?? null,
  };
}

export interface SubscriptionDeletion {
  deleted: number;
}

export async function forgetSubscriber(
  store: SubscriptionStore,
  email: string,
  input: { by: string; now: Date },
): Promise<SubscriptionDeletion> {
  const id = await existingAddressId(store, email);
  const found = id ? await store.get(recordKey(id), { type: "json" }) : null;
  if (!id || !found) return { deleted: 0 };
  await store.delete(recordKey(id));
  await store.setJSON(auditKey(input.now), {
    at: input.now.toISOString(),
    action: "erasure",
    by: input.by,
    subscriptions: 1,
  });
  return { deleted: 1 };
}

export interface SubscriptionRetentionResult {
  retention: RetentionPass;
  undated: number;
}

/** Deletes pending records whose newest link expired before `now`. */
export async function subscriptionRetentionSweep(
  store: SubscriptionStore,
  input: { now: Date },
): Promise<SubscriptionRetentionResult> {
  const records = await readAllRecords(store, SUBSCRIPTION_PREFIX, isSubscriptionRecord);
  let undated = 0;
  const expired: SubscriptionRecord[] = [];
  for (const r of records) {
    const until = Date.parse(r.confirmation?.expiresAt ?? "");
    if (Number.isNaN(until)) undated++;
    else if (r.status === "pending" && until <= input.now.getTime()) expired.push(r);
  }
  for (const r of expired) await store.delete(recordKey(r.id));
  let audit: string | null = null;
  if (expired.length) {
    audit = auditKey(input.now);
    await store.setJSON(audit, {
      at: input.now.toISOString(),
      action: "retention",
      by: "retention",
      subscriptions: expired.length,
    });
  }
  return { retention: { count: expired.length, audit }, undated };
}
