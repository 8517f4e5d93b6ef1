/**
 * A deploy preview's (and a branch deploy's) lead path, through the deployed functions themselves
 * (netlify/functions/contact.ts, apply's handler with the real store) on a real Blobs
 * server, SMTP server and webhook receiver: the context comes from the function's Context
 * (`deploy.context`), as on Netlify. docs/decisions/preview-leads.md. The desk's side:
 * netlify/lib/desk/preview-desk.test.ts.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Context } from "@netlify/functions";
import contact from "../../functions/contact";
import jobsJson from "../../../content/jobs.json";
import { APPLY_ENDPOINT, RESUME, type JobFacts } from "../../../src/contracts/applications";
import { createApplyHandler } from "../applications/handler";
import { APPLICATION_PREFIX, STORE_NAME as APPLICATIONS, applicationsStore } from "../applications/store";
import { BOUNDARY, multipart, pdf } from "../applications/files.test-support";
import {
  deployContextOf,
  notifiesIn,
  notifyEnvFor,
  silencedReason,
  storeNameFor,
  STORE_CONTEXTS,
  sweepEveryContext,
} from "../shared/request-context";
import { LEAD_PREFIX, STORE_NAME, type LeadRecord, type LeadStore } from "./record";
import {
  blobsContextFor,
  startBlobs,
  startSmtp,
  startWebhook,
  type BlobsFixture,
  type SmtpFixture,
  type WebhookFixture,
} from "../shared/servers.test-support";

let blobs: BlobsFixture;
let smtp: SmtpFixture;
let hook: WebhookFixture;
const saved = { ...process.env };
let errors: jest.SpyInstance;
let counter = 0;

beforeAll(async () => {
  blobs = await startBlobs();
  smtp = await startSmtp();
  hook = await startWebhook();
});

afterAll(async () => {
  await hook.stop();
  await smtp.stop();
  await blobs.stop();
});

beforeEach(async () => {
  // The functions read their settings and their Blobs connection from the environment, as deployed.
  process.env = {
    ...saved,
    NETLIFY_BLOBS_CONTEXT: blobsContextFor(blobs),
    SMTP_URL: smtp.url,
    LEADS_NOTIFY_TO: "team@agency.test",
    MAIL_FROM: "site@agency.test",
    LEADS_WEBHOOK_URL: hook.url,
    LEADS_IP_SALT: "pepper",
    LEADS_ADMINS: "ada@atria.test",
  };
  delete process.env.LEADS_NOTIFY_CONTEXTS;
  for (const context of STORE_CONTEXTS) {
    for (const base of [STORE_NAME, APPLICATIONS]) {
      const store = blobs.open(storeNameFor(base, context));
      const { blobs: list } = await store.list({ prefix: "" });
      await Promise.all(list.map(({ key }) => store.delete(key)));
    }
  }
  smtp.mails.length = 0;
  hook.calls.length = 0;
  errors = jest.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  errors.mockRestore();
  process.env = saved;
});

/** A Functions Context as Netlify gives one (only what the functions read). */
function contextFor(deployContext: string, pending: Promise<unknown>[]): Context {
  return {
    ip: "203.0.113.7",
    deploy: { context: deployContext, branch: "", id: "", published: false },
    waitUntil: (p: Promise<unknown>) => pending.push(p),
  } as unknown as Context;
}

async function submit(deployContext: string, name = "Grace"): Promise<{ status: number; email: string }> {
  counter += 1;
  const email = `visitor${counter}@example.com`;
  const pending: Promise<unknown>[] = [];
  const res = await contact(
    new Request("https://deploy-preview-7--atria.netlify.app/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": "jest" },
      body: JSON.stringify({
        firstName: name,
        lastName: "Hopper",
        email,
        phone: "",
        company: "Navy",
        service: "seo",
        message: "Please audit our SEO.",
      }),
    }),
    contextFor(deployContext, pending),
  );
  await Promise.all(pending);
  return { status: res.status, email };
}

async function leadsIn(name: string): Promise<LeadRecord[]> {
  const store: LeadStore = blobs.open(name);
  const { blobs: list } = await store.list({ prefix: LEAD_PREFIX });
  return Promise.all(list.map(async ({ key }) => (await store.get(key, { type: "json" })) as LeadRecord));
}

const logged = () => errors.mock.calls.map((args) => args.map(String).join(" ")).join("\n");

