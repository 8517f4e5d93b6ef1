/** "2025-08-01" -> "August 1, 2025" (US style, fixed to UTC so build and browser agree). */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(
    date,
  );
}
