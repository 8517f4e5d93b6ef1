/**
 * A booking's iCalendar invitation (RFC 5545, `METHOD:REQUEST`), made with ical-generator and the
 * VTIMEZONE of @touch4it/ical-timezones (docs/decisions/booking.md): the start and end on the
 * agency's clock with `TZID=America/New_York` (Temporal's ZonedDateTime, so the daylight-saving
 * change moves the instant, never the hour), DTSTAMP in UTC, one UID per booking (a later
 * cancellation names the same UID with `METHOD:CANCEL` and a higher SEQUENCE).
 */
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import { ICalCalendar, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { Temporal } from "temporal-polyfill";
import site from "../../../content/site.json";

export interface Invitation {
  uid: string;
  method: "REQUEST" | "CANCEL";
  sequence: number;
  start: string;
  end: string;
  /** The agency's zone (content/booking.json `timeZone`). */
  timeZone: string;
  summary: string;
  description: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  stamp: Date;
}

export const ICS_CONTENT_TYPE = (method: Invitation["method"]) => `text/calendar; charset=utf-8; method=${method}`;

export function invitationIcs(i: Invitation): string {
  const calendar = new ICalCalendar({ prodId: { company: site.brand, product: "Bookings", language: "EN" } });
  calendar.method(i.method === "CANCEL" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST);
  // No calendar-wide zone (it would write DTSTAMP on that clock): each event names its own, and the
  // generator adds the VTIMEZONE its TZID refers to.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  const zoned = (iso: string) => Temporal.Instant.from(iso).toZonedDateTimeISO(i.timeZone);
  calendar.createEvent({
    id: i.uid,
    sequence: i.sequence,
    start: zoned(i.start),
    end: zoned(i.end),
    timezone: i.timeZone,
    stamp: i.stamp,
    summary: i.summary,
    description: i.description,
    url: site.siteUrl,
    status: i.method === "CANCEL" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: i.organizer,
    attendees: [{ name: i.attendee.name, email: i.attendee.email, rsvp: true }],
  });
  return calendar.toString();
}
