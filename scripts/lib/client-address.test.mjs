/* global describe, it, expect */
/**
 * @jest-environment node
 *
 * The local platform takes the client's address and the site's origin as Netlify does
 * (scripts/lib/client-address.mjs; issue 40, item 2): a client-sent X-Forwarded-For does not reset
 * the per-IP sign-in-link limit, and a client-sent Host does not choose the origin of the link.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { asNetlifyWould, PLATFORM_HEADERS } from "./client-address.mjs";
import { onPlatform } from "./platform.test-support.mjs";

const ROOT = path.resolve(__dirname, "../..");

describe("asNetlifyWould", () => {
  it("drops every client-sent address, host and scheme header and sets them from the socket", () => {
    const headers = Object.fromEntries(PLATFORM_HEADERS.map((h) => [h, "6.6.6.6"]));
    const req = {
      headers: { ...headers, host: "evil.example", accept: "*/*" },
      socket: { remoteAddress: "::ffff:127.0.0.1", localAddress: "::ffff:127.0.0.1", localPort: 8888 },
    };
    asNetlifyWould(req);
    expect(req.headers).toEqual({ "x-forwarded-for": "127.0.0.1", host: "127.0.0.1:8888", accept: "*/*" });
  });

  it("sets the deploy context the server plays (CONTEXT), never the client's", () => {
    const socket = { remoteAddress: "127.0.0.1", localAddress: "127.0.0.1", localPort: 8888 };
    const played = { headers: { "x-nf-deploy-context": "production" }, socket };
    asNetlifyWould(played, "deploy-preview");
    expect(played.headers).toEqual({
      "x-nf-deploy-context": "deploy-preview",
      "x-forwarded-for": "127.0.0.1",
      host: "127.0.0.1:8888",
    });
    const local = { headers: { "x-nf-deploy-context": "production" }, socket };
    asNetlifyWould(local);
    expect(local.headers).toEqual({ "x-forwarded-for": "127.0.0.1", host: "127.0.0.1:8888" });
  });

  it("writes an IPv6 host in brackets", () => {
    const req = { headers: {}, socket: { remoteAddress: "::1", localAddress: "::1", localPort: 9000 } };
    asNetlifyWould(req);
    expect(req.headers).toEqual({ "x-forwarded-for": "::1", host: "[::1]:9000" });
  });
});

describe("npm start's platform, with the desk function", () => {
  it("counts sign-in links per socket address and mails links to its own origin, whatever the client sends", () => {
    const mail = pathToFileURL(path.join(ROOT, "scripts/lib/mail-stand-in.mjs")).href;
    const { port, statuses, texts } = onPlatform(
      `
      const { port } = new URL(base);
      const statuses = [];
      for (const ip of ["10.0.0.1", "10.0.0.2", "10.0.0.3"]) {
        const res = await fetch(base + "/api/desk/link", {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": ip, "x-nf-client-connection-ip": ip, host: "evil.example" },
          body: JSON.stringify({ email: "staff@atria.test" }),
        });
        statuses.push(res.status);
        const text = await res.text();
        if (res.status >= 500) console.log("ANSWER " + text);
      }
      let sent = [];
      for (let i = 0; i < 50 && sent.length < 2; i += 1) {
        await new Promise((r) => setTimeout(r, 200));
        sent = await (await fetch(mails.url + "/mails?to=staff@atria.test")).json();
      }
      await mails.stop();
      return { port: Number(port), statuses, texts: sent.map((m) => m.text) };`,
      {
        setup: `
      const { startMailStandIn } = await import(${JSON.stringify(mail)});
      const mails = await startMailStandIn();
      process.env.SMTP_URL = mails.smtpUrl;`,
        env: {
          LEADS_ADMINS: "staff@atria.test",
          DESK_LINKS_PER_IP: "2",
          DESK_LINKS_PER_ADDRESS: "100",
          // A salt of this run's own: the per-IP counters of earlier runs (same sandbox) do not count.
          LEADS_IP_SALT: randomBytes(8).toString("hex"),
          MAIL_FROM: "desk@atria.test",
        },
      },
    );
    // Three addresses claimed, one socket address: the third link is over the per-IP limit of 2.
    expect(statuses).toEqual([202, 202, 429]);
    // The two links sent point at the server's own address, not at the Host the client sent.
    const links = texts.map((t) => /(http\S+sign-in#token=\S+)/.exec(t)?.[1]);
    expect(links).toHaveLength(2);
    for (const link of links)
      expect(link?.startsWith(`http://127.0.0.1:${port}/admin/leads/sign-in#token=`)).toBe(true);
    expect(texts.join("\n")).not.toContain("evil.example");
  });
});
