/* global describe, it, expect, beforeEach, afterEach */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromiumRole, processTree, parseCpuList, rendererCore, splitCpus } from "./cpu-affinity.mjs";

describe("parseCpuList", () => {
  it("reads single CPUs and ranges, in order and without repeats", () => {
    expect(parseCpuList("0-1")).toEqual([0, 1]);
    expect(parseCpuList("3,0-2,2\n")).toEqual([0, 1, 2, 3]);
    expect(parseCpuList("5")).toEqual([5]);
  });

  it("refuses what is not a list", () => {
    expect(() => parseCpuList("")).toThrow(/not a CPU list/);
    expect(() => parseCpuList("2-1")).toThrow(/not a CPU list/);
    expect(() => parseCpuList("0,a")).toThrow(/not a CPU list/);
  });
});

describe("splitCpus", () => {
  it("gives renderers the last CPU and everything else the rest", () => {
    expect(splitCpus([0, 1])).toEqual({ renderer: "1", rest: "0", all: "0,1" });
    expect(splitCpus([2, 4, 6, 7])).toEqual({ renderer: "7", rest: "2,4,6", all: "2,4,6,7" });
  });

  it("moves nothing with one CPU", () => {
    expect(splitCpus([0])).toBeNull();
    expect(splitCpus([])).toBeNull();
  });
});

describe("chromiumRole", () => {
  it("names the process from its --type, the browser when there is none", () => {
    expect(chromiumRole(["/usr/lib/chromium/chromium", "--headless=new"])).toBe("browser");
    expect(chromiumRole(["chromium", "--type=renderer", "--lang=en-US"])).toBe("renderer");
    expect(chromiumRole(["chromium", "--type=gpu-process"])).toBe("gpu-process");
  });

  it("tells the zygote that forks renderers from the one that forks the GPU process", () => {
    expect(chromiumRole(["chromium", "--type=zygote", "--no-sandbox"])).toBe("zygote");
    expect(chromiumRole(["chromium", "--type=zygote", "--no-zygote-sandbox"])).toBe("unsandboxed-zygote");
  });
});

/** A /proc-shaped directory: pid → [ppid, command line as Chromium rewrites it, comm] */
function fakeProc(dir, processes, allowed = "0-1") {
  for (const [pid, [ppid, cmdline, comm = "chromium"]] of Object.entries(processes)) {
    fs.mkdirSync(path.join(dir, pid), { recursive: true });
    fs.writeFileSync(path.join(dir, pid, "stat"), `${pid} (${comm}) S ${ppid} ${pid} ${pid} 0 -1 4194560`);
    fs.writeFileSync(path.join(dir, pid, "cmdline"), cmdline);
  }
  fs.mkdirSync(path.join(dir, "self"), { recursive: true });
  fs.writeFileSync(path.join(dir, "self", "status"), `Name:\tnode\nCpus_allowed:\t3\nCpus_allowed_list:\t${allowed}\n`);
}

