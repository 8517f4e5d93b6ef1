// @ts-check
/**
 * The servers a test step starts, and the promise that none outlives it.
 *
 * - Ports: a step asks for a free port on 127.0.0.1 (`freePort`), or, when a port was set
 *   explicitly, checks it is free first (`claimPort`) and stops at once naming it when it is not.
 * - Ownership: each child runs in a process group of its own and is stopped, group and all, when
 *   the step ends, fails, throws, or gets SIGINT/SIGTERM/SIGHUP (`stopAll`, wired by
 *   `stopOnExit`).
 * - A step killed with SIGKILL runs no handler, so the groups are also registered with a small
 *   reaper process (scripts/lib/reaper.mjs) that holds a pipe to this one: when the pipe closes
 *   without a word, this process is gone and the reaper stops what it left behind.
 */
import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const LOOPBACK = "127.0.0.1";

/** A port on 127.0.0.1 that nothing listens on right now (the kernel's choice). */
export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, LOOPBACK, () => resolve(undefined));
  });
  const address = server.address();
  await new Promise((resolve) => server.close(() => resolve(undefined)));
  if (!address || typeof address === "string") throw new Error("could not read the free port's number");
  return address.port;
}

/** Thrown when a port a step was told to use is already taken: the message is the one line to print. */
export class PortTakenError extends Error {}

/**
 * The port to use: `explicit` (from an environment variable named `variable`) when set, after
 * checking nothing listens on it; otherwise a free one.
 * @param {string | undefined} explicit
 * @param {string} variable
 */
export async function claimPort(explicit, variable) {
  if (!explicit) return freePort();
  const port = Number(explicit);
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    throw new PortTakenError(`${variable}=${explicit} is not a port number`);
  if (await listening(port))
    throw new PortTakenError(
      `port ${port} (${variable}) is already in use by another process: stop it (\`fuser -k ${port}/tcp\`) or unset ${variable} to use a free port`,
    );
  return port;
}

/** Whether something accepts connections on 127.0.0.1:port. */
export function listening(/** @type {number} */ port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: LOOPBACK });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

/** @typedef {{ name: string, child: import("node:child_process").ChildProcess, exited: Promise<number | null> }} Service */

/** @type {Set<Service>} */
const services = new Set();
/** @type {Set<number>} other process groups to stop (e.g. Chromium started by chrome-launcher) */
const groups = new Set();
/** @type {import("node:child_process").ChildProcess | undefined} */
let reaper;

function reaperProcess() {
  if (!reaper) {
    reaper = spawn(process.execPath, [path.join(HERE, "reaper.mjs"), String(process.pid)], {
      detached: true,
      stdio: ["pipe", "ignore", "inherit"],
    });
    reaper.unref();
    // The pipe must not keep this process alive either.
    /** @type {any} */ (reaper.stdin)?.unref?.();
  }
  return reaper;
}

/** @param {"+" | "-"} op @param {number} pgid */
function tellReaper(op, pgid) {
  try {
    reaperProcess().stdin?.write(`${op}${pgid}\n`);
  } catch {
    // the reaper is a safety net; its absence must not fail the step
  }
}

/**
 * Registers a process group (a child spawned with `detached: true`) to stop with the others.
 * @param {number} pgid
 */
export function ownGroup(pgid) {
  groups.add(pgid);
  tellReaper("+", pgid);
}

/** @param {number} pgid */
export function disownGroup(pgid) {
  groups.delete(pgid);
  tellReaper("-", pgid);
}

/** @param {number} pgid @param {NodeJS.Signals} signal */
function killGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal);
  } catch {
    // already gone
  }
}

/**
 * Starts `command` in a process group of its own, owned by this step.
 * @param {string} name for messages
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string }} [options]
 * @returns {Service & { output: string[] }} output: what it printed, for the message when it fails
 */
export function startService(name, command, args, options = {}) {
  /** @type {string[]} */
  const output = [];
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => output.push(String(d)));
  child.stderr?.on("data", (d) => output.push(String(d)));
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => {
    child.once("exit", (code) => resolve(code));
    child.once("error", (error) => {
      output.push(String(error));
      resolve(-1);
    });
  });
  const service = { name, child, exited, output };
  services.add(service);
  if (child.pid) tellReaper("+", child.pid);
  void exited.then(() => {
    services.delete(service);
    if (child.pid) tellReaper("-", child.pid);
  });
  return service;
}

/**
 * Stops one service: SIGTERM to its group, SIGKILL after `graceMs`.
 * @param {Service} service
 */
export async function stopService(service, graceMs = 5000) {
  const pid = service.child.pid;
  if (!pid || service.child.exitCode !== null || service.child.signalCode !== null) return;
  killGroup(pid, "SIGTERM");
  const done = await Promise.race([service.exited.then(() => true), sleep(graceMs).then(() => false)]);
  if (!done) killGroup(pid, "SIGKILL");
  await service.exited;
  killGroup(pid, "SIGKILL"); // whatever the leader left in its group
}

/** Stops every service and group this process started. */
export async function stopAll() {
  const stopping = [...services].map((s) => stopService(s));
  for (const pgid of groups) killGroup(pgid, "SIGKILL");
  groups.clear();
  await Promise.all(stopping);
  // A clean end: tell the reaper there is nothing left for it.
  if (reaper?.stdin && !reaper.stdin.destroyed) reaper.stdin.end("done\n");
}

let wired = false;
/**
 * Stops everything on SIGINT, SIGTERM and SIGHUP (exit code 130/143/129) and on an uncaught
 * error. A step still calls stopAll itself when it ends (in a `finally`).
 */
export function stopOnExit() {
  if (wired) return;
  wired = true;
  for (const [signal, code] of /** @type {const} */ ([
    ["SIGINT", 130],
    ["SIGTERM", 143],
    ["SIGHUP", 129],
  ])) {
    process.on(signal, () => {
      console.error(`\n${signal}: stopping the servers this run started`);
      void stopAll().finally(() => process.exit(code));
    });
  }
  process.on("uncaughtException", (error) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    void stopAll().finally(() => process.exit(1));
  });
}

/** @param {number} ms */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
