/**
 * Test support for the news tests: a fake upstream and a real Netlify Blobs server, both on
 * loopback, and the upstreams' recorded answers (./__fixtures__/). Not tests themselves (jest
 * matches *.test.ts only).
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { getStore } from "@netlify/blobs";

export const fixture = async (name: string): Promise<string> =>
  readFile(path.join(__dirname, "__fixtures__", name), "utf8");

export interface SeenRequest {
  url: string;
  headers: http.IncomingHttpHeaders;
}

export type Reply =
  | { status: number; body: string; contentType?: string }
  | { hang: true } // never answers (until the server closes)
  | { destroy: true }; // drops the connection

/** A fake upstream on 127.0.0.1 (port 0) whose answer each test sets. */
export async function startUpstream() {
  let reply: Reply = { status: 200, body: "{}" };
  const seen: SeenRequest[] = [];
  const server = http.createServer((req, res) => {
    seen.push({ url: req.url ?? "", headers: req.headers });
    if ("hang" in reply) return;
    if ("destroy" in reply) {
      req.socket.destroy();
      return;
    }
    res.writeHead(reply.status, { "Content-Type": reply.contentType ?? "application/json" });
    res.end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    seen,
    reply(next: Reply) {
      reply = next;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A real Netlify Blobs server (child process) on loopback over a temporary directory; `store()` gives a fresh store. */
export async function startBlobs() {
  const directory = await mkdtemp(path.join(os.tmpdir(), "news-blobs-"));
  // The same server the lead tests and `npm run leads` use, on loopback (scripts/lib/blobs-server.mjs).
  const script = path.resolve(__dirname, "../../../scripts/lib/blobs-server.mjs");
  const child = spawn(process.execPath, [script, directory], { stdio: ["pipe", "pipe", "inherit"] });
  const { port, token } = await new Promise<{ port: number; token: string }>((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split("\n")[0];
      if (out.includes("\n") && line) resolve(JSON.parse(line) as { port: number; token: string });
    });
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`blobs server exited with ${code}`)));
  });
  const edgeURL = `http://127.0.0.1:${port}`;
  let n = 0;
  return {
    /** What NETLIFY_BLOBS_CONTEXT carries on Netlify, for code that calls getStore() without options. */
    context: { siteID: "test-site", token, edgeURL, uncachedEdgeURL: edgeURL },
    /** A store with a name of its own, so tests never see each other's entries. */
    store(name = `news-${++n}`) {
      return getStore({ name, siteID: "test-site", token, edgeURL, uncachedEdgeURL: edgeURL, consistency: "strong" });
    },
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
