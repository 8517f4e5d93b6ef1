import fs from "node:fs";
import path from "node:path";
import { DEDUPE_PREFIX, LEAD_PREFIX, PENDING_PREFIX, dedupeKey, pendingKeyFor, type LeadStore } from "./record";
import { leadsCli, startBlobs, type BlobsFixture } from "../shared/servers.test-support";
import type { DeskLead } from "./desk-state";
import {
  AUDIT_PREFIX,
  exportPerson,
  findPerson,
  forgetPerson,
  readAudit,
  retentionSweep,
  type AuditEntry,
} from "./privacy";
import { monthsBefore } from "../intake/records";
import { RETENTION, runRetention } from "./retention";
import { INDEX_PREFIX, indexLead, readIndex, removeFromIndex } from "./lead-index";
import { config as retentionConfig } from "../../functions/leads-retention";
import site from "../../../content/site.json";

let blobs: BlobsFixture;
let store: LeadStore;
const NOW = new Date("2026-11-23T09:00:00.000Z");
const BY = "ada@atria.test";

beforeAll(async () => {
  blobs = await startBlobs();
  store = blobs.store;
});

afterAll(async () => {
  await blobs.stop();
});

beforeEach(async () => {
  for (const prefix of [LEAD_PREFIX, PENDING_PREFIX, DEDUPE_PREFIX, AUDIT_PREFIX, INDEX_PREFIX]) {
    const { blobs: list } = await store.list({ prefix });
    await Promise.all(list.map(({ key }) => store.delete(key)));
  }
});

let serial = 0;
/** A stored lead as the handler writes it, with its dedupe slot and (when pending) its pending marker. */
async function put(
  email: string,
  over: { receivedAt?: string; message?: string; status?: string; pending?: boolean; name?: string } = {},
): Promise<DeskLead> {
  serial += 1;
  const receivedAt = over.receivedAt ?? "2026-11-20T10:00:00.000Z";
  const stamp = receivedAt.replace(/[-:.]/g, "");
  const key = `${LEAD_PREFIX}${stamp}-${serial.toString(16).padStart(12, "0")}`;
  const message = over.message ?? `Message ${serial}`;
  const lead = {
    version: 1,
    key,
    form: "contact",
    fields: { firstName: over.name ?? "Grace", lastName: "Hopper", email, phone: "", company: "Navy", message },
    receivedAt,
    page: null,
    userAgent: "jest",
    ipHash: "abc",
    notification: {
      state: over.pending ? "pending" : "sent",
      attempts: 1,
      lastAttemptAt: receivedAt,
      nextAttemptAt: null,
      lastError: null,
      channels: { agency: "sent", visitor: "sent", webhook: "skipped" },
    },
    ...(over.status
      ? {
          desk: {
            revision: 1,
            status: over.status,
            assignee: null,
            notes: [{ at: receivedAt, by: BY, text: `Note about ${email}` }],
            history: [],
          },
        }
      : {}),
  } as DeskLead;
  await store.setJSON(key, lead);
  await store.setJSON(dedupeKey("contact", email, message), { at: receivedAt });
  if (over.pending) await store.setJSON(pendingKeyFor(key), { at: receivedAt });
  return lead;
}

async function keys(prefix: string): Promise<string[]> {
  return (await store.list({ prefix })).blobs.map((b) => b.key).sort();
}

