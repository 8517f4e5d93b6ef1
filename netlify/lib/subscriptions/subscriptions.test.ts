import frame from "../../../content/frame.json";
import site from "../../../content/site.json";
import {
  CONFIRMED_PATH,
  PREFERENCES_ENDPOINT,
  PREFERENCES_LINK_DAYS,
  PREFERENCES_MAX_BYTES,
  PREFERENCES_PATH,
  SUBSCRIBE_ENDPOINT,
  SUBSCRIBE_SUCCESS_MESSAGE,
  UNSUBSCRIBE_ENDPOINT,
} from "../../../src/contracts/subscription";
import { RATE_LIMITED_PATH } from "../../../src/contracts/answers";
import { config as subscribeConfig } from "../../functions/subscribe";
import { config as confirmConfig } from "../../functions/subscription-confirm";
import { config as unsubscribeConfig } from "../../functions/subscription-unsubscribe";
import { config as preferencesConfig } from "../../functions/subscription-preferences";
import {
  closedPort,
  leadsCli,
  startBlobs,
  startSmtp,
  type BlobsFixture,
  type SmtpFixture,
} from "../shared/servers.test-support";
import type { BlobStore } from "../shared/blobs";
import { createSubscribeHandler, STORE_FAILURE_MESSAGE, type SubscribeDeps } from "./handler";
import { createConfirmHandler, createUnsubscribeHandler, LINK_MESSAGES, UNSUBSCRIBED_MESSAGE } from "./link-handlers";
import { confirmToken, linkSecret } from "./links";
import { createPreferencesHandler, PREFERENCES_MESSAGES } from "./preferences";
import { exportSubscriber, forgetSubscriber } from "./privacy";
import type { SubscriptionRecord } from "./record";
import { runSubscriptionRetention } from "./retention";
import { STORE_NAME, SUBSCRIPTION_PREFIX, SUPPRESSED_PREFIX, existingAddressId } from "./store";

let blobs: BlobsFixture;
let smtp: SmtpFixture;
let store: BlobStore;
let clock: Date;
const logs: unknown[][] = [];
const SECRET = "s".repeat(40);

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
  for (const prefix of [SUBSCRIPTION_PREFIX, SUPPRESSED_PREFIX, "dedupe/", "audit/"]) {
    const { blobs: list } = await store.list({ prefix });
    await Promise.all(list.map(({ key }) => store.delete(key)));
  }
  clock = new Date("2026-12-01T10:00:00.000Z");
  logs.length = 0;
  smtp.mails.length = 0;
});

const env = () => ({
  LEADS_IP_SALT: "pepper",
  SMTP_URL: smtp.url,
  MAIL_FROM: "site@agency.test",
  SUBSCRIPTIONS_SECRET: SECRET,
});
function deps(extra: Partial<SubscribeDeps> = {}): SubscribeDeps {
  return { store: () => store, now: () => clock, env: env(), log: (...a) => logs.push(a), ...extra };
}
const linkDeps = () => ({ store: () => store, now: () => clock, env: env() });

const BODY = { email: "Reader@Example.com", topics: ["articles"], consent: "true" };

async function subscribe(body: unknown = BODY, headers: Record<string, string> = {}, d = deps()) {
  const res = await createSubscribeHandler(d)(
    new Request(`http://localhost${SUBSCRIBE_ENDPOINT}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Referer: "http://localhost/blog/some-article", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
    { ip: "203.0.113.9" },
  );
  return { status: res.status, body: (await res.json()) as { success: boolean; message: string } };
}

async function records(): Promise<SubscriptionRecord[]> {
  const { blobs: list } = await store.list({ prefix: SUBSCRIPTION_PREFIX });
  return Promise.all(list.map(({ key }) => store.get(key, { type: "json" }) as Promise<SubscriptionRecord>));
}
/** The raw mail with folded headers joined and its quoted-printable text decoded. */
const unfold = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/\r?\n[ \t]+/g, " ")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
const linkIn = (raw: string, path: string) => {
  const m = new RegExp(`${site.siteUrl.replace(/\./g, "\\.")}${path}\\?t=([A-Za-z0-9._-]+)`).exec(unfold(raw));
  if (!m) throw new Error(`no ${path} link in the mail`);
  return m[1]!;
};
const confirm = (token: string, accept = "application/json") =>
  createConfirmHandler(linkDeps())(
    new Request(`http://localhost/api/subscriptions/confirm?t=${encodeURIComponent(token)}`, {
      headers: { Accept: accept },
    }),
  );
