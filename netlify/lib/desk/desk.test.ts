import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  DEDUPE_PREFIX,
  LEAD_PREFIX,
  PENDING_PREFIX,
  dedupeKey,
  pendingKeyFor,
  type LeadRecord,
  type LeadStore,
} from "../leads/record";
import { AUDIT_PREFIX, readAudit } from "../leads/privacy";
import { STORE_NAME as APPLICATIONS_STORE, type ApplicationStore } from "../applications/store";
import { startBlobs, startSmtp, type BlobsFixture, type SmtpFixture } from "../shared/servers.test-support";
import desk, { config as deskConfig } from "../../functions/desk";
import {
  COOKIE_NAME,
  LINK_PREFIX,
  RATE_PREFIX,
  SESSION_PREFIX,
  adminsFromEnv,
  createSession,
  readSession,
  redeemLink,
  issueLink,
  revokeAllSessions,
  takeRate,
  type DeskStore,
} from "./auth";
import { deskCsv } from "./csv";
import { deliverNotifications } from "../leads/notify";
import { changeLead, parseFilter, selectLeads, type DeskLead } from "./inbox";
import { dropIndexCache, INDEX_PREFIX } from "../leads/lead-index";
import { deskLead, storeLead } from "./leads.test-support";
import { createDeskHandler, LINK_ANSWER, type DeskDeps } from "./handler";
import { createCounter, NONE } from "../stats/counters";
import { leadIncrement, pct, type Report, type ReportRow } from "../stats/report";

const ORIGIN = "https://desk.test";
const ADMIN = "ada@atria.test";
const OTHER = "grace@atria.test";
const ENV = { LEADS_ADMINS: `${ADMIN}, Grace@Atria.test;bogus`, LEADS_IP_SALT: "pepper" };

let blobs: BlobsFixture;
let deskBlobs: DeskStore;
let smtp: SmtpFixture;
let clock: Date;
const logs: string[] = [];

beforeAll(async () => {
  blobs = await startBlobs();
  deskBlobs = blobs.open("desk");
  smtp = await startSmtp();
});

afterAll(async () => {
  await smtp.stop();
  await blobs.stop();
});

async function empty(store: LeadStore, prefixes: string[]) {
  for (const prefix of prefixes) {
    const { blobs: list } = await store.list({ prefix });
    await Promise.all(list.map(({ key }) => store.delete(key)));
  }
}

beforeEach(async () => {
  await empty(deskBlobs, [LINK_PREFIX, SESSION_PREFIX, RATE_PREFIX]);
  await empty(blobs.store, [LEAD_PREFIX, INDEX_PREFIX]);
  smtp.mails.length = 0;
  logs.length = 0;
  clock = new Date("2026-11-23T09:00:00.000Z");
});

function deps(env: Record<string, string> = {}): DeskDeps {
  return {
    desk: () => deskBlobs,
    leads: () => blobs.store,
    applications: () => blobs.open(APPLICATIONS_STORE) as unknown as ApplicationStore,
    now: () => clock,
    env: { ...ENV, SMTP_URL: smtp.url, MAIL_FROM: "desk@atria.test", ...env },
    log: (...a: unknown[]) => logs.push(a.map(String).join(" ")),
  };
}

interface CallOptions {
  method?: string;
  body?: unknown;
  raw?: string;
  cookie?: string;
  csrf?: string;
  origin?: string | null;
  contentType?: string;
  ip?: string;
  deps?: DeskDeps;
}

async function call(path: string, o: CallOptions = {}) {
  const headers: Record<string, string> = {};
  const method = o.method ?? (o.body !== undefined || o.raw !== undefined ? "POST" : "GET");
  if (method === "POST") {
    headers["content-type"] = o.contentType ?? "application/json";
    if (o.origin !== null) headers.origin = o.origin ?? ORIGIN;
  }
  if (o.cookie) headers.cookie = o.cookie;
  if (o.csrf) headers["x-csrf-token"] = o.csrf;
  const req = new Request(`${ORIGIN}${path}`, {
    method,
    headers,
    body: method === "POST" ? (o.raw ?? JSON.stringify(o.body ?? {})) : undefined,
  });
  const pending: Promise<unknown>[] = [];
  const res = await createDeskHandler(o.deps ?? deps())(req, {
    ip: o.ip ?? "203.0.113.9",
    waitUntil: (p) => pending.push(p),
  });
  await Promise.all(pending);
  const text = await res.text();
  let body: Record<string, unknown> = {};
  if (res.headers.get("content-type")?.startsWith("application/json")) body = JSON.parse(text);
  return { status: res.status, headers: res.headers, text, body };
}

/** The token of the newest sign-in mail to `to` (quoted-printable soft breaks undone). */
function tokenFromMail(to: string): string {
  const mail = [...smtp.mails].reverse().find((m) => m.to.includes(to));
  if (!mail) throw new Error(`no mail to ${to}`);
  const raw = mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const found = /\/admin\/leads\/sign-in#token=([A-Za-z0-9_-]{43})/.exec(raw);
  if (!found) throw new Error(`no link in ${raw}`);
  return found[1]!;
}

async function signIn(email = ADMIN): Promise<{ cookie: string; csrf: string }> {
  const asked = await call("/api/desk/link", { body: { email } });
  expect(asked.status).toBe(202);
  const token = tokenFromMail(email);
  const redeemed = await call("/api/desk/session", { body: { token } });
  expect(redeemed.status).toBe(200);
  const setCookie = redeemed.headers.get("set-cookie")!;
  const cookie = setCookie.split(";")[0]!;
  const inbox = await call("/admin/leads", { cookie });
  const csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(inbox.text)![1]!;
  return { cookie, csrf };
}

const sha = (v: string) => createHash("sha256").update(v).digest("hex");

const lead = deskLead;
const put = (l: DeskLead) => storeLead(blobs.store, l);

/** `store`, but its first write waits for `interfere` (a change that lands meanwhile) to run first. */
function racingStore(store: LeadStore, interfere: (key: string) => Promise<void>): LeadStore {
  let interfered = false;
  return {
    ...store,
    get: (k, o) => store.get(k, o),
    getWithMetadata: (k, o) => store.getWithMetadata(k, o),
    delete: (k) => store.delete(k),
    list: (o) => store.list(o),
    setJSON: async (k, v, o) => {
      if (!interfered) {
        interfered = true;
        await interfere(k);
      }
      return store.setJSON(k, v, o);
    },
  };
}

describe("configuration", () => {
  it("serves the desk pages and the JSON endpoints from one function", () => {
    expect(deskConfig.path).toEqual(["/admin/leads", "/admin/leads/*", "/api/desk/*"]);
    expect(typeof desk).toBe("function");
  });

  it("reads LEADS_ADMINS as lower-case addresses and ignores what is not one", () => {
    expect(adminsFromEnv(ENV)).toEqual([ADMIN, OTHER]);
    expect(adminsFromEnv({})).toEqual([]);
  });
});

