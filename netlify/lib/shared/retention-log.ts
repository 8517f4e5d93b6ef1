/**
 * The one log line of a daily retention run (leads, applications): the settings it ran with, how
 * many records each deletion pass removed, how many had no readable date, and the audit entries'
 * keys. Counts and keys only: what was deleted is in the audit entries, who it was is nowhere.
 */

/** One deletion pass: how many records it removed and its audit entry's key (null: none written). */
export interface RetentionPass {
  count: number;
  audit: string | null;
}

/**
 * Logs `[area] retention: {...settings, <pass>: count, ..., undated, audit: [keys]}`, the passes
 * in the order given.
 */
export function logRetention(
  log: (...a: unknown[]) => void,
  area: string,
  settings: Record<string, unknown>,
  passes: Record<string, RetentionPass>,
  undated: number,
): void {
  const counts = Object.fromEntries(Object.entries(passes).map(([name, pass]) => [name, pass.count]));
  const audit = Object.values(passes)
    .map((pass) => pass.audit)
    .filter(Boolean);
  log(`[${area}] retention:`, JSON.stringify({ ...settings, ...counts, undated, audit }));
}
