/**
 * The editor's redirects and short links (content/redirects.json, issue 49 item 7), as `npm start`
 * serves them from the build's public/_redirects: the status an entry asks for, a short link that
 * lands with its campaign, and a lead sent after it that carries the campaign.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "./fixtures";

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, "..", "..");
type Redirect = { from: string; to: string; permanent: boolean; campaign?: Record<string, string> };
const REDIRECTS = (
  JSON.parse(fs.readFileSync(path.join(ROOT, "content", "redirects.json"), "utf8")) as { redirects: Redirect[] }
).redirects;
const SHORT = REDIRECTS.find((r) => r.campaign && r.to.startsWith("/"))!;
const REAL = { timeout: 20_000 };

/** The leads in the local sandbox, read by the export command docs/operations.md documents. */
async function exportedLeads(): Promise<
  { fields: Record<string, string>; context?: { landingPage: string; utm?: Record<string, string> } }[]
> {
  const env = { ...process.env };
  delete env.NETLIFY_SITE_ID;
  delete env.NETLIFY_AUTH_TOKEN;
  const { stdout } = await run(process.execPath, ["scripts/leads.mjs", "export", "--format", "json"], {
    cwd: ROOT,
    env,
  });
  return JSON.parse(stdout);
}

test.describe("redirects and short links @desktop", () => {
  test("each redirect answers its status and target", async ({ request }) => {
    for (const r of REDIRECTS) {
      const res = await request.get(r.from, { maxRedirects: 0 });
      expect(res.status(), r.from).toBe(r.permanent ? 301 : 302);
      const to = new URL(res.headers()["location"]!, "http://x.example");
      expect(to.pathname).toBe(new URL(r.to, "http://x.example").pathname);
      for (const [k, v] of Object.entries(r.campaign ?? {})) expect(to.searchParams.get(`utm_${k}`)).toBe(v);
    }
  });

  test("a short link lands with its campaign, and a lead sent afterwards carries it", async ({ page }, info) => {
    test.setTimeout(60_000);
    await page.goto(SHORT.from);
    const landed = new URL(page.url());
    expect(landed.pathname).toBe(SHORT.to);
    for (const [k, v] of Object.entries(SHORT.campaign!)) expect(landed.searchParams.get(`utm_${k}`)).toBe(v);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

    await page.goto("/contact");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const email = `short-${info.project.name}-${Date.now().toString(36)}@example.com`;
    const form = page.getByRole("form", { name: "Contact" });
    await form.getByLabel("First Name *").fill("Rosa");
    await form.getByLabel("Last Name *").fill("Parks");
    await form.getByLabel("Email Address *").fill(email);
    await form.getByLabel("Message *").fill("Your newsletter mentioned a spring audit: we would like one.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status")).toHaveText(/Thank you for your message!/, REAL);

    const lead = (await exportedLeads()).find((l) => l.fields.email === email);
    expect(lead?.context?.landingPage).toBe(SHORT.to);
    expect(lead?.context?.utm).toEqual(SHORT.campaign);
  });
});
