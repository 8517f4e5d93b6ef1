import { parse, type DefaultTreeAdapterMap } from "parse5";
import { startBlobs, type BlobsFixture } from "../shared/servers.test-support";
import { statsPage } from "../desk/pages/stats";
import { weeklyPage } from "../desk/pages/weekly";
import { parseWeekRange, weeklyReport } from "../desk/reports";
import type { IndexEntry } from "../leads/lead-index";
import type { WeekRange } from "../desk/reports";
import { createBeaconHandler, createClientCaps } from "./beacon";
import { compact, compactDays, dropName } from "./compaction";
import { COMPACTED, createCounter, MAX_KEYS, OTHER, readDays, type DayCounts, type Increment } from "./counters";
import { buildReport, formatReport, readReport } from "./report";
import { toStatsCsv } from "../../../scripts/lib/stats-csv.mjs";

let blobs: BlobsFixture;
beforeAll(async () => {
  blobs = await startBlobs();
});
afterAll(async () => {
  await blobs.stop();
});
const keys = async () =>
  (await Promise.all(["day/", "month/"].map((prefix) => blobs.store.list({ prefix }))))
    .flatMap((l) => l.blobs.map((b) => b.key))
    .sort();
beforeEach(async () => {
  await Promise.all((await keys()).map((key) => blobs.store.delete(key)));
});

const NOW = new Date("2026-11-23T12:00:00Z");
const day = (d: string) => new Date(`${d}T12:00:00Z`);

/** A visit of `campaign` landing on `/`, written by a shard of its own (as the local emulator does). */
const visit = (campaign: string): Increment => ({
  views: ["/"],
  visits: ["/"],
  referrers: ["(none)"],
  sources: ["google"],
  campaigns: [campaign],
});

describe("the day's cap of 300 names (issue 38, item 7)", () => {
  it("holds over many shards: 310 campaigns, one per shard, read as 300 and (other)", async () => {
    await Promise.all(
      Array.from({ length: 310 }, (_, i) =>
        createCounter(() => blobs.store).add(visit(`c-${String(i).padStart(3, "0")}`), NOW),
      ),
    );
    // One campaign with more visits than the rest stays, whatever shard it is in.
    await createCounter(() => blobs.store).add(visit("c-309"), NOW);
    const { total } = await readDays(blobs.store, "2026-11-23", "2026-11-23");
    const names = Object.keys(total.campaigns);
    expect(names).toHaveLength(MAX_KEYS + 1);
    expect(total.campaigns[OTHER]).toBe(10);
    expect(total.campaigns["c-309"]).toBe(2);
    expect(Object.values(total.campaigns).reduce((a, b) => a + b, 0)).toBe(311);
    const report = buildReport(total);
    expect(report.campaigns).toHaveLength(MAX_KEYS + 1);
    expect(report.campaigns.find((r) => r.key === OTHER)?.visits).toBe(10);
  });
});

describe("compaction (issue 38, item 11)", () => {
  it("sums a finished day's shards into one blob, deletes them, and reads the same numbers", async () => {
    for (const d of ["2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23"])
      for (let i = 0; i < 5; i++) await createCounter(() => blobs.store).add(visit(i % 2 ? "a" : "b"), day(d));
    const before = await readDays(blobs.store, "2026-11-01", "2026-11-23");
    const result = await compactDays(blobs.store, NOW, () => {});
    // Days before yesterday only: today and yesterday may still be written.
    expect(result).toEqual({ days: 2, shards: 10, skipped: [] });
    const after = await keys();
    expect(after.filter((k) => k.startsWith("day/2026-11-20/"))).toEqual([`day/2026-11-20/${COMPACTED}`]);
    expect(after.filter((k) => k.startsWith("day/2026-11-22/"))).toHaveLength(5);
    expect(await readDays(blobs.store, "2026-11-01", "2026-11-23")).toEqual(before);
    // Again: nothing to do, nothing changes.
    expect(await compactDays(blobs.store, NOW, () => {})).toEqual({ days: 0, shards: 0, skipped: [] });
    expect(await readDays(blobs.store, "2026-11-01", "2026-11-23")).toEqual(before);
  });

  it("adds a late shard to the compacted day, and never counts a shard twice if a run stopped before deleting", async () => {
    await createCounter(() => blobs.store).add(visit("a"), day("2026-11-20"));
    await compactDays(blobs.store, NOW, () => {});
    await createCounter(() => blobs.store, "late").add(visit("a"), day("2026-11-20"));
    // A run that wrote the compacted blob but stopped before deleting: the shard is listed as merged.
    const compacted = (await blobs.store.get(`day/2026-11-20/${COMPACTED}`, { type: "json" })) as DayCounts;
    await blobs.store.setJSON(`day/2026-11-20/${COMPACTED}`, {
      ...compacted,
      campaigns: { a: 2 },
      visits: { "/": 2 },
      views: { "/": 2 },
      merged: ["late"],
    });
    expect((await readDays(blobs.store, "2026-11-20", "2026-11-20")).total.campaigns).toEqual({ a: 2 });
    await compactDays(blobs.store, NOW, () => {});
    expect(await keys()).toEqual([`day/2026-11-20/${COMPACTED}`]);
    expect((await readDays(blobs.store, "2026-11-20", "2026-11-20")).total.campaigns).toEqual({ a: 2 });
  });
});

