/**
 * The lead desk's index: one summary blob per month of arrival, `index/2026-11`, holding for each
 * lead of the month the few fields the inbox list, search, filters and the weekly report need. The
 * desk reads a dozen index blobs instead of every lead. The lead blobs stay the source of truth:
 * the index is derived from them, and `rebuildIndex` (`npm run leads -- reindex`) recomputes it.
 *
 * Consistency (docs/desk.md "Index"): a lead is stored first, then indexed; a failed index update
 * is logged and never fails or loses the lead. Every index write is a read-modify-write of one
 * month blob, conditional on its ETag (`onlyIfNew` for a new month, `onlyIfMatch` after); a writer
 * that loses a race reads the month again and applies its change again (an upsert or a removal of
 * one entry, so re-applying is safe), up to MAX_ATTEMPTS times. An upsert never replaces an entry
 * of a higher desk revision, so two status changes indexed out of order keep the later one.
 * Group commit: within one process, changes to a month that arrive while its read-modify-write is
 * in flight wait and are applied together, in arrival order, by the next one (one read, one write,
 * the same retries), so a burst of N leads rewrites the month a few times instead of N. Each caller
 * learns whether its own change was written; when the batch fails, every caller in it fails.
 *
 * Loaded by scripts/leads.mjs through Node's type stripping: imports name their `.ts` files and
 * nothing here imports a module that does not.
 */
import { readWithEtag, serialised } from "../shared/blobs.ts";
import { RECORD_ID } from "../shared/record-id.ts";
import { LEAD_PREFIX, type LeadRecord, type LeadStore } from "./record.ts";
import { CLICK_ID_KEYS } from "../../../src/contracts/visit.ts";

export const INDEX_PREFIX = "index/";
/** The search text kept per lead (lowercased name, e-mail, company and message); longer is cut. */
export const SEARCH_MAX = 2000;
export const MAX_ATTEMPTS = 8;

/** What the index keeps of one lead. */
export interface IndexEntry {
  /** The lead's id: its key without `lead/`. */
  id: string;
  receivedAt: string;
  form: string;
  name: string;
  email: string;
  company: string;
  status: string;
  assignee: string | null;
  /** The desk revision this entry was made from (0 for a lead nobody has touched). */
  revision: number;
  /** utm_campaign and utm_source as recorded ("" without). */
  campaign: string;
  source: string;
  /** The referring site's host ("" without) and the landing page ("" without). */
  referrer: string;
  landing: string;
  /** The click ids the lead came with, comma-separated (`gclid,fbclid`; "" for none). Absent on entries made before it existed: the desk then reads the lead. */
  clickIds?: string;
  /** Lowercased `name \n e-mail \n company \n message`, at most SEARCH_MAX characters. */
  text: string;
  /** True when `text` was cut: a search that does not match it reads the lead itself. */
  cut: boolean;
  /** The lead blob's ETag when the entry was made: a hint for the desk's conditional write, never trusted. */
  etag?: string;
}

export interface IndexMonth {
  version: 1;
  month: string;
  leads: Record<string, IndexEntry>;
}

/** A lead as the index reads it: the stored record, with what the desk and attribution add. */
type IndexedLead = LeadRecord & {
  desk?: { revision?: number; status?: string; assignee?: string | null };
  context?: { landingPage?: string; referrer?: string; utm?: Record<string, unknown> | null } | null;
};

/** `20261122T040616123Z-9f2c4e1a0b3d` → `2026-11`; null for anything that is not a lead id. */
export function monthOf(id: string): string | null {
  return RECORD_ID.test(id) ? `${id.slice(0, 4)}-${id.slice(4, 6)}` : null;
}

export function indexKey(month: string): string {
  return `${INDEX_PREFIX}${month}`;
}

/** The name the desk shows (the same rule as notify.ts personName). */
function nameOf(lead: LeadRecord): string {
  const f = lead.fields;
  return (lead.form === "contact" ? `${f.firstName ?? ""} ${f.lastName ?? ""}` : (f.name ?? "")).trim();
}

function host(url: string | undefined): string {
  if (!url) return "";
  try {
    return new URL(url).hostname;
  } catch {
    return "";
  }
}

const str = (v: unknown): string => (typeof v === "string" ? v : "");

/** The search text of a lead, uncut: what inbox.ts `matches` searches. */
export function searchText(lead: LeadRecord): string {
  return [nameOf(lead), lead.fields.email ?? "", lead.fields.company ?? "", lead.fields.message ?? ""]
    .join("\n")
    .toLowerCase();
}

