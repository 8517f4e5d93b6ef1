/**
 * The desk's view of the `leads` store: reading leads, the inbox's search and filters, and a staff
 * change to a lead (the desk's change engine, ./changes.ts, on the lead's key). See docs/desk.md.
 */
import { LEAD_PREFIX, type LeadRecord, type LeadStore } from "../leads/record";
import { deskState, STATUSES, type DeskLead, type Status } from "../leads/desk-state";
import { personName } from "../leads/notify";
import { CLICK_ID_KEYS } from "../../../src/contracts/visit";
import { readIndex, type IndexEntry } from "../leads/lead-index";
import { serialised } from "../shared/blobs";
import { RECORD_ID } from "../shared/record-id";
import { saveChange, type ChangeRequest, type SaveResult } from "./changes";

export {
  deskState,
  STATUSES,
  type DeskChange,
  type DeskLead,
  type DeskNote,
  type DeskState,
  type Status,
} from "../leads/desk-state";

export function leadId(lead: Pick<LeadRecord, "key">): string {
  return lead.key.slice(LEAD_PREFIX.length);
}

/** Every lead, newest first (keys are time-ordered), read blob by blob (the index is faster: selectIndexed). */
export async function readLeads(store: LeadStore): Promise<DeskLead[]> {
  const { blobs } = await store.list({ prefix: LEAD_PREFIX });
  const keys = blobs.map((b) => b.key).sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
  const out: DeskLead[] = [];
  for (let i = 0; i < keys.length; i += 16) {
    const batch = await Promise.all(keys.slice(i, i + 16).map((key) => store.get(key, { type: "json" })));
    for (const lead of batch) if (lead && typeof lead === "object") out.push(lead as DeskLead);
  }
  return out;
}

export async function readLead(store: LeadStore, id: string): Promise<DeskLead | null> {
  if (!RECORD_ID.test(id)) return null;
  return ((await store.get(`${LEAD_PREFIX}${id}`, { type: "json" })) as DeskLead | null) ?? null;
}

export interface Filter {
  q: string;
  form: string;
  status: string;
  from: string;
  to: string;
  campaign: string;
  source: string;
  /** An address, NOBODY for leads assigned to nobody, "" for any. */
  assignee: string;
  /** Only leads that came with a click id (gclid, fbclid or msclkid): `?clickid=yes`. */
  clickId: boolean;
  page: number;
}

export const NOBODY = "nobody";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const FILTER_MAX = 200;

/** The filter from a query string; anything unusable is dropped rather than refused. */
export function parseFilter(params: URLSearchParams): Filter {
  const text = (name: string) => (params.get(name) ?? "").trim().slice(0, FILTER_MAX);
  const date = (name: string) => (DATE.test(text(name)) && Number.isFinite(Date.parse(text(name))) ? text(name) : "");
  const form = text("form");
  const status = text("status");
  const page = Number(params.get("page"));
  return {
    q: text("q"),
    form: form === "contact" || form === "get-started" ? form : "",
    status: (STATUSES as readonly string[]).includes(status) ? status : "",
    from: date("from"),
    to: date("to"),
    campaign: text("campaign"),
    source: text("source"),
    assignee: text("assignee").toLowerCase(),
    clickId: text("clickid") === "yes",
    page: Number.isInteger(page) && page > 0 && page < 100_000 ? page : 1,
  };
}