const unsubscribe = (token: string) =>
  createUnsubscribeHandler(linkDeps())(
    new Request(`http://localhost${UNSUBSCRIBE_ENDPOINT}?t=${encodeURIComponent(token)}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    }),
  );
const later = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000));

describe("POST /api/subscribe", () => {
  it("keeps a stranger's address only as a pending record and sends it one mail with the link, the footer and RFC 8058 headers", async () => {
    expect(await subscribe({ ...BODY, context: { landingPage: "/blog", utm: { campaign: "winter" } } })).toEqual({
      status: 200,
      body: { success: true, message: SUBSCRIBE_SUCCESS_MESSAGE },
    });
    const [record, ...more] = await records();
    expect(more).toEqual([]);
    expect(record).toMatchObject({
      email: "reader@example.com",
      topics: ["articles"],
      status: "pending",
      page: "http://localhost/blog/some-article",
      campaign: "winter",
      consent: { text: frame.subscribe.consent, confirmedAt: null },
      confirmation: { day: "2026-12-01", mailsToday: 1 },
      notification: { state: "sent" },
    });
    expect(record!.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(record!.consent.ipHash).toBe(record!.ipHash);
    expect(smtp.mails).toHaveLength(1);
    const raw = unfold(smtp.mails[0]!.raw);
    expect(smtp.mails[0]!.to).toEqual(["reader@example.com"]);
    expect(raw).toContain(`List-Unsubscribe: <${site.siteUrl}${UNSUBSCRIBE_ENDPOINT}?t=`);
    expect(raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(raw).toContain(site.address.street);
    expect(raw).toContain("You get this e-mail because");
    linkIn(raw, "/api/subscriptions/confirm");
  });

  it.each([
    ["CRLF in the address", { ...BODY, email: "a@example.com\r\nBcc: b@example.com" }, "Email Address"],
    ["an unknown topic", { ...BODY, topics: ["articles", "prices"] }, "Topics"],
    ["no consent", { ...BODY, consent: "false" }, "Consent"],
  ])("refuses %s with a 400 naming the field and keeps nothing", async (_what, body, label) => {
    const res = await subscribe(body);
    expect(res).toEqual({ status: 400, body: { success: false, message: `Please check these fields: ${label}.` } });
    expect(await records()).toEqual([]);
    expect(smtp.mails).toHaveLength(0);
  });

  it("takes the form as a browser without JavaScript posts it (urlencoded, topics repeated), and refuses it huge or bad", async () => {
    const form = "email=Form%40Example.com&topics=articles&topics=openings&consent=true&website=";
    const type = { "Content-Type": "application/x-www-form-urlencoded" };
    expect(await subscribe(form, type)).toEqual({
      status: 200,
      body: { success: true, message: SUBSCRIBE_SUCCESS_MESSAGE },
    });
    expect((await records())[0]).toMatchObject({
      email: "form@example.com",
      topics: ["articles", "openings"],
      status: "pending",
    });
    expect((await subscribe(`${form}${"x".repeat(5000)}`, type)).status).toBe(413);
    expect((await subscribe("email=a%0D%0Ab%40example.com&topics=articles&consent=true", type)).status).toBe(400);
    expect((await subscribe("email=c%40example.com&topics=prices&consent=true", type)).status).toBe(400);
    expect(await records()).toHaveLength(1);
  });

  it("refuses another method (405), another content type (415), a huge body (413) and a malformed one (400)", async () => {
    const handler = createSubscribeHandler(deps());
    const get = await handler(new Request(`http://localhost${SUBSCRIBE_ENDPOINT}`), { ip: "203.0.113.9" });
    expect(get.status).toBe(405);
    expect((await subscribe(BODY, { "Content-Type": "text/plain" })).status).toBe(415);
    expect((await subscribe({ ...BODY, pad: "x".repeat(5000) })).status).toBe(413);
    expect((await subscribe("{")).status).toBe(400);
    expect(await records()).toEqual([]);
  });

  it("tells a bot filling the honeypot all went well and keeps nothing", async () => {
    expect((await subscribe({ ...BODY, website: "spam" })).body.success).toBe(true);
    expect(await records()).toEqual([]);
  });

  it("mails one address at most three times a day, then answers the same and sends nothing", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await subscribe()).body.message).toBe(SUBSCRIBE_SUCCESS_MESSAGE);
      later(11); // past the ten-minute duplicate guard
    }
    expect(smtp.mails).toHaveLength(3);
    expect((await records())[0]!.confirmation.mailsToday).toBe(3);
    clock = new Date("2026-12-02T09:00:00.000Z");
    await subscribe();
    expect(smtp.mails).toHaveLength(4);
    // Every link mailed works until one is used: they share the nonce.
    expect(new Set(smtp.mails.map((m) => linkIn(m.raw, "/api/subscriptions/confirm").split(".")[2])).size).toBe(1);
  });

  it("changes nothing and mails nothing for a confirmed address asking again", async () => {
    await subscribe();
    expect((await confirm(linkIn(smtp.mails[0]!.raw, "/api/subscriptions/confirm"))).status).toBe(303);
    const before = await records();
    later(30);
    expect((await subscribe({ ...BODY, topics: ["openings"] })).body.message).toBe(SUBSCRIBE_SUCCESS_MESSAGE);
    expect(await records()).toEqual(before);
    expect(smtp.mails).toHaveLength(1);
  });

  it("answers 503 and leaves nothing behind when the store refuses the write", async () => {
    const failing = { ...store, setJSON: () => Promise.reject(new Error("down")) } as unknown as BlobStore;
    const broken: BlobStore = {
      get: (k, o) => store.get(k, o),
      getWithMetadata: (k, o) => store.getWithMetadata(k, o),
      list: (o) => store.list(o),
      delete: (k) => store.delete(k),
      setJSON: (k, v, o) => (k.startsWith(SUBSCRIPTION_PREFIX) ? failing.setJSON(k, v, o) : store.setJSON(k, v, o)),
    };
    const res = await subscribe(BODY, {}, deps({ store: () => broken }));
    expect(res).toEqual({ status: 503, body: { success: false, message: STORE_FAILURE_MESSAGE } });
    expect(await records()).toEqual([]);
    expect((await store.list({ prefix: "dedupe/" })).blobs).toEqual([]);
    expect(smtp.mails).toHaveLength(0);
  });

  it("records a failed mail on the record when the mail server is down", async () => {
    const port = await closedPort();
    await subscribe(BODY, {}, deps({ env: { ...env(), SMTP_URL: `smtp://127.0.0.1:${port}` } }));
    expect((await records())[0]!.notification.state).toBe("failed");
  });

  it("is configured at the contract's path behind the platform's rate limit, rewritten to the JSON 429", () => {
    expect(subscribeConfig.path).toBe(SUBSCRIBE_ENDPOINT);
    expect(subscribeConfig.rateLimit).toMatchObject({ action: "rewrite", to: RATE_LIMITED_PATH });
    expect(confirmConfig.path).toBe("/api/subscriptions/confirm");
    expect(unsubscribeConfig.path).toBe(UNSUBSCRIBE_ENDPOINT);
  });
});

