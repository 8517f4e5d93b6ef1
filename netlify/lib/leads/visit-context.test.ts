import type { Increment } from "../stats/counters";
import { contactForm } from "./forms";
import { createLeadHandler } from "./handler";
import { LEAD_PREFIX, type LeadRecord } from "./record";
import { startBlobs, type BlobsFixture } from "../shared/servers.test-support";

let blobs: BlobsFixture;
beforeAll(async () => {
  blobs = await startBlobs();
});
afterAll(async () => {
  await blobs.stop();
});

const counted: Increment[] = [];
let n = 0;

async function send(context: unknown): Promise<{ status: number; lead: LeadRecord }> {
  n += 1;
  const handler = createLeadHandler(contactForm, {
    store: () => blobs.store,
    env: {},
    log: () => {},
    countLead: async (inc) => void counted.push(inc),
  });
  const pending: Promise<unknown>[] = [];
  const email = `attribution${n}@example.com`;
  const res = await handler(
    new Request("http://localhost/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        firstName: "Grace",
        lastName: "Hopper",
        email,
        phone: "",
        company: "",
        service: "seo",
        message: "Please audit our SEO.",
        ...(context === undefined ? {} : { context }),
      }),
    }),
    { ip: "203.0.113.7", waitUntil: (p) => pending.push(p) },
  );
  await Promise.all(pending);
  const { blobs: list } = await blobs.store.list({ prefix: LEAD_PREFIX });
  const records = await Promise.all(
    list.map(({ key }) => blobs.store.get(key, { type: "json" }) as Promise<LeadRecord>),
  );
  const lead = records.find((r) => r.fields.email === email);
  if (!lead) throw new Error("lead not stored");
  return { status: res.status, lead };
}

beforeEach(() => {
  counted.length = 0;
});

describe("the visit context sent with a lead", () => {
  it("is stored with the lead and counts a conversion on its landing page and campaign", async () => {
    const context = {
      landingPage: "/services/seo",
      referrer: "https://www.google.com/",
      utm: { source: "google", medium: "cpc", campaign: "fall-seo" },
    };
    const { status, lead } = await send(context);
    expect(status).toBe(200);
    expect(lead.context).toEqual(context);
    expect(counted).toEqual([
      {
        leadsByForm: ["contact"],
        leadsByLanding: ["/services/seo"],
        leadsBySource: ["google"],
        leadsByCampaign: ["fall-seo"],
      },
    ]);
  });

  it("is dropped when it breaks a rule, and the lead is stored all the same", async () => {
    for (const bad of [
      "x",
      { landingPage: "https://evil.example/" },
      { landingPage: "/", utm: { source: "<b>x</b>\r\n" } },
      { landingPage: "/", extra: true },
    ]) {
      const { status, lead } = await send(bad);
      expect(status).toBe(200);
      expect(lead.context).toBeNull();
    }
    expect(counted.every((c) => c.leadsByLanding?.[0] === "(none)")).toBe(true);
  });

  it("is null when the browser sent none", async () => {
    expect((await send(undefined)).lead.context).toBeNull();
  });
});
