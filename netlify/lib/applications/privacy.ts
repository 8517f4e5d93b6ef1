/**
 * Privacy requests and retention for job applications: everything the `applications` store holds
 * about one e-mail address (records and résumé files), exported and deleted; the retention sweep
 * that deletes applications older than content/site.json `dataRetention.applicationMonths`, and
 * résumé files left without a record. The desk, `npm run leads -- export|delete --email` and the
 * scheduled function netlify/functions/applications-retention.ts go through this one module, and
 * every deletion through `deleteApplications`, which writes the audit entry. See docs/operations.md.
 *
 * Plain TypeScript with explicit `.ts` imports: `npm run leads` runs it with Node's type stripping.
 */
import { auditKey, monthsBefore, normaliseEmail, readAllRecords, readAuditEntries } from "../intake/records.ts";
import { serialised } from "../shared/blobs.ts";
import type { ApplicationRecord } from "./record.ts";
import { APPLICATION_PREFIX, dedupeKeyOf, RESUME_PREFIX, type ApplicationStore } from "./store.ts";

/** Audit entries of deletions, in the `applications` store: `audit/20261128T090000000Z-1a2b3c4d5e6f`. */
export { AUDIT_PREFIX } from "../intake/records.ts";

export type ApplicationDeletionReason = "request" | "retention" | "orphan";

/**
 * What a deletion leaves behind: when, who (a staff address, "cli" or "retention"), why, and which
 * applications by id (a time stamp and random hex) and how many résumé files. Never an address, a
 * name, a job or any field.
 */
export interface ApplicationAuditEntry {
  version: 1;
  kind: "applications";
  at: string;
  by: string;
  reason: ApplicationDeletionReason;
  count: number;
  applications: string[];
  resumes: number;
}

/** A résumé file left without its record older than this is an orphan (an upload in flight is younger). */
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;

function isRecord(value: unknown): value is ApplicationRecord {
  return typeof value === "object" && value !== null && typeof (value as ApplicationRecord).id === "string";
}

/** Every stored application, oldest first (ids are time-ordered). */
export function readAllApplications(store: ApplicationStore): Promise<ApplicationRecord[]> {
  return readAllRecords(store, APPLICATION_PREFIX, isRecord);
}

/** The applications sent with this address (trimmed, any letter case), oldest first. Empty for a blank address. */
export async function findApplicant(store: ApplicationStore, email: string): Promise<ApplicationRecord[]> {
  const wanted = normaliseEmail(email);
  if (!wanted) return [];
  return (await readAllApplications(store)).filter((r) => normaliseEmail(r.fields?.email ?? "") === wanted);
}

/** The duplicate guard an application claimed (handler.ts: job, address and résumé bytes). */
export function applicationDedupeKey(record: ApplicationRecord): string {
  return dedupeKeyOf(record.job?.slug ?? "", record.fields?.email ?? "", record.resume?.sha256 ?? "");
}

/** The key of the application's résumé, only when it is this id's own (`resume/<id>.<ext>`). */
function resumeKeyOf(record: ApplicationRecord): string | null {
  const key = record.resume?.key;
  return typeof key === "string" &&
    /^resume\/[^/]+\.(pdf|docx|odt)$/.test(key) &&
    key.startsWith(`${RESUME_PREFIX}${record.id}.`)
    ? key
    : null;
}

export interface ApplicationExport {
  /** The record as stored (fields, job, consent, résumé facts, status, notes, history, e-mail outcome). */
  application: ApplicationRecord;
  /** The résumé file itself, base64-encoded; null when it is missing. */
  resumeFile: { key: string; contentType: string; bytes: number; base64: string } | null;
}

/**
 * Everything the store holds about an address: each application with its résumé (base64, so the
 * whole export is one JSON file to send) and any duplicate guard still standing.
 */
export async function exportApplicant(
  store: ApplicationStore,
  email: string,
): Promise<{ applications: ApplicationExport[]; dedupe: { key: string; value: unknown }[] }> {
  const applications: ApplicationExport[] = [];
  const dedupe: { key: string; value: unknown }[] = [];
  for (const application of await findApplicant(store, email)) {
    const key = resumeKeyOf(application);
    const bytes = key ? await store.get(key, { type: "arrayBuffer" }) : null;
    applications.push({
      application,
      resumeFile:
        key && bytes
          ? {
              key,
              contentType: application.resume.contentType,
              bytes: bytes.byteLength,
              base64: Buffer.from(bytes).toString("base64"),
            }
          : null,
    });
    const slot = applicationDedupeKey(application);
    if (dedupe.some((d) => d.key === slot)) continue;
    const claim = await store.get(slot, { type: "json" });
    if (claim !== null && claim !== undefined) dedupe.push({ key: slot, value: claim });
  }
  return { applications, dedupe };
}

export interface ApplicationDeletion {
  count: number;
  applications: string[];
  resumes: number;
  audit: string | null;
}