export function indexEntry(lead: IndexedLead, etag?: string): IndexEntry {
  const text = searchText(lead);
  const utm = lead.context?.utm ?? {};
  return {
    id: lead.key.slice(LEAD_PREFIX.length),
    receivedAt: lead.receivedAt,
    form: lead.form,
    name: nameOf(lead),
    email: lead.fields.email ?? "",
    company: lead.fields.company ?? "",
    status: lead.desk?.status ?? "new",
    assignee: lead.desk?.assignee ?? null,
    revision: lead.desk?.revision ?? 0,
    campaign: str(utm.campaign),
    source: str(utm.source),
    referrer: host(lead.context?.referrer),
    landing: str(lead.context?.landingPage),
    clickIds: CLICK_ID_KEYS.filter((k) => str(lead.context?.clickIds?.[k])).join(","),
    text: text.slice(0, SEARCH_MAX),
    cut: text.length > SEARCH_MAX,
    ...(etag ? { etag } : {}),
  };
}

function emptyMonth(month: string): IndexMonth {
  return { version: 1, month, leads: {} };
}

function asMonth(data: unknown, month: string): IndexMonth {
  const m = data as IndexMonth | null;
  return m && typeof m === "object" && m.leads && typeof m.leads === "object" ? m : emptyMonth(month);
}

type Outcome = { written: boolean; attempts: number };

/** Changes to one month waiting behind its write in flight, applied together by one read-modify-write. */
interface Batch {
  store: LeadStore;
  changes: { change: (m: IndexMonth) => boolean; resolve: (o: Outcome) => void; reject: (e: unknown) => void }[];
}

/** The batch of each month key still open to more changes (it has not started reading). */
const open = new Map<string, Batch>();

/**
 * Applies `change` to one month's blob with a conditional write; on a lost race reads again and
 * applies it again. `change` edits the month in place and says whether it changed anything.
 * Changes made (through the same store) while this process writes the month wait and go together
 * in the next read-modify-write, in the order they came; each resolves with its own outcome, and
 * every change of the batch fails when it fails. Throws when MAX_ATTEMPTS writes all lost (the
 * caller logs; the lead itself is not affected).
 */
export function updateMonth(store: LeadStore, month: string, change: (m: IndexMonth) => boolean): Promise<Outcome> {
  const key = indexKey(month);
  return new Promise((resolve, reject) => {
    const waiting = open.get(key);
    if (waiting?.store === store) {
      waiting.changes.push({ change, resolve, reject });
      return;
    }
    const batch: Batch = { store, changes: [{ change, resolve, reject }] };
    open.set(key, batch);
    void serialised(key, () => {
      if (open.get(key) === batch) open.delete(key);
      return writeBatch(batch, key, month);
    }).then(
      (outcomes) => batch.changes.forEach((c, i) => c.resolve(outcomes[i]!)),
      (error) => batch.changes.forEach((c) => c.reject(error)),
    );
  });
}

/** One read-modify-write for every change of a batch: what each change did, in their order. */
async function writeBatch({ store, changes }: Batch, key: string, month: string): Promise<Outcome[]> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const current = await readWithEtag(store, key);
    const data = asMonth(current?.data ?? null, month);
    const changed = changes.map((c) => c.change(data));
    const outcomes = changed.map((written) => ({ written, attempts: attempt }));
    if (!changed.includes(true)) return outcomes;
    if (current && !current.etag) throw new Error(`no ETag for ${key}`);
    const condition = current?.etag ? { onlyIfMatch: current.etag } : { onlyIfNew: true };
    const result = await store.setJSON(key, data, condition);
    if (result.modified) {
      forget(key);
      return outcomes;
    }
    // Somebody else wrote the month meanwhile: wait a little (more each time) and start again.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
  }
  throw new Error(`index ${key}: ${MAX_ATTEMPTS} conditional writes lost a race; run npm run leads -- reindex`);
}

/** Puts a lead's entry in its month (a lower desk revision than the indexed one is ignored). */
export async function indexLead(store: LeadStore, lead: LeadRecord, etag?: string): Promise<void> {
  const entry = indexEntry(lead, etag);
  const month = monthOf(entry.id);
  if (!month) throw new Error(`not a lead key: ${lead.key}`);
  await updateMonth(store, month, (m) => {
    const old = m.leads[entry.id];
    if (old && old.revision > entry.revision) return false;
    if (old && JSON.stringify(old) === JSON.stringify(entry)) return false;
    m.leads[entry.id] = entry;
    return true;
  });
}

