import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { expect, test } from "@playwright/test";

/**
 * The test steps own their servers (scripts/lib/services.mjs, scripts/lib/site.mjs): a run that
 * is stopped half-way, however it is stopped, leaves nothing listening, and a run whose port is
 * taken says so at once and measures nothing. Each case starts real runs of scripts/test.mjs and
 * scripts/quality/run.mjs against the build in public/. Not about the viewport: desktop only.
 */
test.describe.configure({ mode: "serial" });
test.describe("test runs and their servers @desktop", () => {
  test.setTimeout(90_000);
  const ROOT = path.resolve(__dirname, "..", "..");

  function startRun(args: string[], env: NodeJS.ProcessEnv = {}): { child: ChildProcess; output: () => string } {
    const chunks: string[] = [];
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, E2E_BASE_URL: "", ...env } });
    child.stdout?.on("data", (d) => chunks.push(String(d)));
    child.stderr?.on("data", (d) => chunks.push(String(d)));
    return { child, output: () => chunks.join("") };
  }

  const exited = (child: ChildProcess) =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve(child.exitCode)
      : new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  /** Whether something accepts connections on the address's port (what "listening" means). */
  function listening(base: string): Promise<boolean> {
    const { hostname, port } = new URL(base);
    return new Promise((resolve) => {
      const socket = net.connect({ host: hostname, port: Number(port) });
      socket.once("connect", () => (socket.destroy(), resolve(true)));
      socket.once("error", () => resolve(false));
    });
  }

  function alive(pid: number): boolean {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  }

  for (const signal of ["SIGINT", "SIGTERM", "SIGKILL"] as const) {
    test(`a run stopped with ${signal} leaves nothing listening`, async () => {
      const run = startRun(["scripts/test.mjs", "hold"]);
      await expect.poll(() => /^ready /m.test(run.output()), { timeout: 60_000 }).toBe(true);
      const base = /^ready (\S+)/m.exec(run.output())![1]!;
      const serverPid = Number(/\(pid (\d+);/.exec(run.output())![1]);
      expect(await listening(base)).toBe(true);

      run.child.kill(signal);
      await exited(run.child);
      // SIGKILL runs no handler in the run itself: its reaper stops what it left.
      await expect.poll(() => listening(base), { timeout: 15_000 }).toBe(false);
      await expect.poll(() => alive(serverPid), { timeout: 15_000 }).toBe(false);
    });
  }

  test("a run whose port is taken stops at once, naming the port, and sends the port's owner nothing", async () => {
    let received = 0;
    const squatter = net.createServer((socket) => {
      socket.on("data", (d) => (received += d.length));
      socket.on("error", () => {});
    });
    await new Promise<void>((resolve) => squatter.listen(0, "127.0.0.1", () => resolve()));
    const port = (squatter.address() as net.AddressInfo).port;
    try {
      for (const [args, variable] of [
        [["scripts/test.mjs", "e2e"], "E2E_PORT"],
        [["scripts/quality/run.mjs"], "QUALITY_PORT"],
      ] as const) {
        const started = Date.now();
        const run = startRun([...args], { [variable]: String(port) });
        const code = await exited(run.child);
        expect(code).not.toBe(0);
        expect(run.output()).toContain(`port ${port} (${variable}) is already in use by another process`);
        expect(Date.now() - started).toBeLessThan(15_000);
      }
      // Each run connected once to see that the port is taken, and sent nothing: no request, no measurement.
      expect(received).toBe(0);
    } finally {
      await new Promise<void>((resolve) => squatter.close(() => resolve()));
    }
  });
});
