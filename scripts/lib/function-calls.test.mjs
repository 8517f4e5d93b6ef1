/* global describe, it, expect */
/**
 * @jest-environment node
 *
 * A busy machine never turns a request into a 500 on the local platform (issue 38, item 10): the
 * emulator's lost builds are called again, its timeouts and a full queue are 503 with Retry-After,
 * and a function's own 500 stays a 500. The platform server runs here in front of a stand-in for the
 * emulator that answers what @netlify/dev 5.1.3 answered in the flood (docs/decisions/local-function-calls.md).
 */
import { BUILD_GONE, BUSY_RETRY_AFTER, TIMED_OUT, callFunction, createGate } from "./function-calls.mjs";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** What the emulator answered when another call had removed the build it was handed (copied from the flood's log). */
const LOST_BUILD =
  "Error: Cannot find module '/work/site/.netlify/functions-serve/_3uaBAb/beacon/___netlify-entry-point.mjs' imported from /work/site/node_modules/@netlify/functions-dev/dist/worker.js";
const TIMEOUT = "TimeoutError: Task timed out after 30.00 seconds";

const fn = (status, body = null) => ({ type: "function", response: new Response(body, { status }) });

/** A stand-in for NetlifyDev: answers each call with the next of `answers` and keeps the bodies it was handed. */
function emulator(answers) {
  const bodies = [];
  return {
    bodies,
    async handleAndIntrospect(request) {
      bodies.push(await request.text());
      const next = answers[Math.min(bodies.length - 1, answers.length - 1)];
      return typeof next === "function" ? next() : next;
    },
  };
}

describe("the emulator's answers the patterns know", () => {
  it("recognises a lost build and a timeout, and nothing else", () => {
    expect(BUILD_GONE.test(LOST_BUILD)).toBe(true);
    expect(TIMED_OUT.test(TIMEOUT)).toBe(true);
    expect(BUILD_GONE.test("Error: Cannot find module 'nodemailer' imported from /work/site/netlify/lib/x.ts")).toBe(
      false,
    );
    expect(TIMED_OUT.test("TypeError: x is not a function")).toBe(false);
  });
});

describe("callFunction", () => {
  it("calls again after a lost build, and returns the answer of the call that ran", async () => {
    const answers = [fn(500, LOST_BUILD), fn(500, LOST_BUILD), fn(204)];
    let calls = 0;
    const said = [];
    const outcome = await callFunction(async () => answers[calls++], { log: (m) => said.push(m) });
    expect(calls).toBe(3);
    expect(outcome.result.response.status).toBe(204);
    expect(said).toHaveLength(2);
  });

  it("is busy, not a 500, after ATTEMPTS lost builds or a timeout", async () => {
    let calls = 0;
    const lost = await callFunction(async () => (calls++, fn(500, LOST_BUILD)), { attempts: 3, log: () => {} });
    expect(calls).toBe(3);
    expect(lost).toEqual({ busy: expect.stringContaining("3 times") });
    expect(await callFunction(async () => fn(500, TIMEOUT))).toEqual({ busy: expect.stringContaining("30 s") });
  });

  it("passes a function's own 500, and any other answer, through once", async () => {
    let calls = 0;
    const own = await callFunction(async () => (calls++, fn(500, "TypeError: boom")));
    expect(calls).toBe(1);
    expect(own.result.response.status).toBe(500);
    expect((await callFunction(async () => undefined)).result).toBeUndefined();
  });
});

describe("createGate", () => {
  it("runs at most `concurrency` tasks at once, the rest in turn, and refuses past the queue", async () => {
    const gate = createGate({ concurrency: 2, queue: 2 });
    let running = 0;
    let most = 0;
    const releases = [];
    const task = () =>
      new Promise((resolve) => {
        running++;
        most = Math.max(most, running);
        releases.push(() => {
          running--;
          resolve("done");
        });
      });
    const runs = [gate.run(task), gate.run(task), gate.run(task), gate.run(task)];
    expect(await gate.run(task)).toBeNull(); // two running, two waiting: the fifth is refused at once
    expect(gate.load).toEqual({ running: 2, waiting: 2 });
    while (releases.length > 0 || running > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(runs)).toEqual(["done", "done", "done", "done"]);
    expect(most).toBe(2);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it("frees its place when a task throws", async () => {
    const gate = createGate({ concurrency: 1, queue: 0 });
    await expect(gate.run(() => Promise.reject(new Error("x")))).rejects.toThrow("x");
    expect(await gate.run(async () => "ok")).toBe("ok");
  });
});

/**
 * The platform server (platform.mjs uses import.meta, which Jest's CommonJS cannot load) runs in a
 * child process in front of the stand-in emulator; each scenario's answers come back as JSON.
 */
function underLoad() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "function-calls-"));
  const url = (f) => JSON.stringify(pathToFileURL(path.join(__dirname, f)).href);
  const script = path.join(dir, "scenarios.mjs");
  writeFileSync(
    script,
    `
    const { createPlatformServer } = await import(${url("platform.mjs")});
    const { createGate } = await import(${url("function-calls.mjs")});
    const LOST_BUILD = ${JSON.stringify(LOST_BUILD)};
    const TIMEOUT = ${JSON.stringify(TIMEOUT)};
    const fn = ${fn.toString()};
    const emulator = ${emulator.toString()};
    async function serve(netlify, options = {}) {
      const server = createPlatformServer(netlify, options);
      await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
      const { port } = server.address();
      const beacon = async (path = "/about") => {
        const res = await fetch("http://127.0.0.1:" + port + "/api/beacon", {
          method: "POST",
          headers: { "content-type": "text/plain;charset=UTF-8" },
          body: JSON.stringify({ path }),
        });
        await res.arrayBuffer();
        return { status: res.status, retryAfter: res.headers.get("retry-after") };
      };
      return { beacon, close: () => new Promise((resolve) => server.close(resolve)) };
    }
    const out = {};
    {
      const netlify = emulator([fn(500, LOST_BUILD), fn(204)]);
      const s = await serve(netlify);
      out.lostBuild = { answer: await s.beacon("/services"), bodies: netlify.bodies };
      await s.close();
    }
    {
      const s = await serve(emulator([fn(500, TIMEOUT)]));
      out.timeout = await s.beacon();
      await s.close();
    }
    {
      let release;
      const held = new Promise((resolve) => (release = resolve));
      const netlify = emulator([() => held.then(() => fn(204))]);
      const s = await serve(netlify, { gate: createGate({ concurrency: 1, queue: 0 }) });
      const first = s.beacon();
      while (netlify.bodies.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      out.queueFull = await s.beacon();
      release();
      out.firstOfQueue = await first;
      await s.close();
    }
    {
      const s = await serve(emulator([fn(500, "TypeError: boom")]));
      out.ownError = await s.beacon();
      await s.close();
    }
    console.log("RESULT " + JSON.stringify(out));
    process.exit(0);
    `,
  );
  try {
    const stdout = execFileSync(process.execPath, [script], {
      encoding: "utf8",
      timeout: 60_000,
      env: { ...process.env, LOCAL_RATE_LIMITS: "off" },
      stdio: ["ignore", "pipe", "ignore"],
    });
    return JSON.parse(/RESULT (.*)/.exec(stdout)[1]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("the local platform under load", () => {
  const out = underLoad();

  it("answers 204 when the emulator lost the build, handing it the same body again", () => {
    expect(out.lostBuild.answer.status).toBe(204);
    expect(out.lostBuild.bodies).toEqual(['{"path":"/services"}', '{"path":"/services"}']);
  });

  it("answers 503 with Retry-After, never 500, when the function timed out", () => {
    expect(out.timeout).toEqual({ status: 503, retryAfter: String(BUSY_RETRY_AFTER) });
  });

  it("answers 503 with Retry-After at once when the queue is full, and the call in its place still lands", () => {
    expect(out.queueFull).toEqual({ status: 503, retryAfter: String(BUSY_RETRY_AFTER) });
    expect(out.firstOfQueue.status).toBe(204);
  });

  it("still answers a function's own 500 as a 500", () => {
    expect(out.ownError.status).toBe(500);
  });
});