/**
 * Takes leads out of the index (their blobs deleted, or about to be): `lead/<id>` keys or ids.
 * Returns how many entries it removed. For person deletion and retention.
 */
export async function removeFromIndex(store: LeadStore, leadKeys: readonly string[]): Promise<number> {
  const byMonth = new Map<string, Set<string>>();
  for (const key of leadKeys) {
    const id = key.startsWith(LEAD_PREFIX) ? key.slice(LEAD_PREFIX.length) : key;
    const month = monthOf(id);
    if (!month) continue;
    if (!byMonth.has(month)) byMonth.set(month, new Set());
    byMonth.get(month)!.add(id);
  }
  let removed = 0;
  for (const [month, ids] of byMonth) {
    let here = 0;
    await updateMonth(store, month, (m) => {
      here = 0;
      for (const id of ids) {
        if (m.leads[id]) {
          delete m.leads[id];
          here += 1;
        }
      }
      return here > 0;
    });
    removed += here;
  }
  return removed;
}

// ---------------------------------------------------------------------------------------------
// Reading

/**
 * Parsed months kept between requests of one function instance, by key, with the ETag the listing
 * gave: a month is fetched again only when its ETag changed. A month fetched just after a write
 * may be newer than its listed ETag; the next listing shows the new ETag and it is fetched again,
 * so the desk never shows a month older than the listing it made.
 */
const cache = new Map<string, { etag: string; month: IndexMonth }>();

function forget(key: string) {
  cache.delete(key);
}

/** Empties this instance's cache of parsed months (a new function instance; for the benchmark). */
export function dropIndexCache(): void {
  cache.clear();
}

/** The index blobs that exist, oldest month first, with their ETags. */
export async function listMonths(store: LeadStore): Promise<{ key: string; month: string; etag: string }[]> {
  const { blobs } = await store.list({ prefix: INDEX_PREFIX });
  return blobs
    .map((b) => ({ key: b.key, month: b.key.slice(INDEX_PREFIX.length), etag: b.etag }))
    .filter((b) => /^\d{4}-\d{2}$/.test(b.month))
    .sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : 0));
}

async function readMonth(store: LeadStore, key: string, etag: string): Promise<IndexMonth> {
  const hit = cache.get(key);
  if (hit && etag && hit.etag === etag) return hit.month;
  const month = asMonth(await store.get(key, { type: "json" }), key.slice(INDEX_PREFIX.length));
  if (etag) cache.set(key, { etag, month });
  return month;
}

type ReadOptions = { months?: (month: string) => boolean; log?: (...a: unknown[]) => void };

/**
 * Every indexed lead, newest first. `months` keeps only the months (YYYY-MM) it accepts. Without
 * any index blob (a site upgraded from the version that read every lead) the index is built first.
 */
