import { contactForm, getStartedForm } from "./forms";
import { createLeadHandler, STORE_FAILURE_MESSAGE, type FormDefinition, type LeadDeps } from "./handler";
import { MAX_BODY_BYTES } from "../shared/http";
import { agencyMail, backoffMs, notifyConfigFromEnv, retryPending, smtpMailer } from "./notify";
import { LEAD_PREFIX, PENDING_PREFIX, type LeadRecord, type LeadStore } from "./record";
import {
  closedPort,
  startBlobs,
  startSmtp,
  startWebhook,
  type BlobsFixture,
  type SmtpFixture,
} from "../shared/servers.test-support";
import getStarted, { config as getStartedConfig } from "../../functions/get-started";
import contact, { config as contactConfig } from "../../functions/contact";
import { config as retryConfig } from "../../functions/leads-retry";

let blobs: BlobsFixture;
let smtp: SmtpFixture;
let clock: Date;
let counter = 0;
const logs: unknown[][] = [];

beforeAll(async () => {
  blobs = await startBlobs();
  smtp = await startSmtp();
});

afterAll(async () => {
  await smtp.stop();
  await blobs.stop();
});

beforeEach(async () => {
  // Every test starts from an empty store and mailbox.
  for (const prefix of [LEAD_PREFIX, PENDING_PREFIX, "dedupe/"]) {
    const { blobs: list } = await blobs.store.list({ prefix });
    await Promise.all(list.map(({ key }) => blobs.store.delete(key)));
  }
  smtp.mails.length = 0;
  clock = new Date("2026-11-22T10:00:00.000Z");
  logs.length = 0;
});

function deps(extra: Partial<LeadDeps> = {}, env: Record<string, string> = {}): LeadDeps {
  return {
    store: () => blobs.store,
    now: () => clock,
    env: {
      SMTP_URL: smtp.url,
      LEADS_NOTIFY_TO: "team@agency.test",
      MAIL_FROM: "site@agency.test",
      LEADS_IP_SALT: "pepper",
      ...env,
    },
    log: (...a: unknown[]) => logs.push(a),
    ...extra,
  };
}

interface Sent {
  status: number;
  headers: Headers;
  body: { success: boolean; message: string };
}

async function send(
  form: FormDefinition,
  payload: unknown,
  options: { deps?: LeadDeps; init?: RequestInit; raw?: string | Uint8Array | ReadableStream } = {},
): Promise<Sent> {
  const handler = createLeadHandler(form, options.deps ?? deps());
  const pending: Promise<unknown>[] = [];
  const body = options.raw ?? JSON.stringify(payload);
  const req = new Request(`http://localhost/api/${form.id}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Referer: `http://localhost/${form.id === "contact" ? "contact" : ""}`,
      "User-Agent": "jest",
    },
    body,
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
    ...options.init,
  } as RequestInit);
  const res = await handler(req, { ip: "203.0.113.7", waitUntil: (p) => pending.push(p) });
  await Promise.all(pending);
  return { status: res.status, headers: res.headers, body: await res.json() };
}

function uniqueEmail(): string {
  counter += 1;
  return `visitor${counter}@example.com`;
}

function validGetStarted(over: Record<string, unknown> = {}) {
  return {
    name: "Ada Lovelace",
    email: uniqueEmail(),
    phone: "+1 916 555 0100",
    message: "We need a new website.",
    ...over,
  };
}

function validContact(over: Record<string, unknown> = {}) {
  return {
    firstName: "Grace",
    lastName: "Hopper",
    email: uniqueEmail(),
    phone: "",
    company: "Navy",
    service: "seo",
    message: "Please audit our SEO.",
    ...over,
  };
}

async function leads(store: LeadStore = blobs.store): Promise<LeadRecord[]> {
  const { blobs: list } = await store.list({ prefix: LEAD_PREFIX });
  const out: LeadRecord[] = [];
  for (const { key } of list) out.push((await store.get(key, { type: "json" })) as LeadRecord);
  return out;
}

