/**
 * Routing of new leads beyond e-mail: Slack, HubSpot and the signed webhook, each against a fake
 * service on loopback, through the same outbox and retry as the e-mails.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import site from "../../../content/site.json";
import { contactForm, getStartedForm } from "./forms";
import { createLeadHandler, type FormDefinition, type LeadDeps } from "./handler";
import { hubspotContact, HUBSPOT_UPSERT_PATH } from "./hubspot";
import { backoffMs, MAX_ATTEMPTS, notifyConfigFromEnv, retryPending, type Env } from "./notify";
import { LEAD_PREFIX, PENDING_PREFIX, type LeadRecord } from "./record";
import { deskLeadUrl, escapeMrkdwn, slackMessage } from "./slack";
import {
  startBlobs,
  startFakeService,
  startSmtp,
  type BlobsFixture,
  type FakeServiceFixture,
  type SmtpFixture,
} from "../shared/servers.test-support";

let blobs: BlobsFixture;
let smtp: SmtpFixture;
let slack: FakeServiceFixture;
let hubspot: FakeServiceFixture;
let hook: FakeServiceFixture;
let clock: Date;
let counter = 0;
const logs: unknown[][] = [];
/** Every URL the code under test fetched: all must be on loopback. */
const fetched: string[] = [];

const loopbackOnly = (async (input: string | URL | Request, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  fetched.push(url.href);
  if (url.hostname !== "127.0.0.1") throw new Error(`test tried to reach ${url.host}`);
  return fetch(input, init);
}) as typeof fetch;

const SECRET = "whsec_test_0123456789";
const TOKEN = "pat-na1-00000000-test";

beforeAll(async () => {
  [blobs, smtp, slack, hubspot, hook] = await Promise.all([
    startBlobs(),
    startSmtp(),
    startFakeService(),
    startFakeService({ contentType: "application/json", body: '{"status":"COMPLETE","results":[]}' }),
    startFakeService({ status: 204, body: "" }),
  ]);
});

afterAll(async () => {
  await Promise.all([slack.stop(), hubspot.stop(), hook.stop(), smtp.stop()]);
  await blobs.stop();
});

beforeEach(async () => {
  for (const prefix of [LEAD_PREFIX, PENDING_PREFIX, "dedupe/"]) {
    const { blobs: list } = await blobs.store.list({ prefix });
    await Promise.all(list.map(({ key }) => blobs.store.delete(key)));
  }
  for (const service of [slack, hubspot, hook]) service.requests.length = 0;
  slack.reply.status = 200;
  hubspot.reply.status = 200;
  hook.reply.status = 204;
  smtp.mails.length = 0;
  clock = new Date("2026-11-22T10:00:00.000Z");
  logs.length = 0;
});

afterEach(() => {
  expect(fetched.filter((u) => new URL(u).hostname !== "127.0.0.1")).toEqual([]);
  fetched.length = 0;
});

function env(over: Env = {}): Env {
  return {
    SMTP_URL: smtp.url,
    LEADS_NOTIFY_TO: "team@agency.test",
    MAIL_FROM: "site@agency.test",
    LEADS_SLACK_WEBHOOK_URL: `${slack.origin}/services/T000/B000/XXXX`,
    HUBSPOT_TOKEN: TOKEN,
    HUBSPOT_API_URL: hubspot.origin,
    LEADS_WEBHOOK_URL: `${hook.origin}/leads`,
    LEADS_WEBHOOK_SECRET: SECRET,
    ...over,
  };
}

function deps(e: Env = env()): LeadDeps {
  return {
    store: () => blobs.store,
    now: () => clock,
    env: e,
    fetch: loopbackOnly,
    log: (...a: unknown[]) => logs.push(a),
  };
}

