/**
 * The invitation's instants, worked out by hand: New York is UTC-5 (EST) until 2027-03-14 02:00,
 * UTC-4 (EDT) until 2027-11-07 02:00, then UTC-5 again; Kolkata is UTC+5:30 all year.
 */
import { Temporal } from "temporal-polyfill";
import { invitationIcs, type Invitation } from "./ics";

const base: Invitation = {
  uid: "20270310T120000000Z-0123456789ab@atriadigital.example",
  method: "REQUEST",
  sequence: 0,
  start: "2027-03-12T15:00:00Z",
  end: "2027-03-12T15:30:00Z",
  timeZone: "America/New_York",
  summary: "Discovery call: Atria Digital with Maya Torres",
  description: "Discovery call with Maya Torres.",
  organizer: { name: "Maya Torres", email: "maya@atriadigital.example" },
  attendee: { name: "Ananya Iyer", email: "ananya@example.com" },
  stamp: new Date("2027-03-10T12:00:00Z"),
};
const lines = (ics: string) => ics.replace(/\r?\n[ \t]/g, "").split(/\r?\n/);
/** A property of the calendar or, past BEGIN:VEVENT, of the event (the VTIMEZONE has DTSTARTs of its own). */
function prop(ics: string, name: string): string | undefined {
  const all = lines(ics);
  const event = all.slice(all.indexOf("BEGIN:VEVENT"));
  const inEvent = ["DTSTART", "DTEND", "DTSTAMP", "UID", "SEQUENCE", "STATUS", "ATTENDEE", "ORGANIZER"].includes(name);
  return (inEvent ? event : all).find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
}

/** The instant a `DTSTART;TZID=America/New_York:YYYYMMDDTHHMMSS` line names (read back with Temporal). */
function instantOf(line: string): string {
  const m = /TZID=([^:]+):(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})$/.exec(line);
  if (!m) throw new Error(`not a TZID time: ${line}`);
  const [, zone, y, mo, d, h, mi, s] = m;
  return Temporal.PlainDateTime.from(`${y}-${mo}-${d}T${h}:${mi}:${s}`).toZonedDateTime(zone!).toInstant().toString();
}

describe("invitationIcs", () => {
  it("is a REQUEST with the VTIMEZONE its TZID names, DTSTAMP in UTC, one UID and the attendee", () => {
    const ics = invitationIcs(base);
    expect(prop(ics, "METHOD")).toBe("METHOD:REQUEST");
    expect(lines(ics)).toContain("BEGIN:VTIMEZONE");
    expect(lines(ics)).toContain("TZID:America/New_York");
    expect(prop(ics, "DTSTAMP")).toBe("DTSTAMP:20270310T120000Z");
    expect(prop(ics, "UID")).toBe(`UID:${base.uid}`);
    expect(prop(ics, "ATTENDEE")).toMatch(/RSVP=TRUE.*MAILTO:ananya@example\.com/i);
    expect(prop(ics, "ORGANIZER")).toMatch(/mailto:maya@atriadigital\.example/i);
  });

  it.each([
    // Before the March change: 15:00Z is 10:00 EST.
    ["2027-03-12T15:00:00Z", "2027-03-12T15:30:00Z", "20270312T100000", "20270312T103000"],
    // After it: 13:00Z is 09:00 EDT (the same wall-clock hour is now an hour earlier in UTC).
    ["2027-03-15T13:00:00Z", "2027-03-15T13:45:00Z", "20270315T090000", "20270315T094500"],
    // After the November change: 14:00Z is 09:00 EST again.
    ["2027-11-08T14:00:00Z", "2027-11-08T14:30:00Z", "20271108T090000", "20271108T093000"],
    // A Kolkata visitor's 23:30 (18:00Z) is 13:00 EST: the file is on the agency's clock, the instant the same.
    ["2027-02-01T18:00:00Z", "2027-02-01T18:30:00Z", "20270201T130000", "20270201T133000"],
  ])("%s: DTSTART and DTEND on New York's clock at the right instant", (start, end, wallStart, wallEnd) => {
    const ics = invitationIcs({ ...base, start, end });
    const dtstart = prop(ics, "DTSTART")!;
    expect(dtstart).toBe(`DTSTART;TZID=America/New_York:${wallStart}`);
    expect(prop(ics, "DTEND")).toBe(`DTEND;TZID=America/New_York:${wallEnd}`);
    expect(instantOf(dtstart)).toBe(Temporal.Instant.from(start).toString());
    // And as a Kolkata calendar shows it: +5:30 from UTC.
    expect(Temporal.Instant.from(instantOf(dtstart)).toZonedDateTimeISO("Asia/Kolkata").toString()).toBe(
      Temporal.Instant.from(start).toZonedDateTimeISO("Asia/Kolkata").toString(),
    );
  });

  it("cancels with the same UID, a higher SEQUENCE and STATUS:CANCELLED", () => {
    const ics = invitationIcs({ ...base, method: "CANCEL", sequence: 1 });
    expect(prop(ics, "METHOD")).toBe("METHOD:CANCEL");
    expect(prop(ics, "SEQUENCE")).toBe("SEQUENCE:1");
    expect(prop(ics, "STATUS")).toBe("STATUS:CANCELLED");
    expect(prop(ics, "UID")).toBe(`UID:${base.uid}`);
  });
});