describe("compaction of finished months (issue 38, item 11)", () => {
  it("rolls a month's days into one blob; the report, and a drop, read it the same", async () => {
    for (const d of ["2026-10-01", "2026-10-15", "2026-10-31", "2026-11-01"])
      for (let i = 0; i < 3; i++) await createCounter(() => blobs.store).add(visit(i ? "a" : "forged"), day(d));
    const before = await readDays(blobs.store, "2026-09-01", "2026-11-23");
    const result = await compact(blobs.store, NOW, () => {});
    expect(result).toMatchObject({ days: 4, shards: 12, months: 1, skipped: [] });
    expect(await keys()).toEqual(["day/2026-11-01/compacted", "month/2026-10"]);
    expect(await readDays(blobs.store, "2026-09-01", "2026-11-23")).toEqual(before);
    // A range inside the month reads only its days.
    expect(Object.keys((await readDays(blobs.store, "2026-10-10", "2026-10-20")).days)).toEqual(["2026-10-15"]);
    // A shard of the month written late (not expected, but possible) is counted, then rolled in.
    await createCounter(() => blobs.store).add(visit("a"), day("2026-10-15"));
    expect((await readDays(blobs.store, "2026-10-15", "2026-10-15")).total.campaigns).toEqual({ a: 3, forged: 1 });
    await compact(blobs.store, NOW, () => {});
    expect((await readDays(blobs.store, "2026-10-15", "2026-10-15")).total.campaigns).toEqual({ a: 3, forged: 1 });
    expect(await dropName(blobs.store, "2026-10-15", "campaigns", "forged")).toBe(1);
    expect((await readDays(blobs.store, "2026-10-01", "2026-10-31")).days["2026-10-15"]!.campaigns).toEqual({ a: 3 });
  });
});

describe("forged counts (issue 38, item 6)", () => {
  it("a client adds at most its daily caps; others, and the next day, count as before", async () => {
    const adds: Increment[] = [];
    let now = NOW;
    const warnings: unknown[] = [];
    const handler = createBeaconHandler({
      knownPaths: async () => new Set(["/"]),
      add: async (inc) => void adds.push(inc),
      now: () => now,
      caps: createClientCaps({ views: 200, visits: 20 }, { log: (...a) => warnings.push(a) }),
    });
    const beacon = (ip: string) =>
      handler(
        new Request("http://127.0.0.1/api/beacon", {
          method: "POST",
          headers: { "content-type": "text/plain", "user-agent": "Mozilla/5.0 Chrome/156.0" },
          body: JSON.stringify({ path: "/", visit: { source: "x", campaign: "forged" } }),
        }),
        { ip },
      );
    const statuses = [];
    for (let i = 0; i < 300; i++) statuses.push((await beacon("203.0.113.9")).status);
    expect(new Set(statuses)).toEqual(new Set([204]));
    expect(adds.filter((a) => a.views)).toHaveLength(200);
    expect(adds.filter((a) => a.campaigns)).toHaveLength(20);
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(warnings)).not.toContain("203.0.113.9");
    adds.length = 0;
    await beacon("198.51.100.4");
    now = new Date("2026-11-24T00:00:01Z");
    await beacon("203.0.113.9");
    expect(adds.filter((a) => a.campaigns)).toHaveLength(2);
  });

  it("drop removes a forged campaign from one day's shards and compacted blob, and nothing else", async () => {
    for (let i = 0; i < 3; i++) await createCounter(() => blobs.store).add(visit("forged"), day("2026-11-20"));
    await createCounter(() => blobs.store).add(visit("real"), day("2026-11-20"));
    await compactDays(blobs.store, NOW, () => {});
    await createCounter(() => blobs.store).add(visit("forged"), day("2026-11-20"));
    await createCounter(() => blobs.store).add(visit("forged"), day("2026-11-21"));
    expect(await dropName(blobs.store, "2026-11-20", "campaigns", "forged")).toBe(4);
    expect(await dropName(blobs.store, "2026-11-20", "campaigns", "forged")).toBe(0);
    const { days } = await readDays(blobs.store, "2026-11-20", "2026-11-21");
    expect(days["2026-11-20"]!.campaigns).toEqual({ real: 1 });
    expect(days["2026-11-20"]!.visits).toEqual({ "/": 5 });
    expect(days["2026-11-21"]!.campaigns).toEqual({ forged: 1 });
  });
});

