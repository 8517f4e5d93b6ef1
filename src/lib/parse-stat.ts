/**
 * A stat value as text ("200+", "250%", "$1.5M", "24/7", "4.8") split into what a counter
 * animates: the number(s) and the text around them. "a/b" forms count both parts up together.
 */
export interface ParsedStat {
  prefix: string;
  /** The number that counts up; for "a/b" the first part. */
  value: number;
  /** Digits after the decimal point in the source, so "4.8" counts as 0.0 ... 4.8. */
  decimals: number;
  /** For "a/b" forms: the second part ("24/7" -> 7). */
  denominator?: number;
  suffix: string;
}

const PATTERN = /^(\D*?)(\d[\d,]*(?:\.\d+)?)(?:\/(\d+(?:\.\d+)?))?(.*)$/s;

export function parseStat(text: string): ParsedStat | null {
  const m = PATTERN.exec(text.trim());
  if (!m) return null;
  const [, prefix = "", num = "", den, suffix = ""] = m;
  const clean = num.replace(/,/g, "");
  const value = Number(clean);
  if (!Number.isFinite(value)) return null;
  const decimals = clean.includes(".") ? (clean.split(".")[1]?.length ?? 0) : 0;
  return {
    prefix,
    value,
    decimals,
    ...(den !== undefined ? { denominator: Number(den) } : {}),
    suffix,
  };
}

/**
 * `n` with `decimals` digits after the point, and commas between thousands when `grouping`.
 * Written out rather than with `toLocaleString`: the first Intl number format of a page loads
 * ICU's data on the main thread (its cost: docs/quality.md), and counters format on every frame.
 */
export function formatNumber(n: number, decimals: number, grouping: boolean): string {
  const fixed = Math.abs(n).toFixed(decimals);
  const [int = "0", frac] = fixed.split(".");
  const grouped = grouping ? int.replace(/\B(?=(\d{3})+$)/g, ",") : int;
  return `${n < 0 && Number(fixed) !== 0 ? "-" : ""}${grouped}${frac !== undefined ? `.${frac}` : ""}`;
}

/** The text of a stat at `progress` (0..1) of its count-up; at 1 it is the final value. */
export function formatStat(stat: ParsedStat, progress: number, grouping = false): string {
  const p = Math.min(1, Math.max(0, progress));
  const fmt = (n: number) => formatNumber(n, stat.decimals, grouping);
  const round = (n: number) => (stat.decimals ? n : Math.round(n));
  const main = fmt(round(stat.value * p));
  const den = stat.denominator !== undefined ? `/${fmt(round(stat.denominator * p))}` : "";
  return `${stat.prefix}${main}${den}${stat.suffix}`;
}