describe("the deploy context of a request", () => {
  it("maps each context to its store; only production and local runs share the live one", () => {
    expect(deployContextOf(undefined)).toBe("");
    expect(deployContextOf({ deploy: { context: " Deploy-Preview " } })).toBe("deploy-preview");
    expect(storeNameFor("leads", "")).toBe("leads");
    expect(storeNameFor("leads", "production")).toBe("leads");
    expect(storeNameFor("leads", "dev")).toBe("leads");
    expect(storeNameFor("leads", "deploy-preview")).toBe("leads-deploy-preview");
    expect(storeNameFor("leads", "branch-deploy")).toBe("leads-branch-deploy");
    // A context Netlify may add later is kept apart too, in a store the retention job sweeps.
    expect(storeNameFor("leads", "staging/x")).toBe("leads-branch-deploy");
    expect(STORE_CONTEXTS.map((c) => storeNameFor("leads", c))).toEqual([
      "leads",
      "leads-deploy-preview",
      "leads-branch-deploy",
    ]);
  });

  it("sweeps every context's store, each even when another fails, and then reports the failure", async () => {
    const swept: string[] = [];
    const logged: unknown[][] = [];
    const failure = new Error("store unreachable");
    const run = sweepEveryContext(
      "leads",
      async (context, store) => {
        swept.push(`${context}:${store}`);
        if (context === "deploy-preview") throw failure;
      },
      (...a) => logged.push(a),
    );
    await expect(run).rejects.toMatchObject({ errors: [failure] });
    expect(swept).toEqual([":leads", "deploy-preview:leads-deploy-preview", "branch-deploy:leads-branch-deploy"]);
    expect(logged).toEqual([['[leads] retention of the store "leads-deploy-preview" failed:', failure]]);
    await expect(
      sweepEveryContext(
        "leads",
        async () => undefined,
        () => undefined,
      ),
    ).resolves.toBeUndefined();
  });

  it("lets a preview notify only when LEADS_NOTIFY_CONTEXTS names it, and then with its own settings", () => {
    const env = { SMTP_URL: "smtp://x", HUBSPOT_TOKEN: "t", LEADS_IP_SALT: "s", MAIL_FROM: "m@x" };
    expect(notifiesIn(env, "production")).toBe(true);
    expect(notifiesIn(env, "deploy-preview")).toBe(false);
    expect(notifyEnvFor(env, "deploy-preview")).toEqual({ LEADS_IP_SALT: "s", MAIL_FROM: "m@x" });
    expect(notifyEnvFor(env, "production")).toBe(env);
    expect(silencedReason(env, "branch-deploy")).toMatch(/"branch-deploy" is not named in LEADS_NOTIFY_CONTEXTS/);
    const named = { ...env, LEADS_NOTIFY_CONTEXTS: "Deploy-Preview, branch-deploy" };
    expect(notifiesIn(named, "deploy-preview")).toBe(true);
    expect(notifyEnvFor(named, "deploy-preview")).toBe(named);
    expect(silencedReason(named, "deploy-preview")).toBeNull();
  });
});

describe("POST /api/contact on a deploy preview (CONTEXT=deploy-preview)", () => {
  it("stores the lead in leads-deploy-preview, never in leads, and notifies nobody", async () => {
    const sent = await submit("deploy-preview");
    expect(sent.status).toBe(200);
    const preview = await leadsIn("leads-deploy-preview");
    expect(preview.map((l) => l.fields.email)).toEqual([sent.email]);
    expect(await leadsIn("leads")).toEqual([]);
    expect(await leadsIn("leads-branch-deploy")).toEqual([]);
    // Every channel was configured for production; none was used.
    expect(preview[0]!.notification.state).toBe("unconfigured");
    expect(Object.values(preview[0]!.notification.channels)).toEqual([
      "skipped",
      "skipped",
      "skipped",
      "skipped",
      "skipped",
    ]);
    expect(smtp.mails).toEqual([]);
    expect(hook.calls).toEqual([]);
    expect(logged()).toMatch(
      /stored in the Netlify Blobs store "leads-deploy-preview"; no notification sent because the deploy context "deploy-preview" is not named in LEADS_NOTIFY_CONTEXTS/,
    );
  });

  it("keeps a branch deploy's lead in leads-branch-deploy", async () => {
    const sent = await submit("branch-deploy");
    expect(sent.status).toBe(200);
    expect((await leadsIn("leads-branch-deploy")).map((l) => l.fields.email)).toEqual([sent.email]);
    expect(await leadsIn("leads")).toEqual([]);
    expect(smtp.mails).toEqual([]);
  });

  it("notifies from a preview named in LEADS_NOTIFY_CONTEXTS, still into the preview's store", async () => {
    process.env.LEADS_NOTIFY_CONTEXTS = "deploy-preview";
    const sent = await submit("deploy-preview");
    expect(sent.status).toBe(200);
    const [lead] = await leadsIn("leads-deploy-preview");
    expect(lead?.notification.state).toBe("sent");
    expect(
      smtp.mails
        .map((m) => m.to)
        .flat()
        .sort(),
    ).toEqual([sent.email, "team@agency.test"].sort());
    expect(hook.calls).toHaveLength(1);
    expect(await leadsIn("leads")).toEqual([]);
  });

  it("in production stores in leads and notifies as before", async () => {
    const sent = await submit("production");
    expect(sent.status).toBe(200);
    const [lead] = await leadsIn("leads");
    expect(lead?.fields.email).toBe(sent.email);
    expect(lead?.notification.state).toBe("sent");
    expect(smtp.mails).toHaveLength(2);
    expect(hook.calls).toHaveLength(1);
    expect(await leadsIn("leads-deploy-preview")).toEqual([]);
  });
});