describe("sign-in links", () => {
  it("e-mails a single-use link to a listed address and stores only its hash", async () => {
    const res = await call("/api/desk/link", { body: { email: " Ada@Atria.test " } });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: LINK_ANSWER });
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.to).toEqual([ADMIN]);
    const token = tokenFromMail(ADMIN);
    const { blobs: links } = await deskBlobs.list({ prefix: LINK_PREFIX });
    expect(links.map((b) => b.key)).toEqual([`${LINK_PREFIX}${sha(token)}`]);
    const stored = JSON.stringify(await deskBlobs.get(links[0]!.key, { type: "json" }));
    expect(stored).not.toContain(token);
    expect(JSON.parse(stored)).toMatchObject({ email: ADMIN, expiresAt: "2026-11-23T09:15:00.000Z" });
  });

  it("answers an unlisted address exactly as a listed one, and sends it nothing", async () => {
    const listed = await call("/api/desk/link", { body: { email: ADMIN } });
    const unlisted = await call("/api/desk/link", { body: { email: "mallory@evil.test" } });
    expect(unlisted.status).toBe(listed.status);
    expect(unlisted.text).toBe(listed.text);
    expect([...unlisted.headers.keys()].sort()).toEqual([...listed.headers.keys()].sort());
    expect(smtp.mails.map((m) => m.to)).toEqual([[ADMIN]]);
    expect((await deskBlobs.list({ prefix: LINK_PREFIX })).blobs).toHaveLength(1);
  });

  it("loads the mailer before answering, for any address (the local platform drops the bundle after the answer)", async () => {
    const events: string[] = [];
    const withMailer = {
      ...deps(),
      createMailer: () => ({
        ready: async () => void events.push("ready"),
        send: async () => void events.push("send"),
      }),
    };
    const run = async (email: string) => {
      const req = new Request(`${ORIGIN}/api/desk/link`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: ORIGIN },
        body: JSON.stringify({ email }),
      });
      let later: Promise<unknown> = Promise.resolve();
      const res = await createDeskHandler(withMailer)(req, { ip: "192.0.2.1", waitUntil: (p) => (later = p) });
      events.push(`answer ${res.status}`);
      await later;
    };
    await run("stranger@else.test");
    await run(ADMIN);
    expect(events).toEqual(["ready", "answer 202", "ready", "answer 202", "send"]);
  });

  it("refuses a reused, expired, forged or tampered link", async () => {
    await call("/api/desk/link", { body: { email: ADMIN } });
    const token = tokenFromMail(ADMIN);
    const tampered = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    for (const bad of [tampered, "A".repeat(43), "short", `${token}x`, ""]) {
      const res = await call("/api/desk/session", { body: { token: bad } });
      expect(res.status).toBe(401);
      expect(res.headers.get("set-cookie")).toBeNull();
    }
    expect((await call("/api/desk/session", { body: { token } })).status).toBe(200);
    const reused = await call("/api/desk/session", { body: { token } });
    expect(reused.status).toBe(401);
    expect(reused.body.message).toMatch(/already used, has expired/);

    await call("/api/desk/link", { body: { email: ADMIN } });
    const late = tokenFromMail(ADMIN);
    clock = new Date(clock.getTime() + 15 * 60 * 1000);
    expect((await call("/api/desk/session", { body: { token: late } })).status).toBe(401);
  });

  it("lets only one of two simultaneous redemptions of a link through", async () => {
    const token = await issueLink(deskBlobs, ADMIN, clock);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => redeemLink(deskBlobs, token, { admins: [ADMIN], now: clock })),
    );
    expect(results.filter((r) => r === ADMIN)).toHaveLength(1);
  });

  it("refuses a link whose address was taken off the list since", async () => {
    await call("/api/desk/link", { body: { email: ADMIN } });
    const token = tokenFromMail(ADMIN);
    const res = await call("/api/desk/session", { body: { token }, deps: deps({ LEADS_ADMINS: OTHER }) });
    expect(res.status).toBe(401);
  });

  it("limits links to 5 per address and 20 per IP in 15 minutes, listed or not", async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await call("/api/desk/link", { body: { email: "nobody@else.test" }, ip: `10.0.0.${i}` })).status).toBe(
        202,
      );
    }
    const sixth = await call("/api/desk/link", { body: { email: "nobody@else.test" }, ip: "10.0.0.99" });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get("retry-after")).toBe("900");

    for (let i = 0; i < 20; i += 1) {
      expect((await call("/api/desk/link", { body: { email: `p${i}@else.test` }, ip: "198.51.100.1" })).status).toBe(
        202,
      );
    }
    expect((await call("/api/desk/link", { body: { email: ADMIN }, ip: "198.51.100.1" })).status).toBe(429);
    expect(smtp.mails).toHaveLength(0);

    clock = new Date(clock.getTime() + 15 * 60 * 1000);
    expect((await call("/api/desk/link", { body: { email: ADMIN }, ip: "198.51.100.1" })).status).toBe(202);
    // The counters are keyed by hashes: neither the address nor the IP is stored.
    const keys = (await deskBlobs.list({ prefix: RATE_PREFIX })).blobs.map((b) => b.key).join(" ");
    expect(keys).not.toContain("198.51.100.1");
    expect(keys).not.toContain("else.test");
  });

  it("counts concurrent requests exactly", async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => takeRate(deskBlobs, "burst", 5, clock)));
    expect(results.filter(Boolean).length).toBeLessThanOrEqual(5);
    expect(await takeRate(deskBlobs, "burst", 5, clock)).toBe(false);
  });

  it("without SMTP_URL prints the link to the log of a local server only", async () => {
    // The local platform (npm start) sets NETLIFY_LOCAL; Netlify's runtime does not.
    const req = (host: string, env: Record<string, string>) =>
      createDeskHandler(deps({ SMTP_URL: "", ...env }))(
        new Request(`http://${host}/api/desk/link`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: `http://${host}` },
          body: JSON.stringify({ email: ADMIN }),
        }),
        { ip: "127.0.0.1" },
      );
    expect((await req("127.0.0.1:8888", { NETLIFY_LOCAL: "true" })).status).toBe(202);
    expect(logs.join("\n")).toMatch(
      /sign-in link for ada@atria.test .*http:\/\/127\.0\.0\.1:8888\/admin\/leads\/sign-in#token=/,
    );
    logs.length = 0;
    expect((await req("desk.test", { NETLIFY_LOCAL: "true" })).status).toBe(202); // not a loopback host
    expect((await req("127.0.0.1:8888", {})).status).toBe(202); // not the local platform
    expect(logs.join("\n")).not.toMatch(/token=/);
    expect(logs.join("\n")).toMatch(/SMTP_URL is not set: no e-mail was sent/);
  });
});

