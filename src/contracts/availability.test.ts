/**
 * freeSlots and viewSlot with a pinned clock (every `now` is written out). Expected instants are
 * worked out by hand in the comments: New York is UTC-5 (EST) until 2027-03-14 02:00 and from
 * 2027-11-07 02:00, UTC-4 (EDT) between; Kolkata is always UTC+5:30; London is UTC+0 (GMT) until
 * 2027-03-28 and from 2027-10-31, UTC+1 (BST) between.
 */
import { freeSlots, isTimeZone, showSlot, viewSlot } from "./availability";
import { resolveBookingRules, type BookingContent, type BookingRules, type Busy, type Slot } from "./booking";
import booking from "../../content/booking.json";
import site from "../../content/site.json";

const WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const;

/** Two hosts: ana on the agency's hours (Mon-Fri 09:00-18:00), ben Mon-Thu with a lunch break. */
const RULES: BookingRules = resolveBookingRules(
  {
    timeZone: "America/New_York",
    slotStepMinutes: 30,
    bufferMinutes: 15,
    minimumNoticeHours: 12,
    horizonDays: 30,
    maxPerHostPerDay: 4,
    hosts: [
      { member: "ana" },
      {
        member: "ben",
        hours: [
          { days: ["Monday", "Tuesday", "Wednesday", "Thursday"], start: "09:00", end: "12:00" },
          { days: ["Monday", "Tuesday", "Wednesday", "Thursday"], start: "13:00", end: "17:00" },
        ],
      },
    ],
    kinds: [
      { slug: "call", name: "Call", minutes: 30, description: "A call.", hosts: ["ana", "ben"] },
      { slug: "audit", name: "Audit", minutes: 45, description: "An audit.", hosts: ["ben"] },
    ],
    closed: [
      { name: "Thanksgiving", start: "2027-11-25", end: "2027-11-26" },
      { name: "Closed for a move", start: "2027-11-29", end: "" },
    ],
  },
  { opens: "09:00", closes: "18:00", days: [...WEEK] },
);

const of = (slots: Slot[], host: string) => slots.filter((s) => s.host === host);
const starts = (slots: Slot[]) => slots.map((s) => s.start);
const onDay = (slots: Slot[], day: string) => slots.filter((s) => s.start.startsWith(day));
const ms = (iso: string) => new Date(iso).getTime();

describe("freeSlots across New York's daylight-saving changes", () => {
  test("March 14, 2027: 09:00 is 14:00Z on Friday the 12th and 13:00Z on Monday the 15th", () => {
    // now: Wednesday 2027-03-10 07:00 EST, well before both days.
    const slots = of(
      freeSlots(RULES, { kind: "call", now: "2027-03-10T12:00:00Z", from: "2027-03-12", days: 4 }),
      "ana",
    );
    const fri = onDay(slots, "2027-03-12");
    const mon = onDay(slots, "2027-03-15");
    expect(fri[0]!.start).toBe("2027-03-12T09:00:00-05:00");
    expect(mon[0]!.start).toBe("2027-03-15T09:00:00-04:00");
    // 3 calendar days minus the hour lost: 71 hours between the two openings.
    expect(ms(mon[0]!.start) - ms(fri[0]!.start)).toBe(71 * 3_600_000);
    // The weekend (13th, 14th) has none; each weekday has 18 half-hours from 09:00 to 17:30.
    expect(slots).toHaveLength(36);
    expect(fri.at(-1)).toMatchObject({ start: "2027-03-12T17:30:00-05:00", end: "2027-03-12T18:00:00-05:00" });
    expect(mon.at(-1)).toMatchObject({ start: "2027-03-15T17:30:00-04:00", end: "2027-03-15T18:00:00-04:00" });
  });

  test("November 7, 2027: 09:00 is 13:00Z on Friday the 5th and 14:00Z on Monday the 8th", () => {
    const slots = of(
      freeSlots(RULES, { kind: "call", now: "2027-11-03T12:00:00Z", from: "2027-11-05", days: 4 }),
      "ana",
    );
    const fri = onDay(slots, "2027-11-05")[0]!;
    const mon = onDay(slots, "2027-11-08")[0]!;
    expect(fri.start).toBe("2027-11-05T09:00:00-04:00");
    expect(mon.start).toBe("2027-11-08T09:00:00-05:00");
    // 3 calendar days plus the hour gained: 73 hours.
    expect(ms(mon.start) - ms(fri.start)).toBe(73 * 3_600_000);
  });
});

