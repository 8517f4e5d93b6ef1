// @ts-check
/**
 * The safety net of scripts/lib/services.mjs: started by a test step with a pipe on its standard
 * input, it reads `+PGID` (a process group the step started) and `-PGID` (stopped by the step
 * itself). `done` means the step stopped everything: the reaper exits. When the pipe closes without
 * `done` (the step was killed, even with SIGKILL, or exited without cleaning up), it stops every
 * group still registered: SIGTERM, then SIGKILL two seconds later.
 */
import { createInterface } from "node:readline";

/** @type {Set<number>} */
const groups = new Set();
let done = false;

/** @param {NodeJS.Signals} signal */
const signalAll = (signal) => {
  for (const pgid of groups) {
    try {
      process.kill(-pgid, signal);
    } catch {
      groups.delete(pgid); // gone already
    }
  }
};

const lines = createInterface({ input: process.stdin });
lines.on("line", (line) => {
  if (line === "done") done = true;
  const pgid = Number(line.slice(1));
  if (!Number.isInteger(pgid) || pgid <= 1) return;
  if (line.startsWith("+")) groups.add(pgid);
  else if (line.startsWith("-")) groups.delete(pgid);
});
lines.on("close", () => {
  if (done || groups.size === 0) process.exit(0);
  console.error(
    `[reaper] test run ${process.argv[2] ?? "?"} ended without stopping its servers: stopping ${groups.size} process group(s)`,
  );
  signalAll("SIGTERM");
  setTimeout(() => {
    signalAll("SIGKILL");
    process.exit(0);
  }, 2000);
});
// Not killed with the step's terminal: Ctrl-C reaches the step, which stops everything and says `done`.
process.on("SIGINT", () => {});
process.on("SIGHUP", () => {});