async function writeAudit(
  store: ApplicationStore,
  entry: Omit<ApplicationAuditEntry, "version" | "kind">,
  now: Date,
): Promise<string> {
  const key = auditKey(now);
  await store.setJSON(key, { version: 1, kind: "applications", ...entry } satisfies ApplicationAuditEntry);
  return key;
}

/**
 * THE deletion of applications: the résumé file and the duplicate guard first, the record last (an
 * interrupted run leaves the record, which is found and deleted again, never a file nobody lists),
 * each inside the per-key queue so a desk change in this process cannot write the record back
 * (across instances a desk change is conditional on the record's ETag and fails once it is gone).
 * Then one audit entry without personal data; with nothing deleted only when `auditEmpty`.
 */
export async function deleteApplications(
  store: ApplicationStore,
  records: readonly ApplicationRecord[],
  input: { by: string; reason: ApplicationDeletionReason; now: Date; auditEmpty?: boolean },
): Promise<ApplicationDeletion> {
  const deleted: string[] = [];
  let resumes = 0;
  for (const record of records) {
    const key = `${APPLICATION_PREFIX}${record.id}`;
    await serialised(key, async () => {
      const file = resumeKeyOf(record);
      if (file) {
        await store.delete(file);
        resumes += 1;
      }
      await store.delete(applicationDedupeKey(record));
      await store.delete(key);
    });
    deleted.push(record.id);
  }
  if (!deleted.length && !input.auditEmpty) return { count: 0, applications: [], resumes: 0, audit: null };
  const audit = await writeAudit(
    store,
    {
      at: input.now.toISOString(),
      by: input.by,
      reason: input.reason,
      count: deleted.length,
      applications: deleted,
      resumes,
    },
    input.now,
  );
  return { count: deleted.length, applications: deleted, resumes, audit };
}

/** Erasure on request: every application of the address, with its résumé file. */
export function forgetApplicant(
  store: ApplicationStore,
  email: string,
  input: { by: string; now: Date },
): Promise<ApplicationDeletion> {
  return findApplicant(store, email).then((records) =>
    deleteApplications(store, records, { by: input.by, reason: "request", now: input.now, auditEmpty: true }),
  );
}

/** The time an id or a `resume/<id>.<ext>` key was made (ids start with a compact ISO time), or NaN. */
export function idTime(id: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z-/.exec(id);
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!, +m[7]!) : Number.NaN;
}

export interface ApplicationRetentionResult {
  retention: ApplicationDeletion;
  /** Résumé files without a record, older than a day (a failed write whose clean-up failed too). */
  orphans: { count: number; audit: string | null };
  undated: number;
}

/**
 * Deletes applications older than `months` calendar months (counted from when they arrived, as
 * leads are), with their résumé files, and résumé files left without a record. Refuses a period
 * that is not a whole number of at least one month.
 */
export async function applicationRetentionSweep(
  store: ApplicationStore,
  input: { now: Date; months: number; by?: string },
): Promise<ApplicationRetentionResult> {
  if (!Number.isInteger(input.months) || input.months < 1) {
    throw new Error(`retention: not a usable period for applications: ${JSON.stringify(input.months)}`);
  }
  const by = input.by ?? "retention";
  const before = monthsBefore(input.now, input.months).getTime();
  const all = await readAllApplications(store);
  const old: ApplicationRecord[] = [];
  let undated = 0;
  for (const record of all) {
    const at = Date.parse(record.receivedAt);
    if (!Number.isFinite(at)) undated += 1;
    else if (at < before) old.push(record);
  }
  const retention = await deleteApplications(store, old, { by, reason: "retention", now: input.now });

  const kept = new Set(all.filter((r) => !old.includes(r)).map((r) => resumeKeyOf(r)));
  const { blobs } = await store.list({ prefix: RESUME_PREFIX });
  const orphans = blobs
    .map((b) => b.key)
    .filter(
      (key) => !kept.has(key) && !(input.now.getTime() - idTime(key.slice(RESUME_PREFIX.length)) < ORPHAN_AGE_MS),
    );
  let orphanAudit: string | null = null;
  if (orphans.length) {
    // A file's record may have been written since the listing: look again before deleting.
    const gone: string[] = [];
    for (const key of orphans) {
      const id = key.slice(RESUME_PREFIX.length).replace(/\.[a-z]+$/, "");
      if (await store.get(`${APPLICATION_PREFIX}${id}`, { type: "json" })) continue;
      await store.delete(key);
      gone.push(id);
    }
    if (gone.length) {
      orphanAudit = await writeAudit(
        store,
        { at: input.now.toISOString(), by, reason: "orphan", count: 0, applications: gone, resumes: gone.length },
        input.now,
      );
    }
    return { retention, orphans: { count: gone.length, audit: orphanAudit }, undated };
  }
  return { retention, orphans: { count: 0, audit: null }, undated };
}

/** The audit entries of application deletions, oldest first. */
export function readApplicationAudit(store: ApplicationStore): Promise<ApplicationAuditEntry[]> {
  return readAuditEntries<ApplicationAuditEntry>(store);
}
