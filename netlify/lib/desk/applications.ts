/**
 * The desk's view of the `applications` store (netlify/lib/applications/store.ts): the list (newest
 * first, filtered by job and status, paged like leads), one application, its résumé, staff changes
 * (the change engine's `saveChange`, ./changes.ts: revision check and conditional writes) and the CSV of one job. See
 * docs/desk.md "Applications".
 */
import jobs from "../../../content/jobs.json";
import { APPLICATION_FIELDS, RESUME_KINDS, type ResumeKind } from "../../../src/contracts/applications";
import { APPLICATION_STATUSES, applicationDeskState, type ApplicationStatus } from "../applications/desk-state";
import type { ApplicationRecord } from "../applications/handler";
import { APPLICATION_PREFIX, RESUME_PREFIX, type ApplicationStore } from "../applications/store";
import { SLUG } from "../../../src/contracts/slug";
import { serialised } from "../shared/blobs";
import { RECORD_ID } from "../shared/record-id";
import { csvTable } from "../shared/csv";
import { saveChange, type ChangeRequest, type SaveResult } from "./changes";

export { APPLICATION_STATUSES, applicationDeskState, type ApplicationStatus };
export type { ApplicationRecord };

/** The openings as content/jobs.json lists them (closed ones too: their applications stay). */
export const JOBS: readonly { slug: string; title: string }[] = (jobs as { slug: string; title: string }[]).map(
  (j) => ({ slug: j.slug, title: j.title }),
);

/**
 * Parsed records per function instance, by key, kept until the listing's ETag for the key changes:
 * a list page reads only the applications that are new or changed since the last one.
 */
const cache = new Map<string, { etag: string; record: ApplicationRecord }>();

/** For tests: forget the parsed records. */
export function dropApplicationCache(): void {
  cache.clear();
}

function isRecord(value: unknown): value is ApplicationRecord {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as ApplicationRecord).id === "string" &&
    typeof (value as ApplicationRecord).receivedAt === "string" &&
    typeof (value as ApplicationRecord).fields === "object"
  );
}

/**
 * Every application, newest first (ids are time-ordered). There is no index as leads have: a
 * listing plus the records changed since the last listing (at a few hundred applications a year, a
 * list page reads a few blobs; docs/desk.md).
 */
export async function readApplications(store: ApplicationStore): Promise<ApplicationRecord[]> {
  const { blobs } = await store.list({ prefix: APPLICATION_PREFIX });
  const sorted = [...blobs].sort((a, b) => (a.key < b.key ? 1 : a.key > b.key ? -1 : 0));
  const keys = new Set(sorted.map((b) => b.key));
  for (const key of cache.keys()) if (!keys.has(key)) cache.delete(key);
  const stale = sorted.filter((b) => cache.get(b.key)?.etag !== b.etag);
  for (let i = 0; i < stale.length; i += 16) {
    const batch = stale.slice(i, i + 16);
    const read = await Promise.all(batch.map((b) => store.get(b.key, { type: "json" })));
    batch.forEach((b, j) => {
      const record = read[j];
      if (isRecord(record)) cache.set(b.key, { etag: b.etag, record });
      else cache.delete(b.key);
    });
  }
  return sorted.flatMap((b) => {
    const hit = cache.get(b.key);
    return hit ? [hit.record] : [];
  });
}

export async function readApplication(store: ApplicationStore, id: string): Promise<ApplicationRecord | null> {
  if (!RECORD_ID.test(id)) return null;
  const record = await store.get(`${APPLICATION_PREFIX}${id}`, { type: "json" });
  return isRecord(record) && record.id === id ? record : null;
}

export interface ApplicationFilter {
  /** A job slug, or "" for every job. */
  job: string;
  status: ApplicationStatus | "";
  page: number;
}

/** The filter from a query string; anything unusable is dropped rather than refused. */
export function parseApplicationFilter(params: URLSearchParams): ApplicationFilter {
  const job = (params.get("job") ?? "").trim();
  const status = (params.get("status") ?? "").trim();
  const page = Number(params.get("page"));
  return {
    job: job.length <= 80 && SLUG.test(job) ? job : "",
    status: (APPLICATION_STATUSES as readonly string[]).includes(status) ? (status as ApplicationStatus) : "",
    page: Number.isInteger(page) && page > 0 && page < 100_000 ? page : 1,
  };
}