describe("a browser's processes", () => {
  /** @type {string} */
  let dir;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "cpu-affinity-"));
    fakeProc(dir, {
      100: [1, "/usr/lib/chromium/chromium --headless=new --no-sandbox"],
      101: [100, "/usr/lib/chromium/chromium --type=zygote --no-zygote-sandbox --no-sandbox"],
      102: [100, "/usr/lib/chromium/chromium --type=zygote --no-sandbox"],
      103: [101, "/usr/lib/chromium/chromium --type=gpu-process --no-sandbox"],
      104: [102, "/usr/lib/chromium/chromium --type=renderer --lang=en-US"],
      105: [102, "/usr/lib/chromium/chromium --type=utility --utility-sub-type=tracing.mojom.TracingService"],
      106: [100, "/usr/lib/chromium/chromium\0--type=utility\0--utility-sub-type=network.mojom.NetworkService\0"],
      // comm with a space and a parenthesis, and a process of another tree
      200: [1, "node scripts/serve.mjs", "node (x) y"],
      201: [200, "node scripts/lib/blobs-server.mjs"],
    });
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("lists every process under the browser with its role, and nothing of another tree", () => {
    const tree = processTree(100, dir).sort((a, b) => a.pid - b.pid);
    expect(tree).toEqual([
      { pid: 100, role: "browser" },
      { pid: 101, role: "unsandboxed-zygote" },
      { pid: 102, role: "zygote" },
      { pid: 103, role: "gpu-process" },
      { pid: 104, role: "renderer" },
      { pid: 105, role: "utility" },
      { pid: 106, role: "utility" },
    ]);
    expect(processTree(200, dir).map((p) => p.pid)).toEqual([200, 201]);
  });

  it("puts the renderers and their zygote on the last CPU and every other process on the rest", () => {
    /** @type {string[][]} */
    const calls = [];
    const cores = rendererCore({ procDir: dir, platform: "linux", run: (cmd, args) => calls.push([cmd, ...args]) });
    expect(cores.off).toBeNull();
    expect(cores.cpus).toEqual({ renderer: "1", rest: "0", all: "0,1" });
    expect(cores.pin(100)).toBe(1);
    const cpuOf = Object.fromEntries(calls.map((c) => [c.at(-1), c.at(-2)]));
    expect(calls.every((c) => c[0] === "taskset" && c.includes("--all-tasks"))).toBe(true);
    expect(cpuOf).toEqual({ 100: "0", 101: "0", 102: "1", 103: "0", 104: "1", 105: "0", 106: "0" });
  });

  it("keeps the server and its children off the renderer CPU until release, then gives them every CPU", () => {
    /** @type {string[][]} */
    const calls = [];
    const cores = rendererCore({ procDir: dir, platform: "linux", run: (cmd, args) => calls.push(args) });
    cores.keepOff([200]);
    expect(calls.map((a) => [a.at(-1), a.at(-2)])).toEqual([
      ["200", "0"],
      ["201", "0"],
    ]);
    calls.length = 0;
    cores.release();
    expect(calls.map((a) => [a.at(-1), a.at(-2)]).sort()).toEqual([
      ["200", "0,1"],
      ["201", "0,1"],
    ]);
    calls.length = 0;
    cores.release();
    expect(calls).toEqual([]);
  });

  it("moves nothing, and says why, with one CPU, off Linux, or without taskset", () => {
    /** @type {string[][]} */
    const calls = [];
    const run = (/** @type {string} */ cmd, /** @type {string[]} */ args) => calls.push(args);
    fakeProc(dir, {}, "3");
    const one = rendererCore({ procDir: dir, platform: "linux", run });
    expect(one.off).toBe("this process may use only CPU 3");
    expect(one.pin(100)).toBe(0);
    const mac = rendererCore({ procDir: dir, platform: "darwin", run });
    expect(mac.off).toBe("darwin has no taskset");
    mac.keepOff([200]);
    expect(calls).toEqual([]);

    const missing = rendererCore({
      procDir: dir,
      platform: "linux",
      allowed: "0-1",
      run: () => {
        throw Object.assign(new Error("spawnSync taskset ENOENT"), { code: "ENOENT" });
      },
    });
    expect(missing.pin(100)).toBe(0);
    expect(missing.off).toMatch(/taskset is not installed/);
    expect(missing.cpus).toBeNull();
  });

  it("goes on past a process that ended between the listing and the move", () => {
    let first = true;
    const cores = rendererCore({
      procDir: dir,
      platform: "linux",
      run: () => {
        if (first) {
          first = false;
          throw Object.assign(new Error("taskset: failed to get pid 100's affinity"), { status: 1 });
        }
      },
    });
    expect(cores.pin(100)).toBe(1);
    expect(cores.off).toBeNull();
  });
});

describe("on this machine", () => {
  it("moves a real process with taskset and gives it every CPU back", async () => {
    const { spawn } = await import("node:child_process");
    const child = spawn("sleep", ["30"], { stdio: "ignore" });
    const allowed = () => /Cpus_allowed_list:\s*(\S+)/.exec(fs.readFileSync(`/proc/${child.pid}/status`, "utf8"))?.[1];
    try {
      const cores = rendererCore();
      const before = process.platform === "linux" ? allowed() : undefined;
      cores.keepOff([/** @type {number} */ (child.pid)]);
      if (cores.cpus) {
        expect(parseCpuList(/** @type {string} */ (allowed()))).toEqual(parseCpuList(cores.cpus.rest));
        cores.release();
        expect(allowed()).toBe(before);
      } else {
        // one CPU, not Linux, or no taskset: nothing moved, and the reason is given
        expect(cores.off).toEqual(expect.any(String));
        if (before) expect(allowed()).toBe(before);
      }
    } finally {
      child.kill();
    }
  });
});