describe("POST /api/apply on a deploy preview", () => {
  const base = (jobsJson as unknown as JobFacts[])[0]!;
  const JOBS: JobFacts[] = [{ ...base, slug: "open-role", title: "Open Role", closes: "2999-12-31", closed: false }];

  async function apply(deployContext: string) {
    const handler = createApplyHandler({ store: applicationsStore, jobs: JOBS });
    const body = multipart([
      { name: "name", value: "Jane Doe" },
      { name: "email", value: `jane${++counter}@example.com` },
      { name: "phone", value: "+91 98200 00000" },
      { name: "job", value: "open-role" },
      { name: "consent", value: "true" },
      { name: RESUME.field, value: pdf(), filename: "cv.pdf", contentType: "application/pdf" },
    ]);
    const pending: Promise<unknown>[] = [];
    const res = await handler(
      new Request(`https://deploy-preview-7--atria.netlify.app${APPLY_ENDPOINT}`, {
        method: "POST",
        headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
        body: new Uint8Array(body),
      }),
      contextFor(deployContext, pending),
    );
    await Promise.all(pending);
    return res.status;
  }

  async function applicationsIn(name: string) {
    const { blobs: list } = await blobs.open(name).list({ prefix: APPLICATION_PREFIX });
    return list;
  }

  it("stores the application in applications-deploy-preview and mails nobody", async () => {
    expect(await apply("deploy-preview")).toBe(200);
    expect(await applicationsIn("applications-deploy-preview")).toHaveLength(1);
    expect(await applicationsIn("applications")).toHaveLength(0);
    expect(smtp.mails).toEqual([]);
    expect(logged()).toMatch(
      /no e-mail sent \(the deploy context "deploy-preview" is not named in LEADS_NOTIFY_CONTEXTS\)/,
    );
  });

  it("in production stores in applications and mails the hiring contact and the candidate", async () => {
    expect(await apply("production")).toBe(200);
    expect(await applicationsIn("applications")).toHaveLength(1);
    expect(smtp.mails).toHaveLength(2);
  });
});

describe("npm start's platform started with CONTEXT=deploy-preview", () => {
  it("hands the functions that deploy context: a form sent to it lands in leads-deploy-preview and mails nobody", () => {
    const root = path.resolve(__dirname, "../../..");
    const url = (file: string) => JSON.stringify(pathToFileURL(path.join(root, file)).href);
    const email = `platform-${Date.now().toString(36)}@example.com`;
    const code = `
      const { createPlatformServer, startPlatform } = await import(${url("scripts/lib/platform.mjs")});
      const { startMailStandIn } = await import(${url("scripts/lib/mail-stand-in.mjs")});
      const { openStore } = await import(${url("scripts/lib/open-store.mjs")});
      const mails = await startMailStandIn();
      process.env.SMTP_URL = mails.smtpUrl;
      const netlify = await startPlatform({ staticFiles: false });
      const server = createPlatformServer(netlify, {});
      await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
      const res = await fetch("http://127.0.0.1:" + server.address().port + "/api/contact", {
        method: "POST",
        // A client cannot choose the context: the platform sets it.
        headers: { "content-type": "application/json", "x-nf-deploy-context": "production" },
        body: JSON.stringify({ firstName: "Grace", lastName: "Hopper", email: ${JSON.stringify(email)}, phone: "",
          company: "", service: "seo", message: "Sent to a deploy preview." }),
      });
      const status = res.status;
      await res.text();
      await new Promise((r) => setTimeout(r, 1000));
      const sent = await (await fetch(mails.url + "/mails?to=" + ${JSON.stringify(email)})).json();
      server.close();
      await netlify.stop();
      await mails.stop();
      const found = {};
      for (const name of ["leads", "leads-deploy-preview"]) {
        const { store, stop } = await openStore(name);
        const { blobs } = await store.list({ prefix: "lead/" });
        found[name] = 0;
        for (const { key } of blobs) {
          const lead = await store.get(key, { type: "json" });
          if (lead?.fields?.email === ${JSON.stringify(email)}) found[name] += 1;
        }
        await stop();
      }
      console.log("RESULT " + JSON.stringify({ status, mails: sent.length, found }));
      process.exit(0);
    `;
    // A file, not --eval: the function runtime starts workers with this process's flags.
    const dir = mkdtempSync(path.join(os.tmpdir(), "preview-leads-"));
    const script = path.join(dir, "platform.mjs");
    writeFileSync(script, code);
    const env: NodeJS.ProcessEnv = {
      ...saved,
      CONTEXT: "deploy-preview",
      LEADS_IP_SALT: "pepper",
      MAIL_FROM: "site@atria.test",
    };
    delete env.NETLIFY_SITE_ID;
    delete env.NETLIFY_AUTH_TOKEN;
    delete env.LEADS_NOTIFY_CONTEXTS;
    let out: string;
    try {
      out = execFileSync(process.execPath, [script], { cwd: root, encoding: "utf8", timeout: 120_000, env });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const result = JSON.parse(/RESULT (.*)/.exec(out)![1]!);
    expect(result).toEqual({ status: 200, mails: 0, found: { leads: 0, "leads-deploy-preview": 1 } });
  }, 150_000);
});