describe("sessions", () => {
  it("sets a __Host- cookie that is HttpOnly, Secure and SameSite=Strict, backed by a hashed session", async () => {
    await call("/api/desk/link", { body: { email: ADMIN } });
    const res = await call("/api/desk/session", { body: { token: tokenFromMail(ADMIN) } });
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toMatch(new RegExp(`^${COOKIE_NAME}=[A-Za-z0-9_-]{43}; Path=/; Secure; HttpOnly; SameSite=Strict$`));
    const id = cookie.split(";")[0]!.split("=")[1]!;
    const { blobs: sessions } = await deskBlobs.list({ prefix: SESSION_PREFIX });
    expect(sessions.map((b) => b.key)).toEqual([`${SESSION_PREFIX}${sha(id)}`]);
    expect(res.body).toEqual({ message: "Signed in.", location: "/admin/leads" });
  });

  it("expires after 8 hours idle, sliding with use", async () => {
    const { id } = await createSession(deskBlobs, ADMIN, clock);
    const at = (ms: number) => ({ admins: [ADMIN], now: new Date(clock.getTime() + ms) });
    const hour = 60 * 60 * 1000;
    expect(await readSession(deskBlobs, id, at(7 * hour))).not.toBeNull(); // touched: idle restarts
    expect(await readSession(deskBlobs, id, at(14 * hour))).not.toBeNull();
    expect(await readSession(deskBlobs, id, at(22 * hour + 1))).toBeNull();
    expect(await readSession(deskBlobs, id, at(14 * hour))).toBeNull(); // deleted, not just refused
  });

  it("refuses forged, tampered and revoked session cookies", async () => {
    const { cookie, csrf } = await signIn();
    const value = cookie.split("=")[1]!;
    const forged = `${COOKIE_NAME}=${"x".repeat(43)}`;
    const tampered = `${COOKIE_NAME}=${value.slice(0, -1)}${value.endsWith("a") ? "b" : "a"}`;
    for (const bad of [forged, tampered, `${COOKIE_NAME}=`, "other=1"]) {
      const page = await call("/admin/leads", { cookie: bad });
      expect(page.text).toContain("Send me a sign-in link");
      expect((await call("/api/desk/sign-out", { body: {}, cookie: bad, csrf })).status).toBe(401);
    }
    expect((await call("/admin/leads", { cookie })).text).toContain("<h1>Leads</h1>");
    expect(await revokeAllSessions(deskBlobs)).toBe(1);
    expect((await call("/admin/leads", { cookie })).text).toContain("Send me a sign-in link");
  });

  it("clears out expired links, idle sessions and ended rate windows at each sign-in", async () => {
    const old = new Date(clock.getTime() - 9 * 60 * 60 * 1000);
    await issueLink(deskBlobs, ADMIN, old);
    await createSession(deskBlobs, OTHER, old);
    await takeRate(deskBlobs, "old subject", 5, old);
    const live = await createSession(deskBlobs, OTHER, clock);
    await signIn(); // one link used and deleted, one session and two counters made
    const keys = async (prefix: string) => (await deskBlobs.list({ prefix })).blobs.length;
    expect(await keys(LINK_PREFIX)).toBe(0);
    expect(await keys(SESSION_PREFIX)).toBe(2); // the live one and the new one
    expect(await keys(RATE_PREFIX)).toBe(2); // this window's IP and address counters
    expect(await readSession(deskBlobs, live.id, { admins: [OTHER], now: clock })).not.toBeNull();
  });

  it("signs out: the session is deleted and the cookie cleared", async () => {
    const { cookie, csrf } = await signIn();
    const out = await call("/api/desk/sign-out", { body: {}, cookie, csrf });
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(new RegExp(`^${COOKIE_NAME}=; .*Max-Age=0`));
    expect((await call("/admin/leads", { cookie })).text).toContain("Send me a sign-in link");
    expect((await deskBlobs.list({ prefix: SESSION_PREFIX })).blobs).toHaveLength(0);
  });
});

