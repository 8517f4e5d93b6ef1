/**
 * How many leads an address sent, for the privacy section of a lead's and an application's page
 * (the export and the deletion themselves read every lead blob: netlify/lib/leads/privacy.ts).
 *
 * From the index, without listing its entries: each parsed month (readMonths gives the same object
 * until the month's blob changes) gets a count per normalised address the first time it is asked,
 * kept with it; a lead page then adds up twelve numbers instead of filtering and sorting every
 * entry of the year. docs/desk.md "Index" has the figures.
 */
import { readMonths, type IndexMonth } from "../leads/lead-index";
import { normaliseEmail } from "../intake/records";
import type { LeadStore } from "../leads/record";

const perMonth = new WeakMap<IndexMonth, Map<string, number>>();

function countsOf(month: IndexMonth): Map<string, number> {
  let counts = perMonth.get(month);
  if (!counts) {
    counts = new Map();
    for (const entry of Object.values(month.leads)) {
      const address = normaliseEmail(entry.email);
      counts.set(address, (counts.get(address) ?? 0) + 1);
    }
    perMonth.set(month, counts);
  }
  return counts;
}

/** The indexed leads whose address is `email` (both trimmed and lowercased, as the privacy code compares them). */
export async function leadsOfAddress(
  store: LeadStore,
  email: string,
  options: { log?: (...a: unknown[]) => void } = {},
): Promise<number> {
  const wanted = normaliseEmail(email);
  let count = 0;
  for (const month of await readMonths(store, options)) count += countsOf(month).get(wanted) ?? 0;
  return count;
}
