#!/usr/bin/env node
// @ts-check
/**
 * `npm test`: every test, in the order that fails fastest, each step timed.
 *
 *   node scripts/test.mjs [preflight] [check] [build] [weight] [quality] [e2e] [editor]   (default: all but editor)
 *
 * - preflight: Node, Chromium, Java (scripts/preflight.mjs): one line per missing thing.
 * - check: content check, then type check, ESLint and Prettier side by side, then the unit tests.
 * - build: `npm run build` unless public/ is a fresh build of these sources and settings; it runs
 *   side by side with check (neither needs the other; the two cores are shared between them).
 * - weight: first-load JavaScript per route, then the headers every path gets (scripts/headers-check.mjs).
 * - quality and e2e share one served site (scripts/lib/site.mjs) on a free port (or E2E_PORT when
 *   set and free): the Nu checker, the link crawl and Lighthouse first, on a quiet machine, then
 *   Playwright against the same server (its desktop, mobile and budget projects). The server and everything else this run starts are stopped
 *   when it ends, fails or is interrupted (scripts/lib/services.mjs).
 *
 * - editor (`npm run test:editor`, not in the default run; CI runs it after `npm test`): the Playwright "editor"
 *   project, the CMS acceptance test with its own cold build of the edited content (tests/e2e/editor.spec.ts).
 *
 * `hold` (for the tests of this file) serves the site, prints `ready BASE PID`, and waits.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, staleReason } from "./lib/build-state.mjs";
import { findE2eBrowser } from "./lib/chromium.mjs";
import { disownGroup, ownGroup, stopAll, stopOnExit } from "./lib/services.mjs";
import { startSite } from "./lib/site.mjs";
import { preflight } from "./preflight.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BIN = (/** @type {string} */ name) => path.join(ROOT, "node_modules", ".bin", name);
const ALL = ["preflight", "check", "build", "weight", "quality", "e2e"];
/** The Playwright projects of the e2e step (playwright.config.ts); "editor" is a step of its own. */
const E2E_PROJECTS = ["desktop", "mobile", "budget"];

/** @type {{ step: string, seconds: number, ok: boolean }[]} */
const timings = [];

/**
 * Runs a command; its output is shown as it comes (`inherit`) or, for commands run side by side,
 * held and printed in one piece when it ends.
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, hold?: boolean }} [options]
 * @returns {Promise<boolean>}
 */
