/**
 * Applications on the desk (docs/desk.md "Applications"): the list, one application, the résumé
 * download, staff changes, the CSV per job, privacy export and deletion, and the retention sweep.
 * Applications are stored by the real POST /api/apply handler with real PDF, DOCX and ODT bytes, in
 * a real local Blobs server.
 */
import { createApplyHandler } from "../applications/handler";
import {
  applicationDedupeKey,
  applicationRetentionSweep,
  AUDIT_PREFIX,
  ORPHAN_AGE_MS,
  readApplicationAudit,
} from "../applications/privacy";
import { runApplicationRetention } from "../applications/retention";
import { APPLICATION_PREFIX, RESUME_PREFIX, STORE_NAME, type ApplicationStore } from "../applications/store";
import { BOUNDARY, docx, multipart, odt, pdf, type Part } from "../applications/files.test-support";
import { INDEX_PREFIX } from "../leads/lead-index";
import { AUDIT_PREFIX as LEAD_AUDIT_PREFIX } from "../leads/privacy";
import { LEAD_PREFIX } from "../leads/record";
import { leadsCli, startBlobs, type BlobsFixture } from "../shared/servers.test-support";
import { dropApplicationCache, type ApplicationRecord } from "./applications";
import { COOKIE_NAME, createSession, type DeskStore } from "./auth";
import { createDeskHandler, type DeskDeps } from "./handler";
import { deskLead, storeLead } from "./leads.test-support";

const ORIGIN = "https://desk.test";
const ADMIN = "ada@atria.test";
const OTHER = "grace@atria.test";
const ENV = { LEADS_ADMINS: `${ADMIN}, ${OTHER}`, LEADS_IP_SALT: "pepper" };

let blobs: BlobsFixture;
let deskBlobs: DeskStore;
let store: ApplicationStore;
let clock: Date;
let ipCounter = 0;
const logs: string[] = [];

beforeAll(async () => {
  blobs = await startBlobs();
  deskBlobs = blobs.open("desk");
  store = blobs.open(STORE_NAME) as unknown as ApplicationStore;
});

afterAll(async () => {
  await blobs.stop();
});

beforeEach(async () => {
  for (const [s, prefixes] of [
    [store, [APPLICATION_PREFIX, RESUME_PREFIX, "dedupe/", "rate/", AUDIT_PREFIX]],
    [blobs.store, [LEAD_PREFIX, INDEX_PREFIX, LEAD_AUDIT_PREFIX, "dedupe/"]],
    [deskBlobs, ["sessions/"]],
  ] as const) {
    for (const prefix of prefixes) {
      const { blobs: list } = await s.list({ prefix });
      await Promise.all(list.map(({ key }) => s.delete(key)));
    }
  }
  dropApplicationCache();
  logs.length = 0;
  clock = new Date("2026-11-28T10:00:00.000Z");
});

function deps(): DeskDeps {
  return {
    desk: () => deskBlobs,
    leads: () => blobs.store,
    applications: () => store,
    now: () => clock,
    env: ENV,
    log: (...a: unknown[]) => logs.push(a.map(String).join(" ")),
  };
}

/** Stores an application through the real POST /api/apply (each from its own address: the rate limit is per IP). */
async function apply(
  text: Record<string, string> = {},
  file: { value: Buffer; filename?: string } = { value: pdf() },
): Promise<ApplicationRecord> {
  const fields = {
    name: "Jane Doe",
    email: "jane@example.com",
    phone: "",
    link: "",
    note: "",
    job: "php-developer",
    consent: "true",
    ...text,
  };
  const parts: Part[] = [
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: "resume", value: file.value, filename: file.filename ?? "cv.pdf", contentType: "application/pdf" },
  ];
  const before = new Set((await store.list({ prefix: APPLICATION_PREFIX })).blobs.map((b) => b.key));
  const res = await createApplyHandler({ store: () => store, now: () => clock, env: ENV, log: () => {} })(
    new Request(`${ORIGIN}/api/apply`, {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
      body: new Uint8Array(multipart(parts)),
    }),
    { ip: `198.51.100.${(ipCounter += 1) % 250}` },
  );
  expect(res.status).toBe(200);
  const key = (await store.list({ prefix: APPLICATION_PREFIX })).blobs.map((b) => b.key).find((k) => !before.has(k));
  return (await store.get(key!, { type: "json" })) as ApplicationRecord;
}

