/**
 * The booking rules (content/booking.json, issue 51): who takes calls, when, for how long, and the
 * limits around them. Isomorphic: the /book page and POST /api/book read the same shapes and hand
 * them to freeSlots (./availability.ts). The content check (gatsby/content-check/booking.ts)
 * refuses impossible rules, so the code here may assume a file that passed it.
 */

export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Working hours on some weekdays, as wall-clock times "HH:MM" in the agency's time zone. */
export interface HoursRange {
  days: Weekday[];
  start: string;
  end: string;
}

/** A host: a team member (content/team.json, by the slug of their name) and their weekly hours. */
export interface BookingHostContent {
  member: string;
  /** Absent: the agency's hours (content/site.json `hours`). */
  hours?: HoursRange[];
}

export interface MeetingKind {
  slug: string;
  name: string;
  minutes: number;
  description: string;
  /** Host members, in the order they are offered when several are free at the same time. */
  hosts: string[];
}

/** Days without calls, dates in the agency's time zone, both ends included (end absent: one day). */
export interface ClosedRange {
  name: string;
  start: string;
  /** Absent or "" (what the CMS writes for an emptied field): the start day only. */
  end?: string;
}

/** content/booking.json as written. */
export interface BookingContent {
  timeZone: string;
  /** Slots start every so many minutes from the opening of a range of hours. */
  slotStepMinutes: number;
  /** Free time kept before and after every booking of a host. */
  bufferMinutes: number;
  /** How long before its start a slot can still be booked. */
  minimumNoticeHours: number;
  /** The last bookable day is today (in the agency's zone) plus this many days. */
  horizonDays: number;
  maxPerHostPerDay: number;
  hosts: BookingHostContent[];
  kinds: MeetingKind[];
  closed: ClosedRange[];
}

/** The agency's hours as content/site.json writes them. */
export interface AgencyHours {
  opens: string;
  closes: string;
  days: string[];
}

/** The rules freeSlots works from: every host with its hours filled in. */
export interface BookingRules extends Omit<BookingContent, "hosts"> {
  hosts: { member: string; hours: HoursRange[] }[];
}

/** Fills in the agency's hours for hosts without their own. */
export function resolveBookingRules(content: BookingContent, agency: AgencyHours): BookingRules {
  const agencyHours: HoursRange[] = [
    {
      days: agency.days.filter((d): d is Weekday => (WEEKDAYS as readonly string[]).includes(d)),
      start: agency.opens,
      end: agency.closes,
    },
  ];
  return {
    ...content,
    hosts: content.hosts.map((h) => ({ member: h.member, hours: h.hours ?? agencyHours })),
  };
}

/** A time already taken for a host (a booking, or later a busy time from their calendar): instants, ISO 8601. */
export interface Busy {
  host: string;
  start: string;
  end: string;
}

/** A bookable time: one host, start and end as ISO 8601 instants with the agency's offset. */
export interface Slot {
  host: string;
  kind: string;
  start: string;
  end: string;
}