/** The query string of a filter (page included only when it is not the first). */
export function filterQuery(filter: Filter, page = filter.page): string {
  const params = new URLSearchParams();
  for (const name of ["q", "form", "status", "from", "to", "campaign", "source", "assignee"] as const) {
    if (filter[name]) params.set(name, filter[name]);
  }
  if (filter.clickId) params.set("clickid", "yes");
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

function utm(lead: DeskLead, name: "campaign" | "source"): string {
  const value = lead.context?.utm?.[name];
  return typeof value === "string" ? value : "";
}

/** Whether a lead came with a click id of an ad platform (gclid, fbclid, msclkid). */
export function hasClickId(lead: DeskLead): boolean {
  const ids = lead.context?.clickIds;
  return CLICK_ID_KEYS.some((k) => typeof ids?.[k] === "string" && ids[k] !== "");
}

export function company(lead: DeskLead): string {
  return lead.fields.company ?? "";
}

/** Search is case-insensitive on name, e-mail, company and message; every word must match. */
export function matches(lead: DeskLead, filter: Filter): boolean {
  const state = deskState(lead);
  if (filter.form && lead.form !== filter.form) return false;
  if (filter.status && state.status !== filter.status) return false;
  const day = lead.receivedAt.slice(0, 10);
  if (filter.from && day < filter.from) return false;
  if (filter.to && day > filter.to) return false;
  if (filter.campaign && utm(lead, "campaign").toLowerCase() !== filter.campaign.toLowerCase()) return false;
  if (filter.source && utm(lead, "source").toLowerCase() !== filter.source.toLowerCase()) return false;
  if (filter.assignee && (state.assignee ?? NOBODY) !== filter.assignee) return false;
  if (filter.clickId && !hasClickId(lead)) return false;
  if (filter.q) {
    const haystack = [personName(lead), lead.fields.email ?? "", company(lead), lead.fields.message ?? ""]
      .join("\n")
      .toLowerCase();
    for (const word of filter.q.toLowerCase().split(/\s+/).filter(Boolean)) {
      if (!haystack.includes(word)) return false;
    }
  }
  return true;
}

export function selectLeads(leads: DeskLead[], filter: Filter): DeskLead[] {
  return leads.filter((lead) => matches(lead, filter));
}

/**
 * `matches` on an index entry: true, false, or "read" when only the lead itself can tell (its
 * search text was cut and does not hold every word).
 */
export function matchesEntry(entry: IndexEntry, filter: Filter): boolean | "read" {
  if (filter.form && entry.form !== filter.form) return false;
  if (filter.status && entry.status !== filter.status) return false;
  const day = entry.receivedAt.slice(0, 10);
  if (filter.from && day < filter.from) return false;
  if (filter.to && day > filter.to) return false;
  if (filter.campaign && entry.campaign.toLowerCase() !== filter.campaign.toLowerCase()) return false;
  if (filter.source && entry.source.toLowerCase() !== filter.source.toLowerCase()) return false;
  if (filter.assignee && (entry.assignee ?? NOBODY) !== filter.assignee) return false;
  // An entry made before the index kept click ids cannot tell: the lead itself decides.
  if (filter.clickId && entry.clickIds === "") return false;
  const unsure = filter.clickId && entry.clickIds === undefined;
  if (filter.q) {
    for (const word of filter.q.toLowerCase().split(/\s+/).filter(Boolean)) {
      if (!entry.text.includes(word)) return entry.cut ? "read" : false;
    }
  }
  return unsure ? "read" : true;
}

/** Reads leads by id, 16 at a time, in the order given; a lead whose blob is gone is skipped. */
export async function readLeadsById(store: LeadStore, ids: readonly string[]): Promise<DeskLead[]> {
  const out: DeskLead[] = [];
  for (let i = 0; i < ids.length; i += 16) {
    const batch = await Promise.all(ids.slice(i, i + 16).map((id) => readLead(store, id)));
    for (const lead of batch) if (lead) out.push(lead);
  }
  return out;
}

/** The months (YYYY-MM) a filter's date range can touch. */
function monthRange(filter: Filter): (month: string) => boolean {
  const from = filter.from.slice(0, 7);
  const to = filter.to.slice(0, 7);
  return (month) => (!from || month >= from) && (!to || month <= to);
}

/**
 * The index entries of the leads a filter selects, newest first. Exact: an entry whose cut search
 * text cannot decide is decided on the lead itself. See docs/desk.md "Index".
 */
export async function selectIndexed(store: LeadStore, filter: Filter): Promise<IndexEntry[]> {
  const entries = await readIndex(store, { months: monthRange(filter) });
  const verdicts = entries.map((entry) => matchesEntry(entry, filter));
  const unsure = entries.filter((_, i) => verdicts[i] === "read").map((e) => e.id);
  const confirmed = new Set(
    unsure.length ? (await readLeadsById(store, unsure)).filter((l) => matches(l, filter)).map(leadId) : [],
  );
  return entries.filter((e, i) => verdicts[i] === true || (verdicts[i] === "read" && confirmed.has(e.id)));
}

// ---------------------------------------------------------------------------------------------
// A staff change to a lead

/** `lead` and `record` are the same object (`record` is the name the shared `saveChange` uses). */
export type ChangeResult = SaveResult<DeskLead>;

/**
 * Saves a staff change. The person's revision must be the lead's current one (else: conflict,
 * someone else changed it since they opened it); the write is conditional on the blob's ETag, so
 * a change that lands between the read and the write is never overwritten: the write fails, the
 * lead is read again and the revision checked again. A concurrent notification update (which
 * does not move the revision) is merged rather than reported.
 */
export async function changeLead(
  store: LeadStore,
  id: string,
  change: ChangeRequest,
  input: { by: string; now: Date; etag?: string },
): Promise<ChangeResult> {
  if (!RECORD_ID.test(id)) return { outcome: "missing" };
  const key = `${LEAD_PREFIX}${id}`;
  return serialised(key, () => writeChange(store, key, change, input));
}

function writeChange(
  store: LeadStore,
  key: string,
  change: ChangeRequest,
  input: { by: string; now: Date; etag?: string },
): Promise<ChangeResult> {
  return saveChange<DeskLead, Status>(store, key, change, input, {
    state: deskState,
    withState: (lead, desk) => ({ ...lead, desk }),
  });
}
