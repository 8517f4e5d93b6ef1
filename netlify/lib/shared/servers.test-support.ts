/**
 * Real servers on loopback for the lead tests: a Netlify Blobs server on a temp directory, an
 * SMTP server that keeps what it receives, and a webhook receiver. Test-only.
 */
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { getStore } from "@netlify/blobs";
import { execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { promisify } from "node:util";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll } from "@jest/globals";
import type { BlobStore } from "./blobs";

/** The store `store` opens: the leads store (netlify/lib/leads/record.ts STORE_NAME), which most tests use. */
const DEFAULT_STORE = "leads";

export interface BlobsFixture {
  store: BlobStore;
  /** Another store of the same server (the desk's `desk` store, for instance). */
  open: (name: string) => BlobStore;
  /** The server's directory (a sandbox the command-line tools can read with --sandbox). */
  directory: string;
  /** The server's address and token (for NETLIFY_BLOBS_CONTEXT, which the deployed functions read). */
  url: string;
  token: string;
  stop: () => Promise<void>;
}

/**
 * startBlobs for the tests of one file: started before them, stopped after them. The fixture's fields are read when a
 * test (or a beforeEach) runs.
 */
export function blobsForTests(): BlobsFixture {
  let fixture: BlobsFixture | undefined;
  beforeAll(async () => {
    fixture = await startBlobs();
  });
  afterAll(async () => {
    await fixture?.stop();
  });
  const current = (): BlobsFixture => {
    if (!fixture) throw new Error("blobsForTests: the Blobs server runs only while the file's tests do");
    return fixture;
  };
  return {
    get store() {
      return current().store;
    },
    open: (name) => current().open(name),
    get directory() {
      return current().directory;
    },
    get url() {
      return current().url;
    },
    get token() {
      return current().token;
    },
    stop: () => current().stop(),
  };
}

/** A real BlobsServer on a temp directory, run in a child process (see scripts/lib/blobs-server.mjs). */
export async function startBlobs(): Promise<BlobsFixture> {
  const directory = await mkdtemp(path.join(tmpdir(), "leads-blobs-"));
  const script = path.resolve(__dirname, "../../../scripts/lib/blobs-server.mjs");
  const child = spawn(process.execPath, [script, directory], { stdio: ["pipe", "pipe", "inherit"] });
  const lines = createInterface({ input: child.stdout! });
  const [line] = (await once(lines, "line")) as [string];
  lines.close();
  const { port, token } = JSON.parse(line) as { port: number; token: string };
  const url = `http://127.0.0.1:${port}`;
  const open = (name: string) =>
    getStore({
      name,
      siteID: "test-site",
      token,
      edgeURL: url,
      uncachedEdgeURL: url,
      consistency: "strong",
    });
  return {
    store: open(DEFAULT_STORE),
    open,
    directory,
    url,
    token,
    stop: async () => {
      const exited = once(child, "exit");
      child.stdin!.end();
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * The NETLIFY_BLOBS_CONTEXT that points the deployed functions' own `getStore` calls (no site id or
 * token in the code, as on Netlify) at a test server.
 */
/**
 * `npm run leads -- <args> --sandbox <directory>`: the command-line tool on a test's Blobs server,
 * never a linked site (the Netlify credentials are left out of its environment). Its output and
 * exit code; a failing run does not throw.
 */
export async function leadsCli(
  directory: string,
  ...args: string[]
): Promise<{ stdout: string; stderr: string; code: number }> {
  const env = { ...process.env };
  delete env.NETLIFY_SITE_ID;
  delete env.NETLIFY_AUTH_TOKEN;
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [
        "--experimental-strip-types",
        "--disable-warning=ExperimentalWarning",
        "--disable-warning=MODULE_TYPELESS_PACKAGE_JSON",
        "scripts/leads.mjs",
        ...args,
        "--sandbox",
        directory,
      ],
      { cwd: path.resolve(__dirname, "../../.."), env, maxBuffer: 64 * 1024 * 1024 },
    );
    return { stdout, stderr, code: 0 };
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; code?: unknown };
    if (typeof e.code !== "number") throw error;
    return { stdout: e.stdout ?? "", stderr: e.stderr ?? "", code: e.code };
  }
}

export function blobsContextFor(fixture: Pick<BlobsFixture, "url" | "token">): string {
  const context = { siteID: "test-site", token: fixture.token, edgeURL: fixture.url, uncachedEdgeURL: fixture.url };
  return Buffer.from(JSON.stringify(context)).toString("base64");
}

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpFixture {
  url: string;
  port: number;
  mails: ReceivedMail[];
  stop: () => Promise<void>;
}

export async function startSmtp(port = 0): Promise<SmtpFixture> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  const actual = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${actual}`,
    port: actual,
    mails,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface WebhookFixture {
  url: string;
  calls: unknown[];
  stop: () => Promise<void>;
}

export async function startWebhook(): Promise<WebhookFixture> {
  const calls: unknown[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      calls.push(JSON.parse(Buffer.concat(chunks).toString("utf8")));
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    calls,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on (taken, then released). */
export async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The body exactly as received (what a signature covers). */
  body: string;
}

export interface FakeServiceFixture {
  /** Origin, e.g. http://127.0.0.1:40123 (no path). */
  origin: string;
  requests: ReceivedRequest[];
  /** How the next requests are answered; change it to take the service down or bring it back. */
  reply: { status: number; body: string; contentType: string };
  stop: () => Promise<void>;
}

/**
 * A stand-in for an HTTP service (Slack's incoming webhook, HubSpot's API, a lead webhook): keeps
 * every request with its raw body and answers with `reply`.
 */
export async function startFakeService(reply: Partial<FakeServiceFixture["reply"]> = {}): Promise<FakeServiceFixture> {
  const requests: ReceivedRequest[] = [];
  const fixture = {
    origin: "",
    requests,
    reply: { status: 200, body: "ok", contentType: "text/plain", ...reply },
  } as FakeServiceFixture;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      requests.push({
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      res.writeHead(fixture.reply.status, { "Content-Type": fixture.reply.contentType }).end(fixture.reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  fixture.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fixture.stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fixture;
}