function run(label, command, args, options = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    // In a process group of its own, stopped with everything else if this run is interrupted.
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...options.env },
      stdio: options.hold ? ["ignore", "pipe", "pipe"] : "inherit",
      detached: true,
    });
    if (child.pid) ownGroup(child.pid);
    /** @type {string[]} */
    const out = [];
    child.stdout?.on("data", (d) => out.push(String(d)));
    child.stderr?.on("data", (d) => out.push(String(d)));
    child.once("error", (error) => out.push(`${error.message}\n`));
    child.once("close", (code) => {
      if (child.pid) disownGroup(child.pid);
      const ok = code === 0;
      if (options.hold) process.stdout.write(out.join(""));
      console.log(
        `-- ${label}: ${ok ? "ok" : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      resolve(ok);
    });
  });
}

/**
 * @param {string} name
 * @param {() => Promise<boolean>} body
 */
async function step(name, body) {
  console.log(`\n==> ${name}`);
  const started = Date.now();
  const ok = await body();
  timings.push({ step: name, seconds: (Date.now() - started) / 1000, ok });
  if (!ok) throw new StepFailed(name);
}

class StepFailed extends Error {}

const steps = {
  preflight: async () => {
    const problems = preflight(wanted.includes("quality") || wanted.includes("e2e") ? "test" : "start");
    for (const p of problems) console.error(`preflight: ${p}`);
    return problems.length === 0;
  },
  check: async () => {
    const node = process.execPath;
    const strip = [
      "--experimental-strip-types",
      "--disable-warning=ExperimentalWarning",
      "--disable-warning=MODULE_TYPELESS_PACKAGE_JSON",
    ];
    if (!(await run("content check", node, [...strip, "scripts/content-check.mjs"]))) return false;
    const side = await Promise.all([
      run("type check", BIN("tsc"), ["--noEmit"], { hold: true }),
      run("eslint", BIN("eslint"), [".", "--max-warnings=0"], { hold: true }),
      run("prettier", BIN("prettier"), ["--check", ".", "--log-level", "warn"], { hold: true }),
    ]);
    if (side.includes(false)) return false;
    return run("unit tests", BIN("jest"), ["--silent"], { hold: wanted.includes("build") });
  },
  build: async () => {
    const reason = staleReason();
    if (!reason) {
      console.log("public/ is a fresh build of these sources and settings: not building again");
      return true;
    }
    console.log(`building: ${reason}`);
    return (await build(process.env, { owned: true, types: "check" })) === 0;
  },
  weight: async () =>
    (await run("weight", process.execPath, [
      "--disable-warning=MODULE_TYPELESS_PACKAGE_JSON",
      "scripts/page-weight.mjs",
    ])) &&
    // The headers public/_headers and netlify.toml give every path, resolved as Netlify resolves them.
    run("headers", process.execPath, ["scripts/headers-check.mjs"]),
};

/** quality and e2e, against one server. */
async function servedSteps() {
  const site = await startSite({ port: process.env.E2E_PORT, portVariable: "E2E_PORT", log: console.log });
  if (wanted.includes("quality"))
    await step("quality", async () => {
      const { runQualityGates } = await import("./quality/run.mjs");
      return (await runQualityGates(site.base, undefined, measured)).length === 0;
    });
  if (wanted.includes("e2e"))
    await step("e2e", () => {
      const browser = findE2eBrowser();
      if (browser.path) console.log(`browser: ${browser.path}${browser.note ? ` (${browser.note})` : ""}`);
      const extra = process.env.E2E_ARGS?.split(" ").filter(Boolean) ?? [];
      // The editor project has a step of its own; E2E_ARGS that name a project choose for themselves.
      const projects = extra.some((a) => a.startsWith("--project")) ? [] : E2E_PROJECTS.map((p) => `--project=${p}`);
      return run("playwright", BIN("playwright"), ["test", ...projects, ...extra], {
        env: { E2E_BASE_URL: site.base, E2E_MAIL_URL: site.mailUrl },
      });
    });
  if (wanted.includes("editor"))
    await step("editor", () =>
      run("playwright", BIN("playwright"), ["test", "--project=editor"], {
        env: { E2E_BASE_URL: site.base, E2E_MAIL_URL: site.mailUrl },
      }),
    );
  if (wanted.includes("hold")) {
    console.log(`ready ${site.base} ${process.pid}`);
    await new Promise(() => {}); // until a signal
  }
  await site.stop();
}

const startedAt = Date.now();
/**
 * What the quality step measured of the machine: Lighthouse's benchmarkIndex, lowest and highest route median.
 * @type {{ benchmarkIndex?: [number, number] }}
 */
const measured = {};
function summary() {
  if (timings.length === 0) return;
  console.log("\n==> timings (check and build run side by side)");
  for (const t of timings)
    console.log(`  ${t.step.padEnd(10)} ${t.seconds.toFixed(1).padStart(7)} s  ${t.ok ? "ok" : "FAILED"}`);
  console.log(`  ${"total".padEnd(10)} ${((Date.now() - startedAt) / 1000).toFixed(1).padStart(7)} s (wall clock)`);
  // The machine's speed varies threefold from day to day; a time means little without it (docs/quality.md).
  if (measured.benchmarkIndex)
    console.log(`  benchmarkIndex ${measured.benchmarkIndex.join("–")} (Lighthouse, the routes' medians)`);
}

const args = process.argv.slice(2);
const unknown = args.filter((a) => ![...ALL, "editor", "hold"].includes(a));
if (unknown.length > 0) {
  console.error(`unknown step(s): ${unknown.join(", ")} (steps: ${[...ALL, "editor"].join(", ")})`);
  process.exit(2);
}
const wanted = args.length > 0 ? args : ALL;

stopOnExit();
try {
  if (wanted.includes("preflight") || wanted.some((s) => ["quality", "e2e", "editor", "hold"].includes(s)))
    await step("preflight", steps.preflight);
  // check and build side by side; a failure of either is reported once both have ended.
  const early = /** @type {const} */ (["check", "build"]).filter((name) => wanted.includes(name));
  const results = await Promise.allSettled(early.map((name) => step(name, steps[name])));
  for (const r of results) if (r.status === "rejected") throw r.reason;
  if (wanted.includes("weight")) await step("weight", steps.weight);
  if (wanted.some((s) => ["quality", "e2e", "editor", "hold"].includes(s))) await servedSteps();
  summary();
  console.log("\nnpm test: passed");
} catch (error) {
  summary();
  if (error instanceof StepFailed) console.error(`\nnpm test: FAILED at ${error.message}`);
  else console.error(`\nnpm test: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
