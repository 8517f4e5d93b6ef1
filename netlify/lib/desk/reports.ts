/**
 * The desk's weekly report: leads per week (Monday to Sunday, UTC) by source, campaign and
 * landing page, from the lead index (netlify/lib/leads/lead-index.ts), for a chosen range.
 */
import type { IndexEntry } from "../leads/lead-index";

export const DEFAULT_WEEKS = 8;
export const MAX_WEEKS = 53;
/** Rows per table; the rest are summed under OTHER_ROW. */
export const MAX_ROWS = 25;
export const OTHER_ROW = "(other)";
export const DIRECT = "direct";
export const NO_CAMPAIGN = "(none)";
export const NO_LANDING = "(not recorded)";

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The Monday (UTC) of the week holding `date` (YYYY-MM-DD). */
export function mondayOf(date: string): string {
  const d = new Date(`${date}T00:00:00.000Z`);
  return day(new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY_MS));
}

export interface WeekRange {
  /** A Monday. */
  from: string;
  /** The last day included. */
  to: string;
  /** The Mondays of the weeks shown, oldest first. */
  weeks: string[];
  /** What was changed from the range asked for, and why (shown on the page). */
  notes?: string[];
}

function validDate(v: string | null): string {
  const s = (v ?? "").trim();
  return DATE.test(s) && Number.isFinite(Date.parse(s)) && day(new Date(`${s}T00:00:00.000Z`)) === s ? s : "";
}

/**
 * The range from a query string: `from` and `to` (YYYY-MM-DD, UTC). `from` moves back to its
 * Monday; without it the range starts DEFAULT_WEEKS weeks back (this week included); without `to`
 * it ends today. Nothing changes silently: a value that is not a date is replaced by the default
 * and a range longer than MAX_WEEKS is cut to its last MAX_WEEKS weeks, each with a note the page
 * shows; a `from` after `to` is refused (the page says so and shows no weeks), as neither order
 * can be guessed.
 */
export function parseWeekRange(params: URLSearchParams, now: Date): WeekRange | WeekRangeRefused {
  const today = day(now);
  const notes: string[] = [];
  const askedTo = (params.get("to") ?? "").trim();
  const askedFrom = (params.get("from") ?? "").trim();
  let to = validDate(askedTo);
  if (askedTo && !to) notes.push(`"${askedTo.slice(0, 40)}" is not a date (YYYY-MM-DD): the weeks end today.`);
  to ||= today;
  let from = validDate(askedFrom);
  if (askedFrom && !from) {
    notes.push(`"${askedFrom.slice(0, 40)}" is not a date (YYYY-MM-DD): the weeks start ${DEFAULT_WEEKS} weeks back.`);
  }
  if (from && from > to) {
    return {
      refused: `The start (${from}) is after the end (${to}), so no weeks are shown. Choose a start on or before the end.`,
      from,
      to,
    };
  }
  from = from ? mondayOf(from) : day(new Date(Date.parse(mondayOf(to)) - (DEFAULT_WEEKS - 1) * 7 * DAY_MS));
  const earliest = day(new Date(Date.parse(mondayOf(to)) - (MAX_WEEKS - 1) * 7 * DAY_MS));
  if (from < earliest) {
    notes.push(`At most ${MAX_WEEKS} weeks are shown at once: the weeks start ${earliest}, not ${from}.`);
    from = earliest;
  }
  const weeks: string[] = [];
  for (let t = Date.parse(from); day(new Date(t)) <= to; t += 7 * DAY_MS) weeks.push(day(new Date(t)));
  return { from, to, weeks, ...(notes.length ? { notes } : {}) };
}

/** A range that cannot be shown: the reason, and the dates as asked (for the form). */
export interface WeekRangeRefused {
  refused: string;
  from: string;
  to: string;
}

/** Where a lead came from: its utm_source, else the referring site's host, else "direct". */
export function sourceOf(entry: IndexEntry): string {
  return entry.source || entry.referrer || DIRECT;
}

export interface WeeklyTable {
  rows: { key: string; counts: number[]; total: number }[];
  totals: number[];
  total: number;
}

export interface WeeklyReport {
  range: WeekRange;
  leads: number;
  sources: WeeklyTable;
  campaigns: WeeklyTable;
  landings: WeeklyTable;
}

function table(entries: { week: number; key: string }[], weeks: number): WeeklyTable {
  const byKey = new Map<string, number[]>();
  const totals = new Array<number>(weeks).fill(0);
  for (const { week, key } of entries) {
    if (!byKey.has(key)) byKey.set(key, new Array<number>(weeks).fill(0));
    byKey.get(key)![week]! += 1;
    totals[week]! += 1;
  }
  const rows = [...byKey]
    .map(([key, counts]) => ({ key, counts, total: counts.reduce((a, b) => a + b, 0) }))
    .sort((a, b) => b.total - a.total || a.key.localeCompare(b.key));
  if (rows.length > MAX_ROWS) {
    const rest = rows.splice(MAX_ROWS - 1);
    const counts = new Array<number>(weeks).fill(0);
    for (const r of rest) r.counts.forEach((n, i) => (counts[i]! += n));
    rows.push({ key: OTHER_ROW, counts, total: rest.reduce((a, r) => a + r.total, 0) });
  }
  return { rows, totals, total: totals.reduce((a, b) => a + b, 0) };
}

/** Counts the indexed leads received within the range, per week. */
export function weeklyReport(entries: readonly IndexEntry[], range: WeekRange): WeeklyReport {
  const inRange = entries
    .map((entry) => ({ entry, d: entry.receivedAt.slice(0, 10) }))
    .filter(({ d }) => d >= range.from && d <= range.to)
    .map(({ entry, d }) => ({ entry, week: Math.floor((Date.parse(d) - Date.parse(range.from)) / (7 * DAY_MS)) }));
  const n = range.weeks.length;
  return {
    range,
    leads: inRange.length,
    sources: table(
      inRange.map(({ entry, week }) => ({ week, key: sourceOf(entry) })),
      n,
    ),
    campaigns: table(
      inRange.map(({ entry, week }) => ({ week, key: entry.campaign || NO_CAMPAIGN })),
      n,
    ),
    landings: table(
      inRange.map(({ entry, week }) => ({ week, key: entry.landing || NO_LANDING })),
      n,
    ),
  };
}
