/**
 * @jest-environment node
 *
 * The content check on the booking rules (content/booking.json, gatsby/content-check/booking.ts):
 * rules that cannot work are refused, each as `file: field: problem`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkContent, formatProblem } from "./content-check";

const REPO = path.resolve(__dirname, "..");
const F = "content/booking.json";
let root = "";

type Rules = Record<string, unknown> & {
  hosts: Record<string, unknown>[];
  kinds: Record<string, unknown>[];
  closed: Record<string, unknown>[];
};
/** A scratch copy of content/ whose booking.json the test changes; the check's lines about it. */
function check(edit: (rules: Rules) => void): string[] {
  const rules = JSON.parse(fs.readFileSync(path.join(REPO, F), "utf8")) as Rules;
  edit(rules);
  fs.writeFileSync(path.join(root, F), JSON.stringify(rules, null, 2));
  return checkContent({ root })
    .map(formatProblem)
    .filter((l) => l.startsWith(F));
}

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "content-check-booking-"));
  fs.cpSync(path.join(REPO, "content"), path.join(root, "content"), { recursive: true });
  fs.cpSync(path.join(REPO, "static", "og"), path.join(root, "static", "og"), { recursive: true });
  fs.symlinkSync(path.join(REPO, "src"), path.join(root, "src"));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("booking rules", () => {
  test("the real rules pass", () => {
    expect(check(() => {})).toEqual([]);
  });

  test("impossible hosts, hours, kinds and numbers are refused, naming the field", () => {
    const lines = check((r) => {
      r.timeZone = "America/Sacramento";
      r.bufferMinutes = -5;
      r.horizonDays = 0;
      r.hosts[0]!.hours = [{ days: ["Monday", "Funday"], start: "16:00", end: "10:00" }];
      r.hosts[1]!.hours = [];
      r.hosts.push({ member: "alex-stone" });
      r.kinds[0]!.minutes = 0;
      r.kinds[1]!.hosts = ["priya-raman", "marcus-bel"];
    });
    expect(lines).toEqual([
      `${F}: booking.timeZone: "America/Sacramento" is not a time zone: use an IANA name such as America/New_York`,
      `${F}: booking.bufferMinutes: must be a whole number (0 or more), not the number -5`,
      `${F}: booking.horizonDays: must be a positive whole number, not the number 0`,
      `${F}: booking.hosts[1].hours[1].days[2]: "Funday" is not a weekday: use one of Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday`,
      `${F}: booking.hosts[1].hours[1].end: 10:00 is not after the start (16:00): the hours must end after they begin`,
      `${F}: booking.hosts[2].hours: must list at least one range of hours (days, start, end), or be left out for the agency's hours; it is empty`,
      `${F}: booking.hosts[4].member: "alex-stone" is not in the team (content/team.json): use one of maya-torres, james-whitaker, priya-raman, marcus-bell, emily-chen, daniel-okafor`,
      `${F}: booking.kinds[1].minutes: must be a positive whole number of minutes, not the number 0`,
      `${F}: booking.kinds[2].hosts[2]: "marcus-bel" is not a host: add them to hosts first, or use one of maya-torres, priya-raman, james-whitaker, alex-stone`,
    ]);
  });

  test("closed days that overlap, end before they start or are not dates are refused", () => {
    const lines = check((r) => {
      r.closed.push({ name: "Office closed for the holidays", start: "2027-12-23", end: "2027-12-27" });
      r.closed.push({ name: "Team retreat", start: "2027-08-13", end: "2027-08-11" });
      r.closed.push({ name: "Leap day", start: "2027-02-29" });
    });
    expect(lines).toEqual([
      `${F}: booking.closed[14].end: 2027-08-11 is before the start (2027-08-13)`,
      `${F}: booking.closed[15].start: must be a date written YYYY-MM-DD, not "2027-02-29"`,
      `${F}: booking.closed[11]: overlaps "Office closed for the holidays" (closed[13], to 2027-12-27): join them into one range or move one`,
    ]);
  });

  test("the rules' time zone must be the agency's (content/site.json)", () => {
    expect(check((r) => (r.timeZone = "America/Los_Angeles"))).toEqual([
      `${F}: booking.timeZone: is America/Los_Angeles but the agency's hours (content/site.json hours.timeZone) are in America/New_York: use the same zone`,
    ]);
  });
});