describe("the confirmation link", () => {
  it("confirms once and redirects to the thank-you path; used again it changes nothing", async () => {
    await subscribe();
    const token = linkIn(smtp.mails[0]!.raw, "/api/subscriptions/confirm");
    const res = await confirm(token);
    expect(res.status).toBe(303);
    // The preferences page, which says so, with the reader's own preferences link.
    const location = res.headers.get("location")!;
    expect(location.startsWith(`${CONFIRMED_PATH}&token=p.`)).toBe(true);
    const [record] = await records();
    expect(record).toMatchObject({ status: "confirmed", consent: { confirmedAt: clock.toISOString() } });
    expect(record!.confirmation.nonce).toBeNull();
    const again = await confirm(token);
    expect(again.status).toBe(410);
    expect(await again.json()).toEqual({ success: false, message: LINK_MESSAGES.used });
    expect(await records()).toEqual([record]);
  });

  it("refuses a forged link (400, a page for a browser) and changes nothing", async () => {
    await subscribe();
    const token = linkIn(smtp.mails[0]!.raw, "/api/subscriptions/confirm");
    const [id, nonce] = token.split(".").slice(1, 3) as [string, string];
    const forged = confirmToken(
      "another secret of forty characters......",
      id,
      nonce,
      new Date("2026-12-08T00:00:00Z"),
    );
    const res = await confirm(forged, "text/html");
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await res.text()).toContain(LINK_MESSAGES.forged);
    expect((await confirm("c.nonsense")).status).toBe(400);
    expect((await records())[0]!.status).toBe("pending");
  });

  it("refuses an expired link (410) after seven days and changes nothing", async () => {
    await subscribe();
    const token = linkIn(smtp.mails[0]!.raw, "/api/subscriptions/confirm");
    clock = new Date("2026-12-08T10:00:00.000Z");
    const res = await confirm(token);
    expect(res.status).toBe(410);
    expect(await res.json()).toEqual({ success: false, message: LINK_MESSAGES.expired });
    expect((await records())[0]!.status).toBe("pending");
  });
});