describe("guards", () => {
  it("sends no-store, noindex and the strict headers on pages and JSON", async () => {
    const { cookie } = await signIn();
    for (const res of [
      await call("/admin/leads"),
      await call("/admin/leads", { cookie }),
      await call("/admin/leads/lead/20261120T100000000Z-000000000000"),
      await call("/api/desk/link", { body: { nope: 1 } }),
      await call("/api/desk/leads/20261120T100000000Z-000000000000", { body: { revision: 0 } }),
    ]) {
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
      expect(res.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
      expect(res.headers.get("content-security-policy")).not.toMatch(/unsafe/);
    }
    const page = await call("/admin/leads");
    expect(page.headers.get("content-security-policy")).toMatch(/script-src 'self'/);
    expect(page.text).not.toMatch(/<script>|<script [^>]*>[^<]/); // no inline script
  });

  it("answers 401 without a session, the same for a lead that exists and one that does not", async () => {
    await put(lead("20261120T100000000Z-aaaaaaaaaaaa"));
    const exists = await call("/api/desk/leads/20261120T100000000Z-aaaaaaaaaaaa", { body: { revision: 0 } });
    const absent = await call("/api/desk/leads/20261120T100000000Z-bbbbbbbbbbbb", { body: { revision: 0 } });
    const garbage = await call("/api/desk/leads/..%2Fx", { body: { revision: 0 } });
    for (const res of [exists, absent, garbage]) {
      expect(res.status).toBe(401);
      expect(res.text).toBe(exists.text);
    }
    const pageExists = await call("/admin/leads/lead/20261120T100000000Z-aaaaaaaaaaaa");
    const pageAbsent = await call("/admin/leads/lead/20261120T100000000Z-bbbbbbbbbbbb");
    expect(pageExists.status).toBe(303);
    expect(pageAbsent.status).toBe(303);
    expect((await call("/admin/leads/export.csv")).status).toBe(401);
  });

  it("answers 403 without the CSRF token or from another origin", async () => {
    const { cookie, csrf } = await signIn();
    await put(lead("20261120T100000000Z-aaaaaaaaaaaa"));
    const path = "/api/desk/leads/20261120T100000000Z-aaaaaaaaaaaa";
    expect((await call(path, { body: { revision: 0, status: "won" }, cookie })).status).toBe(403);
    expect((await call(path, { body: { revision: 0, status: "won" }, cookie, csrf: "x".repeat(43) })).status).toBe(403);
    const cross = await call(path, { body: { revision: 0, status: "won" }, cookie, csrf, origin: "https://evil.test" });
    expect(cross.status).toBe(403);
    expect(cross.headers.get("content-type")).toMatch(/^application\/json/);
    expect((await call("/api/desk/link", { body: { email: ADMIN }, origin: "https://evil.test" })).status).toBe(403);
    expect(smtp.mails).toHaveLength(1); // only signIn's
  });

  it("refuses unknown fields, wrong types, other content types, bad JSON and oversized bodies with 4xx JSON", async () => {
    const { cookie, csrf } = await signIn();
    await put(lead("20261120T100000000Z-aaaaaaaaaaaa"));
    const path = "/api/desk/leads/20261120T100000000Z-aaaaaaaaaaaa";
    const cases: [CallOptions, number][] = [
      [{ body: { revision: 0, status: "won", admin: true } }, 400],
      [{ body: { revision: "0", status: "won" } }, 400],
      [{ body: { revision: 0.5 } }, 400],
      [{ body: { status: "won" } }, 400],
      [{ body: { revision: 0, status: "archived" } }, 400],
      [{ body: { revision: 0, note: 5 } }, 400],
      [{ body: { revision: 0, note: "x".repeat(2001) } }, 400],
      [{ body: { revision: 0, assignee: "mallory@evil.test" } }, 400],
      [{ raw: "[1]" }, 400],
      [{ raw: "{" }, 400],
      [{ body: { revision: 0 }, contentType: "text/plain" }, 415],
      [{ raw: JSON.stringify({ revision: 0, note: "x".repeat(9000) }) }, 413],
    ];
    for (const [o, status] of cases) {
      const res = await call(path, { ...o, cookie, csrf });
      expect([JSON.stringify(o).slice(0, 80), res.status]).toEqual([JSON.stringify(o).slice(0, 80), status]);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(typeof res.body.message).toBe("string");
    }
    expect((await call("/api/desk/link", { body: { email: ADMIN, extra: 1 } })).status).toBe(400);
    expect((await call("/api/desk/link", { body: { email: ["a"] } })).status).toBe(400);
    expect((await call("/api/desk/session", { body: { token: 1 } })).status).toBe(400);
    expect((await call("/api/desk/link", { method: "GET" })).status).toBe(405);
  });

  it("answers another method than POST with 401 without a session, 405 with one; the sign-in endpoints 405 (issue 40, item 4)", async () => {
    const ID = "20261120T100000000Z-ffffffffffff";
    const guarded = [
      "/api/desk/sign-out",
      `/api/desk/leads/${ID}`,
      `/api/desk/leads/${ID}/forget`,
      "/api/desk/nothing",
    ];
    for (const path of guarded) {
      for (const method of ["GET", "HEAD", "PUT", "DELETE"]) {
        const res = await call(path, { method });
        expect([method, path, res.status, res.headers.get("allow")]).toEqual([method, path, 401, null]);
      }
    }
    for (const path of ["/api/desk/link", "/api/desk/session"]) {
      const res = await call(path, { method: "GET" });
      expect([path, res.status, res.headers.get("allow")]).toEqual([path, 405, "POST"]);
    }
    const { cookie } = await signIn();
    for (const path of guarded) {
      const res = await call(path, { method: "GET", cookie });
      expect([path, res.status, res.headers.get("allow")]).toEqual([path, 405, "POST"]);
    }
  });
});

describe("the inbox", () => {
  it("lists newest first, pages by 25, searches and filters", async () => {
    for (let i = 0; i < 30; i += 1) {
      const day = String(1 + (i % 28)).padStart(2, "0");
      await put(
        lead(
          `202611${day}T10000000${String(i % 10)}Z-${String(i).padStart(12, "0")}`,
          { receivedAt: `2026-11-${day}T10:00:00.00${i % 10}Z`, form: i % 2 ? "contact" : "get-started" },
          { company: i === 7 ? "Lovelace Analytical" : "Navy", message: `Message number ${i}` },
        ),
      );
    }
    const { cookie } = await signIn();
    const first = await call("/admin/leads", { cookie });
    expect(first.text).toContain("30 leads, newest first; page 1 of 2");
    expect((first.text.match(/<tr>/g) ?? []).length).toBe(26); // header row + 25
    const second = await call("/admin/leads?page=2", { cookie });
    expect((second.text.match(/<tr>/g) ?? []).length).toBe(6);
    const found = await call("/admin/leads?q=lovelace+analytical", { cookie });
    expect(found.text).toContain("1 lead, newest first");
    expect((await call("/admin/leads?form=contact", { cookie })).text).toContain("15 leads");
    expect((await call("/admin/leads?from=2026-11-02&to=2026-11-03", { cookie })).text).toContain("3 leads");
    expect((await call("/admin/leads?status=won", { cookie })).text).toContain("0 leads");
  });

  it("filters by campaign and source when the lead carries attribution", () => {
    const leads = [
      lead("20261120T100000000Z-000000000001", {
        context: { landingPage: "/services/seo", utm: { campaign: "Winter", source: "google" } },
      }),
      lead("20261120T100000000Z-000000000002"),
    ];
    const pick = (q: string) => selectLeads(leads, parseFilter(new URLSearchParams(q))).map((l) => l.key.slice(-1));
    expect(pick("campaign=winter")).toEqual(["1"]);
    expect(pick("source=google&campaign=summer")).toEqual([]);
    expect(pick("")).toEqual(["1", "2"]);
    expect(pick("status=bogus&form=bogus&from=yesterday")).toEqual(["1", "2"]);
  });

  it("shows hostile lead content as text, never markup", async () => {
    const hostile = {
      firstName: `<img src=x onerror=alert(1)>`,
      lastName: "\u202Egpj.exe",
      company: `javascript:alert(document.cookie)`,
      message: `<script>alert("x")</script>\u0007\u200B${"A".repeat(4900)}`,
    };
    await put(lead("20261120T100000000Z-cccccccccccc", { page: `javascript:alert(1)` }, hostile));
    const { cookie } = await signIn();
    const list = await call("/admin/leads?q=gpj", { cookie });
    const detail = await call("/admin/leads/lead/20261120T100000000Z-cccccccccccc", { cookie });
    for (const res of [list, detail]) {
      expect(res.text).not.toContain("<img src=x");
      expect(res.text).not.toContain("<script>alert");
      expect(res.text).not.toContain("\u202E");
      expect(res.text).not.toMatch(/href="javascript:/);
      expect(res.text).toContain("&lt;img src=x onerror=alert(1)&gt;");
      expect(res.text).toContain("⟨U+202E⟩gpj.exe");
    }
    expect(detail.text).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;⟨U+0007⟩⟨U+200B⟩");
    expect(detail.text).toContain("A".repeat(4900));
  });

  it("exports the current filter as formula-safe CSV", async () => {
    await put(lead("20261120T100000000Z-dddddddddddd", {}, { company: '=HYPERLINK("http://x")', message: "@SUM(1)" }));
    await put(lead("20261121T100000000Z-eeeeeeeeeeee", { form: "get-started" }, { company: "Other" }));
    const { cookie } = await signIn();
    const res = await call("/admin/leads/export.csv?form=contact", { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="leads-2026-11-23.csv"');
    const lines = res.text.trimEnd().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines[1]).toContain(`"'@SUM(1)"`);
    expect(lines[0]).toMatch(/"status","assignee"$/);
    expect(deskCsv([])).toBe(`${lines[0]}\r\n`);
  });
});

describe("attribution (issue 40: click ids)", () => {
  const CONTEXT = {
    landingPage: "/services/seo",
    referrer: "https://www.google.com/",
    utm: { source: "google", medium: "cpc", campaign: "T", term: "=seo", content: "ad-1" },
    clickIds: { gclid: "GCLIDT", fbclid: "-FB.1", msclkid: "MS_1" },
  };

  it("shows the click ids on the lead's page under Where it came from", async () => {
    await put(lead("20261120T100000000Z-c1c1c1c1c1c1", { context: CONTEXT }));
    await put(lead("20261120T110000000Z-c2c2c2c2c2c2", { context: { landingPage: "/" } }));
    const { cookie } = await signIn();
    const page = await call("/admin/leads/lead/20261120T100000000Z-c1c1c1c1c1c1", { cookie });
    const where = page.text.slice(page.text.indexOf("Where it came from"), page.text.indexOf("<h2>Notifications"));
    expect(where).toContain("Click ids (ads)");
    expect(where).toContain("gclid: GCLIDT");
    expect(where).toContain("fbclid: -FB.1");
    expect(where).toContain("msclkid: MS_1");
    const none = await call("/admin/leads/lead/20261120T110000000Z-c2c2c2c2c2c2", { cookie });
    expect(none.text).toMatch(/Click ids \(ads\)<\/dt>\s*<dd>\s*none\s*<\/dd>/);
  });

  it("exports landing page, referrer, UTM fields and click ids as formula-safe CSV columns", async () => {
    await put(lead("20261120T100000000Z-c1c1c1c1c1c1", { context: CONTEXT }));
    const { cookie } = await signIn();
    const res = await call("/admin/leads/export.csv", { cookie });
    const [head, row] = res.text.trimEnd().split("\r\n") as [string, string];
    const cells = (line: string) => line.slice(1, -1).split('","');
    const byColumn = Object.fromEntries(cells(head).map((c, i) => [c, cells(row)[i]]));
    expect(byColumn).toMatchObject({
      landingPage: "/services/seo",
      referrer: "https://www.google.com/",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "T",
      utm_term: "'=seo",
      utm_content: "ad-1",
      gclid: "GCLIDT",
      fbclid: "'-FB.1",
      msclkid: "MS_1",
    });
    expect(head).toMatch(/"status","assignee"$/);
  });

  it("filters the list to leads with a click id, from the index and, for entries made before it kept them, the lead", async () => {
    await put(lead("20261120T100000000Z-c1c1c1c1c1c1", { context: CONTEXT }, { lastName: "Clicked" }));
    await put(lead("20261120T110000000Z-c2c2c2c2c2c2", { context: { landingPage: "/" } }, { lastName: "Organic" }));
    const old = lead(
      "20261120T120000000Z-c3c3c3c3c3c3",
      { context: { landingPage: "/", clickIds: { msclkid: "OLD" } } },
      { lastName: "Older" },
    );
    await put(old);
    // The entry of an index written before click ids were indexed: the field is absent.
    const month = (await blobs.store.get("index/2026-11", { type: "json" })) as {
      leads: Record<string, { clickIds?: string }>;
    };
    delete month.leads["20261120T120000000Z-c3c3c3c3c3c3"]!.clickIds;
    await blobs.store.setJSON("index/2026-11", month);
    dropIndexCache();
    const { cookie } = await signIn();
    const list = await call("/admin/leads?clickid=yes", { cookie });
    expect(list.text).toContain("2 leads");
    expect(list.text).toContain("Clicked");
    expect(list.text).toContain("Older");
    expect(list.text).not.toContain("Organic");
    expect(list.text).toMatch(/<input id="clickid" name="clickid" type="checkbox" value="yes"\s+checked/);
    expect((await call("/admin/leads", { cookie })).text).toContain("3 leads");
    const csv = await call("/admin/leads/export.csv?clickid=yes", { cookie });
    expect(csv.text.trimEnd().split("\r\n")).toHaveLength(3);
  });
});

describe("changes", () => {
  const ID = "20261120T100000000Z-ffffffffffff";
  const PATH = `/api/desk/leads/${ID}`;

  it("sets status, assignee and notes, recording who and when", async () => {
    await put(lead(ID));
    const { cookie, csrf } = await signIn();
    const res = await call(PATH, {
      body: { revision: 0, status: "contacted", assignee: OTHER, note: "Called, <b>sends brief</b>" },
      cookie,
      csrf,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: "Saved.", revision: 1, location: `/admin/leads/lead/${ID}` });
    const stored = (await blobs.store.get(`${LEAD_PREFIX}${ID}`, { type: "json" })) as DeskLead;
    expect(stored.desk).toEqual({
      revision: 1,
      status: "contacted",
      assignee: OTHER,
      notes: [{ at: clock.toISOString(), by: ADMIN, text: "Called, <b>sends brief</b>" }],
      history: [
        { at: clock.toISOString(), by: ADMIN, kind: "status", from: "new", to: "contacted" },
        { at: clock.toISOString(), by: ADMIN, kind: "assignee", from: null, to: OTHER },
        { at: clock.toISOString(), by: ADMIN, kind: "note" },
      ],
    });
    // The rest of the record is untouched.
    expect(stored.fields).toEqual(lead(ID).fields);
    expect(stored.notification).toEqual(lead(ID).notification);
    const page = await call(`/admin/leads/lead/${ID}`, { cookie });
    expect(page.text).toContain("status new → contacted by ada@atria.test");
    expect(page.text).toContain("Called, &lt;b&gt;sends brief&lt;/b&gt;");
    expect((await call(PATH, { body: { revision: 1, status: "contacted" }, cookie, csrf })).body.message).toBe(
      "Nothing to change.",
    );
  });

  it("answers 409 to a change based on an old revision, and keeps the other person's change", async () => {
    await put(lead(ID));
    const ada = await signIn(ADMIN);
    const grace = await signIn(OTHER);
    expect((await call(PATH, { body: { revision: 0, status: "qualified" }, ...ada })).status).toBe(200);
    const late = await call(PATH, { body: { revision: 0, status: "lost", note: "not for us" }, ...grace });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/^Someone else changed this lead since you opened it \(ada@atria.test/);
    const stored = (await blobs.store.get(`${LEAD_PREFIX}${ID}`, { type: "json" })) as DeskLead;
    expect(stored.desk?.status).toBe("qualified");
    expect(stored.desk?.notes).toEqual([]);
  });

  it("never loses a change when two land at once (conditional writes on the ETag)", async () => {
    await put(lead(ID));
    const results = await Promise.all(
      ["contacted", "qualified", "won", "lost"].map((status, i) =>
        changeLead(blobs.store, ID, { revision: 0, status: status as "won", note: `n${i}` }, { by: ADMIN, now: clock }),
      ),
    );
    const saved = results.filter((r) => r.outcome === "saved");
    expect(saved).toHaveLength(1);
    expect(results.filter((r) => r.outcome === "conflict")).toHaveLength(3);
    const stored = (await blobs.store.get(`${LEAD_PREFIX}${ID}`, { type: "json" })) as DeskLead;
    expect(stored.desk?.revision).toBe(1);
    expect(stored.desk?.notes).toHaveLength(1);
  });

  it("merges with a notification update that landed meanwhile instead of reporting a conflict", async () => {
    await put(lead(ID));
    const racing = racingStore(blobs.store, async (k) => {
      const current = (await blobs.store.get(k, { type: "json" })) as LeadRecord;
      await new Promise((r) => setTimeout(r, 5)); // a new mtime, so a new ETag on the local server
      await blobs.store.setJSON(k, { ...current, notification: { ...current.notification, attempts: 2 } });
    });
    const result = await changeLead(racing, ID, { revision: 0, status: "won" }, { by: ADMIN, now: clock });
    expect(result.outcome).toBe("saved");
    const stored = (await blobs.store.get(`${LEAD_PREFIX}${ID}`, { type: "json" })) as DeskLead;
    expect(stored.notification.attempts).toBe(2);
    expect(stored.desk?.status).toBe("won");
  });

  it("keeps a notification outcome that lands after a desk change (no e-mail is sent twice)", async () => {
    const pending = lead(ID);
    pending.notification = {
      state: "pending",
      attempts: 0,
      lastAttemptAt: null,
      nextAttemptAt: "2026-11-20T10:05:00.000Z",
      lastError: null,
      channels: { agency: "pending", visitor: "pending", webhook: "skipped" },
    };
    await put(pending);
    const racing = racingStore(blobs.store, async () => {
      await new Promise((r) => setTimeout(r, 5));
      await changeLead(blobs.store, ID, { revision: 0, status: "spam" }, { by: ADMIN, now: clock });
    });
    const sent: string[] = [];
    const result = await deliverNotifications(racing, `${LEAD_PREFIX}${ID}`, {
      config: {
        mailer: { send: async (m) => void sent.push(m.to) },
        notifyTo: "team@atria.test",
        mailFrom: "site@atria.test",
        webhookUrl: null,
      },
      now: () => clock,
    });
    expect(result?.state).toBe("sent");
    const stored = (await blobs.store.get(`${LEAD_PREFIX}${ID}`, { type: "json" })) as DeskLead;
    expect(stored.desk?.status).toBe("spam");
    expect(stored.notification).toMatchObject({ state: "sent", attempts: 1 });
    expect(sent).toHaveLength(2);
  });

  it("answers 404 to a signed-in person for a lead that does not exist", async () => {
    const { cookie, csrf } = await signIn();
    expect((await call(PATH, { body: { revision: 0, status: "won" }, cookie, csrf })).status).toBe(404);
    expect((await call(`/admin/leads/lead/${ID}`, { cookie })).status).toBe(404);
  });
});

/** The rows of the table captioned `caption` (starting with it), as cell texts. */
function tableRows(html: string, caption: string): string[][] {
  const tables = html.split("<table").slice(1);
  const table = tables.find((t) => /<caption>\s*([^<]*)/.exec(t)?.[1]?.trim().startsWith(caption));
  if (!table) throw new Error(`no table captioned ${caption}`);
  const body = table.slice(table.indexOf("<tbody>"), table.indexOf("</table>"));
  return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => cell[1]!.replace(/<[^>]+>/g, "").trim()),
  );
}

describe("reports", () => {
  const statsDeps = (now: Date): DeskDeps => ({ ...deps(), stats: () => blobs.open("stats"), now: () => now });

  it("need a session, like every desk page", async () => {
    for (const path of ["/admin/leads/weekly", "/admin/leads/stats?days=7"]) {
      const res = await call(path, { deps: statsDeps(clock) });
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/admin/leads");
      expect(res.text).toBe("");
    }
  });

  it("counts leads per week by source, campaign and landing page, over the last 8 weeks by default", async () => {
    const seo = { landingPage: "/services/seo", utm: { source: "google", campaign: "Winter" } };
    await put(lead("20261120T100000000Z-000000000001", { receivedAt: "2026-11-20T10:00:00.000Z", context: seo }));
    await put(lead("20261116T000000000Z-000000000002", { receivedAt: "2026-11-16T00:00:00.000Z", context: seo }));
    await put(
      lead("20261115T235959999Z-000000000003", {
        receivedAt: "2026-11-15T23:59:59.999Z",
        context: { landingPage: "/", referrer: "https://news.example/post" },
      }),
    );
    await put(
      lead("20261123T080000000Z-000000000004", {
        receivedAt: "2026-11-23T08:00:00.000Z",
        context: { landingPage: "/", utm: { source: "<b>bold</b>" } },
      }),
    );
    await put(lead("20261006T100000000Z-000000000005", { receivedAt: "2026-10-06T10:00:00.000Z" }));
    await put(lead("20261004T100000000Z-000000000006", { receivedAt: "2026-10-04T10:00:00.000Z" })); // before the range
    await put(lead("20260801T100000000Z-000000000007", { receivedAt: "2026-08-01T10:00:00.000Z" }));
    const { cookie } = await signIn();
    const res = await call("/admin/leads/weekly", { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(res.text).not.toMatch(/<style|<script>| style=/);
    expect(res.text).toContain("5 leads from 2026-10-05 to 2026-11-23.");
    expect(res.text).not.toContain("<b>bold</b>");
    expect(res.text).toContain(`<th scope="col"><time datetime="2026-10-05">2026-10-05</time></th>`);
    // Weeks of 10-05, 10-12, 10-19, 10-26, 11-02, 11-09, 11-16, 11-23, then the total.
    expect(tableRows(res.text, "Leads per week by source")).toEqual([
      ["google", "0", "0", "0", "0", "0", "0", "2", "0", "2"],
      ["&lt;b&gt;bold&lt;/b&gt;", "0", "0", "0", "0", "0", "0", "0", "1", "1"],
      ["direct", "1", "0", "0", "0", "0", "0", "0", "0", "1"],
      ["news.example", "0", "0", "0", "0", "0", "1", "0", "0", "1"],
      ["All leads", "1", "0", "0", "0", "0", "1", "2", "1", "5"],
    ]);
    expect(tableRows(res.text, "Leads per week by campaign")).toEqual([
      ["(none)", "1", "0", "0", "0", "0", "1", "0", "1", "3"],
      ["Winter", "0", "0", "0", "0", "0", "0", "2", "0", "2"],
      ["All leads", "1", "0", "0", "0", "0", "1", "2", "1", "5"],
    ]);
    expect(tableRows(res.text, "Leads per week by landing page")).toEqual([
      ["/", "0", "0", "0", "0", "0", "1", "0", "1", "2"],
      ["/services/seo", "0", "0", "0", "0", "0", "0", "2", "0", "2"],
      ["(not recorded)", "1", "0", "0", "0", "0", "0", "0", "0", "1"],
      ["All leads", "1", "0", "0", "0", "0", "1", "2", "1", "5"],
    ]);
    const chosen = await call("/admin/leads/weekly?from=2026-07-29&to=2026-08-02", { cookie });
    expect(chosen.text).toContain("1 lead from 2026-07-27 to 2026-08-02.");
    expect(tableRows(chosen.text, "Leads per week by source")).toEqual([
      ["direct", "1", "1"],
      ["All leads", "1", "1"],
    ]);
    const bogus = await call("/admin/leads/weekly?from=yesterday&to=2026-13-45", { cookie });
    expect(bogus.text).toContain("5 leads from 2026-10-05 to 2026-11-23.");
    // What was replaced is said, not silently changed (issue 40, item 3).
    expect(bogus.text).toContain("&quot;yesterday&quot; is not a date (YYYY-MM-DD): the weeks start 8 weeks back.");
    expect(bogus.text).toContain("&quot;2026-13-45&quot; is not a date (YYYY-MM-DD): the weeks end today.");
    expect(res.text).not.toContain('role="status"><p>');
  });

  it("refuses a range whose start is after its end, showing no other weeks (issue 40, item 3)", async () => {
    await put(lead("20261123T080000000Z-000000000001", { receivedAt: "2026-11-23T08:00:00.000Z" }));
    const { cookie } = await signIn();
    const res = await call("/admin/leads/weekly?from=2026-12-01&to=2026-01-01", { cookie });
    expect(res.status).toBe(400);
    expect(res.text).toContain(
      '<p role="alert">The start (2026-12-01) is after the end (2026-01-01), so no weeks are shown. Choose a start on or before the end.</p>',
    );
    expect(res.text).not.toContain("<table");
    expect(res.text).toContain('<input id="from" name="from" type="date" value="2026-12-01" />');
    // Within one week, a start after the end is refused too (its Monday would come before the end).
    expect((await call("/admin/leads/weekly?from=2026-11-25&to=2026-11-24", { cookie })).status).toBe(400);
    // A range longer than 53 weeks keeps its end and says where it now starts.
    const long = await call("/admin/leads/weekly?from=2024-01-01&to=2026-11-23", { cookie });
    expect(long.status).toBe(200);
    expect(long.text).toContain("At most 53 weeks are shown at once: the weeks start 2025-11-24, not 2024-01-01.");
  });

  it("shows the measurement report with the numbers of npm run stats", async () => {
    const now = new Date();
    clock = now; // the session is made now too
    const counter = createCounter(() => blobs.open("stats"), "jest");
    const visit = { landingPage: "/services/seo", utm: { source: "google", campaign: "Winter" } };
    await counter.add(
      {
        views: ["/services/seo", "/contact"],
        visits: ["/services/seo"],
        sources: ["google"],
        campaigns: ["Winter"],
        referrers: [NONE],
      },
      now,
    );
    await counter.add(
      { views: ["/"], visits: ["/"], sources: [NONE], campaigns: [NONE], referrers: ["news.example"] },
      now,
    );
    await counter.add(leadIncrement("contact", visit), now);
    await counter.add(
      { views: ["/about"], visits: ["/about"], sources: [NONE], campaigns: [NONE], referrers: [NONE] },
      new Date(now.getTime() - 40 * 86_400_000),
    );
    const cli = spawnSync(
      process.execPath,
      [
        "--experimental-strip-types",
        "--disable-warning=ExperimentalWarning",
        "--disable-warning=MODULE_TYPELESS_PACKAGE_JSON",
        "scripts/stats.mjs",
        "--json",
        "--days",
        "30",
        "--sandbox",
        blobs.directory,
      ],
      { encoding: "utf8", env: { PATH: process.env.PATH ?? "" } },
    );
    expect(cli.stderr).toBe("");
    expect(cli.status).toBe(0);
    const report = JSON.parse(cli.stdout) as Report;
    expect(report.pages.map((r) => r.key)).toEqual(["/services/seo", "/", "/contact"]);

    const { cookie } = await signIn();
    const res = await call("/admin/leads/stats?days=30", { cookie, deps: statsDeps(now) });
    expect(res.status).toBe(200);
    const row = (r: ReportRow, views: boolean) => [
      r.key,
      ...(views ? [String(r.views)] : []),
      String(r.visits),
      String(r.leads),
      pct(r.rate),
    ];
    expect(tableRows(res.text, "Pages")).toEqual(report.pages.map((r) => row(r, true)));
    expect(tableRows(res.text, "Sources")).toEqual(report.sources.map((r) => row(r, false)));
    expect(tableRows(res.text, "Campaigns")).toEqual(report.campaigns.map((r) => row(r, false)));
    expect(tableRows(res.text, "Referring sites")).toEqual(report.referrers.map(([k, n]) => [k, String(n)]));
    expect(tableRows(res.text, "Leads per form")).toEqual(report.forms.map(([k, n]) => [k, String(n)]));
    expect(tableRows(res.text, "Pages")).toContainEqual(["/services/seo", "1", "1", "1", "100.0 %"]);
    const longer = await call("/admin/leads/stats?days=60", { cookie, deps: statsDeps(now) });
    expect(tableRows(longer.text, "Pages")).toContainEqual(["/about", "1", "1", "0", "0.0 %"]);
  });
});

describe("the inbox after changes (the index)", () => {
  it("shows a saved status and assignee at once, and filters by assignee", async () => {
    const ids = ["20261120T100000000Z-000000000a01", "20261121T100000000Z-000000000a02"];
    for (const id of ids) await put(lead(id));
    const { cookie, csrf } = await signIn();
    const saved = await call(`/api/desk/leads/${ids[0]}`, {
      body: { revision: 0, status: "qualified", assignee: OTHER },
      cookie,
      csrf,
    });
    expect(saved.status).toBe(200);
    const mine = await call(`/admin/leads?assignee=${encodeURIComponent("Grace@Atria.test")}`, { cookie });
    expect(mine.text).toContain("1 lead, newest first");
    expect(mine.text).toContain(`href="/admin/leads/lead/${ids[0]}"`);
    expect(mine.text).toContain(`<option value="${OTHER}"  selected>${OTHER}</option>`);
    const nobody = await call("/admin/leads?assignee=nobody", { cookie });
    expect(nobody.text).toContain("1 lead, newest first");
    expect(nobody.text).toContain(`href="/admin/leads/lead/${ids[1]}"`);
    expect((await call("/admin/leads?status=qualified", { cookie })).text).toContain("1 lead, newest first");
    expect((await call("/admin/leads", { cookie })).text).toContain("2 leads, newest first");
    expect(parseFilter(new URLSearchParams("assignee=Grace@Atria.test")).assignee).toBe(OTHER);
  });

  it("answers 404 for a listed lead whose blob is gone, and takes it out of the list", async () => {
    const id = "20261120T100000000Z-000000000b01";
    await put(lead(id));
    await blobs.store.delete(`${LEAD_PREFIX}${id}`);
    const { cookie } = await signIn();
    expect((await call("/admin/leads", { cookie })).text).toContain("1 lead, newest first");
    expect((await call(`/admin/leads/lead/${id}`, { cookie })).status).toBe(404);
    expect((await call("/admin/leads", { cookie })).text).toContain("0 leads, newest first");
    const csv = await call("/admin/leads/export.csv", { cookie });
    expect(csv.text.trimEnd().split("\r\n")).toHaveLength(1);
  });
});

describe("privacy requests", () => {
  const ID = "20261120T100000000Z-aaaaaaaaaaaa";
  const SECOND = "20261121T100000000Z-bbbbbbbbbbbb";
  const STRANGER = "20261122T100000000Z-cccccccccccc";
  const FORGET = `/api/desk/leads/${ID}/forget`;

  beforeEach(async () => {
    await empty(blobs.store, [AUDIT_PREFIX, DEDUPE_PREFIX, PENDING_PREFIX]);
    await put(
      lead(ID, {
        desk: {
          revision: 1,
          status: "contacted",
          assignee: null,
          notes: [{ at: "x", by: ADMIN, text: "Called her." }],
          history: [],
        },
      }),
    );
    await put(lead(SECOND, {}, { email: " GRACE@Navy.example ", message: "Second message" }));
    await put(lead(STRANGER, {}, { firstName: "Alan", email: "alan@bletchley.example" }));
    await blobs.store.setJSON(pendingKeyFor(`${LEAD_PREFIX}${SECOND}`), { at: "2026-11-21T10:00:00.000Z" });
    await blobs.store.setJSON(pendingKeyFor(`${LEAD_PREFIX}${STRANGER}`), { at: "2026-11-22T10:00:00.000Z" });
    await blobs.store.setJSON(dedupeKey("contact", "grace@navy.example", "Please audit our SEO."), { at: "x" });
    await blobs.store.setJSON(dedupeKey("contact", "alan@bletchley.example", "Please audit our SEO."), { at: "x" });
  });

  const leadKeys = async () => (await blobs.store.list({ prefix: LEAD_PREFIX })).blobs.map((b) => b.key).sort();

  it("needs a session and the CSRF token, and deletes nothing without them", async () => {
    expect((await call(FORGET, { body: { email: "grace@navy.example" } })).status).toBe(401);
    const download = await call(`/admin/leads/lead/${ID}/privacy.json`);
    expect(download.status).toBe(401);
    expect(download.text).not.toContain("grace");
    const { cookie, csrf } = await signIn();
    expect((await call(FORGET, { body: { email: "grace@navy.example" }, cookie })).status).toBe(403);
    const cross = await call(FORGET, {
      body: { email: "grace@navy.example" },
      cookie,
      csrf,
      origin: "https://evil.test",
    });
    expect(cross.status).toBe(403);
    expect(await leadKeys()).toHaveLength(3);
  });

  it("refuses bad bodies and a wrong address with 4xx JSON, deleting nothing", async () => {
    const { cookie, csrf } = await signIn();
    const cases: [CallOptions, number][] = [
      [{ body: {} }, 400],
      [{ body: { email: "grace@navy.example", confirm: true } }, 400],
      [{ body: { email: ["grace@navy.example"] } }, 400],
      [{ body: { email: "x".repeat(255) } }, 400],
      [{ body: { email: "alan@bletchley.example" } }, 400],
      [{ body: { email: "" } }, 400],
      [{ raw: "{" }, 400],
      [{ body: { email: "grace@navy.example" }, contentType: "text/plain" }, 415],
      [{ raw: JSON.stringify({ email: "a".repeat(9000) }) }, 413],
    ];
    for (const [o, status] of cases) {
      const res = await call(FORGET, { ...o, cookie, csrf });
      expect([JSON.stringify(o).slice(0, 60), res.status]).toEqual([JSON.stringify(o).slice(0, 60), status]);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(typeof res.body.message).toBe("string");
    }
    expect((await call(FORGET, { body: { email: "alan@bletchley.example" }, cookie, csrf })).body.message).toMatch(
      /not this lead's address\. Nothing was deleted/,
    );
    expect(await leadKeys()).toHaveLength(3);
    expect((await blobs.store.list({ prefix: AUDIT_PREFIX })).blobs).toEqual([]);
    const missing = await call("/api/desk/leads/20261120T100000000Z-000000000000/forget", {
      body: { email: "grace@navy.example" },
      cookie,
      csrf,
    });
    expect(missing.status).toBe(404);
  });

  it("shows the section, exports everything about the address and deletes it on the typed address", async () => {
    const { cookie, csrf } = await signIn();
    const page = await call(`/admin/leads/lead/${ID}`, { cookie });
    expect(page.text).toContain("Privacy request");
    expect(page.text).toContain(`href="/admin/leads/lead/${ID}/privacy.json"`);
    expect(page.text).toContain(`data-api="/api/desk/leads/${ID}/forget"`);
    expect(page.text).toContain("sent 2 leads");

    const download = await call(`/admin/leads/lead/${ID}/privacy.json`, { cookie });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toBe('attachment; filename="privacy-export-2026-11-23.json"');
    expect(download.headers.get("cache-control")).toBe("no-store");
    const data = download.body as { email: string; leads: DeskLead[]; pending: { key: string }[]; dedupe: unknown[] };
    expect(data.email).toBe("grace@navy.example");
    expect(data.leads.map((l) => l.key)).toEqual([`${LEAD_PREFIX}${ID}`, `${LEAD_PREFIX}${SECOND}`]);
    expect(data.leads[0]!.desk!.notes[0]!.text).toBe("Called her.");
    expect(data.pending.map((p) => p.key)).toEqual([pendingKeyFor(`${LEAD_PREFIX}${SECOND}`)]);
    expect(data.dedupe).toHaveLength(1);
    expect(download.text).not.toContain("alan");

    const res = await call(FORGET, { body: { email: "  Grace@NAVY.example " }, cookie, csrf });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 2, location: "/admin/leads" });
    expect(await leadKeys()).toEqual([`${LEAD_PREFIX}${STRANGER}`]);
    expect((await blobs.store.list({ prefix: PENDING_PREFIX })).blobs.map((b) => b.key)).toEqual([
      pendingKeyFor(`${LEAD_PREFIX}${STRANGER}`),
    ]);
    expect((await blobs.store.list({ prefix: DEDUPE_PREFIX })).blobs.map((b) => b.key)).toEqual([
      dedupeKey("contact", "alan@bletchley.example", "Please audit our SEO."),
    ]);
    const audit = await readAudit(blobs.store);
    expect(audit).toEqual([
      { version: 1, at: clock.toISOString(), by: ADMIN, reason: "request", count: 2, leads: [ID, SECOND] },
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/grace@navy|Hopper|Navy/);
    expect(logs.join("\n")).not.toContain("grace@navy");

    expect((await call(`/admin/leads/lead/${ID}`, { cookie })).status).toBe(404);
    expect((await call(`/admin/leads/lead/${ID}/privacy.json`, { cookie })).status).toBe(404);
    expect((await call(FORGET, { body: { email: "grace@navy.example" }, cookie, csrf })).status).toBe(404);
    const inbox = await call("/admin/leads", { cookie });
    expect(inbox.text).not.toContain("grace@navy.example");
    expect(inbox.text).toContain("alan@bletchley.example");
  });
});
