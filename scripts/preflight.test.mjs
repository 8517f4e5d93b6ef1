/* global describe, it, expect */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { findChromium } from "./lib/chromium.mjs";

const ROOT = path.resolve(__dirname, "..");

/** Runs a script of this folder with `env` on top of ours; its exit code, output and time. */
function run(args, env) {
  const started = Date.now();
  const r = spawnSync(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, ms: Date.now() - started };
}

describe("findChromium", () => {
  it("takes an explicit CHROMIUM_PATH that exists", () => {
    expect(findChromium({ CHROMIUM_PATH: process.execPath })).toEqual({ path: process.execPath });
  });

  it("refuses an explicit CHROMIUM_PATH that does not exist, instead of falling back to another browser", () => {
    const found = findChromium({ CHROMIUM_PATH: "/nonexistent/chromium" });
    expect(found.path).toBeUndefined();
    expect(found.error).toBe(
      "CHROMIUM_PATH=/nonexistent/chromium does not exist: point it at a Chromium or Chrome binary, or unset it",
    );
  });
});

describe("preflight", () => {
  it("says in one line, with no stack trace, that CHROMIUM_PATH does not exist, and exits 1", () => {
    const r = run(["scripts/preflight.mjs", "test"], { CHROMIUM_PATH: "/nonexistent" });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe("");
    const lines = r.stderr.trim().split("\n");
    expect(lines).toContain(
      "preflight: CHROMIUM_PATH=/nonexistent does not exist: point it at a Chromium or Chrome binary, or unset it",
    );
    expect(r.stderr).not.toMatch(/\n\s+at /); // no stack frames
  });

  it("does not ask for a browser or Java to start the site", () => {
    const r = run(["scripts/preflight.mjs", "start"], {
      CHROMIUM_PATH: "/nonexistent",
      PATH: path.dirname(process.execPath),
    });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
  });

  it("names Java and how to install it when it is missing", () => {
    // Only this Node on PATH: no `java` to be found.
    const r = run(["scripts/preflight.mjs", "quality"], {
      PATH: path.dirname(process.execPath),
      CHROMIUM_PATH: process.execPath,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(
      /^preflight: Java is needed for the Nu Html Checker and was not found: `sudo apt-get install -y default-jre-headless`/m,
    );
  });

  it("stops `npm test` at its first step, within seconds, and starts nothing", () => {
    const r = run(["scripts/test.mjs"], { CHROMIUM_PATH: "/nonexistent" });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^preflight: CHROMIUM_PATH=\/nonexistent does not exist/m);
    expect(r.stdout).toMatch(/npm test: FAILED at preflight|==> preflight/);
    expect(r.stdout).not.toMatch(/==> check/);
    expect(r.ms).toBeLessThan(30_000);
  });

  it("refuses an unknown step", () => {
    const r = run(["scripts/test.mjs", "chek"], {});
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^unknown step\(s\): chek \(steps: preflight, check, build, weight, quality, e2e\)/);
  });
});
