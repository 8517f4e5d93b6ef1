/**
 * POST and GET /api/book against a real Blobs server and SMTP server on loopback (the content's
 * rules: content/booking.json; the clock pinned). Instants worked out by hand: New York is UTC-5
 * until 2027-03-14 02:00 and UTC-4 after; Kolkata is UTC+5:30 all year.
 */
import booking from "../../../content/booking.json";
import {
  BOOK_ENDPOINT,
  SLOT_TAKEN_MESSAGE,
  SLOT_UNAVAILABLE_MESSAGE,
  type OfferedSlot,
} from "../../../src/contracts/book";
import { RATE_LIMITED_PATH } from "../../../src/contracts/answers";
import { config as bookConfig } from "../../functions/book";
import type { BlobStore } from "../shared/blobs";
import { startBlobs, startSmtp, type BlobsFixture, type SmtpFixture } from "../shared/servers.test-support";
import { BOOKED_MESSAGE, STORE_FAILURE_MESSAGE, createBookHandler, type BookDeps } from "./handler";
import type { BookingRecord } from "./record";
import { BOOKING_PREFIX, BUSY_PREFIX, HOLD_PREFIX, STORE_NAME } from "./store";

jest.setTimeout(60_000);

let blobs: BlobsFixture;
let smtp: SmtpFixture;
let store: BlobStore;
let clock: Date;
const logs: unknown[][] = [];

beforeAll(async () => {
  blobs = await startBlobs();
  store = blobs.open(STORE_NAME);
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.stop();
  await blobs.stop();
});
beforeEach(async () => {
  for (const prefix of [BOOKING_PREFIX, HOLD_PREFIX, BUSY_PREFIX, "dedupe/"]) {
    const { blobs: list } = await store.list({ prefix });
    await Promise.all(list.map(({ key }) => store.delete(key)));
  }
  // Wednesday 2027-03-10, 07:00 in New York.
  clock = new Date("2027-03-10T12:00:00.000Z");
  logs.length = 0;
  smtp.mails.length = 0;
});

const env = () => ({
  LEADS_IP_SALT: "pepper",
  SMTP_URL: smtp.url,
  MAIL_FROM: "site@agency.test",
  BOOKINGS_SECRET: "b".repeat(40),
});
const deps = (extra: Partial<BookDeps> = {}): BookDeps => ({
  store: () => store,
  now: () => clock,
  env: env(),
  log: (...a) => logs.push(a),
  ...extra,
});

// Friday 2027-03-12 10:00 in New York (EST): both discovery hosts (Maya: Mon/Wed/Fri 10-16; Priya: the agency's hours) are free.
const FRIDAY_10 = "2027-03-12T15:00:00Z";
const BODY = {
  kind: "discovery-call",
  start: FRIDAY_10,
  timeZone: "Asia/Kolkata",
  name: "Ananya Iyer",
  email: "Ananya@Example.com",
  company: "Iyer Textiles",
  phone: "",
  service: "seo",
  budget: "1k-3k",
  consent: "true",
  context: {
    landingPage: "/services",
    utm: { source: "google", campaign: "spring-audit" },
    clickIds: { gclid: "abc123" },
  },
};

interface Answer {
  success: boolean;
  message: string;
  alternatives?: OfferedSlot[];
  booking?: { host: string; start: string; end: string };
  slots?: OfferedSlot[];
}

async function post(body: unknown = BODY, headers: Record<string, string> = {}, d = deps()) {
  const res = await createBookHandler(d)(
    new Request(`http://localhost${BOOK_ENDPOINT}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Referer: "http://localhost/book/discovery-call", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
    { ip: "203.0.113.9" },
  );
  return { status: res.status, body: (await res.json()) as Answer };
}
async function get(kind: string) {
  const res = await createBookHandler(deps())(new Request(`http://localhost${BOOK_ENDPOINT}?kind=${kind}`), {
    ip: "203.0.113.9",
  });
  return { status: res.status, body: (await res.json()) as Answer };
}
async function records(): Promise<BookingRecord[]> {
  const { blobs: list } = await store.list({ prefix: BOOKING_PREFIX });
  return Promise.all(list.map(({ key }) => store.get(key, { type: "json" }) as Promise<BookingRecord>));
}
/** A mail's raw text with folded lines joined and its base64 / quoted-printable parts decoded. */
function decoded(raw: string): string {
  const parts = raw.split(/\r?\n--/);
  return parts
    .map((part) => {
      if (/Content-Transfer-Encoding: base64/i.test(part)) {
        const body = part
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join("");
        return part + "\n" + Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
      }
      return part
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    })
    .join("\n");
}
const unfoldIcs = (s: string) => s.replace(/\r?\n[ \t]/g, "");

