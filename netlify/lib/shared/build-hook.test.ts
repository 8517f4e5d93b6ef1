/**
 * The daily build's call of the build hook (netlify/lib/shared/build-hook.ts), against a fake
 * Netlify build hook on loopback: one POST with the deploy's title, its answer logged; nothing
 * called, and the log saying so, without BUILD_HOOK_URL or with an address that is not https.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import dailyBuild from "../../functions/daily-build";
import { BUILD_HOOK_VARIABLE, triggerBuild } from "./build-hook";
import { closedPort } from "./servers.test-support";

interface Hook {
  url: string;
  calls: { method: string; url: string }[];
  status: number;
  stop: () => Promise<void>;
}

async function fakeHook(): Promise<Hook> {
  const hook = { calls: [] as Hook["calls"], status: 200 } as Hook;
  const server = http.createServer((req, res) => {
    hook.calls.push({ method: req.method ?? "", url: req.url ?? "" });
    req.resume();
    req.on("end", () => res.writeHead(hook.status).end());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  hook.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/build_hooks/5f0c1a2b3c4d`;
  hook.stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return hook;
}

let hook: Hook;
beforeEach(async () => (hook = await fakeHook()));
afterEach(() => hook.stop());

test("posts once to the build hook with the deploy's title, and logs the answer", async () => {
  const lines: string[] = [];
  const out = await triggerBuild(
    { [BUILD_HOOK_VARIABLE]: hook.url },
    { title: "Daily build", log: (l) => lines.push(l) },
  );
  expect(out).toEqual({ called: true, ok: true, status: 200 });
  expect(hook.calls).toEqual([{ method: "POST", url: "/build_hooks/5f0c1a2b3c4d?trigger_title=Daily+build" }]);
  expect(lines).toEqual(["[daily-build] build hook answered 200: build triggered"]);
  expect(lines.join("")).not.toContain("5f0c1a2b3c4d");
});

test("a refused or unreachable hook is logged, never thrown", async () => {
  hook.status = 404;
  const lines: string[] = [];
  const log = (l: string) => lines.push(l);
  expect(await triggerBuild({ [BUILD_HOOK_VARIABLE]: hook.url }, { title: "t", log })).toEqual({
    called: true,
    ok: false,
    status: 404,
  });
  const closed = `http://127.0.0.1:${await closedPort()}/hook`;
  expect(await triggerBuild({ [BUILD_HOOK_VARIABLE]: closed }, { title: "t", log })).toEqual({
    called: true,
    ok: false,
    reason: "could not be reached",
  });
  expect(lines).toEqual([
    "[daily-build] build hook answered 404: no build triggered",
    "[daily-build] build hook could not be reached: no build triggered",
  ]);
});

test("without BUILD_HOOK_URL, or with a plain http address elsewhere, nothing is called and the log says so", async () => {
  const lines: string[] = [];
  const log = (l: string) => lines.push(l);
  expect((await triggerBuild({}, { title: "t", log })).called).toBe(false);
  expect(
    (await triggerBuild({ [BUILD_HOOK_VARIABLE]: "http://api.netlify.example/hook" }, { title: "t", log })).called,
  ).toBe(false);
  expect(hook.calls).toEqual([]);
  expect(lines).toEqual([
    "[daily-build] BUILD_HOOK_URL is not set: no build triggered (scheduled articles, case studies and openings wait for the next deploy)",
    "[daily-build] BUILD_HOOK_URL is not an https:// address: no build triggered",
  ]);
});

test("the scheduled function runs daily and calls the hook of its environment", async () => {
  const { config } = await import("../../functions/daily-build");
  expect(config.schedule).toBe("@daily");
  const before = process.env[BUILD_HOOK_VARIABLE];
  process.env[BUILD_HOOK_VARIABLE] = hook.url;
  const log = jest.spyOn(console, "log").mockImplementation(() => {});
  try {
    const res = await dailyBuild();
    expect(res.status).toBe(204);
    expect(hook.calls).toHaveLength(1);
    expect(decodeURIComponent(hook.calls[0]!.url)).toMatch(/trigger_title=Daily\+build\+for\+\d{4}-\d{2}-\d{2}/);
  } finally {
    log.mockRestore();
    if (before === undefined) delete process.env[BUILD_HOOK_VARIABLE];
    else process.env[BUILD_HOOK_VARIABLE] = before;
  }
});