/** The query string of a filter (page included only when it is not the first). */
export function applicationFilterQuery(filter: ApplicationFilter, page = filter.page): string {
  const params = new URLSearchParams();
  if (filter.job) params.set("job", filter.job);
  if (filter.status) params.set("status", filter.status);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

export function selectApplications(records: ApplicationRecord[], filter: ApplicationFilter): ApplicationRecord[] {
  return records.filter(
    (r) =>
      (!filter.job || r.job?.slug === filter.job) &&
      (!filter.status || applicationDeskState(r).status === filter.status),
  );
}

/** The title of a job by slug: content/jobs.json's, else the one the application recorded, else the slug. */
export function jobTitle(slug: string, records: readonly ApplicationRecord[] = []): string {
  return JOBS.find((j) => j.slug === slug)?.title ?? records.find((r) => r.job?.slug === slug)?.job.title ?? slug;
}

// ---------------------------------------------------------------------------------------------
// Changes

export type ApplicationChange = ChangeRequest<ApplicationStatus>;

/**
 * Saves a staff change: the change engine's read-modify-write (revision check, write conditional on the
 * ETag, read again when anything else, such as the e-mail outcome, was written meanwhile), queued
 * per key within the instance. The top-level `status` follows `desk.status`.
 */
export function changeApplication(
  store: ApplicationStore,
  id: string,
  change: ApplicationChange,
  input: { by: string; now: Date },
): Promise<SaveResult<ApplicationRecord>> {
  if (!RECORD_ID.test(id)) return Promise.resolve({ outcome: "missing" });
  const key = `${APPLICATION_PREFIX}${id}`;
  return serialised(key, () =>
    saveChange<ApplicationRecord, ApplicationStatus>(store, key, change, input, {
      state: applicationDeskState,
      withState: (record, desk) => ({ ...record, desk, status: desk.status }),
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// The résumé

export interface ResumeFile {
  bytes: ArrayBuffer;
  kind: ResumeKind;
  /** The type of its kind (RESUME_KINDS), never a stored or uploaded string. */
  contentType: string;
  /** Ours: `resume-<job>-<id>.<ext>`, no personal data, ASCII only. */
  fileName: string;
}

/**
 * The résumé of an application, or null: the record must name a known kind and the key this id's
 * file was stored under (`resume/<id>.<ext>`), so a record cannot be made to serve another blob.
 */
export async function readResume(store: ApplicationStore, record: ApplicationRecord): Promise<ResumeFile | null> {
  const kind = record.resume?.kind;
  if (!kind || !Object.hasOwn(RESUME_KINDS, kind)) return null;
  const { extension, contentType } = RESUME_KINDS[kind];
  const key = `${RESUME_PREFIX}${record.id}.${extension}`;
  if (record.resume.key !== key) return null;
  const bytes = await store.get(key, { type: "arrayBuffer" });
  if (!bytes) return null;
  const job = SLUG.test(record.job?.slug ?? "") ? `${record.job.slug}-` : "";
  return { bytes, kind, contentType, fileName: `resume-${job}${record.id}.${extension}` };
}

// ---------------------------------------------------------------------------------------------
// CSV

export const APPLICATION_CSV_COLUMNS = [
  "id",
  "receivedAt",
  "job",
  "jobTitle",
  ...APPLICATION_FIELDS.map((f) => f.name),
  "resumeFile",
  "resumeType",
  "resumeBytes",
  "resumeOriginalName",
  "status",
  "assignee",
  "notification",
] as const;

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** One row per application, in the one CSV rule (../shared/csv.ts: quoted, a formula's first character defused). */
export function applicationsCsv(records: readonly ApplicationRecord[]): string {
  const rows = records.map((r) => {
    const state = applicationDeskState(r);
    const row: Record<string, string> = {
      id: r.id,
      receivedAt: r.receivedAt,
      job: text(r.job?.slug),
      jobTitle: text(r.job?.title),
      resumeFile: text(r.resume?.key).slice(RESUME_PREFIX.length),
      resumeType: text(r.resume?.contentType),
      resumeBytes: typeof r.resume?.bytes === "number" ? String(r.resume.bytes) : "",
      resumeOriginalName: text(r.resume?.originalName),
      status: state.status,
      assignee: state.assignee ?? "",
      notification: text(r.notification?.state),
    };
    for (const f of APPLICATION_FIELDS) row[f.name] = text(r.fields?.[f.name]);
    return row;
  });
  return csvTable(APPLICATION_CSV_COLUMNS, rows);
}