describe("the function's config", () => {
  it("is a literal path equal to the contract's, with the lead endpoints' per-IP limit", () => {
    expect(bookConfig.path).toBe(BOOK_ENDPOINT);
    expect(bookConfig.rateLimit).toEqual({
      action: "rewrite",
      to: RATE_LIMITED_PATH,
      windowLimit: 10,
      windowSize: 60,
      aggregateBy: ["ip", "domain"],
    });
  });
});

describe("GET /api/book", () => {
  it("lists the free times of a kind from now: past the notice, one per start whatever the host", async () => {
    const { status, body } = await get("discovery-call");
    expect(status).toBe(200);
    const starts = body.slots!.map((s) => s.start);
    // Notice: 12 hours from 12:00Z. Thursday 11th: Priya only, from 09:00 EST = 14:00Z.
    expect(starts[0]).toBe("2027-03-11T09:00:00-05:00");
    expect(new Set(starts).size).toBe(starts.length);
    expect(starts).toContain("2027-03-12T10:00:00-05:00");
  });
  it("answers 404 for a made-up kind", async () => {
    expect((await get("coffee-chat")).status).toBe(404);
  });
});

describe("POST /api/book", () => {
  it("books the first free host, stores a lead of the form booking with its attribution, and mails both with an invitation", async () => {
    const { status, body } = await post();
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: BOOKED_MESSAGE, booking: { host: "maya-torres" } });
    const [record] = await records();
    expect(record).toMatchObject({
      form: "booking",
      kind: "discovery-call",
      host: "maya-torres",
      start: "2027-03-12T10:00:00-05:00",
      end: "2027-03-12T10:30:00-05:00",
      visitorTimeZone: "Asia/Kolkata",
      status: "booked",
      fields: { name: "Ananya Iyer", email: "ananya@example.com", service: "seo", budget: "1k-3k" },
      page: "http://localhost/book/discovery-call",
      context: BODY.context,
      campaign: "spring-audit",
      notification: { visitor: "sent", host: "sent", lastError: null },
    });
    expect(smtp.mails.map((m) => m.to)).toEqual([["ananya@example.com"], ["maya@atriadigital.example"]]);
    const visitor = decoded(smtp.mails[0]!.raw);
    // 15:00Z in Kolkata is 20:30; in New York 10:00 EST.
    expect(visitor).toContain("Friday, March 12, 2027 at 8:30 PM GMT+5:30 (10:00 AM EST in New York)");
    expect(visitor).toMatch(/filename="?invitation\.ics"?/);
    const ics = unfoldIcs(visitor);
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain("DTSTART;TZID=America/New_York:20270312T100000");
    expect(ics).toContain("DTEND;TZID=America/New_York:20270312T103000");
    expect(ics).toMatch(/ATTENDEE;[^\n]*MAILTO:ananya@example\.com/i);
    expect(visitor).toMatch(/https:\/\/atriadigital\.example\/api\/book\/change\?t=reschedule\./);
    expect(visitor).toMatch(/https:\/\/atriadigital\.example\/api\/book\/change\?t=cancel\./);
    const host = decoded(smtp.mails[1]!.raw);
    expect(host).toContain("Company: Iyer Textiles");
    expect(host).toContain("Campaign: spring-audit");
    expect(unfoldIcs(host)).toContain("DTSTART;TZID=America/New_York:20270312T100000");
  });

  it("gives the next host the same time, then refuses with 409 and the nearest free times", async () => {
    expect((await post()).body.booking?.host).toBe("maya-torres");
    expect((await post({ ...BODY, email: "second@example.com" })).body.booking?.host).toBe("priya-raman");
    const third = await post({ ...BODY, email: "third@example.com" });
    expect(third.status).toBe(409);
    expect(third.body.message).toBe(SLOT_TAKEN_MESSAGE);
    expect(third.body.alternatives!.length).toBeGreaterThan(0);
    expect(third.body.alternatives!.map((s) => Date.parse(s.start))).not.toContain(Date.parse(FRIDAY_10));
    // 10:30 is inside both hosts' 15-minute buffer after the 10:00 call: taken as well.
    const halfPast = await post({ ...BODY, email: "fourth@example.com", start: "2027-03-12T15:30:00Z" });
    expect(halfPast.status).toBe(409);
    expect(await records()).toHaveLength(2);
  });

  it("race: 20 visitors at once on one time get one booking per host, the others 409 with alternatives", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post({ ...BODY, email: `racer${i}@example.com` })),
    );
    const won = answers.filter((a) => a.status === 200);
    const lost = answers.filter((a) => a.status === 409);
    expect(won.map((a) => a.body.booking?.host).sort()).toEqual(["maya-torres", "priya-raman"]);
    expect(lost).toHaveLength(18);
    for (const a of lost) expect(a.body.alternatives!.length).toBeGreaterThan(0);
    const stored = await records();
    expect(stored.map((r) => r.host).sort()).toEqual(["maya-torres", "priya-raman"]);
    // No hold is left behind by a loser: only the two bookings' cells and entries.
    const { blobs: holds } = await store.list({ prefix: HOLD_PREFIX });
    expect(holds.map((b) => b.key).sort()).toEqual(
      stored.flatMap((r) => r.holds.filter((k) => k.startsWith(HOLD_PREFIX))).sort(),
    );
  });

  it("race on overlapping times of one host: a 45-minute review at 10:00 and a discovery call at 10:30 never both hold Priya", async () => {
    // Thursday 2027-03-11: discovery only with Priya (Maya works Mon/Wed/Fri); the review with Priya or James.
    const review = { ...BODY, kind: "website-audit-review", start: "2027-03-11T15:00:00Z", email: "a@example.com" };
    const call = { ...BODY, start: "2027-03-11T15:30:00Z", email: "b@example.com" };
    const answers = await Promise.all([post(review), post(call), post(review), post(call)]);
    const stored = await records();
    const priya = stored.filter((r) => r.host === "priya-raman");
    expect(priya.length).toBeLessThanOrEqual(1);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(stored.length);
  });

  it("a repeat within ten minutes is stored once and lets go of what it held", async () => {
    await post();
    const again = await post();
    expect(again.status).toBe(200);
    expect(await records()).toHaveLength(1);
    // Priya's 10:00 is still free.
    expect((await post({ ...BODY, email: "other@example.com" })).body.booking?.host).toBe("priya-raman");
  });

  it("refuses a time in the past, too soon, off the grid, on a closed day or past the horizon with 422 and free times, booking nothing", async () => {
    for (const start of [
      "2027-03-09T15:00:00Z", // yesterday
      "2027-03-10T20:00:00Z", // today 15:00 in New York: within the 12 hours' notice
      "2027-03-12T15:10:00Z", // not a slot's start
      "2027-05-31T14:00:00Z", // Memorial Day
      "2027-04-30T14:00:00Z", // past the 30 days
      "2027-03-13T15:00:00Z", // a Saturday
    ]) {
      const { status, body } = await post({ ...BODY, start });
      expect([start, status, body.message]).toEqual([start, 422, SLOT_UNAVAILABLE_MESSAGE]);
      expect(body.alternatives!.length).toBeGreaterThan(0);
    }
    expect(await records()).toHaveLength(0);
    expect(smtp.mails).toHaveLength(0);
  });

  it("refuses bad bodies with a clear 4xx and keeps nothing", async () => {
    expect((await post(BODY, { "Content-Type": "text/plain" })).status).toBe(415);
    expect((await post("{not json")).status).toBe(400);
    expect((await post({ ...BODY, name: "x".repeat(20_000) })).status).toBe(413);
    const made = await post({
      ...BODY,
      kind: "coffee-chat",
      timeZone: "Mars/Olympus",
      service: "astrology",
      budget: "lots",
    });
    expect(made.status).toBe(400);
    expect(made.body.message).toMatch(/Kind of call/);
    expect(made.body.message).toMatch(/Your time zone/);
    expect(made.body.message).toMatch(/Service Interest/);
    expect(made.body.message).toMatch(/Budget/);
    const missing = await post({ kind: "discovery-call", start: "yesterday", timeZone: "Asia/Kolkata" });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/Time/);
    expect(missing.body.message).toMatch(/Consent/);
    // A host is the server's to pick: one named in the body is dropped, never obeyed.
    expect((await post({ ...BODY, host: "james-whitaker" })).body.booking?.host).toBe("maya-torres");
    expect((await post({ ...BODY, website: "spam" }, {}, deps())).status).toBe(200);
    expect(await records()).toHaveLength(1);
    const get405 = await createBookHandler(deps())(new Request(`http://localhost${BOOK_ENDPOINT}`, { method: "PUT" }), {
      ip: "203.0.113.9",
    });
    expect(get405.status).toBe(405);
  });

  it("answers 503 and leaves no hold when the record cannot be written", async () => {
    const failing: BlobStore = {
      ...store,
      get: store.get.bind(store),
      getWithMetadata: store.getWithMetadata.bind(store),
      list: store.list.bind(store),
      delete: store.delete.bind(store),
      setJSON: (key, value, options) =>
        key.startsWith(BOOKING_PREFIX) ? Promise.reject(new Error("disk full")) : store.setJSON(key, value, options),
    };
    const { status, body } = await post(BODY, {}, deps({ store: () => failing }));
    expect([status, body.message]).toEqual([503, STORE_FAILURE_MESSAGE]);
    expect((await store.list({ prefix: HOLD_PREFIX })).blobs).toHaveLength(0);
    expect((await store.list({ prefix: BUSY_PREFIX })).blobs).toHaveLength(0);
    expect((await post()).status).toBe(200);
  });

  it("uses the content's rules (the kinds the page offers)", () => {
    expect(booking.kinds.map((k) => k.slug)).toContain(BODY.kind);
  });
});