describe("what a visitor sees", () => {
  const march = freeSlots(RULES, { kind: "call", now: "2027-03-10T12:00:00Z", from: "2027-03-12", days: 4 });
  const fri = onDay(of(march, "ana"), "2027-03-12")[0]!; // 14:00Z
  const mon = onDay(of(march, "ana"), "2027-03-15")[0]!; // 13:00Z

  test("in Asia/Kolkata: 14:00Z is 19:30 and 13:00Z is 18:30, same dates", () => {
    expect(viewSlot(fri, "Asia/Kolkata")).toMatchObject({ date: "2027-03-12", start: "19:30", end: "20:00" });
    expect(viewSlot(mon, "Asia/Kolkata")).toMatchObject({ date: "2027-03-15", start: "18:30", end: "19:00" });
    expect(viewSlot(mon, "Asia/Kolkata").label).toMatch(/Monday, March 15, 2027.*6:30\s?PM GMT\+5:30/);
  });

  test("in Europe/London, which changes two weeks later: 14:00 on the 12th, 13:00 on the 15th, 14:00 again on the 29th", () => {
    expect(viewSlot(fri, "Europe/London")).toMatchObject({ date: "2027-03-12", start: "14:00" });
    expect(viewSlot(mon, "Europe/London")).toMatchObject({ date: "2027-03-15", start: "13:00" });
    // Monday 2027-03-29 09:00 EDT = 13:00Z = 14:00 BST.
    const late = freeSlots(RULES, { kind: "call", now: "2027-03-20T12:00:00Z", from: "2027-03-29", days: 1 })[0]!;
    expect(late.start).toBe("2027-03-29T09:00:00-04:00");
    expect(viewSlot(late, "Europe/London")).toMatchObject({ date: "2027-03-29", start: "14:00" });
  });

  test("beside the agency's time: showSlot gives both", () => {
    const both = showSlot(mon, "Asia/Kolkata", RULES);
    expect(both.agency).toMatchObject({
      timeZone: "America/New_York",
      date: "2027-03-15",
      start: "09:00",
      end: "09:30",
    });
    expect(both.visitor).toMatchObject({ timeZone: "Asia/Kolkata", start: "18:30" });
  });

  test("a slot crossing midnight in Kolkata keeps its start date and says it ends the next day", () => {
    // Monday 2027-11-08 (EST): ben's audit at 13:00 = 18:00Z = 23:30 IST, ends 18:45Z = 00:15 IST on the 9th.
    const audit = freeSlots(RULES, { kind: "audit", now: "2027-11-03T12:00:00Z", from: "2027-11-08", days: 1 });
    const one = audit.find((s) => s.start === "2027-11-08T13:00:00-05:00")!;
    expect(viewSlot(one, "Asia/Kolkata")).toMatchObject({
      date: "2027-11-08",
      start: "23:30",
      endDate: "2027-11-09",
      end: "00:15",
      crossesMidnight: true,
    });
    expect(viewSlot(one, "America/New_York").crossesMidnight).toBe(false);
    // ana's 30-minute call at 13:00 EST ends at 00:00 IST: it ends at midnight, it does not cross it.
    const call = freeSlots(RULES, { kind: "call", now: "2027-11-03T12:00:00Z", from: "2027-11-08", days: 1 });
    const atMidnight = viewSlot(
      call.find((s) => s.host === "ana" && s.start === "2027-11-08T13:00:00-05:00")!,
      "Asia/Kolkata",
    );
    expect(atMidnight).toMatchObject({ start: "23:30", end: "00:00", endDate: "2027-11-09", crossesMidnight: false });
  });
});