describe("one-click unsubscribe (RFC 8058)", () => {
  it("replaces the record by a hashed suppression entry at once; a replay is harmless; nothing resubscribes it", async () => {
    await subscribe();
    const confirmLink = linkIn(smtp.mails[0]!.raw, "/api/subscriptions/confirm");
    const leave = linkIn(smtp.mails[0]!.raw, UNSUBSCRIBE_ENDPOINT);
    const res = await unsubscribe(leave);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: UNSUBSCRIBED_MESSAGE });
    expect(await records()).toEqual([]);
    const { blobs: suppressed } = await store.list({ prefix: SUPPRESSED_PREFIX });
    expect(suppressed.map((b) => b.key)).toEqual([
      `${SUPPRESSED_PREFIX}${await existingAddressId(store, "reader@example.com")}`,
    ]);
    expect(JSON.stringify(await store.get(suppressed[0]!.key, { type: "json" }))).not.toContain("reader");
    expect((await unsubscribe(leave)).status).toBe(200);
    // The old confirmation link and a new sign-up: the same answers, no record, no mail.
    expect((await confirm(confirmLink)).status).toBe(410);
    later(30);
    expect((await subscribe()).body.message).toBe(SUBSCRIBE_SUCCESS_MESSAGE);
    expect(await records()).toEqual([]);
    expect(smtp.mails).toHaveLength(1);
  });

  it("refuses a forged token and a GET", async () => {
    expect((await unsubscribe("u.0.abc")).status).toBe(400);
    const get = await createUnsubscribeHandler(linkDeps())(new Request(`http://localhost${UNSUBSCRIBE_ENDPOINT}?t=x`));
    expect(get.status).toBe(405);
  });
});

describe("the links' secret", () => {
  it("is SUBSCRIPTIONS_SECRET when set, else the store's own, the same on every read", async () => {
    expect(await linkSecret({ SUBSCRIPTIONS_SECRET: SECRET }, store)).toBe(SECRET);
    const own = await linkSecret({}, store);
    expect(own).toMatch(/^[0-9a-f]{64}$/);
    expect(await linkSecret({}, store)).toBe(own);
  });
});

