import { spawnSync } from "node:child_process";
import { LEAD_PREFIX, type LeadRecord, type LeadStore } from "../leads/record";
import { startBlobs, type BlobsFixture } from "../shared/servers.test-support";
import { createLeadHandler } from "../leads/handler";
import { getStartedForm } from "../leads/forms";
import { changeLead, parseFilter, readLeadsById, selectIndexed, type DeskLead } from "./inbox";
import { deskLead, storeLead } from "./leads.test-support";
import {
  checkIndex,
  indexEntry,
  indexKey,
  indexLead,
  INDEX_PREFIX,
  readIndex,
  rebuildIndex,
  removeFromIndex,
  SEARCH_MAX,
  updateMonth,
  type IndexMonth,
} from "../leads/lead-index";

let blobs: BlobsFixture;
beforeAll(async () => {
  blobs = await startBlobs();
});
afterAll(async () => {
  await blobs.stop();
});
beforeEach(async () => {
  for (const prefix of [LEAD_PREFIX, INDEX_PREFIX, "dedupe/", "pending/"]) {
    const { blobs: list } = await blobs.store.list({ prefix });
    await Promise.all(list.map(({ key }) => blobs.store.delete(key)));
  }
});

const BY = "ada@atria.test";

/** A lead received at 10:00 UTC on the day its id names, with no page or user agent. */
function lead(id: string, over: Partial<DeskLead> = {}, fields: Record<string, string> = {}): DeskLead {
  const base = deskLead(id, {}, fields);
  return {
    ...base,
    receivedAt: `${id.slice(0, 4)}-${id.slice(4, 6)}-${id.slice(6, 8)}T10:00:00.000Z`,
    page: null,
    userAgent: null,
    notification: { ...base.notification, lastAttemptAt: null },
    ...over,
  } as DeskLead;
}

const put = (l: DeskLead) => storeLead(blobs.store, l);

async function month(m: string): Promise<IndexMonth | null> {
  return (await blobs.store.get(indexKey(m), { type: "json" })) as IndexMonth | null;
}

const A = "20261120T100000000Z-aaaaaaaaaaaa";
const B = "20261121T100000000Z-bbbbbbbbbbbb";
const C = "20261005T100000000Z-cccccccccccc";