async function session(email = ADMIN): Promise<{ cookie: string; csrf: string }> {
  const { id, session } = await createSession(deskBlobs, email, clock);
  return { cookie: `${COOKIE_NAME}=${id}`, csrf: session.csrf };
}

async function call(
  path: string,
  o: { body?: unknown; cookie?: string; csrf?: string; method?: string } = {},
): Promise<{ status: number; headers: Headers; bytes: Buffer; text: string; body: Record<string, unknown> }> {
  const method = o.method ?? (o.body !== undefined ? "POST" : "GET");
  const headers: Record<string, string> = {};
  if (method === "POST") Object.assign(headers, { "content-type": "application/json", origin: ORIGIN });
  if (o.cookie) headers.cookie = o.cookie;
  if (o.csrf) headers["x-csrf-token"] = o.csrf;
  const res = await createDeskHandler(deps())(
    new Request(`${ORIGIN}${path}`, { method, headers, body: method === "POST" ? JSON.stringify(o.body) : undefined }),
    { ip: "203.0.113.9" },
  );
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = bytes.toString("utf8");
  const body = res.headers.get("content-type")?.startsWith("application/json") ? JSON.parse(text) : {};
  return { status: res.status, headers: res.headers, bytes, text, body };
}

const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

describe("the list", () => {
  it("lists applications newest first, filtered by job and status, 25 a page", async () => {
    const first = await apply({ name: "Alan Turing", email: "alan@example.com" });
    later(1000);
    const second = await apply({ name: "Edsger Dijkstra", email: "edsger@example.com", job: "react-developer" });
    later(1000);
    const third = await apply({ name: "Barbara Liskov", email: "barbara@example.com" });
    const { cookie, csrf } = await session();

    const all = await call("/admin/leads/applications", { cookie });
    expect(all.status).toBe(200);
    const order = [third, second, first].map((r) => all.text.indexOf(`/admin/leads/applications/${r.id}"`));
    expect(order.every((i) => i > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(all.text).toContain("3 applications, newest first");

    const php = await call("/admin/leads/applications?job=php-developer", { cookie });
    expect(php.text).toContain("Alan Turing");
    expect(php.text).toContain("Barbara Liskov");
    expect(php.text).not.toContain("Edsger Dijkstra");
    expect(php.text).toContain("/admin/leads/applications/export.csv?job=php-developer");

    const moved = await call(`/api/desk/applications/${first.id}`, {
      cookie,
      csrf,
      body: { revision: 0, status: "reviewing" },
    });
    expect(moved.status).toBe(200);
    const reviewing = await call("/admin/leads/applications?status=reviewing", { cookie });
    expect(reviewing.text).toContain("Alan Turing");
    expect(reviewing.text).not.toContain("Barbara Liskov");
    expect(reviewing.text).toContain("1 application, newest first");
  });

  it("pages like the leads inbox", async () => {
    // One through the function, 26 more as copies of its record (ids one second apart).
    const model = await apply({ name: "Candidate 00", email: "c0@example.com" });
    for (let i = 1; i < 27; i += 1) {
      later(1000);
      const id = `${clock.toISOString().replace(/[-:.]/g, "")}-${String(i).padStart(12, "0")}`;
      await store.setJSON(`${APPLICATION_PREFIX}${id}`, {
        ...model,
        id,
        receivedAt: clock.toISOString(),
        fields: { ...model.fields, name: `Candidate ${String(i).padStart(2, "0")}` },
      });
    }
    const { cookie } = await session();
    const one = await call("/admin/leads/applications", { cookie });
    expect(one.text).toContain("page 1 of\n          2");
    expect(one.text).toContain("Candidate 26");
    expect(one.text).not.toContain("Candidate 01");
    expect(one.text).toContain('href="/admin/leads/applications?page=2" rel="next"');
    const two = await call("/admin/leads/applications?page=2", { cookie });
    expect(two.text).toContain("Candidate 01");
    expect(two.text).toContain("Candidate 00");
    expect(two.text).not.toContain("Candidate 26");
  });
});

describe("one application", () => {
  it("shows every field as text, never markup", async () => {
    const r = await apply({
      name: "Jane Doe",
      link: "https://example.com/?q=<b>",
      note: '<img src=x onerror="alert(1)"> and more',
    });
    // The form refuses bidi controls; the desk does not rely on that.
    await store.setJSON(`${APPLICATION_PREFIX}${r.id}`, { ...r, fields: { ...r.fields, name: "Jane \u202Egpj.exe" } });
    const { cookie } = await session();
    const page = await call(`/admin/leads/applications/${r.id}`, { cookie });
    expect(page.status).toBe(200);
    expect(page.text).not.toContain("<img src=x");
    expect(page.text).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(page.text).toContain("⟨U+202E⟩");
    expect(page.text).toContain("https://example.com/?q=&lt;b&gt;");
    expect(page.text).toContain("PHP Developer");
    expect(page.text).toContain("cv.pdf");
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
  });

  it("answers 404 for an unknown, malformed or path-like id", async () => {
    await apply();
    const { cookie } = await session();
    for (const id of [
      "20261128T100000000Z-000000000000",
      "nope",
      "..%2F..%2Fdesk",
      "20261128T100000000Z-00000000000%2F",
    ]) {
      expect((await call(`/admin/leads/applications/${id}`, { cookie })).status).toBe(404);
      expect((await call(`/admin/leads/applications/${id}/resume`, { cookie })).status).toBe(404);
    }
  });

  it("redirects to sign-in without a session", async () => {
    const r = await apply();
    const res = await call(`/admin/leads/applications/${r.id}`);
    expect(res.status).toBe(303);
    expect(res.text).not.toContain("Jane");
  });
});

describe("the résumé", () => {
  it.each([
    ["pdf", pdf("Jane Doe CV"), "application/pdf"],
    ["docx", docx(), "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ["odt", odt(), "application/vnd.oasis.opendocument.text"],
  ])("serves the %s bytes as an attachment with its real type", async (ext, bytes, type) => {
    const r = await apply({}, { value: bytes, filename: `<b>cv<b> evil.html.${ext}` });
    const { cookie } = await session();
    const res = await call(`/admin/leads/applications/${r.id}/resume`, { cookie });
    expect(res.status).toBe(200);
    expect(res.bytes.equals(bytes)).toBe(true);
    expect(res.headers.get("content-type")).toBe(type);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="resume-php-developer-${r.id}.${ext}"`);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
  });

  it("gives no bytes without a session: 401, for a real id and a guessed one alike", async () => {
    const r = await apply();
    const real = await call(`/admin/leads/applications/${r.id}/resume`);
    const guessed = await call("/admin/leads/applications/20261128T100000000Z-000000000000/resume");
    for (const res of [real, guessed]) {
      expect(res.status).toBe(401);
      expect(res.text).not.toContain("%PDF");
      expect(res.headers.get("content-type")).toContain("application/json");
    }
    expect(real.text).toBe(guessed.text);
  });

  it("serves nothing when a record names another blob than its own file", async () => {
    const r = await apply();
    const other = await apply({ email: "other@example.com" }, { value: pdf("Other CV") });
    await store.setJSON(`${APPLICATION_PREFIX}${r.id}`, { ...r, resume: { ...r.resume, key: other.resume.key } });
    const { cookie } = await session();
    expect((await call(`/admin/leads/applications/${r.id}/resume`, { cookie })).status).toBe(404);
    await store.setJSON(`${APPLICATION_PREFIX}${r.id}`, { ...r, resume: { ...r.resume, kind: "html" } });
    expect((await call(`/admin/leads/applications/${r.id}/resume`, { cookie })).status).toBe(404);
  });
});

describe("changes", () => {
  it("moves an application to interview with a note, on the timeline, with the CSRF token", async () => {
    const r = await apply();
    const { cookie, csrf } = await session();
    const noToken = await call(`/api/desk/applications/${r.id}`, {
      cookie,
      body: { revision: 0, status: "interview" },
    });
    expect(noToken.status).toBe(403);
    const saved = await call(`/api/desk/applications/${r.id}`, {
      cookie,
      csrf,
      body: { revision: 0, status: "interview", assignee: OTHER, note: "Strong <b>portfolio</b>." },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ message: "Saved.", revision: 1 });
    const stored = (await store.get(`${APPLICATION_PREFIX}${r.id}`, { type: "json" })) as ApplicationRecord;
    expect(stored.status).toBe("interview");
    expect(stored.desk).toMatchObject({ revision: 1, status: "interview", assignee: OTHER });
    expect(stored.resume).toEqual(r.resume);
    const page = await call(`/admin/leads/applications/${r.id}`, { cookie });
    expect(page.text).toContain("status new → interview by ada@atria.test");
    expect(page.text).toContain(`assigned nobody → ${OTHER} by ada@atria.test`);
    expect(page.text).toContain("note added by ada@atria.test");
    expect(page.text).toContain("Strong &lt;b&gt;portfolio&lt;/b&gt;.");
  });

  it("refuses a stale revision (409), a lead status, an unlisted assignee, and a missing application", async () => {
    const r = await apply();
    const { cookie, csrf } = await session();
    const other = await session(OTHER);
    expect(
      (await call(`/api/desk/applications/${r.id}`, { ...other, body: { revision: 0, status: "reviewing" } })).status,
    ).toBe(200);
    const stale = await call(`/api/desk/applications/${r.id}`, { cookie, csrf, body: { revision: 0, note: "mine" } });
    expect(stale.status).toBe(409);
    expect(String(stale.body.message)).toContain("Someone else changed this application");
    expect(stale.body.revision).toBe(1);
    expect(
      (await call(`/api/desk/applications/${r.id}`, { cookie, csrf, body: { revision: 1, status: "won" } })).status,
    ).toBe(400);
    expect(
      (await call(`/api/desk/applications/${r.id}`, { cookie, csrf, body: { revision: 1, assignee: "x@evil.test" } }))
        .status,
    ).toBe(400);
    expect(
      (
        await call("/api/desk/applications/20261128T100000000Z-000000000000", {
          cookie,
          csrf,
          body: { revision: 0, note: "x" },
        })
      ).status,
    ).toBe(404);
    const stored = (await store.get(`${APPLICATION_PREFIX}${r.id}`, { type: "json" })) as ApplicationRecord;
    expect(stored.desk?.notes).toEqual([]);
  });

  it("two staff saving at once: one is saved, the other gets 409", async () => {
    const r = await apply();
    const a = await session();
    const b = await session(OTHER);
    const results = await Promise.all([
      call(`/api/desk/applications/${r.id}`, { ...a, body: { revision: 0, status: "offer" } }),
      call(`/api/desk/applications/${r.id}`, { ...b, body: { revision: 0, status: "rejected" } }),
    ]);
    expect(results.map((x) => x.status).sort()).toEqual([200, 409]);
    const stored = (await store.get(`${APPLICATION_PREFIX}${r.id}`, { type: "json" })) as ApplicationRecord;
    expect(stored.desk?.history).toHaveLength(1);
  });
});

describe("CSV per job", () => {
  it("exports one job's applications, formula-injection safe", async () => {
    await apply({ name: "Jane Doe", note: '=HYPERLINK("http://evil.test","x")', phone: "+91 98200 00000" });
    await apply({ name: "Other Job", email: "o@example.com", job: "react-developer" });
    const { cookie } = await session();
    const res = await call("/admin/leads/applications/export.csv?job=php-developer", { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="applications-php-developer-2026-11-28.csv"',
    );
    const lines = res.text.trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('"id","receivedAt","job","jobTitle","name","email","phone","link","note"');
    expect(lines[1]).toContain('"\'=HYPERLINK(""http://evil.test"",""x"")"');
    expect(lines[1]).toContain('"\'+91 98200 00000"');
    expect(res.text).not.toContain("Other Job");
    expect((await call("/admin/leads/applications/export.csv", { cookie })).status).toBe(400);
    expect((await call("/admin/leads/applications/export.csv?job=php-developer")).status).toBe(401);
  });
});

describe("privacy", () => {
  it("exports the person's applications with the résumé bytes, and their leads", async () => {
    const file = pdf("Jane's CV");
    const r = await apply({}, { value: file });
    await storeLead(blobs.store, deskLead("20261120T100000000Z-aaaaaaaaaaaa", {}, { email: "Jane@Example.com " }));
    const { cookie } = await session();
    const res = await call(`/admin/leads/applications/${r.id}/privacy.json`, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="privacy-export-2026-11-28.json"');
    const data = res.body as {
      leads: unknown[];
      applications: { application: ApplicationRecord; resumeFile: { base64: string } }[];
    };
    expect(data.leads).toHaveLength(1);
    expect(data.applications).toHaveLength(1);
    expect(data.applications[0]!.application.id).toBe(r.id);
    expect(Buffer.from(data.applications[0]!.resumeFile.base64, "base64").equals(file)).toBe(true);
    // The lead's own export covers the applications too.
    const fromLead = await call("/admin/leads/lead/20261120T100000000Z-aaaaaaaaaaaa/privacy.json", { cookie });
    expect((fromLead.body.applications as unknown[]).length).toBe(1);
  });

  it("deletes the person's applications, résumé files and leads only when the address is typed, with audit entries", async () => {
    const r = await apply();
    const keep = await apply({ email: "someone@example.com", name: "Someone Else" });
    await storeLead(blobs.store, deskLead("20261120T100000000Z-aaaaaaaaaaaa", {}, { email: "jane@example.com" }));
    const { cookie, csrf } = await session();
    const wrong = await call(`/api/desk/applications/${r.id}/forget`, {
      cookie,
      csrf,
      body: { email: "x@example.com" },
    });
    expect(wrong.status).toBe(400);
    expect((await store.list({ prefix: RESUME_PREFIX })).blobs).toHaveLength(2);

    const done = await call(`/api/desk/applications/${r.id}/forget`, {
      cookie,
      csrf,
      body: { email: " JANE@example.com" },
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe("Deleted 1 application (with résumés) and 1 lead of this person.");
    const left = (await store.list({ prefix: "" })).blobs.map((b) => b.key);
    expect(left).not.toContain(`${APPLICATION_PREFIX}${r.id}`);
    expect(left).not.toContain(r.resume.key);
    expect(left).not.toContain(applicationDedupeKey(r)); // the duplicate guard names the address's hash: gone too
    expect(left).toContain(applicationDedupeKey(keep));
    expect(left).toContain(`${APPLICATION_PREFIX}${keep.id}`);
    expect(left).toContain(keep.resume.key);
    expect((await blobs.store.list({ prefix: LEAD_PREFIX })).blobs).toHaveLength(0);
    const audit = await readApplicationAudit(store);
    expect(audit).toEqual([
      {
        version: 1,
        kind: "applications",
        at: clock.toISOString(),
        by: ADMIN,
        reason: "request",
        count: 1,
        applications: [r.id],
        resumes: 1,
      },
    ]);
    const auditText = JSON.stringify(audit);
    expect(auditText).not.toMatch(/jane|Jane|php/);
    expect((await call(`/admin/leads/applications/${r.id}/resume`, { cookie })).status).toBe(404);
  });

  it("a lead's deletion takes the address's applications with it", async () => {
    const r = await apply();
    await storeLead(blobs.store, deskLead("20261120T100000000Z-aaaaaaaaaaaa", {}, { email: "jane@example.com" }));
    const { cookie, csrf } = await session();
    const done = await call("/api/desk/leads/20261120T100000000Z-aaaaaaaaaaaa/forget", {
      cookie,
      csrf,
      body: { email: "jane@example.com" },
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toContain("and 1 job application with résumés");
    expect(await store.get(`${APPLICATION_PREFIX}${r.id}`, { type: "json" })).toBeNull();
    expect(await store.get(r.resume.key, { type: "arrayBuffer" })).toBeNull();
  });
});

describe("npm run leads -- export|delete --email covers applications", () => {
  const leads = (...args: string[]) => leadsCli(blobs.directory, ...args);

  it("exports the applications with their résumé bytes, deletes them with their files, and audits without the address", async () => {
    const file = docx("Jane's CV");
    const r = await apply({}, { value: file, filename: "cv.docx" });
    const keep = await apply({ email: "keep@example.com" });
    const exported = JSON.parse((await leads("export", "--email", "JANE@example.com")).stdout) as {
      leads: unknown[];
      applications: { application: ApplicationRecord; resumeFile: { base64: string; contentType: string } }[];
    };
    expect(exported.leads).toEqual([]);
    expect(exported.applications.map((a) => a.application.id)).toEqual([r.id]);
    expect(Buffer.from(exported.applications[0]!.resumeFile.base64, "base64").equals(file)).toBe(true);
    expect(exported.applications[0]!.resumeFile.contentType).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );

    const deleted = await leads("delete", "--email", "jane@example.com");
    expect(deleted.stdout).toContain(`deleted 1 job application(s) and 1 résumé file(s): ${r.id}`);
    const keys = (await store.list({ prefix: "" })).blobs.map((b) => b.key);
    expect(keys).not.toContain(r.resume.key);
    expect(keys).not.toContain(`${APPLICATION_PREFIX}${r.id}`);
    expect(keys).toContain(keep.resume.key);
    const audit = (await leads("audit")).stdout;
    expect(audit).toContain(`request    1 application(s), 1 résumé(s)  by cli  ${r.id}`);
    expect(audit).not.toContain("jane");
  }, 60_000);
});

describe("retention", () => {
  it("deletes applications older than the period with their files, and old orphaned files, leaving audit entries", async () => {
    // The opening (php-developer) must already be posted on the day each application is sent.
    clock = new Date("2026-11-27T09:00:00.000Z");
    const old = await apply({ email: "old@example.com" });
    clock = new Date("2026-11-28T11:00:00.000Z");
    const young = await apply({ email: "young@example.com" });
    // A résumé whose record write failed (and its clean-up too), two days ago; and one in flight now.
    const now = new Date("2027-11-28T10:00:00.000Z");
    const orphan = `${RESUME_PREFIX}20271126T100000000Z-0123456789ab.pdf`;
    const inFlight = `${RESUME_PREFIX}20271128T095959000Z-0123456789ab.pdf`;
    await store.set(orphan, new Uint8Array(pdf()).buffer);
    await store.set(inFlight, new Uint8Array(pdf()).buffer);

    const result = await applicationRetentionSweep(store, { now, months: 12 });
    expect(result.retention.applications).toEqual([old.id]);
    expect(result.orphans.count).toBe(1);
    const keys = (await store.list({ prefix: "" })).blobs.map((b) => b.key);
    expect(keys).not.toContain(`${APPLICATION_PREFIX}${old.id}`);
    expect(keys).not.toContain(old.resume.key);
    expect(keys).not.toContain(orphan);
    expect(keys).toContain(inFlight);
    expect(keys).toContain(`${APPLICATION_PREFIX}${young.id}`);
    expect(keys).toContain(young.resume.key);
    const audit = await readApplicationAudit(store);
    expect(audit.map((a) => [a.reason, a.by, a.count, a.resumes]).sort()).toEqual([
      ["orphan", "retention", 0, 1],
      ["retention", "retention", 1, 1],
    ]);
    expect(JSON.stringify(audit)).not.toContain("example.com");
    expect(ORPHAN_AGE_MS).toBe(24 * 60 * 60 * 1000);
  });

  it("takes its period from content/site.json and refuses an unusable one", async () => {
    const lines: string[] = [];
    const result = await runApplicationRetention(store, { now: clock, log: (...a) => lines.push(a.join(" ")) });
    expect(result.retention.count).toBe(0);
    expect(lines.join("\n")).toContain('"months":12');
    await expect(applicationRetentionSweep(store, { now: clock, months: 0 })).rejects.toThrow("not a usable period");
    await expect(applicationRetentionSweep(store, { now: clock, months: 1.5 })).rejects.toThrow("not a usable period");
  });
});
