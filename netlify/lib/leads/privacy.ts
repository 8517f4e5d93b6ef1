/**
 * Privacy requests and retention: everything the `leads` store holds about one e-mail address,
 * found, exported (access, portability) and deleted (erasure), and the retention sweep that deletes
 * old leads and old spam. The desk (/admin/leads), `npm run leads -- export|delete --email` and the
 * scheduled function netlify/functions/leads-retention.ts all go through this one module, and every
 * deletion through `deleteLeads`, which also writes the audit entry. See docs/operations.md.
 *
 * Plain TypeScript with explicit `.ts` imports: `npm run leads` runs it with Node's type stripping.
 */
import { auditKey, monthsBefore, normaliseEmail, readAllRecords, readAuditEntries } from "../intake/records.ts";
import { serialised } from "../shared/blobs.ts";
import type { DeskLead } from "./desk-state.ts";
import { readIndex, removeFromIndex } from "./lead-index.ts";
import { dedupeKey, LEAD_PREFIX, pendingKeyFor, type LeadRecord, type LeadStore } from "./record.ts";

/** Audit entries of deletions, in the `leads` store: `audit/20261123T090000000Z-1a2b3c4d5e6f`. */
export { AUDIT_PREFIX } from "../intake/records.ts";

export type DeletionReason = "request" | "retention" | "spam";

/**
 * What a deletion leaves behind: when, who (a staff address, "cli" or "retention"), why, and which
 * leads by id (a time stamp and random hex). Never an e-mail address, a name or any field of a lead.
 */
export interface AuditEntry {
  version: 1;
  at: string;
  by: string;
  reason: DeletionReason;
  count: number;
  leads: string[];
}

function idOf(lead: Pick<LeadRecord, "key">): string {
  return lead.key.slice(LEAD_PREFIX.length);
}

/** Every stored lead, oldest first (keys are time-ordered). */
export function readAllLeads(store: LeadStore): Promise<DeskLead[]> {
  return readAllRecords(store, LEAD_PREFIX, isLead);
}

function isLead(value: unknown): value is DeskLead {
  return typeof value === "object" && value !== null && typeof (value as DeskLead).key === "string";
}

/** The leads sent with this address (trimmed, any letter case), oldest first. Empty for a blank address. */
export async function findPerson(store: LeadStore, email: string): Promise<DeskLead[]> {
  const wanted = normaliseEmail(email);
  if (!wanted) return [];
  return (await readAllLeads(store)).filter((lead) => normaliseEmail(lead.fields?.email ?? "") === wanted);
}

/** The dedupe slot a lead's submission claimed (record.ts dedupeKey: form, e-mail and message). */
function dedupeKeyOf(lead: LeadRecord): string {
  return dedupeKey(lead.form, lead.fields?.email ?? "", lead.fields?.message ?? "");
}

export interface PersonExport {
  version: 1;
  exportedAt: string;
  email: string;
  /** Each lead as stored: the fields, where it came from, notification state and the desk's status, notes and history. */
  leads: DeskLead[];
  /** Notifications still waiting to go out: `pending/<lead id>` → { at }. */
  pending: { key: string; value: unknown }[];
  /** Duplicate-submission guards: `dedupe/<sha-256 of form, address and message>` → { at }. */
  dedupe: { key: string; value: unknown }[];
}

/** Everything stored about an address, as one JSON-ready object (access and portability requests). */
export async function exportPerson(store: LeadStore, email: string, input: { now: Date }): Promise<PersonExport> {
  const leads = await findPerson(store, email);
  const pending: PersonExport["pending"] = [];
  const dedupe: PersonExport["dedupe"] = [];
  for (const lead of leads) {
    const pendingKey = pendingKeyFor(lead.key);
    const marker = await store.get(pendingKey, { type: "json" });
    if (marker !== null && marker !== undefined) pending.push({ key: pendingKey, value: marker });
    const slot = dedupeKeyOf(lead);
    if (dedupe.some((d) => d.key === slot)) continue;
    const claim = await store.get(slot, { type: "json" });
    if (claim !== null && claim !== undefined) dedupe.push({ key: slot, value: claim });
  }
  return { version: 1, exportedAt: input.now.toISOString(), email: normaliseEmail(email), leads, pending, dedupe };
}

export interface DeletionResult {
  count: number;
  /** The ids of the deleted leads (`20261120T100000000Z-9f2c4e1a0b3d`). */
  leads: string[];
  /** The key of the audit entry written, or null when there was nothing to delete and no entry was asked for. */
  audit: string | null;
}