describe("the lead index", () => {
  it("keeps one blob per month with the fields the list, search, filters and reports need", async () => {
    await put(
      lead(A, {
        context: {
          landingPage: "/services/seo",
          referrer: "https://news.example/post?id=1",
          utm: { source: "google", campaign: "Winter" },
        },
      }),
    );
    await put(lead(B, { form: "get-started" }, { name: "Ada Lovelace", company: "" }));
    await put(lead(C));
    expect(Object.keys((await month("2026-11"))!.leads).sort()).toEqual([A, B]);
    expect(Object.keys((await month("2026-10"))!.leads)).toEqual([C]);
    const entry = (await month("2026-11"))!.leads[A]!;
    expect(entry).toMatchObject({
      id: A,
      receivedAt: "2026-11-20T10:00:00.000Z",
      form: "contact",
      name: "Grace Hopper",
      email: "grace@navy.example",
      company: "Navy",
      status: "new",
      assignee: null,
      revision: 0,
      campaign: "Winter",
      source: "google",
      referrer: "news.example",
      landing: "/services/seo",
      text: "grace hopper\ngrace@navy.example\nnavy\nplease audit our seo.",
      cut: false,
    });
    expect(entry.etag).toMatch(/.+/);
    expect((await month("2026-11"))!.leads[B]!.name).toBe("Ada Lovelace");
    expect((await readIndex(blobs.store)).map((e) => e.id)).toEqual([B, A, C]);
    expect((await readIndex(blobs.store, { months: (m) => m === "2026-10" })).map((e) => e.id)).toEqual([C]);
  });

  it("follows desk changes, and an older revision never replaces a newer one", async () => {
    await put(lead(A));
    const saved = await changeLead(
      blobs.store,
      A,
      { revision: 0, status: "won", assignee: BY },
      { by: BY, now: new Date() },
    );
    if (saved.outcome !== "saved") throw new Error(saved.outcome);
    await indexLead(blobs.store, saved.lead, saved.etag);
    expect((await month("2026-11"))!.leads[A]).toMatchObject({
      status: "won",
      assignee: BY,
      revision: 1,
      etag: saved.etag,
    });
    await indexLead(blobs.store, lead(A)); // the revision-0 record, indexed late
    expect((await month("2026-11"))!.leads[A]).toMatchObject({ status: "won", revision: 1 });
    const found = await selectIndexed(blobs.store, parseFilter(new URLSearchParams("status=won")));
    expect(found.map((e) => e.id)).toEqual([A]);
  });

  it("retries a write that lost a race (a stale ETag) and loses neither change", async () => {
    await put(lead(A));
    let stale = true;
    const writes: { key: string; options: unknown }[] = [];
    const store: LeadStore = {
      get: (k, o) => blobs.store.get(k, o),
      getWithMetadata: (k, o) => blobs.store.getWithMetadata(k, o),
      delete: (k) => blobs.store.delete(k),
      list: async (o) => {
        const listed = await blobs.store.list(o);
        if (stale && o.prefix === indexKey("2026-11")) {
          stale = false;
          // The ETag of the month as it was before somebody else's write landed.
          await blobs.store.setJSON(indexKey("2026-11"), {
            ...(await month("2026-11")),
            leads: { ...(await month("2026-11"))!.leads, [C]: indexEntry(lead(C)) },
          });
        }
        return listed;
      },
      setJSON: (k, v, o) => {
        writes.push({ key: k, options: o });
        return blobs.store.setJSON(k, v, o);
      },
    };
    await blobs.store.setJSON(lead(B).key, lead(B));
    const result = await updateMonth(store, "2026-11", (m) => {
      m.leads[B] = indexEntry(lead(B));
      return true;
    });
    expect(result).toEqual({ written: true, attempts: 2 });
    expect(writes).toHaveLength(2);
    expect(writes.every((w) => (w.options as { onlyIfMatch?: string }).onlyIfMatch)).toBe(true);
    expect(Object.keys((await month("2026-11"))!.leads).sort()).toEqual([C, A, B].sort());
  });

  it("uses the index's ETag as a hint for a desk change, and reads again when the hint is stale", async () => {
    await put(lead(A));
    const hint = (await month("2026-11"))!.leads[A]!.etag;
    // A notification update since the index was written: the hint no longer matches.
    await blobs.store.setJSON(lead(A).key, { ...lead(A), notification: { ...lead(A).notification, attempts: 2 } });
    const saved = await changeLead(
      blobs.store,
      A,
      { revision: 0, status: "contacted" },
      { by: BY, now: new Date(), etag: hint },
    );
    expect(saved.outcome).toBe("saved");
    const stored = (await blobs.store.get(lead(A).key, { type: "json" })) as DeskLead;
    expect(stored.notification.attempts).toBe(2);
    expect(stored.desk?.status).toBe("contacted");
    const wrong = await changeLead(
      blobs.store,
      A,
      { revision: 0, status: "won" },
      { by: BY, now: new Date(), etag: hint },
    );
    expect(wrong.outcome).toBe("conflict");
  });

  it("gives up after a bounded number of lost races, with an error naming the repair", async () => {
    await put(lead(A));
    const store: LeadStore = {
      ...blobs.store,
      get: (k, o) => blobs.store.get(k, o),
      getWithMetadata: (k, o) => blobs.store.getWithMetadata(k, o),
      delete: (k) => blobs.store.delete(k),
      list: (o) => blobs.store.list(o),
      setJSON: async () => ({ modified: false }),
    };
    await expect(indexLead(store, lead(B))).rejects.toThrow(
      /8 conditional writes lost a race; run npm run leads -- reindex/,
    );
  });

  it("removes leads by key or id, and says how many it removed", async () => {
    await put(lead(A));
    await put(lead(B));
    await put(lead(C));
    expect(await removeFromIndex(blobs.store, [`${LEAD_PREFIX}${A}`, C, "not-a-lead", `${LEAD_PREFIX}${A}`])).toBe(2);
    expect(Object.keys((await month("2026-11"))!.leads)).toEqual([B]);
    expect(Object.keys((await month("2026-10"))!.leads)).toEqual([]);
    expect(await removeFromIndex(blobs.store, [A])).toBe(0);
  });

  it("skips an indexed lead whose blob is gone when it reads leads", async () => {
    await put(lead(A));
    await put(lead(B));
    await blobs.store.delete(lead(A).key);
    const ids = (await readIndex(blobs.store)).map((e) => e.id);
    expect(ids).toEqual([B, A]);
    expect((await readLeadsById(blobs.store, ids)).map((l) => l.key)).toEqual([lead(B).key]);
  });

  it("searches the whole message: a word past the kept text is looked up on the lead itself", async () => {
    const long = `${"filler ".repeat(SEARCH_MAX / 7 + 10)}needle at the end`;
    await put(lead(A, {}, { message: long }));
    await put(lead(B));
    const entry = (await month("2026-11"))!.leads[A]!;
    expect(entry.cut).toBe(true);
    expect(entry.text).toHaveLength(SEARCH_MAX);
    const search = async (q: string) =>
      (await selectIndexed(blobs.store, parseFilter(new URLSearchParams({ q })))).map((e) => e.id);
    expect(await search("needle")).toEqual([A]);
    expect(await search("grace needle")).toEqual([A]);
    expect(await search("haystack")).toEqual([]);
    expect(await search("navy")).toEqual([B, A]);
  });

  it("repairs: adds unindexed leads, refreshes changed ones, drops entries whose blob is gone", async () => {
    await put(lead(A));
    await put(lead(C));
    await blobs.store.setJSON(lead(B).key, lead(B)); // stored, but its index update never happened
    await blobs.store.setJSON(lead(A).key, {
      ...lead(A),
      desk: { revision: 1, status: "lost", assignee: null, notes: [], history: [] },
    });
    await blobs.store.delete(lead(C).key);
    expect(await checkIndex(blobs.store)).toEqual([
      { month: "2026-10", leads: 0, indexed: 1 },
      { month: "2026-11", leads: 2, indexed: 1 },
    ]);
    expect(await rebuildIndex(blobs.store)).toEqual({ leads: 2, months: 1, added: 1, refreshed: 1, removed: 1 });
    expect((await month("2026-10"))!.leads).toEqual({});
    expect((await month("2026-11"))!.leads[A]!.status).toBe("lost");
    expect(await checkIndex(blobs.store)).toEqual([
      { month: "2026-10", leads: 0, indexed: 0 },
      { month: "2026-11", leads: 2, indexed: 2 },
    ]);
    // A second run reads no lead: every entry's ETag matches its blob's.
    expect(await rebuildIndex(blobs.store)).toEqual({ leads: 2, months: 1, added: 0, refreshed: 0, removed: 0 });
  });

  it("repairs while leads arrive: a lead stored and indexed after the repair listed the leads stays", async () => {
    await put(lead(A));
    const racing: LeadStore = {
      get: (k, o) => blobs.store.get(k, o),
      getWithMetadata: (k, o) => blobs.store.getWithMetadata(k, o),
      delete: (k) => blobs.store.delete(k),
      setJSON: (k, v, o) => blobs.store.setJSON(k, v, o),
      list: async (o) => {
        const listed = await blobs.store.list(o);
        if (o.prefix === LEAD_PREFIX) await put(lead(B)); // arrives just after the listing
        return listed;
      },
    };
    expect(await rebuildIndex(racing)).toEqual({ leads: 1, months: 1, added: 0, refreshed: 0, removed: 0 });
    expect(Object.keys((await month("2026-11"))!.leads).sort()).toEqual([A, B]);
  });

  it("builds itself when there is no index yet (a site upgraded from the version that read every lead)", async () => {
    await blobs.store.setJSON(lead(A).key, lead(A));
    await blobs.store.setJSON(lead(C).key, lead(C));
    const logs: string[] = [];
    const ids = (await readIndex(blobs.store, { log: (...a) => logs.push(a.join(" ")) })).map((e) => e.id);
    expect(ids).toEqual([A, C]);
    expect(logs).toEqual([expect.stringContaining('"added":2')]);
  });
});

