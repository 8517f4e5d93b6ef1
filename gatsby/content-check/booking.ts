/**
 * content/booking.json (issue 51): the booking rules the /book page and POST /api/book will share
 * (src/contracts/booking.ts). Refuses rules that cannot work: hours that end before they start, a
 * host with no hours or not in the team, a meeting kind naming an unknown host, overlapping closed
 * days, an unknown time zone, a length that is not positive.
 */
import { Temporal } from "temporal-polyfill";
import { isTimeZone } from "../../src/contracts/availability.ts";
import { WEEKDAYS } from "../../src/contracts/booking.ts";
import { WHOLE_FILE, isPlainObject, report, type Where } from "./problems.ts";
import { describe } from "./wording.ts";

export const BOOKING_FILE = "booking.json";
const L = "booking";

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

function plainDate(v: unknown): Temporal.PlainDate | undefined {
  if (typeof v !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return undefined;
  try {
    return Temporal.PlainDate.from(v, { overflow: "reject" });
  } catch {
    return undefined;
  }
}

/** A written value as the editor typed it ("Funday"), anything else described (the number 0). */
const shown = (v: unknown) => (typeof v === "string" ? JSON.stringify(v) : describe(v));
const text = (v: unknown) => typeof v === "string" && v.trim() !== "";

function checkHours(w: Where, hours: unknown, at: string) {
  if (!Array.isArray(hours) || hours.length === 0) {
    report(
      w,
      at,
      `must list at least one range of hours (days, start, end), or be left out for the agency's hours; it is ${Array.isArray(hours) ? "empty" : describe(hours)}`,
    );
    return;
  }
  hours.forEach((r, i) => {
    const here = `${at}[${i + 1}]`;
    if (!isPlainObject(r)) return report(w, here, `must be { days, start, end }, not ${describe(r)}`);
    if (!Array.isArray(r.days) || r.days.length === 0)
      report(w, `${here}.days`, `must name at least one weekday (${WEEKDAYS.join(", ")})`);
    else
      r.days.forEach((d, j) => {
        if (!(WEEKDAYS as readonly unknown[]).includes(d))
          report(w, `${here}.days[${j + 1}]`, `${shown(d)} is not a weekday: use one of ${WEEKDAYS.join(", ")}`);
      });
    const ok = (k: "start" | "end") => {
      const v = r[k];
      if (typeof v === "string" && TIME.test(v)) return v;
      report(w, `${here}.${k}`, `must be a time written HH:MM on a 24-hour clock (e.g. 09:00), not ${describe(v)}`);
      return undefined;
    };
    const start = ok("start");
    const end = ok("end");
    if (start && end && minutesOf(end) <= minutesOf(start))
      report(w, `${here}.end`, `${end} is not after the start (${start}): the hours must end after they begin`);
  });
}

/** Hosts are team members by their slug (content/team.json, read into ctx.slugs.team); unchecked when team.json cannot be read. */
export function checkBooking(w: Where, value: unknown, siteZone: unknown) {
  if (!isPlainObject(value)) return report(w, WHOLE_FILE, `must be one group of fields in { }, not ${describe(value)}`);
  const v = value;

  if (typeof v.timeZone !== "string" || !isTimeZone(v.timeZone))
    report(w, `${L}.timeZone`, `${shown(v.timeZone)} is not a time zone: use an IANA name such as America/New_York`);
  else if (typeof siteZone === "string" && v.timeZone !== siteZone)
    report(
      w,
      `${L}.timeZone`,
      `is ${v.timeZone} but the agency's hours (content/site.json hours.timeZone) are in ${siteZone}: use the same zone`,
    );

  const count = (k: string, { zero }: { zero: boolean }) => {
    const n = v[k];
    if (
      typeof n !== "number" ||
      !Number.isFinite(n) ||
      n < 0 ||
      (!zero && n === 0) ||
      (k !== "minimumNoticeHours" && !Number.isInteger(n))
    )
      report(
        w,
        `${L}.${k}`,
        `must be a ${zero ? "" : "positive "}${k === "minimumNoticeHours" ? "number" : "whole number"}${zero ? " (0 or more)" : ""}, not ${describe(n)}`,
      );
  };
  count("slotStepMinutes", { zero: false });
  count("bufferMinutes", { zero: true });
  count("minimumNoticeHours", { zero: true });
  count("horizonDays", { zero: false });
  count("maxPerHostPerDay", { zero: false });

  const members = new Set(w.ctx.slugs.team);
  const hosts = new Set<string>();
  if (!Array.isArray(v.hosts) || v.hosts.length === 0)
    report(w, `${L}.hosts`, "must list at least one host who takes calls");
  else
    v.hosts.forEach((h, i) => {
      const at = `${L}.hosts[${i + 1}]`;
      if (!isPlainObject(h)) return report(w, at, `must be { member, hours }, not ${describe(h)}`);
      if (typeof h.member !== "string" || (!w.ctx.unreadable.has("team") && !members.has(h.member)))
        report(
          w,
          `${at}.member`,
          `${shown(h.member)} is not in the team (content/team.json): use one of ${[...members].join(", ")}`,
        );
      else if (hosts.has(h.member)) report(w, `${at}.member`, `${h.member} is listed twice: give each host one entry`);
      if (typeof h.member === "string") hosts.add(h.member);
      if ("hours" in h) checkHours(w, h.hours, `${at}.hours`);
    });

  const slugs = new Set<string>();
  if (!Array.isArray(v.kinds) || v.kinds.length === 0)
    report(w, `${L}.kinds`, "must list at least one kind of meeting");
  else
    v.kinds.forEach((k, i) => {
      const at = `${L}.kinds[${i + 1}]`;
      if (!isPlainObject(k))
        return report(w, at, `must be { slug, name, minutes, description, hosts }, not ${describe(k)}`);
      if (typeof k.slug !== "string" || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(k.slug))
        report(
          w,
          `${at}.slug`,
          `must be lower-case words joined by hyphens (e.g. discovery-call), not ${describe(k.slug)}`,
        );
      else if (slugs.has(k.slug)) report(w, `${at}.slug`, `${k.slug} is used by another kind: give each its own`);
      else slugs.add(k.slug);
      for (const f of ["name", "description"] as const) if (!text(k[f])) report(w, `${at}.${f}`, "must not be empty");
      if (typeof k.minutes !== "number" || !Number.isInteger(k.minutes) || k.minutes <= 0)
        report(w, `${at}.minutes`, `must be a positive whole number of minutes, not ${describe(k.minutes)}`);
      if (!Array.isArray(k.hosts) || k.hosts.length === 0) report(w, `${at}.hosts`, "must name at least one host");
      else
        k.hosts.forEach((h, j) => {
          if (typeof h !== "string" || !hosts.has(h))
            report(
              w,
              `${at}.hosts[${j + 1}]`,
              `${shown(h)} is not a host: add them to hosts first, or use one of ${[...hosts].join(", ")}`,
            );
        });
    });

  if (!Array.isArray(v.closed))
    return report(w, `${L}.closed`, `must be a list of closed days, not ${describe(v.closed)}`);
  const ranges: { at: string; name: string; start: Temporal.PlainDate; end: Temporal.PlainDate }[] = [];
  v.closed.forEach((c, i) => {
    const at = `${L}.closed[${i + 1}]`;
    if (!isPlainObject(c)) return report(w, at, `must be { name, start, end }, not ${describe(c)}`);
    if (!text(c.name)) report(w, `${at}.name`, "must not be empty: say which holiday or closure it is");
    const start = plainDate(c.start);
    // The CMS writes an emptied optional field as "": one day, like a missing end.
    const end = c.end === undefined || c.end === "" ? start : plainDate(c.end);
    if (!start) report(w, `${at}.start`, `must be a date written YYYY-MM-DD, not ${shown(c.start)}`);
    if (!end && c.end !== undefined && c.end !== "")
      report(w, `${at}.end`, `must be a date written YYYY-MM-DD, not ${shown(c.end)}`);
    if (start && end) {
      if (Temporal.PlainDate.compare(end, start) < 0)
        report(w, `${at}.end`, `${end.toString()} is before the start (${start.toString()})`);
      else ranges.push({ at, name: String(c.name), start, end });
    }
  });
  const sorted = [...ranges].sort((a, b) => Temporal.PlainDate.compare(a.start, b.start));
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1]!;
    const cur = sorted[i]!;
    if (Temporal.PlainDate.compare(cur.start, prev.end) <= 0)
      report(
        w,
        cur.at,
        `overlaps "${prev.name}" (${prev.at.slice(L.length + 1)}, to ${prev.end.toString()}): join them into one range or move one`,
      );
  }
}