function expectAnswerHeaders(res: Sent) {
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  expect(res.headers.get("cache-control")).toBe("no-store");
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  // Netlify's custom headers never reach function answers: the function sends its own.
  expect(res.headers.get("content-security-policy")).toMatch(/^default-src 'none'; frame-ancestors 'none'/);
  expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  expect(Object.keys(res.body).sort()).toEqual(["message", "success"]);
}

describe("function configuration", () => {
  it("serves the two paths with IP and domain rate limits, and retries every ten minutes", () => {
    expect(getStartedConfig.path).toBe("/api/get-started");
    expect(contactConfig.path).toBe("/api/contact");
    for (const c of [getStartedConfig, contactConfig]) {
      expect(c.rateLimit?.aggregateBy).toEqual(["ip", "domain"]);
      expect(c.method).toBeUndefined(); // other methods must reach the function to get 405
    }
    expect(retryConfig.schedule).toBe("*/10 * * * *");
    expect(typeof getStarted).toBe("function");
    expect(typeof contact).toBe("function");
  });
});

describe("successful submissions", () => {
  it("Get Started: stores the lead, mails the agency and the visitor, calls the webhook", async () => {
    const hook = await startWebhook();
    try {
      const payload = validGetStarted({ extra: "dropped" });
      const res = await send(getStartedForm, payload, { deps: deps({}, { LEADS_WEBHOOK_URL: hook.url }) });
      expect(res.status).toBe(200);
      expectAnswerHeaders(res);
      expect(res.body).toEqual({ success: true, message: "Thank you! We'll get back to you within 24 hours." });

      const [lead, ...rest] = await leads();
      expect(rest).toHaveLength(0);
      expect(lead!.key).toMatch(/^lead\/20261122T100000000Z-[0-9a-f]{12}$/);
      expect(lead!.form).toBe("get-started");
      expect(lead!.fields).toEqual({
        name: "Ada Lovelace",
        email: payload.email,
        phone: "+1 916 555 0100",
        message: "We need a new website.",
      });
      expect(lead!.receivedAt).toBe("2026-11-22T10:00:00.000Z");
      expect(lead!.page).toBe("http://localhost/");
      expect(lead!.userAgent).toBe("jest");
      expect(lead!.ipHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(lead)).not.toContain("203.0.113.7");
      expect(lead!.notification).toMatchObject({
        state: "sent",
        attempts: 1,
        channels: { agency: "sent", visitor: "sent", webhook: "sent" },
      });
      expect((await blobs.store.list({ prefix: PENDING_PREFIX })).blobs).toHaveLength(0);

      expect(smtp.mails).toHaveLength(2);
      const agency = smtp.mails.find((m) => m.to.includes("team@agency.test"))!;
      expect(agency.raw).toMatch(/^Subject: New Get Started request from Ada Lovelace/m);
      expect(agency.raw).toMatch(new RegExp(`^Reply-To: Ada Lovelace <${payload.email}>`, "m"));
      const visitor = smtp.mails.find((m) => m.to.includes(payload.email))!;
      expect(visitor.raw).toContain("24 hours");
      expect(visitor.raw).not.toContain("We need a new website");

      expect(hook.calls).toEqual([
        expect.objectContaining({ event: "lead.created", form: "get-started", key: lead!.key, fields: lead!.fields }),
      ]);
    } finally {
      await hook.stop();
    }
  });

  it("Contact: stores the seven fields, optional ones empty when left out", async () => {
    const payload = validContact();
    delete (payload as Record<string, unknown>).phone;
    const res = await send(contactForm, payload);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toMatch(/^Thank you for your message!/);
    const [lead] = await leads();
    expect(lead!.fields).toEqual({
      firstName: "Grace",
      lastName: "Hopper",
      email: payload.email,
      phone: "",
      company: "Navy",
      service: "seo",
      message: "Please audit our SEO.",
    });
    expect(lead!.page).toBe("http://localhost/contact");
    const agency = smtp.mails.find((m) => m.to.includes("team@agency.test"))!;
    expect(agency.raw).toMatch(/^Subject: New Contact request from Grace Hopper/m);
  });

  it("accepts emoji and other astral characters", async () => {
    const res = await send(getStartedForm, validGetStarted({ name: "Zoë 😀 Ng", message: "Hello 👨‍👩‍👧 𝒳 你好" }));
    expect(res.status).toBe(200);
    const [lead] = await leads();
    expect(lead!.fields.name).toBe("Zoë 😀 Ng");
    expect(lead!.fields.message).toBe("Hello 👨‍👩‍👧 𝒳 你好");
  });

  it("accepts a body that starts with a UTF-8 byte order mark and a charset parameter", async () => {
    const res = await send(getStartedForm, null, {
      raw: "\uFEFF" + JSON.stringify(validGetStarted()),
      init: { headers: { "Content-Type": "application/json; charset=utf-8" } },
    });
    expect(res.status).toBe(200);
    expect(await leads()).toHaveLength(1);
  });

  it("keeps a __proto__ key from reaching the lead or any prototype", async () => {
    const raw = JSON.stringify(validGetStarted()).replace(/^\{/, '{"__proto__":{"polluted":"yes"},');
    const res = await send(getStartedForm, null, { raw });
    expect(res.status).toBe(200);
    const [lead] = await leads();
    expect(Object.keys(lead!.fields).sort()).toEqual(["email", "message", "name", "phone"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("spam guards", () => {
  it("answers success to a filled honeypot and stores nothing", async () => {
    const res = await send(getStartedForm, validGetStarted({ website: "http://spam.example" }));
    expect(res.body).toEqual({ success: true, message: "Thank you! We'll get back to you within 24 hours." });
    expect(await leads()).toHaveLength(0);
    expect(smtp.mails).toHaveLength(0);
  });

  it("stores the same submission once within ten minutes, again after", async () => {
    const payload = validContact();
    expect((await send(contactForm, payload)).body.success).toBe(true);
    clock = new Date(clock.getTime() + 9 * 60 * 1000);
    expect((await send(contactForm, { ...payload, email: payload.email.toUpperCase() })).body.success).toBe(true);
    expect(await leads()).toHaveLength(1);
    expect((await send(contactForm, { ...payload, message: "Another question." })).body.success).toBe(true);
    expect(await leads()).toHaveLength(2);
    clock = new Date(clock.getTime() + 2 * 60 * 1000);
    expect((await send(contactForm, payload)).body.success).toBe(true);
    expect(await leads()).toHaveLength(3);
  });

  it("stores a burst of identical concurrent submissions once", async () => {
    const payload = validGetStarted();
    const results = await Promise.all(Array.from({ length: 8 }, () => send(getStartedForm, payload)));
    expect(results.every((r) => r.status === 200 && r.body.success)).toBe(true);
    expect(await leads()).toHaveLength(1);
  });
});

describe("request guards", () => {
  it.each(["GET", "PUT", "DELETE", "PATCH"])("%s answers 405 with Allow: POST", async (method) => {
    const handler = createLeadHandler(getStartedForm, deps());
    const res = await handler(new Request("http://localhost/api/get-started", { method }), { ip: "127.0.0.1" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toMatchObject({ success: false });
  });

  it.each([
    undefined,
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/jsonp",
  ])("content type %s answers 415", async (type) => {
    const headers: Record<string, string> = {};
    if (type) headers["Content-Type"] = type;
    const req = new Request("http://localhost/api/contact", { method: "POST", body: JSON.stringify(validContact()) });
    req.headers.delete("content-type");
    if (type) req.headers.set("content-type", type);
    const res = await createLeadHandler(contactForm, deps())(req, { ip: "127.0.0.1" });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ success: false });
  });

  it("answers 413 to a body over 32 KB with a Content-Length", async () => {
    const res = await send(contactForm, validContact({ message: "x".repeat(MAX_BODY_BYTES) }));
    expect(res.status).toBe(413);
    expectAnswerHeaders(res);
    expect(await leads()).toHaveLength(0);
  });

  it("answers 413 to a streamed body over 32 KB without a Content-Length, and stops reading", async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 1000) controller.close();
        else controller.enqueue(new TextEncoder().encode(" ".repeat(1024)));
      },
    });
    const res = await send(getStartedForm, null, { raw: stream });
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThan(40);
  });

  it.each([
    ["empty body", ""],
    ["only a BOM", "\uFEFF"],
    ["malformed JSON", '{"name": "Ada",'],
    ["null", "null"],
    ["an array", JSON.stringify([validGetStarted()])],
    ["a string", JSON.stringify("hello")],
    ["a number", "42"],
  ])("%s answers 400", async (_label, raw) => {
    const res = await send(getStartedForm, null, { raw });
    expect(res.status).toBe(400);
    expectAnswerHeaders(res);
    expect(res.body.success).toBe(false);
  });

  it("answers 400 to invalid UTF-8", async () => {
    const bytes = new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
    const res = await send(getStartedForm, null, { raw: bytes });
    expect(res.status).toBe(400);
  });
});

describe("field validation", () => {
  const SINGLE_LINE_GS = ["name", "email", "phone"] as const;
  const SINGLE_LINE_CONTACT = ["firstName", "lastName", "email", "phone", "company"] as const;
  const labelsGs = getStartedForm.labels;
  const labelsContact = contactForm.labels;

  async function rejects(form: FormDefinition, payload: Record<string, unknown>, fieldLabels: string[]) {
    const res = await send(form, payload);
    expect(res.status).toBe(400);
    expectAnswerHeaders(res);
    expect(res.body.success).toBe(false);
    for (const label of fieldLabels) expect(res.body.message).toContain(label);
    expect(await leads()).toHaveLength(0);
    return res;
  }

  it("names every missing required field", async () => {
    await rejects(getStartedForm, {}, Object.values(labelsGs));
    await rejects(contactForm, {}, ["First Name", "Last Name", "Email Address", "Message"]);
  });

  it("rejects wrong types instead of converting them", async () => {
    await rejects(getStartedForm, validGetStarted({ name: true }), ["Full Name"]);
    await rejects(getStartedForm, validGetStarted({ phone: 9165550100 }), ["Phone Number"]);
    await rejects(getStartedForm, validGetStarted({ message: ["a"] }), ["Message"]);
    await rejects(contactForm, validContact({ company: null }), ["Company Name"]);
    await rejects(contactForm, validContact({ service: { a: 1 } }), ["Service Interest"]);
  });

  it("rejects blank, over-long and malformed values", async () => {
    await rejects(getStartedForm, validGetStarted({ name: "   " }), ["Full Name"]);
    await rejects(getStartedForm, validGetStarted({ name: "a".repeat(101) }), ["Full Name"]);
    await rejects(getStartedForm, validGetStarted({ email: `${"a".repeat(250)}@x.com` }), ["Email Address"]);
    await rejects(getStartedForm, validGetStarted({ email: "not-an-email" }), ["Email Address"]);
    await rejects(getStartedForm, validGetStarted({ phone: "1".repeat(31) }), ["Phone Number"]);
    await rejects(getStartedForm, validGetStarted({ message: "m".repeat(5001) }), ["Message"]);
    await rejects(contactForm, validContact({ firstName: "f".repeat(101) }), ["First Name"]);
    await rejects(contactForm, validContact({ lastName: "l".repeat(101) }), ["Last Name"]);
    await rejects(contactForm, validContact({ company: "c".repeat(121) }), ["Company Name"]);
    await rejects(contactForm, validContact({ service: "hacking" }), ["Service Interest"]);
  });

  it("accepts values at their maximum lengths", async () => {
    const res = await send(
      contactForm,
      validContact({
        firstName: "f".repeat(100),
        company: "c".repeat(120),
        phone: "1".repeat(30),
        message: "m".repeat(5000),
      }),
    );
    expect(res.status).toBe(200);
  });

  it.each(SINGLE_LINE_GS)("Get Started %s rejects a header-injection attempt", async (field) => {
    const value = field === "email" ? "bob@example.com\r\nBcc: x@evil.tld" : "Bob\r\nBcc: x@evil.tld";
    await rejects(getStartedForm, validGetStarted({ [field]: value }), [labelsGs[field]!]);
  });

  it.each(SINGLE_LINE_CONTACT)("Contact %s rejects a header-injection attempt", async (field) => {
    const value = field === "email" ? "bob@example.com\r\nBcc: x@evil.tld" : "Bob\r\nBcc: x@evil.tld";
    await rejects(contactForm, validContact({ [field]: value }), [labelsContact[field]!]);
  });

  it.each([
    ["zero-width space", "Bo\u200Bb"],
    ["right-to-left override", "Bob\u202Egnp.exe"],
    ["lone high surrogate", "Bob\uD800"],
    ["lone low surrogate", "\uDC00Bob"],
    ["NUL", "Bob\u0000"],
    ["bare LF", "Bob\nBcc: x@evil.tld"],
    ["tab", "Bob\tSmith"],
  ])("single-line fields reject %s", async (_label, value) => {
    await rejects(getStartedForm, validGetStarted({ name: value }), ["Full Name"]);
    await rejects(contactForm, validContact({ company: value }), ["Company Name"]);
  });

  it.each([
    ["right-to-left override", "Hi\u202Eevil"],
    ["lone surrogate", "Hi\uD800"],
    ["NUL", "Hi\u0000"],
  ])("the message rejects %s", async (_label, value) => {
    await rejects(getStartedForm, validGetStarted({ message: value }), ["Message"]);
  });

  it("the message keeps line breaks", async () => {
    const res = await send(getStartedForm, validGetStarted({ message: "Line one\r\nLine two\n\tindented" }));
    expect(res.status).toBe(200);
  });

  it("never echoes input in its answers", async () => {
    const res = await send(getStartedForm, validGetStarted({ name: "<script>alert(1)</script>".repeat(10) }));
    expect(res.status).toBe(400);
    expect(res.body.message).not.toContain("<script>");
  });
});

describe("HTML in messages", () => {
  it("is escaped in the agency e-mail's HTML part and kept verbatim in its text part", async () => {
    const message = '<script>alert("x")</script> <img src=x onerror=alert(1)>';
    const res = await send(getStartedForm, validGetStarted({ name: "Eve <b>Bold</b>", message }));
    expect(res.status).toBe(200);
    const [lead] = await leads();
    const mail = agencyMail(
      lead!,
      notifyConfigFromEnv({ SMTP_URL: smtp.url }, () => ({ send: async () => {} })),
    );
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(mail.html).not.toMatch(/<script|<img|<b>/);
    expect(mail.text).toContain(message);
  });
});

describe("when things break", () => {
  it("a failing store answers success: false with the agency's e-mail, and nothing is mailed", async () => {
    const broken: LeadStore = {
      ...blobs.store,
      get: blobs.store.get.bind(blobs.store),
      getWithMetadata: blobs.store.getWithMetadata.bind(blobs.store),
      list: blobs.store.list.bind(blobs.store),
      delete: blobs.store.delete.bind(blobs.store),
      setJSON: async () => {
        throw new Error("blobs down");
      },
    };
    const res = await send(getStartedForm, validGetStarted(), { deps: deps({ store: () => broken }) });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ success: false, message: STORE_FAILURE_MESSAGE });
    expect(res.body.message).toContain("hello@atriadigital.example");
    expect(res.body.message).not.toContain("blobs down");
    expect(smtp.mails).toHaveLength(0);
  });

  it("with SMTP down the lead is kept, the visitor gets success, and the retry sends it later", async () => {
    const port = await closedPort();
    const env = { SMTP_URL: `smtp://127.0.0.1:${port}`, LEADS_NOTIFY_TO: "team@agency.test" };
    const res = await send(getStartedForm, validGetStarted(), { deps: deps({}, env) });
    expect(res.body.success).toBe(true);
    let [lead] = await leads();
    expect(lead!.notification).toMatchObject({ state: "pending", attempts: 1 });
    expect(lead!.notification.lastError).toMatch(/agency/);
    expect(lead!.notification.nextAttemptAt).toBe(new Date(clock.getTime() + backoffMs(1)).toISOString());
    expect((await blobs.store.list({ prefix: PENDING_PREFIX })).blobs).toHaveLength(1);

    // Too early: the retry leaves it alone.
    const config = notifyConfigFromEnv({ SMTP_URL: smtp.url, LEADS_NOTIFY_TO: "team@agency.test" });
    expect(await retryPending(blobs.store, { config, now: () => clock, log: () => {} })).toMatchObject({
      attempted: 0,
    });

    // The mail server is back and the back-off has passed.
    clock = new Date(clock.getTime() + backoffMs(1));
    expect(await retryPending(blobs.store, { config, now: () => clock })).toMatchObject({ attempted: 1, sent: 1 });
    [lead] = await leads();
    expect(lead!.notification).toMatchObject({ state: "sent", attempts: 2, lastError: null });
    expect(smtp.mails).toHaveLength(2);
    expect((await blobs.store.list({ prefix: PENDING_PREFIX })).blobs).toHaveLength(0);

    // Nothing is sent twice.
    clock = new Date(clock.getTime() + backoffMs(5));
    expect(await retryPending(blobs.store, { config, now: () => clock })).toMatchObject({ attempted: 0 });
    expect(smtp.mails).toHaveLength(2);
  });

  it("gives up after the attempt limit, keeping the lead", async () => {
    const port = await closedPort();
    const config = notifyConfigFromEnv({ SMTP_URL: `smtp://127.0.0.1:${port}` }, smtpMailer);
    await send(contactForm, validContact(), { deps: deps({}, { SMTP_URL: `smtp://127.0.0.1:${port}` }) });
    let result = { attempted: 1 };
    for (let i = 0; i < 10 && result.attempted; i++) {
      clock = new Date(clock.getTime() + backoffMs(6));
      result = await retryPending(blobs.store, { config, now: () => clock, log: () => {} });
    }
    const [lead] = await leads();
    expect(lead!.notification).toMatchObject({ state: "failed", attempts: 6, nextAttemptAt: null });
    expect((await blobs.store.list({ prefix: PENDING_PREFIX })).blobs).toHaveLength(0);
  });

  it("without SMTP the lead is stored and the log says how to configure mail", async () => {
    const res = await send(getStartedForm, validGetStarted(), { deps: deps({ env: {} }) });
    expect(res.body.success).toBe(true);
    const [lead] = await leads();
    expect(lead!.notification.state).toBe("unconfigured");
    expect((await blobs.store.list({ prefix: PENDING_PREFIX })).blobs).toHaveLength(0);
    expect(logs.flat().join(" ")).toMatch(/SMTP_URL.*LEADS_NOTIFY_TO.*MAIL_FROM/);
  });

  it("a failing webhook is retried on its own, without mailing again", async () => {
    const calls: string[] = [];
    let fail = true;
    const fakeFetch = (async (url: string) => {
      calls.push(url);
      return new Response(null, { status: fail ? 500 : 204 });
    }) as unknown as typeof fetch;
    const env = { LEADS_WEBHOOK_URL: "http://hooks.test/lead" };
    await send(getStartedForm, validGetStarted(), { deps: deps({ fetch: fakeFetch }, env) });
    let [lead] = await leads();
    expect(lead!.notification).toMatchObject({
      state: "pending",
      channels: { agency: "sent", visitor: "sent", webhook: "pending" },
    });
    fail = false;
    clock = new Date(clock.getTime() + backoffMs(1));
    const config = notifyConfigFromEnv({ SMTP_URL: smtp.url, ...env });
    await retryPending(blobs.store, { config, now: () => clock, fetch: fakeFetch });
    [lead] = await leads();
    expect(lead!.notification.state).toBe("sent");
    expect(calls).toHaveLength(2);
    expect(smtp.mails).toHaveLength(2);
  });
});
