import { formatLongDate } from "./dates";

const intl = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

describe("formatLongDate", () => {
  it("writes a US long date", () => {
    expect(formatLongDate("2025-08-01")).toBe("August 1, 2025");
    expect(formatLongDate("2024-12-31T23:30:00-05:00")).toBe("January 1, 2025");
  });

  it("writes what Intl writes for en-US in UTC, every day of a leap year and around the epoch", () => {
    const days: string[] = [];
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += 86_400_000) days.push(new Date(t).toISOString());
    days.push("1970-01-01T00:00:00Z", "1969-12-31T23:59:59Z", "2099-02-28", "0999-06-15");
    for (const iso of days) expect(formatLongDate(iso)).toBe(intl.format(new Date(iso)));
  });

  it("gives nothing for a date it cannot read", () => {
    expect(formatLongDate("")).toBe("");
    expect(formatLongDate("not a date")).toBe("");
  });
});