describe("finding and exporting a person", () => {
  it("finds every lead of an address, trimmed and in any letter case, and no one else's", async () => {
    const a = await put("Grace@Navy.example", { pending: true });
    const b = await put(" grace@navy.EXAMPLE ", { status: "qualified" });
    await put("grace@navy.example.org");
    await put("other@navy.example");
    const found = await findPerson(store, "  GRACE@navy.example\n");
    expect(found.map((l) => l.key)).toEqual([a.key, b.key]);
    expect(await findPerson(store, "   ")).toEqual([]);
  });

  it("exports the leads with their notes, pending markers and dedupe slots", async () => {
    const a = await put("grace@navy.example", { pending: true, status: "contacted" });
    const b = await put("GRACE@navy.example", { message: "Second" });
    await put("other@navy.example", { pending: true });
    const data = await exportPerson(store, "Grace@Navy.Example", { now: NOW });
    expect(data).toMatchObject({ version: 1, exportedAt: NOW.toISOString(), email: "grace@navy.example" });
    expect(data.leads.map((l) => l.key)).toEqual([a.key, b.key]);
    expect(data.leads[0]!.desk!.notes[0]!.text).toBe("Note about grace@navy.example");
    expect(data.pending).toEqual([{ key: pendingKeyFor(a.key), value: { at: a.receivedAt } }]);
    expect(data.dedupe.map((d) => d.key).sort()).toEqual(
      [
        dedupeKey("contact", "grace@navy.example", a.fields.message!),
        dedupeKey("contact", "grace@navy.example", "Second"),
      ].sort(),
    );
    expect(data.dedupe.every((d) => typeof (d.value as { at: string }).at === "string")).toBe(true);
    // JSON round trip: what the download holds.
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});

describe("forgetting a person", () => {
  it("deletes exactly that person's leads, dedupe slots and pending markers, and nothing of anyone else", async () => {
    const mine = [
      await put("grace@navy.example", { pending: true, status: "contacted" }),
      await put("Grace@Navy.Example ", { message: "again" }),
    ];
    const others = [await put("other@navy.example", { pending: true }), await put("grace@navy.example.org")];
    const before = { dedupe: await keys(DEDUPE_PREFIX), pending: await keys(PENDING_PREFIX) };

    const result = await forgetPerson(store, "GRACE@navy.example", { by: BY, now: NOW });
    expect(result.count).toBe(2);
    expect(result.leads).toEqual(mine.map((l) => l.key.slice(LEAD_PREFIX.length)));

    expect(await keys(LEAD_PREFIX)).toEqual(others.map((l) => l.key).sort());
    const myDedupe = mine.map((l) => dedupeKey("contact", l.fields.email!, l.fields.message!));
    expect(await keys(DEDUPE_PREFIX)).toEqual(before.dedupe.filter((k) => !myDedupe.includes(k)));
    expect(await keys(DEDUPE_PREFIX)).toHaveLength(2);
    expect(await keys(PENDING_PREFIX)).toEqual(before.pending.filter((k) => k !== pendingKeyFor(mine[0]!.key)));
    expect(await keys(PENDING_PREFIX)).toEqual([pendingKeyFor(others[0]!.key)]);
    expect(await findPerson(store, "grace@navy.example")).toEqual([]);
    expect((await exportPerson(store, "grace@navy.example", { now: NOW })).leads).toEqual([]);
  });

  it("leaves one audit entry with the count and lead ids and no personal data", async () => {
    const lead = await put("grace@navy.example", { status: "new", name: "Gracielle" });
    const result = await forgetPerson(store, "grace@navy.example", { by: BY, now: NOW });
    const audit = await readAudit(store);
    expect(audit).toEqual([
      { version: 1, at: NOW.toISOString(), by: BY, reason: "request", count: 1, leads: [lead.key.slice(5)] },
    ]);
    expect(result.audit).toMatch(/^audit\/20261123T090000000Z-[0-9a-f]{12}$/);
    const raw = JSON.stringify(await store.get(result.audit!, { type: "json" }));
    for (const personal of ["grace@navy", "Gracielle", "Hopper", "Navy", "Message", "jest", "abc"]) {
      expect(raw).not.toContain(personal);
    }
  });

  it("records a request about an address nobody sent, without the address", async () => {
    await put("other@navy.example");
    const result = await forgetPerson(store, "unknown@nowhere.example", { by: "cli", now: NOW });
    expect(result).toMatchObject({ count: 0, leads: [] });
    const audit: AuditEntry[] = await readAudit(store);
    expect(audit).toEqual([{ version: 1, at: NOW.toISOString(), by: "cli", reason: "request", count: 0, leads: [] }]);
    expect(await keys(LEAD_PREFIX)).toHaveLength(1);
  });
});

describe("retention", () => {
  const policy = { inquiryMonths: 24, spamDays: 30 };

  it("deletes leads older than the retention period and spam older than 30 days, nothing else", async () => {
    const old = await put("a@x.example", { receivedAt: "2024-11-22T09:00:00.000Z", pending: true });
    const keptJustInside = await put("b@x.example", { receivedAt: "2024-11-23T09:00:00.001Z" });
    const oldSpam = await put("c@x.example", { receivedAt: "2026-10-24T08:59:59.000Z", status: "spam" });
    const newSpam = await put("d@x.example", { receivedAt: "2026-10-24T09:00:01.000Z", status: "spam" });
    const oldWon = await put("e@x.example", { receivedAt: "2026-01-01T00:00:00.000Z", status: "won" });

    const result = await retentionSweep(store, { now: NOW, policy });
    expect(result.retention).toMatchObject({ count: 1, leads: [old.key.slice(5)] });
    expect(result.spam).toMatchObject({ count: 1, leads: [oldSpam.key.slice(5)] });
    expect(await keys(LEAD_PREFIX)).toEqual([keptJustInside.key, newSpam.key, oldWon.key].sort());
    expect(await keys(PENDING_PREFIX)).toEqual([]);
    expect(await keys(DEDUPE_PREFIX)).toHaveLength(3);

    const audit = await readAudit(store);
    expect(audit.map((a) => [a.by, a.reason, a.count])).toEqual(
      expect.arrayContaining([
        ["retention", "retention", 1],
        ["retention", "spam", 1],
      ]),
    );
    expect(JSON.stringify(audit)).not.toMatch(/@x\.example|Grace|Hopper/);
  });

  it("follows the figure it is given, writes no entry when nothing is due and refuses an unusable policy", async () => {
    const lead = await put("a@x.example", { receivedAt: "2026-05-01T00:00:00.000Z" });
    expect((await retentionSweep(store, { now: NOW, policy })).retention.count).toBe(0);
    expect(await readAudit(store)).toEqual([]);
    const shorter = await retentionSweep(store, { now: NOW, policy: { inquiryMonths: 6, spamDays: 30 } });
    expect(shorter.retention.leads).toEqual([lead.key.slice(5)]);
    for (const bad of [
      { inquiryMonths: 0, spamDays: 30 },
      { inquiryMonths: 24, spamDays: 1.5 },
      { inquiryMonths: Number.NaN, spamDays: 30 },
    ]) {
      await expect(retentionSweep(store, { now: NOW, policy: bad })).rejects.toThrow(/not a usable policy/);
    }
  });

  it("counts calendar months, clamped to the end of a shorter month", () => {
    expect(monthsBefore(new Date("2026-11-23T09:00:00.000Z"), 24).toISOString()).toBe("2024-11-23T09:00:00.000Z");
    expect(monthsBefore(new Date("2026-03-31T12:00:00.000Z"), 1).toISOString()).toBe("2026-02-28T12:00:00.000Z");
    expect(monthsBefore(new Date("2026-01-15T00:00:00.000Z"), 13).toISOString()).toBe("2024-12-15T00:00:00.000Z");
  });
});

describe("npm run leads -- export|delete --email (the same module, on a local sandbox)", () => {
  const leads = (...args: string[]) => leadsCli(blobs.directory, ...args);

  it("exports one address as JSON and deletes it, leaving an audit entry by cli", async () => {
    const a = await put("grace@navy.example", { pending: true, status: "contacted" });
    const other = await put("alan@bletchley.example");

    const exported = await leads("export", "--email", "GRACE@navy.example");
    expect(exported.code).toBe(0);
    const data = JSON.parse(exported.stdout) as { email: string; leads: { key: string }[]; pending: unknown[] };
    expect(data.email).toBe("grace@navy.example");
    expect(data.leads.map((l) => l.key)).toEqual([a.key]);
    expect(data.pending).toHaveLength(1);

    const deleted = await leads("delete", "--email", " Grace@Navy.Example ");
    expect(deleted.code).toBe(0);
    expect(deleted.stdout).toContain(`deleted 1 lead(s): ${a.key.slice(5)}`);
    expect(await keys(LEAD_PREFIX)).toEqual([other.key]);
    expect(await keys(PENDING_PREFIX)).toEqual([]);
    expect(await readAudit(store)).toEqual([expect.objectContaining({ by: "cli", reason: "request", count: 1 })]);

    const audit = await leads("audit");
    // One entry per store: the request covered the job applications too (none for this address).
    expect(audit.stdout).toMatch(
      /^\S+ {2}request {4}1 lead\(s\) {2}by cli {2}\S+\n\S+ {2}request {4}0 application\(s\), 0 résumé\(s\) {2}by cli\n$/,
    );
    expect(audit.stdout).not.toContain("grace");
  }, 30_000);

  it("refuses a delete without an address, or with something that is not one, deleting nothing", async () => {
    await put("grace@navy.example");
    for (const args of [["delete"], ["delete", "--email", "grace"], ["list", "--email", "grace@navy.example"]]) {
      const res = await leads(...args);
      expect([args.join(" "), res.code]).toEqual([args.join(" "), 2]);
      expect(res.stderr).toMatch(/^leads: /);
    }
    expect(await keys(LEAD_PREFIX)).toHaveLength(1);
  }, 30_000);
});

describe("the daily retention job (netlify/functions/leads-retention.ts)", () => {
  it("runs every day and deletes by the figures the Privacy Policy states (content/site.json)", async () => {
    expect(retentionConfig.schedule).toBe("@daily");
    expect(RETENTION).toEqual(site.dataRetention);
    const policy = fs.readFileSync(path.resolve(__dirname, "../../../content/legal/privacy-policy.mdx"), "utf8");
    expect(policy).toContain(`for up to ${RETENTION.inquiryMonths} months`);
    expect(policy).toContain(`deleted ${RETENTION.spamDays} days after they arrive`);

    const edge = monthsBefore(NOW, RETENTION.inquiryMonths).getTime();
    const day = 24 * 60 * 60 * 1000;
    const old = await put("old@x.example", { receivedAt: new Date(edge - day).toISOString() });
    const kept = await put("kept@x.example", { receivedAt: new Date(edge + day).toISOString() });
    const spamEdge = NOW.getTime() - RETENTION.spamDays * day;
    const spam = await put("spam@x.example", { receivedAt: new Date(spamEdge - day).toISOString(), status: "spam" });
    const newSpam = await put("new@x.example", { receivedAt: new Date(spamEdge + day).toISOString(), status: "spam" });
    const logs: string[] = [];
    await runRetention(store, { now: NOW, log: (...a) => logs.push(a.join(" ")) });
    expect(await keys(LEAD_PREFIX)).toEqual([kept.key, newSpam.key].sort());
    expect((await readAudit(store)).flatMap((a) => a.leads).sort()).toEqual(
      [old.key.slice(5), spam.key.slice(5)].sort(),
    );
    expect(logs.join("\n")).toContain('"retention":1,"spam":1');
    expect(logs.join("\n")).not.toContain("@x.example");
  });
});

describe("the desk's index", () => {
  it("keeps no entry of a forgotten person, including one left by an interrupted deletion", async () => {
    const a = await put("grace@navy.test");
    const b = await put("Grace@Navy.test ");
    const other = await put("ada@engine.test");
    for (const lead of [a, b, other]) await indexLead(store, lead);
    // An earlier deletion that stopped after the blob and before the index:
    const gone = await put("grace@navy.test");
    await indexLead(store, gone);
    await store.delete(gone.key);
    await forgetPerson(store, "GRACE@navy.test", { by: BY, now: NOW });
    const left = await readIndex(store);
    expect(left.map((e) => e.email)).toEqual(["ada@engine.test"]);
    expect(await removeFromIndex(store, [other.key])).toBe(1);
  });

  it("loses the entries of leads the retention sweep deletes", async () => {
    const old = await put("old@example.test", { receivedAt: "2024-10-01T10:00:00.000Z" });
    const recent = await put("new@example.test");
    for (const lead of [old, recent]) await indexLead(store, lead);
    await retentionSweep(store, { now: NOW, policy: { inquiryMonths: 24, spamDays: 30 } });
    expect((await readIndex(store)).map((e) => e.email)).toEqual(["new@example.test"]);
  });
});
