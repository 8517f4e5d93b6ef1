import { execFile, spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import net from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "./fixtures";
import { startMailStandIn } from "../../scripts/lib/mail-stand-in.mjs";

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, "..", "..");

/**
 * A deploy preview's lead path in a real browser (issue 39, item 10; docs/decisions/preview-leads.md):
 * the built site served as Netlify serves a deploy preview (`npm start` with CONTEXT=deploy-preview on a free port,
 * which gives the functions that deploy context), a visitor sends the Contact form, and the lead is
 * in the preview's store, not in production's, and no mail went out although SMTP_URL is set
 * (the served site's mail stand-in). Its own server, beside the suite's; desktop only.
 */
test.describe.configure({ mode: "serial" });

let mail: Awaited<ReturnType<typeof startMailStandIn>>;
let server: ChildProcess | undefined;
let base = "";

async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as net.AddressInfo;
  probe.close();
  await once(probe, "close");
  return port;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  mail = await startMailStandIn();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["scripts/serve.mjs"], {
    cwd: ROOT,
    stdio: "ignore",
    env: {
      ...process.env,
      SKIP_BUILD: "1",
      PORT: String(port),
      HOST: "127.0.0.1",
      CONTEXT: "deploy-preview",
      LEADS_NOTIFY_CONTEXTS: "",
      LOCAL_RATE_LIMITS: "off",
      SMTP_URL: mail.smtpUrl,
    },
  });
  for (let i = 0; i < 240; i += 1) {
    const up = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`npm start (CONTEXT=deploy-preview) did not answer on ${base}`);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await once(server, "exit");
  }
  await mail?.stop();
});

/** The leads of one context's store in the local sandbox, by the documented command. */
async function exported(context: "production" | "deploy-preview"): Promise<{ fields: Record<string, string> }[]> {
  const env = { ...process.env };
  delete env.NETLIFY_SITE_ID;
  delete env.NETLIFY_AUTH_TOKEN;
  const { stdout } = await run(
    process.execPath,
    ["scripts/leads.mjs", "export", "--format", "json", "--context", context],
    { cwd: ROOT, env },
  );
  return JSON.parse(stdout);
}

test("a Contact form sent on a deploy preview is kept in the preview's store and mails nobody @desktop", async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const email = `e2e-preview-${info.project.name}-${Date.now().toString(36)}@example.com`;
  await page.goto(`${base}/contact`);
  const form = page.getByRole("form", { name: "Contact" });
  await form.getByLabel("First Name *").fill("Grace");
  await form.getByLabel("Last Name *").fill("Hopper");
  await form.getByLabel("Email Address *").fill(email);
  await form.getByLabel("Message *").fill("Testing the branch deploy.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("status")).toHaveText(
    "✅ Thank you for your message! We'll get back to you within 24 hours.",
    { timeout: 20_000 },
  );

  expect((await exported("deploy-preview")).filter((l) => l.fields.email === email)).toHaveLength(1);
  expect((await exported("production")).filter((l) => l.fields.email === email)).toHaveLength(0);
  // Nothing to the visitor (the agency's address is content's; nothing at all reached the stand-in for this lead).
  await page.waitForTimeout(1000);
  const mails = (await (await fetch(`${mail.url}/mails?to=${encodeURIComponent(email)}`)).json()) as unknown[];
  expect(mails).toEqual([]);
});
