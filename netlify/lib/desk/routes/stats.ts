/** GET /admin/leads/stats: the first-party measurement report (the same as `npm run stats`). */
import { readReport } from "../../stats/report";
import { page } from "../http";
import { notFoundPage } from "../pages/not-found";
import { statsPage } from "../pages/stats";
import type { SignedIn } from "../route";

export async function stats(r: SignedIn): Promise<Response> {
  const asked = Number(r.url.searchParams.get("days") ?? 30);
  const days = Number.isInteger(asked) && asked >= 1 && asked <= 3660 ? asked : 30;
  if (!r.deps.stats) return page(404, notFoundPage(r.viewer));
  return page(200, statsPage(r.viewer, days, await readReport(r.deps.stats(), days, r.now)));
}
