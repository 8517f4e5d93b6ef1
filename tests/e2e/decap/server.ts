import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import net from "node:net";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..", "..", "..");

export interface DecapServer {
  /** A temporary copy of the repository's content/ the server reads and writes. */
  repo: string;
  port: number;
  stop: () => Promise<void>;
}

/** A port of 127.0.0.1 nothing listens on, or DECAP_PORT when set and free. */
async function decapPort(): Promise<number> {
  const explicit = process.env.DECAP_PORT ? Number(process.env.DECAP_PORT) : 0;
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", () =>
      reject(
        new Error(`port ${explicit} (DECAP_PORT) is already in use by another process: stop it or unset DECAP_PORT`),
      ),
    );
    server.listen(explicit, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Decap's local backend (decap-server, file-system mode) on a free port of 127.0.0.1 (never a
 * server someone else started: it could be a developer's `npm run cms` on their working tree),
 * against a TEMPORARY copy of content/, so what the CMS saves never touches the working tree.
 */
export async function startDecapServer(): Promise<DecapServer> {
  const port = await decapPort();
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), "atria-cms-"));
  fs.cpSync(path.join(ROOT, "content"), path.join(repo, "content"), { recursive: true });
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, "node_modules/decap-server/dist/index.js")], {
    env: { ...process.env, PORT: String(port), BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: repo },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (d: Buffer) => (log += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (log += d.toString()));
  if (process.env.DECAP_DEBUG) child.stdout?.on("data", (d: Buffer) => process.stderr.write(d));
  if (process.env.DECAP_DEBUG) child.stderr?.on("data", (d: Buffer) => process.stderr.write(d));
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`decap-server exited (${child.exitCode}):\n${log}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/v1`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    })
      .then((r) => r.ok)
      .catch(() => false);
    if (up) break;
    if (Date.now() > deadline) throw new Error(`decap-server did not answer on port ${port}:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    repo,
    port,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(repo, { recursive: true, force: true });
    },
  };
}
