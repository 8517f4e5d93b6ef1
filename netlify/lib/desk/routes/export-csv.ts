/** GET /admin/leads/export.csv: the current filter's leads as CSV (columns: ../csv.ts, docs/desk.md). */
import { deskCsv } from "../csv";
import { page } from "../http";
import { parseFilter, readLeadsById, selectIndexed } from "../inbox";
import type { SignedIn } from "../route";

export async function exportCsv(r: SignedIn): Promise<Response> {
  const filter = parseFilter(r.url.searchParams);
  const store = r.deps.leads();
  const selected = await readLeadsById(
    store,
    (await selectIndexed(store, filter)).map((e) => e.id),
  );
  const day = r.now.toISOString().slice(0, 10);
  return page(200, deskCsv(selected), {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
  });
}
