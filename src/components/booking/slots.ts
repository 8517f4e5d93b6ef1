/**
 * The booking page's view of the free times: grouped by the visitor's date, each with its labels in
 * the visitor's zone and the agency's (src/contracts/availability.ts `showSlot`).
 */
import { showSlot } from "../../contracts/availability";
import type { OfferedSlot } from "../../contracts/book";

export interface DayOfSlots {
  /** "YYYY-MM-DD" on the visitor's clock. */
  date: string;
  /** "Friday, March 12". */
  label: string;
  slots: { start: string; end: string; time: string; agencyTime: string; label: string }[];
}

const shortTime = (label: string) => label.split(" at ")[1] ?? label;

/** The free times by the visitor's date, at most `maxDays` dates. */
export function groupByDay(
  slots: readonly OfferedSlot[],
  zone: string,
  agencyZone: string,
  maxDays = 14,
): DayOfSlots[] {
  const days = new Map<string, DayOfSlots>();
  for (const slot of slots) {
    const { visitor, agency } = showSlot(slot, zone, { timeZone: agencyZone });
    let day = days.get(visitor.date);
    if (!day) {
      if (days.size >= maxDays) break;
      day = { date: visitor.date, label: visitor.label.split(" at ")[0]!.replace(/, \d{4}$/, ""), slots: [] };
      days.set(visitor.date, day);
    }
    const time = shortTime(visitor.label);
    const agencyTime = shortTime(agency.label);
    day.slots.push({
      start: slot.start,
      end: slot.end,
      time,
      agencyTime,
      label: zone === agencyZone ? visitor.label : `${visitor.label} (${agencyTime} in New York)`,
    });
  }
  return [...days.values()];
}

/** Time zones offered in the select: the visitor's (detected) first, then these, then the rest Intl knows. */
export const COMMON_ZONES = [
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Phoenix",
  "America/Los_Angeles",
  "America/Anchorage",
  "Pacific/Honolulu",
  "America/Toronto",
  "America/Mexico_City",
  "America/Sao_Paulo",
  "Europe/London",
  "Europe/Paris",
  "Europe/Berlin",
  "Africa/Lagos",
  "Asia/Dubai",
  "Asia/Kolkata",
  "Asia/Singapore",
  "Asia/Tokyo",
  "Australia/Sydney",
  "UTC",
] as const;

export function detectedZone(fallback: string): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || fallback;
  } catch {
    return fallback;
  }
}
