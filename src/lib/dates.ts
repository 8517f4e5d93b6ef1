const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * "2025-08-01" -> "August 1, 2025": what `Intl.DateTimeFormat("en-US", { year: "numeric", month:
 * "long", day: "numeric", timeZone: "UTC" })` writes, fixed to UTC so build and browser agree. Written out rather than
 * asked of Intl: the first DateTimeFormat a page makes loads the browser's locale and time-zone
 * data, which was one long task in every load of an article, while it hydrated its header (its
 * figure: docs/quality.md, the task profile). src/lib/dates.test.ts holds the two to the same text.
 */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