/**
 * THE deletion: every lead deleted anywhere goes through here. For each lead its dedupe slot and
 * pending marker go first and the lead itself last, so an interrupted run leaves the lead to be
 * found and deleted again, never a marker without its lead unnoticed. Each lead is deleted inside
 * the desk's per-key queue (shared/blobs.ts), so a staff change in this process cannot write it back;
 * across instances, a change or notification update is a conditional write on the lead's ETag,
 * which fails once the lead is gone. Then one audit entry (no personal data) is written; with
 * nothing deleted it is written only when `auditEmpty` (a request about an unknown address is
 * still a request that was answered).
 */
export async function deleteLeads(
  store: LeadStore,
  leads: LeadRecord[],
  input: { by: string; reason: DeletionReason; now: Date; auditEmpty?: boolean },
): Promise<DeletionResult> {
  const deleted: string[] = [];
  for (const lead of leads) {
    await serialised(lead.key, async () => {
      await store.delete(dedupeKeyOf(lead));
      await store.delete(pendingKeyFor(lead.key));
      await store.delete(lead.key);
    });
    deleted.push(idOf(lead));
  }
  // The desk's index holds the name, address and the start of the message too: out they go (a
  // failure fails the request, and running it again finds them: see forgetPerson).
  if (deleted.length) await removeFromIndex(store, deleted);
  if (!deleted.length && !input.auditEmpty) return { count: 0, leads: [], audit: null };
  const entry: AuditEntry = {
    version: 1,
    at: input.now.toISOString(),
    by: input.by,
    reason: input.reason,
    count: deleted.length,
    leads: deleted,
  };
  const key = auditKey(input.now);
  await store.setJSON(key, entry);
  return { count: deleted.length, leads: deleted, audit: key };
}

/** Erasure on request: deletes every lead of the address (with its dedupe slots and pending markers). */
export async function forgetPerson(
  store: LeadStore,
  email: string,
  input: { by: string; now: Date },
): Promise<DeletionResult> {
  const leads = await findPerson(store, email);
  const result = await deleteLeads(store, leads, { by: input.by, reason: "request", now: input.now, auditEmpty: true });
  // Index entries of this address whose lead is already gone (a deletion interrupted between the
  // blobs and the index): removed too, so nothing of the person stays in the desk's index.
  const wanted = normaliseEmail(email);
  const left = (await readIndex(store)).filter((e) => wanted && normaliseEmail(e.email) === wanted).map((e) => e.id);
  if (left.length) await removeFromIndex(store, left);
  return result;
}

export interface RetentionPolicy {
  /** Inquiries are kept this many calendar months after they arrived (the Privacy Policy's figure). */
  inquiryMonths: number;
  /** Leads marked as spam are kept this many days after they arrived. */
  spamDays: number;
}

function validPolicy(policy: RetentionPolicy): boolean {
  return (
    Number.isInteger(policy.inquiryMonths) &&
    policy.inquiryMonths >= 1 &&
    Number.isInteger(policy.spamDays) &&
    policy.spamDays >= 1
  );
}

export interface RetentionResult {
  retention: DeletionResult;
  spam: DeletionResult;
  /** Leads without a readable `receivedAt`: never deleted by age, counted so they can be looked at. */
  undated: number;
}

/**
 * The retention sweep: deletes leads older than `inquiryMonths` (reason "retention") and leads
 * marked as spam on the desk that are older than `spamDays` (reason "spam"), each group with its own
 * audit entry. Age is counted from when the lead arrived. Refuses a policy that is not whole,
 * positive figures, rather than deleting with a figure nobody meant.
 */
export async function retentionSweep(
  store: LeadStore,
  input: { now: Date; policy: RetentionPolicy; by?: string },
): Promise<RetentionResult> {
  if (!validPolicy(input.policy)) throw new Error(`retention: not a usable policy: ${JSON.stringify(input.policy)}`);
  const by = input.by ?? "retention";
  const oldBefore = monthsBefore(input.now, input.policy.inquiryMonths).getTime();
  const spamBefore = input.now.getTime() - input.policy.spamDays * 24 * 60 * 60 * 1000;
  const old: DeskLead[] = [];
  const spam: DeskLead[] = [];
  let undated = 0;
  for (const lead of await readAllLeads(store)) {
    const at = Date.parse(lead.receivedAt);
    if (!Number.isFinite(at)) undated += 1;
    else if (at < oldBefore) old.push(lead);
    else if (lead.desk?.status === "spam" && at < spamBefore) spam.push(lead);
  }
  return {
    retention: await deleteLeads(store, old, { by, reason: "retention", now: input.now }),
    spam: await deleteLeads(store, spam, { by, reason: "spam", now: input.now }),
    undated,
  };
}

/** The audit entries, oldest first. */
export function readAudit(store: LeadStore): Promise<AuditEntry[]> {
  return readAuditEntries<AuditEntry>(store);
}
