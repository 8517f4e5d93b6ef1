import { formatNumber, formatStat, parseStat } from "./parse-stat";

describe("parseStat", () => {
  it.each([
    ["200+", { prefix: "", value: 200, decimals: 0, suffix: "+" }],
    ["250%", { prefix: "", value: 250, decimals: 0, suffix: "%" }],
    ["99%", { prefix: "", value: 99, decimals: 0, suffix: "%" }],
    ["$1,999", { prefix: "$", value: 1999, decimals: 0, suffix: "" }],
    ["4.8★", { prefix: "", value: 4.8, decimals: 1, suffix: "★" }],
    ["24/7", { prefix: "", value: 24, decimals: 0, denominator: 7, suffix: "" }],
    ["< 3 s", { prefix: "< ", value: 3, decimals: 0, suffix: " s" }],
    ["15+ people", { prefix: "", value: 15, decimals: 0, suffix: "+ people" }],
  ])("%s", (text, expected) => {
    expect(parseStat(text)).toEqual(expected);
  });

  it("returns null for text without a number", () => {
    expect(parseStat("Top")).toBeNull();
    expect(parseStat("")).toBeNull();
  });
});

describe("formatStat", () => {
  it("gives the exact source text at the end", () => {
    for (const t of ["200+", "250%", "24/7", "4.8★", "$1,999", "15+"]) {
      const stat = parseStat(t);
      expect(stat).not.toBeNull();
      if (stat) expect(formatStat(stat, 1, t.includes(","))).toBe(t);
    }
  });

  it("starts from zero and counts both parts of a/b forms", () => {
    const stat = parseStat("24/7");
    if (!stat) throw new Error("unparsed");
    expect(formatStat(stat, 0)).toBe("0/0");
    expect(formatStat(stat, 0.5)).toBe("12/4");
    const pct = parseStat("250%");
    if (!pct) throw new Error("unparsed");
    expect(formatStat(pct, 0.5)).toBe("125%");
    expect(formatStat(pct, 2)).toBe("250%");
  });
});

describe("formatNumber", () => {
  it("writes what en-US toLocaleString writes, with and without grouping", () => {
    const values = [0, 7, 42, 999, 1000, 12345, 250000, 1234567, 4.8, 1.5, 99.95, 0.25, 3.14159];
    for (const n of values) {
      for (const decimals of [0, 1, 2]) {
        for (const grouping of [false, true]) {
          const expected = n.toLocaleString("en-US", {
            minimumFractionDigits: decimals,
            maximumFractionDigits: decimals,
            useGrouping: grouping,
          });
          // toFixed and Intl round a binary half differently (99.95 is 99.9499...); both are fine
          // for a counter, so only values that are not such a half are compared exactly.
          if (Math.abs(n * 10 ** decimals - Math.round(n * 10 ** decimals)) === 0.5) continue;
          expect(`${n}/${decimals}/${grouping}: ${formatNumber(n, decimals, grouping)}`).toBe(
            `${n}/${decimals}/${grouping}: ${expected}`,
          );
        }
      }
    }
  });

  it("puts commas between thousands only when asked", () => {
    expect(formatNumber(1234567, 0, true)).toBe("1,234,567");
    expect(formatNumber(1234567, 0, false)).toBe("1234567");
    expect(formatNumber(1234.5, 1, true)).toBe("1,234.5");
    expect(formatNumber(-1234, 0, true)).toBe("-1,234");
  });
});