describe("names are text everywhere they are shown (issue 38, item 8)", () => {
  const HOSTILE = ["<img src=x onerror=alert(1)>", '=HYPERLINK("http://evil.example","x")', "fall\u202Egpj.exe"];

  async function hostileReport() {
    for (const name of HOSTILE)
      await createCounter(() => blobs.store).add(
        { views: [name], visits: [name], referrers: [name], sources: [name], campaigns: [name], leadsByForm: [name] },
        NOW,
      );
    return readReport(blobs.store, 1, NOW);
  }

  type Node = DefaultTreeAdapterMap["node"];
  const all = (node: Node): Node[] => [node, ...("childNodes" in node ? node.childNodes.flatMap(all) : [])];
  const text = (node: Node): string =>
    node.nodeName === "#text"
      ? (node as DefaultTreeAdapterMap["textNode"]).value
      : "childNodes" in node
        ? node.childNodes.map(text).join("")
        : "";

  it("the desk's stats and weekly pages show them as text, no element made of them", async () => {
    const viewer = { email: "ana@atria.test", csrf: "csrf-token" };
    const entries = HOSTILE.map(
      (name, i) =>
        ({
          key: `lead/${i}`,
          receivedAt: NOW.toISOString(),
          source: name,
          campaign: name,
          landing: name,
        }) as unknown as IndexEntry,
    );
    const pages = [
      statsPage(viewer, 1, await hostileReport()),
      weeklyPage(viewer, weeklyReport(entries, parseWeekRange(new URLSearchParams(), NOW) as WeekRange)),
    ];
    for (const html of pages) {
      const doc = parse(html);
      const nodes = all(doc);
      expect(nodes.filter((n) => n.nodeName === "img")).toEqual([]);
      const cells = nodes.filter((n) => n.nodeName === "th" || n.nodeName === "td").map(text);
      expect(cells.filter((c) => c.includes("<img src=x onerror=alert(1)>")).length).toBeGreaterThan(0);
      expect(cells.filter((c) => c.includes("fall⟨U+202E⟩gpj.exe")).length).toBeGreaterThan(0);
      expect(html).not.toContain("\u202E");
    }
  });

  it("the CLI report prints them as one line of text, the bidi override as a marker", async () => {
    const out = formatReport((await hostileReport()).report, "heading");
    expect(out).toContain("<img src=x onerror=alert(1)>");
    expect(out).toContain("fall⟨U+202E⟩gpj.exe");
    expect(out).not.toContain("\u202E");
  });

  it("the CSV export quotes them and keeps a formula from running", async () => {
    const csv = toStatsCsv((await hostileReport()).report);
    expect(csv).toContain('"campaign","<img src=x onerror=alert(1)>"');
    expect(csv).toContain('"campaign","\'=HYPERLINK(""http://evil.example"",""x"")"');
    expect(csv.split("\r\n")[0]).toBe('"table","name","views","visits","leads","conversion","applications"');
  });
});
