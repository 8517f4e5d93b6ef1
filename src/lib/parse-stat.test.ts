import { formatStat, parseStat } from "./parse-stat";

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
