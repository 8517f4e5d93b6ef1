/**
 * Free slots from the booking rules (./booking.ts), computed with Temporal (temporal-polyfill):
 * wall-clock hours are read in the agency's time zone and turned into instants there, so the
 * daylight-saving changes move the instants, never the hours (docs/decisions/booking-availability.md).
 * Pure: the clock is a parameter, and so is what is already booked; the page and the function
 * call the same code.
 */
import { Temporal } from "temporal-polyfill";
import { WEEKDAYS, type BookingRules, type Busy, type Slot } from "./booking.ts";

export interface SlotQuery {
  /** Meeting kind slug. */
  kind: string;
  /** The present instant (ISO 8601 or epoch milliseconds): slots respect notice and horizon from it. */
  now: string | number;
  /** First day to look at, "YYYY-MM-DD" in the agency's zone; default: today there. */
  from?: string;
  /** How many days from `from` (still cut at the horizon). */
  days: number;
  busy?: Busy[];
}

const instant = (v: string | number) =>
  typeof v === "number" ? Temporal.Instant.fromEpochMilliseconds(v) : Temporal.Instant.from(v);

/** Whether the time zone is one Temporal (and so Intl) knows. */
export function isTimeZone(zone: string): boolean {
  try {
    Temporal.Now.zonedDateTimeISO(zone);
    return true;
  } catch {
    return false;
  }
}

/** The closed ranges' days as a set of "YYYY-MM-DD". */
function closedDays(rules: BookingRules): Set<string> {
  const out = new Set<string>();
  for (const c of rules.closed) {
    const end = Temporal.PlainDate.from(c.end || c.start);
    for (let d = Temporal.PlainDate.from(c.start); Temporal.PlainDate.compare(d, end) <= 0; d = d.add({ days: 1 }))
      out.add(d.toString());
  }
  return out;
}

/**
 * The free slots of a meeting kind, in time order (hosts in the kind's order at the same start):
 * within each host's hours on each day (the last slot ends by closing time), not on closed days,
 * not sooner than the minimum notice, not after the horizon, not within the buffer of a busy
 * time of that host, and none for a host who already has the daily cap of bookings that day.
 */
export function freeSlots(rules: BookingRules, query: SlotQuery): Slot[] {
  const kind = rules.kinds.find((k) => k.slug === query.kind);
  if (!kind) throw new Error(`Unknown meeting kind "${query.kind}"`);
  const zone = rules.timeZone;
  const now = instant(query.now);
  const earliest = now.add({ minutes: Math.round(rules.minimumNoticeHours * 60) });
  const today = now.toZonedDateTimeISO(zone).toPlainDate();
  const lastDay = today.add({ days: rules.horizonDays });
  const closed = closedDays(rules);
  const busy = (query.busy ?? []).map((b) => ({ host: b.host, start: instant(b.start), end: instant(b.end) }));
  const bufferMs = rules.bufferMinutes * 60_000;
  const first = query.from ? Temporal.PlainDate.from(query.from) : today;
  const slots: Slot[] = [];

  for (let i = 0; i < query.days; i++) {
    const day = first.add({ days: i });
    if (Temporal.PlainDate.compare(day, lastDay) > 0) break;
    if (Temporal.PlainDate.compare(day, today) < 0 || closed.has(day.toString())) continue;
    const weekday = WEEKDAYS[day.dayOfWeek - 1]!;
    const dayStart = day.toZonedDateTime({ timeZone: zone }).toInstant();
    const dayEnd = day.add({ days: 1 }).toZonedDateTime({ timeZone: zone }).toInstant();
    const daySlots: Slot[][] = [];
    for (const member of kind.hosts) {
      const host = rules.hosts.find((h) => h.member === member);
      if (!host) continue;
      const hostBusy = busy.filter((b) => b.host === member);
      const booked = hostBusy.filter(
        (b) => Temporal.Instant.compare(b.start, dayStart) >= 0 && Temporal.Instant.compare(b.start, dayEnd) < 0,
      ).length;
      if (booked >= rules.maxPerHostPerDay) continue;
      const own: Slot[] = [];
      for (const range of host.hours) {
        if (!range.days.includes(weekday)) continue;
        const open = day.toZonedDateTime({ timeZone: zone, plainTime: Temporal.PlainTime.from(range.start) });
        const close = day.toZonedDateTime({ timeZone: zone, plainTime: Temporal.PlainTime.from(range.end) });
        for (let t = open; ; t = t.add({ minutes: rules.slotStepMinutes })) {
          const end = t.add({ minutes: kind.minutes });
          if (Temporal.ZonedDateTime.compare(end, close) > 0) break;
          const s = t.toInstant();
          const e = end.toInstant();
          if (Temporal.Instant.compare(s, earliest) < 0) continue;
          const clash = hostBusy.some(
            (b) =>
              s.epochMilliseconds < b.end.epochMilliseconds + bufferMs &&
              e.epochMilliseconds > b.start.epochMilliseconds - bufferMs,
          );
          if (clash) continue;
          own.push({
            host: member,
            kind: kind.slug,
            start: t.toString({ timeZoneName: "never" }),
            end: end.toString({ timeZoneName: "never" }),
          });
        }
      }
      daySlots.push(own);
    }
    // Time order; at the same start, the kind's host order (a stable sort keeps it).
    slots.push(
      ...daySlots
        .flat()
        .sort((a, b) => Temporal.Instant.compare(Temporal.Instant.from(a.start), Temporal.Instant.from(b.start))),
    );
  }
  return slots;
}

/** A slot as a person in one time zone sees it. */
export interface SlotView {
  timeZone: string;
  /** "YYYY-MM-DD" and "HH:MM" on that zone's clock. */
  date: string;
  start: string;
  endDate: string;
  end: string;
  /** Part of the slot falls on the next date, on that zone's clock (one ending at 00:00 does not). */
  crossesMidnight: boolean;
  /** Full date and time for people and screen readers, e.g. "Monday, March 15, 2027 at 6:30 PM GMT+5:30". */
  label: string;
}

/** How a slot reads in a time zone (the visitor's, or the agency's beside it). */
export function viewSlot(slot: Pick<Slot, "start" | "end">, timeZone: string, locale = "en-US"): SlotView {
  const start = Temporal.Instant.from(slot.start).toZonedDateTimeISO(timeZone);
  const end = Temporal.Instant.from(slot.end).toZonedDateTimeISO(timeZone);
  const hm = (z: Temporal.ZonedDateTime) => z.toPlainTime().toString({ smallestUnit: "minute" });
  const label = new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(start.epochMilliseconds);
  return {
    timeZone,
    date: start.toPlainDate().toString(),
    start: hm(start),
    endDate: end.toPlainDate().toString(),
    end: hm(end),
    // A slot ending at 00:00 ends that day, at midnight: it does not cross it.
    crossesMidnight:
      Temporal.PlainDate.compare(end.subtract({ nanoseconds: 1 }).toPlainDate(), start.toPlainDate()) > 0,
    label,
  };
}

/** A slot in the visitor's zone and in the agency's, for showing side by side. */
export function showSlot(
  slot: Pick<Slot, "start" | "end">,
  visitorZone: string,
  rules: Pick<BookingRules, "timeZone">,
) {
  return { visitor: viewSlot(slot, visitorZone), agency: viewSlot(slot, rules.timeZone) };
}
