// @ts-check
/**
 * A stand-in mail server on 127.0.0.1 for the served site of the test steps: an SMTP server that
 * keeps every message it receives (nothing leaves the machine), and a small HTTP server that
 * returns them as JSON, `GET /mails?to=ADDRESS` (newest last, quoted-printable undone), so the
 * browser tests can read the lead desk's sign-in links. Used by scripts/lib/site.mjs and by
 * Playwright's global setup (no `import.meta` here: Playwright loads it as CommonJS).
 */
import http from "node:http";
import { SMTPServer } from "smtp-server";

/**
 * The lead desk's settings on the served site: staff addresses the browser tests sign in with
 * (one per Playwright project, so parallel projects never read each other's links), and limits on
 * sign-in links high enough for repeated runs against the same local Blobs sandbox. Mail goes to
 * this stand-in.
 */
export const E2E_DESK_ENV = {
  LEADS_ADMINS: "desk-desktop@atria.test, desk-mobile@atria.test",
  DESK_LINKS_PER_ADDRESS: "1000",
  DESK_LINKS_PER_IP: "1000",
  // Job applications per address and hour (netlify/lib/applications/handler.ts): every test browser is 127.0.0.1.
  APPLICATIONS_PER_ADDRESS: "1000",
};

/** Undoes quoted-printable soft breaks and escapes (enough for the ASCII mails the site sends). */
export function decodeQuotedPrintable(/** @type {string} */ raw) {
  return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * @param {{ smtpPort?: number, httpPort?: number }} [ports] 0 (default) for free ones
 * @returns {Promise<{ smtpUrl: string, url: string, stop: () => Promise<void> }>}
 */
export async function startMailStandIn({ smtpPort = 0, httpPort = 0 } = {}) {
  /** @type {{ to: string[], subject: string, text: string }[]} */
  const mails = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    size: 1024 * 1024,
    onData(stream, session, callback) {
      /** @type {Buffer[]} */
      const chunks = [];
      stream.on("data", (/** @type {Buffer} */ c) => chunks.push(c));
      stream.on("end", () => {
        const text = decodeQuotedPrintable(Buffer.concat(chunks).toString("utf8"));
        if (mails.length >= 1000) mails.shift();
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: /^Subject: (.*)$/m.exec(text)?.[1] ?? "",
          text,
        });
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    smtp.server.once("error", reject);
    smtp.listen(smtpPort, "127.0.0.1", () => resolve(undefined));
  });
  const web = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (req.method !== "GET" || url.pathname !== "/mails") {
      res.writeHead(404).end();
      return;
    }
    const to = url.searchParams.get("to")?.toLowerCase();
    res.writeHead(200, { "Content-Type": "application/json; charset=utf-8" });
    res.end(JSON.stringify(to ? mails.filter((m) => m.to.includes(to)) : mails));
  });
  await new Promise((resolve, reject) => {
    web.once("error", reject);
    web.listen(httpPort, "127.0.0.1", () => resolve(undefined));
  });
  smtp.server.unref();
  web.unref();
  const smtpAddress = smtp.server.address();
  const webAddress = web.address();
  const port = (/** @type {unknown} */ a) =>
    typeof a === "object" && a ? /** @type {{ port: number }} */ (a).port : 0;
  return {
    smtpUrl: `smtp://127.0.0.1:${port(smtpAddress)}`,
    url: `http://127.0.0.1:${port(webAddress)}`,
    stop: async () => {
      web.closeAllConnections();
      await new Promise((resolve) => web.close(() => resolve(undefined)));
      await new Promise((resolve) => smtp.close(() => resolve(undefined)));
    },
  };
}
