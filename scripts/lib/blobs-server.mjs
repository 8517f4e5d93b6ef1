// @ts-check
/**
 * A Netlify Blobs server (Netlify's own BlobsServer from @netlify/blobs/server) on a directory,
 * on loopback. Used by `npm run leads` to read the local sandbox that `npm start` writes
 * (.netlify/blobs-serve) and, as a child process, by the function tests (Jest cannot load
 * @netlify/blobs/server itself: its dependencies are ESM-only) and the benchmarks (spawnBlobsServer).
 *
 *   node scripts/lib/blobs-server.mjs <directory>   prints {"port":...,"token":"..."} and serves until stdin closes
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { BlobsServer } from "@netlify/blobs/server";
import { onLoopback } from "./loopback.mjs";

/** @param {string} directory */
export async function startBlobsServer(directory) {
  const token = randomBytes(16).toString("hex");
  const server = new BlobsServer({ directory, token, port: 0 });
  const { port } = await onLoopback(() => server.start());
  return { port, token, url: `http://127.0.0.1:${port}`, stop: () => server.stop() };
}

/**
 * The same server in a child process (the command below), for a caller whose own process should not carry its work:
 * `stop()` closes the child's stdin and waits for it to exit. netlify/lib/shared/servers.test-support.ts speaks the same
 * protocol from Jest, which cannot import this file.
 * @param {string} directory
 */
export async function spawnBlobsServer(directory) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), directory], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const lines = createInterface({ input: /** @type {import("node:stream").Readable} */ (child.stdout) });
  const [line] = /** @type {[string]} */ (await once(lines, "line"));
  lines.close();
  const { port, token } = /** @type {{ port: number, token: string }} */ (JSON.parse(line));
  return {
    port,
    token,
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      const exited = once(child, "exit");
      child.stdin?.end();
      await exited;
    },
  };
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const directory = process.argv[2];
  if (!directory) {
    console.error("usage: node scripts/lib/blobs-server.mjs <directory>");
    process.exit(2);
  }
  const { port, token, stop } = await startBlobsServer(directory);
  process.stdout.write(`${JSON.stringify({ port, token })}\n`);
  const quit = () => void stop().finally(() => process.exit(0));
  process.stdin.on("end", quit);
  process.stdin.on("close", quit);
  process.stdin.resume();
  process.on("SIGTERM", quit);
}