export async function readIndex(store: LeadStore, options: ReadOptions = {}): Promise<IndexEntry[]> {
  const out: IndexEntry[] = [];
  for (const m of await readMonths(store, options)) out.push(...Object.values(m.leads));
  return out.sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

/**
 * The index's months as readIndex reads them (the same options), oldest first. A month is the same
 * object from one call to the next until its blob changes, so what a reader derives from it (the
 * desk's count of leads per address) can be kept with it.
 */
export async function readMonths(store: LeadStore, options: ReadOptions = {}): Promise<IndexMonth[]> {
  let months = await listMonths(store);
  if (months.length === 0) {
    const built = await rebuildIndex(store);
    if (built.leads > 0) (options.log ?? console.log)("[desk] built the lead index:", JSON.stringify(built));
    months = await listMonths(store);
  }
  const wanted = months.filter((m) => !options.months || options.months(m.month));
  for (const key of cache.keys()) if (!months.some((m) => m.key === key)) cache.delete(key);
  return Promise.all(wanted.map((m) => readMonth(store, m.key, m.etag)));
}

/** The indexed entry of one lead, or null. */
export async function readEntry(store: LeadStore, id: string): Promise<IndexEntry | null> {
  const month = monthOf(id);
  if (!month) return null;
  const key = indexKey(month);
  const found = (await listMonths(store)).find((m) => m.key === key);
  if (!found) return null;
  return (await readMonth(store, key, found.etag)).leads[id] ?? null;
}

// ---------------------------------------------------------------------------------------------
// Repair

export interface RebuildSummary {
  /** Lead blobs found. */
  leads: number;
  months: number;
  /** Entries added (lead not indexed), refreshed (lead changed since) and removed (blob gone). */
  added: number;
  refreshed: number;
  removed: number;
}

/**
 * Brings the index in line with the lead blobs: lists `lead/`, reads only the leads whose ETag
 * differs from the one their entry recorded (or that have no entry) and drops entries whose blob
 * is gone. Safe while leads arrive: the months are read BEFORE the leads are listed, and only an
 * entry that was in that earlier copy and is missing from the listing is dropped. An entry is
 * written after its lead, so an entry in the earlier copy had its blob stored before the listing:
 * missing from the listing means deleted. A lead stored after the listing is indexed by its own
 * request and left alone. Every month is written with the same conditional update.
 */
export async function rebuildIndex(store: LeadStore): Promise<RebuildSummary> {
  const snapshot = new Map<string, IndexMonth>();
  for (const m of await listMonths(store)) {
    snapshot.set(m.month, asMonth(await store.get(m.key, { type: "json" }), m.month));
  }
  const { blobs } = await store.list({ prefix: LEAD_PREFIX });
  const byMonth = new Map<string, { key: string; etag: string }[]>();
  for (const b of blobs) {
    const month = monthOf(b.key.slice(LEAD_PREFIX.length));
    if (!month) continue;
    if (!byMonth.has(month)) byMonth.set(month, []);
    byMonth.get(month)!.push(b);
  }
  const summary: RebuildSummary = { leads: 0, months: 0, added: 0, refreshed: 0, removed: 0 };
  for (const month of [...new Set([...byMonth.keys(), ...snapshot.keys()])].sort()) {
    const present = byMonth.get(month) ?? [];
    const before = snapshot.get(month) ?? emptyMonth(month);
    const ids = new Set(present.map((b) => b.key.slice(LEAD_PREFIX.length)));
    const gone = new Set(Object.keys(before.leads).filter((id) => !ids.has(id)));
    // Read the leads the index does not know as they are now (16 at a time).
    const fresh: IndexEntry[] = [];
    const stale = present.filter((b) => {
      const entry = before.leads[b.key.slice(LEAD_PREFIX.length)];
      return !entry || !b.etag || entry.etag !== b.etag;
    });
    for (let i = 0; i < stale.length; i += 16) {
      const batch = stale.slice(i, i + 16);
      const leads = await Promise.all(batch.map((b) => store.get(b.key, { type: "json" })));
      leads.forEach((lead, j) => {
        if (lead && typeof lead === "object") fresh.push(indexEntry(lead as LeadRecord, batch[j]!.etag));
      });
    }
    let added = 0;
    let refreshed = 0;
    let removed = 0;
    if (fresh.length || gone.size) {
      await updateMonth(store, month, (m) => {
        added = refreshed = removed = 0;
        for (const id of gone) {
          if (m.leads[id]) {
            delete m.leads[id];
            removed += 1;
          }
        }
        for (const entry of fresh) {
          const old = m.leads[entry.id];
          if (old && old.revision > entry.revision) continue;
          if (old && old.etag === entry.etag && old.etag) continue;
          if (old) refreshed += 1;
          else added += 1;
          m.leads[entry.id] = entry;
        }
        return added + refreshed + removed > 0;
      });
    }
    if (ids.size) summary.months += 1;
    summary.leads += ids.size;
    summary.added += added;
    summary.refreshed += refreshed;
    summary.removed += removed;
  }
  return summary;
}

/**
 * The cheap check: lead blobs per month (one listing) against entries per month (the index
 * blobs), without reading any lead. Months that differ need `npm run leads -- reindex`.
 */
export async function checkIndex(store: LeadStore): Promise<{ month: string; leads: number; indexed: number }[]> {
  const { blobs } = await store.list({ prefix: LEAD_PREFIX });
  const counts = new Map<string, { leads: number; indexed: number }>();
  const at = (month: string) => {
    if (!counts.has(month)) counts.set(month, { leads: 0, indexed: 0 });
    return counts.get(month)!;
  };
  for (const b of blobs) {
    const month = monthOf(b.key.slice(LEAD_PREFIX.length));
    if (month) at(month).leads += 1;
  }
  for (const m of await listMonths(store)) {
    at(m.month).indexed = Object.keys((await readMonth(store, m.key, m.etag)).leads).length;
  }
  return [...counts.entries()]
    .map(([month, c]) => ({ month, ...c }))
    .sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : 0));
}