describe("group commit: changes to a month made while it is being written", () => {
  /** The month's index writes through a wrapped store, counted; `write` can replace the real one. */
  function counting(write: LeadStore["setJSON"] = (k, v, o) => blobs.store.setJSON(k, v, o)) {
    const writes: string[] = [];
    const store: LeadStore = {
      get: (k, o) => blobs.store.get(k, o),
      getWithMetadata: (k, o) => blobs.store.getWithMetadata(k, o),
      delete: (k) => blobs.store.delete(k),
      list: (o) => blobs.store.list(o),
      setJSON: (k, v, o) => {
        if (k.startsWith(INDEX_PREFIX)) writes.push(k);
        return write(k, v, o);
      },
    };
    return { store, writes };
  }

  /** Lead ids of 20 November 2026, the n-th one. */
  const nth = (n: number) => `20261120T${String(n).padStart(9, "0")}Z-${n.toString(16).padStart(12, "0")}`;
  const upsert = (id: string) => (m: IndexMonth) => {
    m.leads[id] = indexEntry(lead(id));
    return true;
  };

  it("writes the month a few times for a burst of leads, not once per lead, and keeps every entry", async () => {
    const { store, writes } = counting();
    const ids = Array.from({ length: 40 }, (_, n) => nth(n));
    // 20 at once, then 20 more while the first ones are being written.
    const first = ids.slice(0, 20).map((id) => indexLead(store, lead(id)));
    await new Promise((resolve) => setTimeout(resolve, 1));
    const second = ids.slice(20).map((id) => indexLead(store, lead(id)));
    await Promise.all([...first, ...second]);
    expect(writes.length).toBeLessThanOrEqual(4);
    expect(Object.keys((await month("2026-11"))!.leads).sort()).toEqual(ids);
  });

  it("tells each caller what its own change did", async () => {
    await blobs.store.setJSON(indexKey("2026-11"), {
      version: 1,
      month: "2026-11",
      leads: { [A]: indexEntry(lead(A)) },
    });
    const { store, writes } = counting();
    const outcomes = await Promise.all([
      updateMonth(store, "2026-11", upsert(B)),
      updateMonth(store, "2026-11", () => false),
      removeFromIndex(store, [A, nth(7)]),
      removeFromIndex(store, [A]), // already removed by the change before it
    ]);
    expect(outcomes).toEqual([{ written: true, attempts: 1 }, { written: false, attempts: 1 }, 1, 0]);
    expect(writes).toHaveLength(1);
    expect(Object.keys((await month("2026-11"))!.leads)).toEqual([B]);
  });

  it("applies the whole batch again when its write loses a race, and loses nobody's change", async () => {
    await blobs.store.setJSON(indexKey("2026-11"), { version: 1, month: "2026-11", leads: {} });
    let raced = false;
    const { store, writes } = counting(async (k, v, o) => {
      if (!raced) {
        raced = true; // another instance writes the month between our read and our write
        await blobs.store.setJSON(k, { version: 1, month: "2026-11", leads: { [A]: indexEntry(lead(A)) } });
        return { modified: false };
      }
      return blobs.store.setJSON(k, v, o);
    });
    const ids = [nth(1), nth(2), nth(3)];
    const outcomes = await Promise.all(ids.map((id) => updateMonth(store, "2026-11", upsert(id))));
    expect(outcomes).toEqual(ids.map(() => ({ written: true, attempts: 2 })));
    expect(writes).toHaveLength(2);
    expect(Object.keys((await month("2026-11"))!.leads).sort()).toEqual([...ids, A].sort());
  });

  it("fails every caller of a batch whose write fails, and the next change starts afresh", async () => {
    let down = true;
    const { store, writes } = counting(async (k, v, o) => {
      if (down) throw new Error("Blobs is down");
      return blobs.store.setJSON(k, v, o);
    });
    const results = await Promise.allSettled([nth(1), nth(2), nth(3)].map((id) => indexLead(store, lead(id))));
    expect(results.map((r) => (r.status === "rejected" ? String(r.reason) : r.status))).toEqual([
      "Error: Blobs is down",
      "Error: Blobs is down",
      "Error: Blobs is down",
    ]);
    expect(writes).toHaveLength(1);
    down = false;
    expect(await updateMonth(store, "2026-11", upsert(nth(4)))).toEqual({ written: true, attempts: 1 });
    expect(Object.keys((await month("2026-11"))!.leads)).toEqual([nth(4)]);
  });

  it("never lets a lower desk revision replace a higher one within a batch, in either order", async () => {
    const won = lead(A, { desk: { revision: 2, status: "won", assignee: BY, notes: [], history: [] } });
    const contacted = lead(B, { desk: { revision: 1, status: "contacted", assignee: null, notes: [], history: [] } });
    const { store, writes } = counting();
    await Promise.all([
      indexLead(store, won),
      indexLead(store, lead(A)), // revision 0, after revision 2
      indexLead(store, lead(B)), // revision 0, before revision 1
      indexLead(store, contacted),
    ]);
    expect(writes).toHaveLength(1);
    const leads = (await month("2026-11"))!.leads;
    expect(leads[A]).toMatchObject({ status: "won", revision: 2, assignee: BY });
    expect(leads[B]).toMatchObject({ status: "contacted", revision: 1 });
  });

  it("writes a change through the store it was given, not through another caller's", async () => {
    const one = counting();
    const two = counting();
    await Promise.all([
      indexLead(one.store, lead(A)),
      indexLead(two.store, lead(B)),
      indexLead(one.store, lead(nth(1))),
    ]);
    expect(one.writes.length).toBeGreaterThanOrEqual(1);
    expect(two.writes).toHaveLength(1);
    expect(Object.keys((await month("2026-11"))!.leads).sort()).toEqual([nth(1), A, B].sort());
  });
});

