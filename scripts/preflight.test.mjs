/* global describe, it, expect */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { findChromium, findE2eBrowser } from "./lib/chromium.mjs";

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

describe("findE2eBrowser", () => {
  it("takes an explicit E2E_CHROMIUM_PATH that exists, over any other browser", () => {
    expect(findE2eBrowser({ E2E_CHROMIUM_PATH: process.execPath, CHROMIUM_PATH: "/nonexistent" })).toEqual({
      path: process.execPath,
      headlessShell: false,
    });
  });

  it("refuses an explicit E2E_CHROMIUM_PATH that does not exist", () => {
    expect(findE2eBrowser({ E2E_CHROMIUM_PATH: "/nonexistent/shell" })).toEqual({
      error: "E2E_CHROMIUM_PATH=/nonexistent/shell does not exist: point it at a Chromium binary, or unset it",
    });
  });

  it("prefers the headless shell, else falls back to the full Chromium and says why it is slower", () => {
    const found = findE2eBrowser({ CHROMIUM_PATH: process.execPath });
    if (found.error !== undefined) throw new Error(found.error);
    if (found.headlessShell) expect(found.path).toMatch(/chromium-headless-shell$/);
    else {
      expect(found.path).toBe(process.execPath);
      expect(found.note).toMatch(/apt-get install -y chromium-headless-shell/);
    }
  });
});

describe("preflight", () => {
  it("says in one line that E2E_CHROMIUM_PATH does not exist before the end-to-end tests", () => {
    const r = run(["scripts/preflight.mjs", "e2e"], { E2E_CHROMIUM_PATH: "/nonexistent" });
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toBe(
      "preflight: E2E_CHROMIUM_PATH=/nonexistent does not exist: point it at a Chromium binary, or unset it",
    );
  });

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
    expect(r.stderr).toMatch(
      /^unknown step\(s\): chek \(steps: preflight, check, build, weight, quality, e2e, editor\)/,
    );
  });
});
