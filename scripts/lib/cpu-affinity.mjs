// @ts-check
/**
 * A core of its own for the page Lighthouse measures (docs/decisions/renderer-core.md).
 *
 * On a 2-core host the renderer's main thread shared its cores with Chromium's browser process, its
 * software compositor (the GPU process), the tracing service and the site's server, and a task that
 * spent a quarter of its length on the CPU was counted whole: single runs of 50-112 ms of blocking
 * time that the page's own work does not explain (docs/quality.md, "Where the blocking time's tail
 * comes from"). So while the gate measures, the renderers run on the last core the process may use
 * and everything else (Chromium's other processes, Lighthouse's own process, the server) on the
 * others, the way a phone gives the page's main thread a core.
 *
 * Linux only, through util-linux's `taskset` (no Node API sets affinity). Renderers are forked from
 * Chromium's sandboxed zygote, so that zygote is moved first and every renderer after it starts on
 * the renderer core; processes the zygote forks that are not renderers (the storage and tracing
 * services) are moved back before each load. Elsewhere, with one core, or without `taskset`, nothing
 * is moved and `off` says why (the gate prints it).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * The CPUs of a list such as `0-3,6` (the kernel's `Cpus_allowed_list`), ascending, without repeats.
 * @param {string} list
 * @returns {number[]}
 */
export function parseCpuList(list) {
  /** @type {Set<number>} */
  const cpus = new Set();
  for (const part of list.trim().split(",")) {
    const match = /^(\d+)(?:-(\d+))?$/.exec(part.trim());
    if (!match) throw new Error(`not a CPU list: "${list}"`);
    const first = Number(match[1]);
    const last = match[2] === undefined ? first : Number(match[2]);
    if (last < first) throw new Error(`not a CPU list: "${list}"`);
    for (let cpu = first; cpu <= last; cpu++) cpus.add(cpu);
  }
  return [...cpus].sort((a, b) => a - b);
}

/**
 * How to split `cpus` (the ones this process may use): the last for renderers, the rest for
 * everything else; null with fewer than two.
 * @param {number[]} cpus
 * @returns {{ renderer: string, rest: string, all: string } | null}
 */
export function splitCpus(cpus) {
  if (cpus.length < 2) return null;
  return {
    renderer: String(cpus[cpus.length - 1]),
    rest: cpus.slice(0, -1).join(","),
    all: cpus.join(","),
  };
}

/**
 * A Chromium process's role, from its command line: `renderer`, `zygote` (the sandboxed one, which
 * forks renderers), `unsandboxed-zygote` (which forks the GPU process), or the `--type=` it names
 * (`browser` when none).
 * @param {string[]} args
 */
export function chromiumRole(args) {
  const type = args.find((a) => a.startsWith("--type="))?.slice("--type=".length) ?? "browser";
  if (type === "zygote" && args.includes("--no-zygote-sandbox")) return "unsandboxed-zygote";
  return type;
}

/**
 * Every process under `rootPid` (itself included), read from a `/proc`-shaped directory: a browser's
 * (`pin`) or the gate's own (`keepOff`), each with its role as `chromiumRole` names it (only a
 * Chromium's roles are read). Chromium rewrites its command line as one string with spaces, so both
 * NULs and spaces separate arguments.
 * @param {number} rootPid
 * @param {string} [procDir]
 * @returns {{ pid: number, role: string }[]}
 */
export function processTree(rootPid, procDir = "/proc") {
  /** @type {Map<number, number[]>} */
  const children = new Map();
  for (const entry of fs.readdirSync(procDir)) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = fs.readFileSync(path.join(procDir, entry, "stat"), "utf8");
    } catch {
      continue; // gone since the listing
    }
    // pid (comm) state ppid ...: comm may hold spaces and parentheses, so read after the last ")".
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    const siblings = children.get(ppid) ?? [];
    siblings.push(Number(entry));
    children.set(ppid, siblings);
  }
  /** @type {{ pid: number, role: string }[]} */
  const tree = [];
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = /** @type {number} */ (queue.shift());
    let args;
    try {
      args = fs.readFileSync(path.join(procDir, String(pid), "cmdline"), "utf8").split(/[\0 ]+/);
    } catch {
      continue;
    }
    tree.push({ pid, role: chromiumRole(args) });
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** @typedef {(command: string, args: string[]) => void} Runner */

/** @type {Runner} */
const taskset = (command, args) => {
  execFileSync(command, args, { stdio: "ignore" });
};

/**
 * Keeps one Chromium's renderers on a core of their own while Lighthouse measures.
 * @param {{ allowed?: string, procDir?: string, run?: Runner, platform?: string }} [options]
 *   allowed: the CPU list this process may use (default: its `Cpus_allowed_list`); run: how
 *   `taskset` is called (tests record the calls).
 */
export function rendererCore(options = {}) {
  const procDir = options.procDir ?? "/proc";
  const run = options.run ?? taskset;
  const platform = options.platform ?? process.platform;
  /** @type {string | null} why nothing is moved */
  let off = null;
  /** @type {ReturnType<typeof splitCpus>} */
  let cpus = null;
  if (platform !== "linux") off = `${platform} has no taskset`;
  else {
    const allowed =
      options.allowed ??
      /Cpus_allowed_list:\s*(\S+)/.exec(fs.readFileSync(path.join(procDir, "self", "status"), "utf8"))?.[1];
    cpus = allowed ? splitCpus(parseCpuList(allowed)) : null;
    if (!cpus) off = `this process may use only CPU ${allowed ?? "?"}`;
  }
  /** @type {Set<number>} the processes `keepOff` moved, to give every CPU back on `release` */
  const companions = new Set();

  /** @type {(list: string, pid: number) => boolean} false when the process is gone or taskset fails */
  const move = (list, pid) => {
    if (off) return false;
    try {
      run("taskset", ["--all-tasks", "--cpu-list", "--pid", list, String(pid)]);
      return true;
    } catch (error) {
      const missing = /** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT";
      if (missing) off = "taskset is not installed (Debian: util-linux)";
      return false;
    }
  };

  return {
    /** Why renderers share their cores this run, or null when they have one of their own. */
    get off() {
      return off;
    },
    /** The CPU the renderers run on, and the ones everything else runs on. */
    get cpus() {
      return off ? null : cpus;
    },
    /**
     * Moves `pids` (this process, the server) and the processes under them off the renderer core
     * until `release`.
     * @param {number[]} pids
     */
    keepOff(pids) {
      if (!cpus) return;
      for (const root of pids)
        for (const { pid } of processTree(root, procDir)) if (move(cpus.rest, pid)) companions.add(pid);
    },
    /**
     * Before each load: the sandboxed zygote and the renderers on the renderer core, every other
     * process of the browser off it.
     * @param {number} browserPid
     * @returns {number} the renderers moved
     */
    pin(browserPid) {
      if (!cpus) return 0;
      let renderers = 0;
      for (const { pid, role } of processTree(browserPid, procDir)) {
        const own = role === "renderer" || role === "zygote";
        if (move(own ? cpus.renderer : cpus.rest, pid) && role === "renderer") renderers++;
      }
      return renderers;
    },
    /** Gives the processes of `keepOff` every CPU again (Chromium's exit with the browser). */
    release() {
      if (!cpus) return;
      for (const pid of companions) move(cpus.all, pid);
      companions.clear();
    },
  };
}