describe("a subscriber's data", () => {
  it("exports the record with its consent proof and deletes it with an audit entry", async () => {
    await subscribe();
    const exported = await exportSubscriber(store, " READER@example.com ");
    expect(exported.subscription).toMatchObject({
      email: "reader@example.com",
      consent: { text: frame.subscribe.consent },
    });
    expect(await forgetSubscriber(store, "reader@example.com", { by: "test", now: clock })).toEqual({ deleted: 1 });
    expect(await records()).toEqual([]);
    const { blobs: audit } = await store.list({ prefix: "audit/" });
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(await store.get(audit[0]!.key, { type: "json" }))).not.toContain("reader");
  });

  it("retention deletes pending sign-ups whose link expired, and keeps the confirmed", async () => {
    await subscribe();
    later(1);
    await subscribe({ ...BODY, email: "other@example.com" });
    await confirm(linkIn(smtp.mails[1]!.raw, "/api/subscriptions/confirm"));
    const lines: unknown[][] = [];
    await runSubscriptionRetention(store, { now: new Date("2026-12-08T09:00:00.000Z"), log: (...a) => lines.push(a) });
    expect(await records()).toHaveLength(2);
    const result = await runSubscriptionRetention(store, {
      now: new Date("2026-12-08T10:30:00.000Z"),
      log: (...a) => lines.push(a),
    });
    expect(result.retention.count).toBe(1);
    expect((await records()).map((r) => r.email)).toEqual(["other@example.com"]);
  });
});

describe("a person's data across every kind", () => {
  it("exports the subscription with its consent proof and deletes it when the subscriptions store is covered", async () => {
    const { exportEverything, forgetEverything } = await import("../people/person");
    const leads = blobs.open("leads") as unknown as Parameters<typeof exportEverything>[0]["leads"];
    await subscribe();
    const stores = { leads, applications: null, subscriptions: store };
    const exported = await exportEverything(stores, "reader@example.com", { now: clock });
    expect(exported.subscription?.subscription?.consent.text).toBe(frame.subscribe.consent);
    const deleted = await forgetEverything(stores, "reader@example.com", { by: "test", now: clock });
    expect(deleted.subscriptions).toEqual({ deleted: 1 });
    expect(await records()).toEqual([]);
    expect(
      (await exportEverything({ leads, applications: null }, "reader@example.com", { now: clock })).subscription,
    ).toBeNull();
  });
});

