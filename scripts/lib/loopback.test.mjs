/* global describe, it, expect */
/**
 * @jest-environment node
 *
 * Every server the local platform starts listens on loopback (scripts/lib/loopback.mjs). The
 * platform runs in a child process (Jest cannot load @netlify/dev, which is ESM-only) that records
 * every net.Server it starts and prints the addresses they are bound to.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";

const ROOT = path.resolve(__dirname, "../..");
const url = (file) => pathToFileURL(path.join(ROOT, file)).href;

/** Runs `body` (an ES module's code) after a recorder of every listening server; prints their addresses. */
function addresses(body) {
  const code = `
    import net from "node:net";
    const bound = [];
    const listen = net.Server.prototype.listen;
    net.Server.prototype.listen = function (...args) {
      this.once("listening", () => bound.push(this.address()));
      return listen.apply(this, args);
    };
    ${body}
    process.stdout.write(JSON.stringify(bound) + "\\n");
    process.exit(0);
  `;
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", code], {
    cwd: ROOT,
    encoding: "utf8",
    timeout: 60_000,
    env: { ...process.env, DEBUG_PLATFORM: "0" },
  });
  return JSON.parse(out.trim().split("\n").pop());
}

describe("local servers listen on loopback", () => {
  it("npm start's platform (Netlify's emulator and its Blobs server) binds 127.0.0.1 only", () => {
    const bound = addresses(`
      const { startPlatform } = await import(${JSON.stringify(url("scripts/lib/platform.mjs"))});
      const netlify = await startPlatform({ staticFiles: false });
      await netlify.stop();
    `);
    expect(bound.length).toBeGreaterThan(0);
    expect(bound.map((a) => a.address)).toEqual(bound.map(() => "127.0.0.1"));
  });

  it("the Blobs server of the tests and `npm run leads` binds 127.0.0.1 only", () => {
    const bound = addresses(`
      const { startBlobsServer } = await import(${JSON.stringify(url("scripts/lib/blobs-server.mjs"))});
      const server = await startBlobsServer(${JSON.stringify(path.join(ROOT, ".netlify", "loopback-test"))});
      await server.stop();
    `);
    expect(bound.map((a) => a.address)).toEqual(["127.0.0.1"]);
  });

  it("without it, Netlify's Blobs server listens on every interface (what the wrapper corrects)", () => {
    const bound = addresses(`
      const { BlobsServer } = await import("@netlify/blobs/server");
      const server = new BlobsServer({ directory: ${JSON.stringify(path.join(ROOT, ".netlify", "loopback-test"))}, token: "t" });
      await server.start();
      await server.stop();
    `);
    expect(bound).toHaveLength(1);
    expect(["::", "0.0.0.0"]).toContain(bound[0].address);
  });
});
