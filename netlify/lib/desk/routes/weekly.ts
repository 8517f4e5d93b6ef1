/** GET /admin/leads/weekly: leads per week by source, campaign and landing page. */
import { readIndex } from "../../leads/lead-index";
import { page } from "../http";
import { weeklyPage, weeklyRefusedPage } from "../pages/weekly";
import { parseWeekRange, weeklyReport } from "../reports";
import type { SignedIn } from "../route";

export async function weekly(r: SignedIn): Promise<Response> {
  const range = parseWeekRange(r.url.searchParams, r.now);
  if ("refused" in range) return page(400, weeklyRefusedPage(r.viewer, range));
  const months = (m: string) => m >= range.from.slice(0, 7) && m <= range.to.slice(0, 7);
  const entries = await readIndex(r.deps.leads(), { months, log: r.log });
  return page(200, weeklyPage(r.viewer, weeklyReport(entries, range)));
}
