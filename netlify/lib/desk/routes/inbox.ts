/** GET /admin/leads: the inbox, the current filter's page of leads. */
import { parseFilter, selectIndexed } from "../inbox";
import { pageOf } from "../paging";
import { page } from "../http";
import { inboxPage } from "../pages/inbox";
import type { SignedIn } from "../route";

export async function inbox(r: SignedIn): Promise<Response> {
  const filter = parseFilter(r.url.searchParams);
  const selected = await selectIndexed(r.deps.leads(), filter);
  const result = { ...pageOf(selected, filter.page), total: selected.length };
  return page(200, inboxPage(r.viewer, filter, result, r.admins));
}