describe("npm run leads -- check-index / reindex", () => {
  const leadsCli = (command: string) =>
    spawnSync(
      process.execPath,
      [
        "--experimental-strip-types",
        "--disable-warning=ExperimentalWarning",
        "--disable-warning=MODULE_TYPELESS_PACKAGE_JSON",
        "scripts/leads.mjs",
        command,
        "--sandbox",
        blobs.directory,
      ],
      { encoding: "utf8", env: { PATH: process.env.PATH ?? "" } },
    );

  it("reports the months that differ (exit 1), repairs them, then reports none", async () => {
    await put(lead(A));
    await blobs.store.setJSON(lead(B).key, lead(B));
    const before = leadsCli("check-index");
    expect(before.status).toBe(1);
    expect(before.stdout).toContain("2026-11  2 lead(s)  1 indexed  <- run: npm run leads -- reindex");
    const repaired = leadsCli("reindex");
    expect(repaired.status).toBe(0);
    expect(repaired.stdout).toContain("index of 2 lead(s) in 1 month(s): 1 added, 0 refreshed, 0 removed");
    const after = leadsCli("check-index");
    expect(after.status).toBe(0);
    expect(after.stdout).toBe("2026-11  2 lead(s)  2 indexed\n");
    expect(after.stderr).toContain("the index matches the stored leads");
  });
});