async function send(form: FormDefinition, payload: unknown, d: LeadDeps = deps()): Promise<number> {
  const pending: Promise<unknown>[] = [];
  const req = new Request(`http://localhost/api/${form.id}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(payload),
  });
  const res = await createLeadHandler(form, d)(req, { ip: "203.0.113.7", waitUntil: (p) => pending.push(p) });
  await Promise.all(pending);
  return res.status;
}

function contact(over: Record<string, unknown> = {}) {
  counter += 1;
  return {
    firstName: "Grace",
    lastName: "Hopper",
    email: `grace${counter}@navy.example`,
    phone: "",
    company: "Navy",
    service: "seo",
    message: "Secret project details: please audit our SEO.",
    context: { landingPage: "/services/seo", utm: { source: "newsletter", campaign: "spring-launch" } },
    ...over,
  };
}

function getStarted(over: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: "Ada King Lovelace",
    email: `ada${counter}@example.com`,
    phone: "+1 916 555 0100",
    message: "We need a new website.",
    ...over,
  };
}

async function onlyLead(): Promise<LeadRecord> {
  const { blobs: list } = await blobs.store.list({ prefix: LEAD_PREFIX });
  expect(list).toHaveLength(1);
  return (await blobs.store.get(list[0]!.key, { type: "json" })) as LeadRecord;
}

const retryConfig = (over: Env = {}) => notifyConfigFromEnv(env(over));
const retry = (over: Env = {}) =>
  retryPending(blobs.store, { config: retryConfig(over), now: () => clock, fetch: loopbackOnly, log: () => {} });

/** The verification snippet of docs/operations.md, run as documented. */
function documentedVerifier(): (
  rawBody: string,
  header: string,
  secret: string,
  tolerance?: number,
  nowMs?: number,
) => boolean {
  const doc = readFileSync(path.resolve(__dirname, "../../../docs/operations.md"), "utf8");
  const block = [...doc.matchAll(/```js\n([\s\S]*?)```/g)]
    .map((m) => m[1]!)
    .find((c) => c.includes("verifyAtriaSignature"));
  if (!block) throw new Error("docs/operations.md has no verifyAtriaSignature snippet");
  return new Function("require", `${block}\nreturn verifyAtriaSignature;`)(require);
}

describe("Slack", () => {
  it("posts who, company, form, campaign and a link to the lead on the desk, never the message", async () => {
    expect(await send(contactForm, contact())).toBe(200);
    const lead = await onlyLead();
    expect(slack.requests).toHaveLength(1);
    const req = slack.requests[0]!;
    expect(req.method).toBe("POST");
    expect(req.path).toBe("/services/T000/B000/XXXX");
    expect(req.headers["content-type"]).toBe("application/json");
    const body = JSON.parse(req.body) as { text: string; unfurl_links: boolean; unfurl_media: boolean };
    // The desk's page of the lead (netlify/lib/desk/pages.test.ts checks the desk serves this URL).
    const link = `${site.siteUrl}/admin/leads/lead/${lead.key.slice(LEAD_PREFIX.length)}`;
    expect(body).toEqual({
      text: [
        "New lead from the Contact form",
        "Name: Grace Hopper",
        "Company: Navy",
        "Form: Contact",
        "Campaign: spring-launch",
        `<${link}|Open the lead in the desk>`,
      ].join("\n"),
      unfurl_links: false,
      unfurl_media: false,
    });
    expect(req.body).not.toContain("Secret project");
    expect(req.body).not.toContain("audit");
    expect(req.body).not.toContain(lead.fields.email);
  });

  it("escapes &, < and > in visitor values, so no link or mention can be injected", async () => {
    const status = await send(
      contactForm,
      contact({
        firstName: "<!channel>",
        lastName: "<@U024BE7LH>",
        company: "<https://evil.example|Click here> & Co",
        context: { landingPage: "/", utm: { campaign: "<!here>" } },
      }),
    );
    expect(status).toBe(200);
    const lead = await onlyLead();
    const { text } = JSON.parse(slack.requests[0]!.body) as { text: string };
    expect(text).toContain("Name: &lt;!channel&gt; &lt;@U024BE7LH&gt;");
    expect(text).toContain("Company: &lt;https://evil.example|Click here&gt; &amp; Co");
    expect(text).toContain("Campaign: &lt;!here&gt;");
    // The one piece of Slack markup is ours: the link to the desk.
    expect(text.match(/<[^>]*>/g)).toEqual([`<${deskLeadUrl(site.siteUrl, lead.key)}|Open the lead in the desk>`]);
    expect(escapeMrkdwn("a&b<c>d")).toBe("a&amp;b&lt;c&gt;d");
  });

  it("shows dashes for what a Get Started lead lacks, and links to SITE_URL when it is set", async () => {
    expect(await send(getStartedForm, getStarted(), deps(env({ SITE_URL: "https://preview.atria.test/" })))).toBe(200);
    const lead = await onlyLead();
    const { text } = JSON.parse(slack.requests[0]!.body) as { text: string };
    expect(text).toContain("Name: Ada King Lovelace\nCompany: —\nForm: Get Started\nCampaign: —");
    expect(text).toContain(`<https://preview.atria.test/admin/leads/lead/${lead.key.slice(LEAD_PREFIX.length)}|`);
    expect(slackMessage(lead, "https://x.test").text).not.toContain("new website");
  });
});