describe("the rules", () => {
  test("the last slot of a range ends by its closing time", () => {
    // Tuesday 2027-06-08: ben's 45-minute audits fit 09:00-11:00 before noon (11:30 would end 12:15)
    // and 13:00-16:00 before 17:00 (16:30 would end 17:15).
    const slots = freeSlots(RULES, { kind: "audit", now: "2027-06-01T12:00:00Z", from: "2027-06-08", days: 1 });
    expect(slots.map((s) => s.start.slice(11, 16))).toEqual([
      "09:00",
      "09:30",
      "10:00",
      "10:30",
      "11:00",
      "13:00",
      "13:30",
      "14:00",
      "14:30",
      "15:00",
      "15:30",
      "16:00",
    ]);
    expect(slots.at(-1)!.end).toBe("2027-06-08T16:45:00-04:00");
  });

  test("the horizon counts days from today in the agency's zone, not in UTC", () => {
    // now: 2027-06-02T02:00Z is still Tuesday June 1, 22:00 in New York: the last day is July 1 (+30), not July 2.
    const slots = freeSlots(RULES, { kind: "call", now: "2027-06-02T02:00:00Z", from: "2027-06-28", days: 7 });
    const days = [...new Set(slots.map((s) => s.start.slice(0, 10)))];
    expect(days).toEqual(["2027-06-28", "2027-06-29", "2027-06-30", "2027-07-01"]);
    // One day later, July 2 (a Friday) opens.
    const later = freeSlots(RULES, { kind: "call", now: "2027-06-02T12:00:00Z", from: "2027-07-02", days: 1 });
    expect(later[0]!.start).toBe("2027-07-02T09:00:00-04:00");
  });

  test("minimum notice: a slot exactly 12 hours away is offered, one a minute closer is not", () => {
    // now 2027-06-01T01:00Z (Monday May 31, 21:00 EDT) + 12 h = 13:00Z = 09:00 EDT on Tuesday June 1.
    const edge = of(
      freeSlots(RULES, { kind: "call", now: "2027-06-01T01:00:00Z", from: "2027-06-01", days: 1 }),
      "ana",
    );
    expect(edge[0]!.start).toBe("2027-06-01T09:00:00-04:00");
    const late = of(
      freeSlots(RULES, { kind: "call", now: "2027-06-01T01:01:00Z", from: "2027-06-01", days: 1 }),
      "ana",
    );
    expect(late[0]!.start).toBe("2027-06-01T09:30:00-04:00");
    // Days before today give nothing, whatever `from` says.
    expect(freeSlots(RULES, { kind: "call", now: "2027-06-01T01:00:00Z", from: "2027-05-28", days: 3 })).toEqual([]);
  });

  test("the buffer keeps 15 minutes free around a booking of that host only", () => {
    // ana is booked 14:00-14:30 EDT on Wednesday June 2: with 15 minutes either side, 13:30, 14:00
    // and 14:30 are gone; 13:00 (ends 13:30) and 15:00 stay. ben keeps 13:30-14:30.
    const busy: Busy[] = [{ host: "ana", start: "2027-06-02T18:00:00Z", end: "2027-06-02T18:30:00Z" }];
    const slots = freeSlots(RULES, { kind: "call", now: "2027-06-01T00:00:00Z", from: "2027-06-02", days: 1, busy });
    const ana = starts(of(slots, "ana")).map((s) => s.slice(11, 16));
    expect(ana).toEqual(expect.arrayContaining(["13:00", "15:00"]));
    for (const gone of ["13:30", "14:00", "14:30"]) expect(ana).not.toContain(gone);
    expect(starts(of(slots, "ben")).map((s) => s.slice(11, 16))).toEqual(
      expect.arrayContaining(["13:30", "14:00", "14:30"]),
    );
  });

  test("closed days, ranges included, have no slots", () => {
    // Wed 24 open, Thu 25-Fri 26 closed, the weekend, Mon 29 closed (an emptied end: one day), Tue 30 open.
    const slots = freeSlots(RULES, { kind: "call", now: "2027-11-20T12:00:00Z", from: "2027-11-24", days: 7 });
    expect([...new Set(slots.map((s) => s.start.slice(0, 10)))]).toEqual(["2027-11-24", "2027-11-30"]);
  });

  test("a host with the daily cap of bookings gets no more that day; one fewer leaves the day open", () => {
    // ana booked at 09:00, 10:00, 11:00, 12:00 EDT on Wednesday June 2 (13:00Z ...).
    const busy: Busy[] = [13, 14, 15, 16].map((h) => ({
      host: "ana",
      start: `2027-06-02T${h}:00:00Z`,
      end: `2027-06-02T${h}:30:00Z`,
    }));
    const q = { kind: "call", now: "2027-06-01T00:00:00Z", from: "2027-06-02", days: 1 };
    expect(of(freeSlots(RULES, { ...q, busy }), "ana")).toEqual([]);
    expect(of(freeSlots(RULES, { ...q, busy }), "ben").length).toBeGreaterThan(0);
    expect(starts(of(freeSlots(RULES, { ...q, busy: busy.slice(1) }), "ana"))).toContain("2027-06-02T16:00:00-04:00");
  });

  test("two hosts: both offered at the same time, in the kind's order; an unknown kind is refused", () => {
    const slots = freeSlots(RULES, { kind: "call", now: "2027-06-01T00:00:00Z", from: "2027-06-08", days: 1 });
    expect(slots.slice(0, 2)).toEqual([
      { host: "ana", kind: "call", start: "2027-06-08T09:00:00-04:00", end: "2027-06-08T09:30:00-04:00" },
      { host: "ben", kind: "call", start: "2027-06-08T09:00:00-04:00", end: "2027-06-08T09:30:00-04:00" },
    ]);
    // ben's lunch: at 12:00 and 12:30 only ana.
    expect(slots.filter((s) => s.start.includes("T12:")).map((s) => s.host)).toEqual(["ana", "ana"]);
    expect(() => freeSlots(RULES, { kind: "lunch", now: 0, days: 1 })).toThrow('Unknown meeting kind "lunch"');
  });

  test("isTimeZone knows IANA zones and refuses made-up ones", () => {
    expect(isTimeZone("Asia/Kolkata")).toBe(true);
    expect(isTimeZone("America/Sacramento")).toBe(false);
  });
});

describe("content/booking.json", () => {
  const rules = resolveBookingRules(booking as BookingContent, site.hours);

  test("a host without hours of their own takes the agency's (content/site.json)", () => {
    const defaulted = booking.hosts.find((h) => !("hours" in h))!;
    expect(rules.hosts.find((h) => h.member === defaulted.member)!.hours).toEqual([
      { days: site.hours.days, start: site.hours.opens, end: site.hours.closes },
    ]);
  });

  test.each(booking.closed.map((c) => [c.name, c.start] as const))("%s (%s) has no slots of any kind", (_name, day) => {
    const now = new Date(new Date(`${day}T12:00:00Z`).getTime() - 5 * 86_400_000).toISOString();
    for (const k of booking.kinds) expect(freeSlots(rules, { kind: k.slug, now, from: day, days: 1 })).toEqual([]);
  });

  test("every kind has slots on an ordinary weekday", () => {
    // Wednesday 2027-06-09, seen from a week before.
    for (const k of booking.kinds)
      expect(
        freeSlots(rules, { kind: k.slug, now: "2027-06-02T12:00:00Z", from: "2027-06-09", days: 1 }).length,
      ).toBeGreaterThan(0);
  });
});
