/**
 * What every intake's privacy requests and retention share: how an address is compared, the
 * retention's calendar months, reading every record under a prefix, and the audit entries of
 * deletions (`audit/<time>-<hex>`, no personal data) in each kind's store.
 *
 * Plain TypeScript with explicit `.ts` imports: `npm run leads` runs it with Node's type stripping.
 */
import { randomBytes } from "node:crypto";
import type { BlobStore } from "../shared/blobs.ts";

/** Audit entries of deletions, in each kind's own store: `audit/20261123T090000000Z-1a2b3c4d5e6f`. */
export const AUDIT_PREFIX = "audit/";

/** How an address is compared: trimmed, case-insensitive (as the dedupe keys do). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The moment `months` calendar months before `now` (clamped to the month's last day: 31 March − 1 month = 28/29 February). */
export function monthsBefore(now: Date, months: number): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(now.getUTCDate(), lastDay),
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
      now.getUTCMilliseconds(),
    ),
  );
}

/** Every stored record under `prefix` that `is` accepts, oldest first (keys are time-ordered), read 16 at a time. */
export async function readAllRecords<R>(
  store: BlobStore,
  prefix: string,
  is: (value: unknown) => value is R,
): Promise<R[]> {
  const { blobs } = await store.list({ prefix });
  const keys = blobs.map((b) => b.key).sort();
  const out: R[] = [];
  for (let i = 0; i < keys.length; i += 16) {
    const batch = await Promise.all(keys.slice(i, i + 16).map((key) => store.get(key, { type: "json" })));
    for (const value of batch) if (is(value)) out.push(value);
  }
  return out;
}

/** A new audit entry's key: time-ordered, unique. */
export function auditKey(now: Date): string {
  return `${AUDIT_PREFIX}${now.toISOString().replace(/[-:.]/g, "")}-${randomBytes(6).toString("hex")}`;
}

/** The audit entries of a store, oldest first. */
export async function readAuditEntries<E>(store: BlobStore): Promise<E[]> {
  const { blobs } = await store.list({ prefix: AUDIT_PREFIX });
  const out: E[] = [];
  for (const key of blobs.map((b) => b.key).sort()) {
    const entry = await store.get(key, { type: "json" });
    if (entry && typeof entry === "object") out.push(entry as E);
  }
  return out;
}