describe("a deploy preview's sign-ups", () => {
  it("go to the preview's own store and mail nobody", async () => {
    const { storeNameFor } = await import("../shared/request-context");
    const preview = blobs.open(storeNameFor(STORE_NAME, "deploy-preview"));
    const d = deps({ store: (context) => blobs.open(storeNameFor(STORE_NAME, context)) });
    const res = await createSubscribeHandler(d)(
      new Request(`http://localhost${SUBSCRIBE_ENDPOINT}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(BODY),
      }),
      { ip: "203.0.113.9", deploy: { context: "deploy-preview" } },
    );
    expect(res.status).toBe(200);
    expect(await records()).toEqual([]);
    const { blobs: kept } = await preview.list({ prefix: SUBSCRIPTION_PREFIX });
    expect(kept).toHaveLength(1);
    expect(await preview.get(kept[0]!.key, { type: "json" })).toMatchObject({
      status: "pending",
      notification: { state: "unconfigured" },
    });
    expect(smtp.mails).toHaveLength(0);
  });
});

describe("a mail scanner's HEAD on the confirmation link", () => {
  it("checks the token and uses nothing", async () => {
    await subscribe();
    const token = linkIn(smtp.mails[0]!.raw, "/api/subscriptions/confirm");
    const head = await createConfirmHandler(linkDeps())(
      new Request(`http://localhost/api/subscriptions/confirm?t=${token}`, { method: "HEAD" }),
    );
    expect(head.status).toBe(204);
    expect((await records())[0]!.status).toBe("pending");
    expect((await confirm(token)).status).toBe(303);
  });
});

describe("npm run leads -- export|delete --email", () => {
  it("covers the subscription: exported with its consent proof, then deleted", async () => {
    await subscribe();
    const exported = await leadsCli(blobs.directory, "export", "--email", "READER@example.com");
    expect(exported.code).toBe(0);
    const data = JSON.parse(exported.stdout) as { subscription: { subscription: SubscriptionRecord | null } };
    expect(data.subscription.subscription).toMatchObject({
      email: "reader@example.com",
      consent: { text: frame.subscribe.consent },
    });
    const deleted = await leadsCli(blobs.directory, "delete", "--email", "reader@example.com");
    expect(deleted.code).toBe(0);
    expect(deleted.stdout).toContain("deleted 1 subscription(s)");
    expect(await records()).toEqual([]);
  }, 60_000);
});

describe("the preferences link and its function", () => {
  const prefsIn = (raw: string) => {
    const m = new RegExp(`${site.siteUrl.replace(/\./g, "\\.")}${PREFERENCES_PATH}\\?token=([A-Za-z0-9._-]+)`).exec(
      unfold(raw),
    );
    if (!m) throw new Error("no preferences link in the mail");
    return m[1]!;
  };
  const read = async (token: string) => {
    const res = await createPreferencesHandler(linkDeps())(
      new Request(`http://localhost${PREFERENCES_ENDPOINT}?t=${encodeURIComponent(token)}`),
    );
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const change = async (body: unknown, headers: Record<string, string> = { "Content-Type": "application/json" }) => {
    const res = await createPreferencesHandler(linkDeps())(
      new Request(`http://localhost${PREFERENCES_ENDPOINT}`, {
        method: "POST",
        headers,
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
    );
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  async function confirmed(): Promise<string> {
    await subscribe();
    const mail = smtp.mails[0]!.raw;
    expect((await confirm(linkIn(mail, "/api/subscriptions/confirm"))).status).toBe(303);
    return prefsIn(mail);
  }

  it("is in the confirmation mail's footer with the postal address and why, and reads the subscription", async () => {
    await subscribe();
    const raw = unfold(smtp.mails[0]!.raw);
    expect(raw).toContain("Change your topics, pause or unsubscribe:");
    expect(raw).toContain(site.address.street);
    expect(raw).toContain("You get this e-mail because");
    const token = prefsIn(smtp.mails[0]!.raw);
    expect(await read(token)).toEqual({
      status: 200,
      body: {
        success: true,
        message: PREFERENCES_MESSAGES.read,
        email: "reader@example.com",
        status: "pending",
        topics: ["articles"],
      },
    });
  });

  it("the confirm link's redirect carries a working preferences token", async () => {
    await subscribe();
    const res = await confirm(linkIn(smtp.mails[0]!.raw, "/api/subscriptions/confirm"));
    const token = new URL(res.headers.get("location")!, "http://localhost").searchParams.get("token")!;
    expect((await read(token)).body).toMatchObject({ status: "confirmed" });
  });

  it("changes the topics, pauses and resumes; a replayed change sets what is set", async () => {
    const token = await confirmed();
    const both = { token, action: "topics", topics: ["openings", "articles"] };
    expect(await change(both)).toMatchObject({
      status: 200,
      body: { status: "confirmed", topics: ["openings", "articles"] },
    });
    expect(await change(both)).toMatchObject({ status: 200, body: { topics: ["openings", "articles"] } });
    expect((await records())[0]!.topics).toEqual(["openings", "articles"]);
    expect(await change({ token, action: "pause" })).toMatchObject({
      status: 200,
      body: { status: "paused", message: PREFERENCES_MESSAGES.pause },
    });
    expect((await records())[0]!.status).toBe("paused");
    expect(await change({ token, action: "resume" })).toMatchObject({ status: 200, body: { status: "confirmed" } });
    expect((await records())[0]!.status).toBe("confirmed");
  });

  it("does not pause a subscription that is not confirmed yet (409), and changes nothing", async () => {
    await subscribe();
    const before = await records();
    const token = prefsIn(smtp.mails[0]!.raw);
    expect(await change({ token, action: "pause" })).toEqual({
      status: 409,
      body: { success: false, message: PREFERENCES_MESSAGES.pending },
    });
    expect(await records()).toEqual(before);
  });

  it("unsubscribes from all: the record replaced by its suppression entry; a replay is the same 200; a new sign-up sends nothing", async () => {
    const token = await confirmed();
    expect(await change({ token, action: "unsubscribe" })).toMatchObject({
      status: 200,
      body: { success: true, status: "unsubscribed", email: null, topics: [] },
    });
    expect(await records()).toEqual([]);
    const { blobs: suppressed } = await store.list({ prefix: SUPPRESSED_PREFIX });
    expect(suppressed).toHaveLength(1);
    expect(await store.get(suppressed[0]!.key, { type: "json" })).toEqual({
      at: clock.toISOString(),
      via: "preferences",
    });
    expect(await change({ token, action: "unsubscribe" })).toMatchObject({
      status: 200,
      body: { status: "unsubscribed" },
    });
    expect(await read(token)).toMatchObject({ status: 200, body: { status: "unsubscribed", email: null } });
    expect(await change({ token, action: "topics", topics: ["articles"] })).toEqual({
      status: 410,
      body: { success: false, message: PREFERENCES_MESSAGES.unsubscribed },
    });
    smtp.mails.length = 0;
    later(20);
    await subscribe();
    expect(await records()).toEqual([]);
    expect(smtp.mails).toHaveLength(0);
  });

  it("refuses forged tokens (400) and expired ones (410), reading or changing, and changes nothing", async () => {
    const token = await confirmed();
    const before = await records();
    const [, id, expires, mac] = token.split(".") as [string, string, string, string];
    const confirmLike = linkIn(smtp.mails[0]!.raw, "/api/subscriptions/confirm");
    const forged = [
      `p.${id}.${Number(expires) + 86400}.${mac}`, // a later expiry, the old MAC
      `p.${id}.${expires}.${mac.slice(0, -2)}AA`,
      `p.${"0".repeat(64)}.${expires}.${mac}`,
      confirmLike, // another link's token is not a preferences token
      "",
      "p.<script>.1.x",
    ];
    for (const t of forged) {
      expect(await read(t)).toEqual({ status: 400, body: { success: false, message: PREFERENCES_MESSAGES.forged } });
      expect(await change({ token: t, action: "pause" })).toMatchObject({ status: 400, body: { success: false } });
    }
    later(PREFERENCES_LINK_DAYS * 24 * 60 + 1);
    expect(await read(token)).toEqual({ status: 410, body: { success: false, message: PREFERENCES_MESSAGES.expired } });
    expect(await change({ token, action: "unsubscribe" })).toEqual({
      status: 410,
      body: { success: false, message: PREFERENCES_MESSAGES.expired },
    });
    expect(await records()).toEqual(before);
  });

  it("refuses bad requests with a clear 4xx JSON answer and changes nothing", async () => {
    const token = await confirmed();
    const before = await records();
    const cases: [unknown, Record<string, string> | undefined, number][] = [
      ["token=x&action=pause", { "Content-Type": "application/x-www-form-urlencoded" }, 415],
      [
        JSON.stringify({ token, action: "topics", topics: ["articles"], pad: "x".repeat(PREFERENCES_MAX_BYTES) }),
        undefined,
        413,
      ],
      ["{not json", undefined, 400],
      [{ token, action: "delete-everything" }, undefined, 400],
      [{ token, action: "topics", topics: ["articles", "prices"] }, undefined, 400],
      [{ token, action: "topics", topics: ["articles\r\nBcc: x@example.com"] }, undefined, 400],
      [{ token, action: "topics", topics: ["<img src=x onerror=alert(1)>"] }, undefined, 400],
      [{ token, action: "topics", topics: [] }, undefined, 400],
      [{ token: `${token}\r\nX: y`, action: "pause" }, undefined, 400],
      [{ action: "pause" }, undefined, 400],
    ];
    for (const [body, headers, status] of cases) {
      const res = await change(body, headers);
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ success: false });
      expect(typeof res.body.message).toBe("string");
    }
    const put = await createPreferencesHandler(linkDeps())(
      new Request(`http://localhost${PREFERENCES_ENDPOINT}`, { method: "PUT" }),
    );
    expect(put.status).toBe(405);
    expect(await records()).toEqual(before);
  });

  it("is configured at the contract's path", () => {
    expect(preferencesConfig.path).toBe(PREFERENCES_ENDPOINT);
  });
});