describe("the lead function and the index", () => {
  const payload = {
    name: "Ada Lovelace",
    email: "ada@example.com",
    phone: "+1 916 555 0100",
    message: "We need a new website.",
  };
  const request = () =>
    new Request("http://localhost/api/get-started", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(payload),
    });

  it("indexes a stored lead", async () => {
    const handler = createLeadHandler(getStartedForm, { store: () => blobs.store, env: {}, log: () => {} });
    expect((await handler(request(), { ip: "203.0.113.7" })).status).toBe(200);
    const [entry, ...rest] = await readIndex(blobs.store);
    expect(rest).toHaveLength(0);
    expect(entry).toMatchObject({ name: "Ada Lovelace", email: "ada@example.com", form: "get-started" });
  });

  it("keeps the lead and answers 200 when the index cannot be written, and the repair finds it", async () => {
    const logs: string[] = [];
    const broken: LeadStore = {
      get: (k, o) => blobs.store.get(k, o),
      getWithMetadata: (k, o) => blobs.store.getWithMetadata(k, o),
      delete: (k) => blobs.store.delete(k),
      list: (o) => blobs.store.list(o),
      setJSON: async (k, v, o) => {
        if (k.startsWith(INDEX_PREFIX)) throw new Error("Blobs is down for index/");
        return blobs.store.setJSON(k, v, o);
      },
    };
    const handler = createLeadHandler(getStartedForm, {
      store: () => broken,
      env: {},
      log: (...a: unknown[]) => logs.push(a.map(String).join(" ")),
    });
    const res = await handler(request(), { ip: "203.0.113.7" });
    expect(res.status).toBe(200);
    const { blobs: stored } = await blobs.store.list({ prefix: LEAD_PREFIX });
    expect(stored).toHaveLength(1);
    expect(logs.some((l) => l.includes("could not add it to the desk's index") && l.includes("Blobs is down"))).toBe(
      true,
    );
    expect((await blobs.store.list({ prefix: INDEX_PREFIX })).blobs).toHaveLength(0);
    expect(await rebuildIndex(blobs.store)).toMatchObject({ leads: 1, added: 1 });
    expect((await readIndex(blobs.store)).map((e) => `${LEAD_PREFIX}${e.id}`)).toEqual([stored[0]!.key]);
    const record = (await blobs.store.get(stored[0]!.key, { type: "json" })) as LeadRecord;
    expect(record.fields.name).toBe("Ada Lovelace");
  });
});