describe("HubSpot", () => {
  it("upserts the contact by e-mail with the private app token, without the message", async () => {
    const payload = contact();
    expect(await send(contactForm, payload)).toBe(200);
    expect(hubspot.requests).toHaveLength(1);
    const req = hubspot.requests[0]!;
    expect(req.method).toBe("POST");
    expect(req.path).toBe("/crm/v3/objects/contacts/batch/upsert");
    expect(req.path).toBe(HUBSPOT_UPSERT_PATH);
    expect(req.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(req.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(req.body)).toEqual({
      inputs: [
        {
          idProperty: "email",
          id: payload.email,
          // The empty phone is left out so an update never blanks what HubSpot knows.
          properties: { email: payload.email, firstname: "Grace", lastname: "Hopper", company: "Navy" },
        },
      ],
    });
    expect(req.body).not.toContain("Secret project");
    expect((await onlyLead()).notification.channels.hubspot).toBe("sent");
  });

  it("splits a Get Started name at its first space", async () => {
    const payload = getStarted();
    await send(getStartedForm, payload);
    expect(JSON.parse(hubspot.requests[0]!.body).inputs[0].properties).toEqual({
      email: payload.email,
      firstname: "Ada",
      lastname: "King Lovelace",
      phone: "+1 916 555 0100",
    });
    const single = hubspotContact({ ...(await onlyLead()), fields: { name: "Cher", email: "c@x.test" } });
    expect(single.inputs[0]!.properties).toEqual({ email: "c@x.test", firstname: "Cher" });
  });

  it("counts a 207 multi-status answer (the input was refused) and a 401 as failures, with HubSpot's reason", async () => {
    hubspot.reply.status = 207;
    hubspot.reply.body = JSON.stringify({
      status: "COMPLETE",
      numErrors: 1,
      errors: [{ message: "Property values were not valid" }],
    });
    try {
      await send(contactForm, contact());
      let lead = await onlyLead();
      expect(lead.notification.channels.hubspot).toBe("pending");
      expect(lead.notification.perChannel?.hubspot?.lastError).toBe(
        "Error: HubSpot answered 207 Property values were not valid",
      );

      hubspot.reply.status = 401;
      hubspot.reply.body = JSON.stringify({ status: "error", message: "Authentication credentials not found." });
      clock = new Date(clock.getTime() + backoffMs(1));
      await retry();
      lead = await onlyLead();
      expect(lead.notification.perChannel?.hubspot).toMatchObject({
        attempts: 2,
        lastError: "Error: HubSpot answered 401 Authentication credentials not found.",
      });
      expect(lead.notification.lastError).toBe(
        "hubspot: Error: HubSpot answered 401 Authentication credentials not found.",
      );
      expect(JSON.stringify(lead)).not.toContain(TOKEN);
    } finally {
      hubspot.reply.body = '{"status":"COMPLETE","results":[]}';
    }
  });
});

describe("the signed webhook", () => {
  it("carries t=<unix>,v1=<hmac> that the documented snippet verifies, and nothing else does", async () => {
    await send(getStartedForm, getStarted());
    expect(hook.requests).toHaveLength(1);
    const { body, headers } = hook.requests[0]!;
    const header = String(headers["x-atria-signature"]);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(header.startsWith(`t=${clock.getTime() / 1000},`)).toBe(true);
    expect(JSON.parse(body)).toMatchObject({ event: "lead.created", form: "get-started" });

    const verify = documentedVerifier();
    const now = clock.getTime();
    expect(verify(body, header, SECRET, 300, now)).toBe(true);
    expect(verify(Buffer.from(body) as unknown as string, header, SECRET, 300, now + 299_000)).toBe(true);
    expect(verify(body.replace("get-started", "contact"), header, SECRET, 300, now)).toBe(false);
    expect(verify(body, header, "another-secret", 300, now)).toBe(false);
    expect(verify(body, header, SECRET, 300, now + 301_000)).toBe(false); // a replay, too late
    expect(verify(body, header, SECRET, 300, now - 301_000)).toBe(false);
    // One hex digit of the HMAC changed.
    const flipped = header.replace(/v1=(.)/, (_m, d: string) => `v1=${d === "0" ? "1" : "0"}`);
    expect(flipped).not.toBe(header);
    expect(verify(body, flipped, SECRET, 300, now)).toBe(false);
    expect(verify(body, header.replace(/,v1=.*/, ""), SECRET, 300, now)).toBe(false);
    expect(verify(body, "", SECRET, 300, now)).toBe(false);
    // Moving the timestamp breaks the HMAC even inside the tolerance.
    const moved = header.replace(/^t=(\d+)/, (_m, t: string) => `t=${Number(t) + 1}`);
    expect(verify(body, moved, SECRET, 300, now)).toBe(false);
  });

  it("is unsigned when LEADS_WEBHOOK_SECRET is not set", async () => {
    await send(getStartedForm, getStarted(), deps(env({ LEADS_WEBHOOK_SECRET: "" })));
    expect(hook.requests).toHaveLength(1);
    expect(hook.requests[0]!.headers["x-atria-signature"]).toBeUndefined();
  });
});

describe("outbox and retry", () => {
  it("retries a failing Slack with back-off until it answers, never re-sending the other channels", async () => {
    slack.reply.status = 500;
    slack.reply.body = "internal_error";
    await send(contactForm, contact());
    let lead = await onlyLead();
    expect(lead.notification).toMatchObject({
      state: "pending",
      attempts: 1,
      nextAttemptAt: new Date(clock.getTime() + backoffMs(1)).toISOString(),
      channels: { agency: "sent", visitor: "sent", webhook: "sent", slack: "pending", hubspot: "sent" },
    });
    expect(lead.notification.perChannel).toMatchObject({
      agency: { attempts: 1, lastError: null },
      slack: { attempts: 1, lastAttemptAt: clock.toISOString(), lastError: "Error: Slack answered 500 internal_error" },
    });
    expect((await blobs.store.list({ prefix: PENDING_PREFIX })).blobs).toHaveLength(1);

    // Not due yet: nothing happens.
    clock = new Date(clock.getTime() + backoffMs(1) - 1000);
    expect(await retry()).toMatchObject({ checked: 1, attempted: 0 });
    expect(slack.requests).toHaveLength(1);

    // Due, Slack still down: the wait doubles.
    clock = new Date(clock.getTime() + 1000);
    expect(await retry()).toMatchObject({ attempted: 1, sent: 0 });
    lead = await onlyLead();
    expect(lead.notification).toMatchObject({
      state: "pending",
      attempts: 2,
      nextAttemptAt: new Date(clock.getTime() + backoffMs(2)).toISOString(),
    });
    expect(lead.notification.perChannel?.slack?.attempts).toBe(2);

    // Slack is back.
    slack.reply.status = 200;
    slack.reply.body = "ok";
    clock = new Date(clock.getTime() + backoffMs(2));
    expect(await retry()).toMatchObject({ attempted: 1, sent: 1 });
    lead = await onlyLead();
    expect(lead.notification).toMatchObject({ state: "sent", attempts: 3, lastError: null, nextAttemptAt: null });
    expect(lead.notification.channels.slack).toBe("sent");
    expect(lead.notification.perChannel?.slack).toEqual({
      attempts: 3,
      lastAttemptAt: clock.toISOString(),
      lastError: null,
    });
    expect((await blobs.store.list({ prefix: PENDING_PREFIX })).blobs).toHaveLength(0);

    expect(slack.requests).toHaveLength(3);
    expect(smtp.mails).toHaveLength(2); // agency + visitor, once
    expect(hook.requests).toHaveLength(1);
    expect(hubspot.requests).toHaveLength(1);
  });

  it("keeps each channel on its own: HubSpot down does not resend Slack or e-mail, and gives up as failed", async () => {
    hubspot.reply.status = 503;
    await send(getStartedForm, getStarted());
    for (let i = 0; i < MAX_ATTEMPTS + 2; i += 1) {
      clock = new Date(clock.getTime() + backoffMs(MAX_ATTEMPTS));
      await retry();
    }
    const lead = await onlyLead();
    expect(lead.notification).toMatchObject({
      state: "failed",
      attempts: MAX_ATTEMPTS,
      nextAttemptAt: null,
      channels: { agency: "sent", visitor: "sent", webhook: "sent", slack: "sent", hubspot: "failed" },
    });
    expect(lead.notification.perChannel?.hubspot).toMatchObject({ attempts: MAX_ATTEMPTS, lastError: /503/ });
    expect(lead.notification.perChannel?.slack).toMatchObject({ attempts: 1, lastError: null });
    expect(hubspot.requests).toHaveLength(MAX_ATTEMPTS);
    expect(slack.requests).toHaveLength(1);
    expect(hook.requests).toHaveLength(1);
    expect(smtp.mails).toHaveLength(2);
    expect((await blobs.store.list({ prefix: PENDING_PREFIX })).blobs).toHaveLength(0);
  });

  it("skips what is not configured, and a channel whose configuration was removed", async () => {
    await send(contactForm, contact(), deps(env({ LEADS_SLACK_WEBHOOK_URL: "", HUBSPOT_TOKEN: "" })));
    let lead = await onlyLead();
    expect(lead.notification.channels).toEqual({
      agency: "sent",
      visitor: "sent",
      webhook: "sent",
      slack: "skipped",
      hubspot: "skipped",
    });
    expect(slack.requests).toHaveLength(0);
    expect(hubspot.requests).toHaveLength(0);

    // Slack failing, then removed from the configuration: skipped, not retried forever.
    await blobs.store.delete(lead.key);
    slack.reply.status = 404;
    await send(contactForm, contact());
    clock = new Date(clock.getTime() + backoffMs(1));
    await retry({ LEADS_SLACK_WEBHOOK_URL: "" });
    const { blobs: list } = await blobs.store.list({ prefix: LEAD_PREFIX });
    lead = (await blobs.store.get(list[0]!.key, { type: "json" })) as LeadRecord;
    expect(lead.notification).toMatchObject({ state: "sent", channels: { slack: "skipped", hubspot: "sent" } });
    expect(slack.requests).toHaveLength(1);
  });

  it("reads a lead stored before Slack and HubSpot existed: they count as skipped, its e-mail still goes", async () => {
    const key = `${LEAD_PREFIX}20261122T093000000Z-0123456789ab`;
    const old = {
      version: 1,
      key,
      form: "contact",
      fields: {
        firstName: "Old",
        lastName: "Lead",
        email: "old@example.com",
        phone: "",
        company: "",
        service: "",
        message: "Hi",
      },
      receivedAt: "2026-11-22T09:30:00.000Z",
      page: null,
      userAgent: null,
      ipHash: null,
      notification: {
        state: "pending",
        attempts: 2,
        lastAttemptAt: "2026-11-22T09:40:00.000Z",
        nextAttemptAt: "2026-11-22T09:55:00.000Z",
        lastError: "agency: Error: connect ECONNREFUSED",
        channels: { agency: "pending", visitor: "sent", webhook: "skipped" },
      },
    };
    await blobs.store.setJSON(key, old);
    await blobs.store.setJSON(`${PENDING_PREFIX}20261122T093000000Z-0123456789ab`, { at: old.receivedAt });
    expect(await retry()).toMatchObject({ attempted: 1, sent: 1 });
    const lead = await onlyLead();
    expect(lead.notification).toMatchObject({
      state: "sent",
      attempts: 3,
      channels: { agency: "sent", visitor: "sent", webhook: "skipped", slack: "skipped", hubspot: "skipped" },
      perChannel: { agency: { attempts: 3, lastError: null } },
    });
    expect(lead.notification.perChannel?.visitor).toBeUndefined();
    expect(smtp.mails).toHaveLength(1);
    expect(slack.requests).toHaveLength(0);
    expect(hubspot.requests).toHaveLength(0);
    expect(hook.requests).toHaveLength(0);
  });
});

describe("configuration", () => {
  it("reads the new variables, defaulting HubSpot to its public API and the desk link to the site's address", () => {
    const config = notifyConfigFromEnv({
      HUBSPOT_TOKEN: " pat ",
      LEADS_SLACK_WEBHOOK_URL: "https://hooks.slack.test/x",
    });
    expect(config.hubspot).toEqual({ token: "pat", apiUrl: "https://api.hubapi.com" });
    expect(config.slackWebhookUrl).toBe("https://hooks.slack.test/x");
    expect(config.webhookSecret).toBeNull();
    expect(config.siteUrl).toBe(site.siteUrl);
    expect(notifyConfigFromEnv({ HUBSPOT_TOKEN: "t", HUBSPOT_API_URL: "http://127.0.0.1:9/" }).hubspot?.apiUrl).toBe(
      "http://127.0.0.1:9",
    );
    expect(notifyConfigFromEnv({}).hubspot).toBeNull();
    expect(notifyConfigFromEnv({}).slackWebhookUrl).toBeNull();
  });

  it("links to the lead desk's own route for a lead (netlify/lib/desk/pages.test.ts: the desk serves it)", () => {
    const lead = { key: `${LEAD_PREFIX}20261122T100000000Z-aaaaaaaaaaaa` };
    expect(deskLeadUrl("https://a.test/", lead.key)).toBe(
      "https://a.test/admin/leads/lead/20261122T100000000Z-aaaaaaaaaaaa",
    );
  });
});
