// @ts-check
/**
 * `npm run bench -- profile-task [URL] [runs]`: what the longest task of a page's start runs, by source
 * file and function, in real Chromium.
 *
 * Loads the URL as `npm run bench -- main-thread` does (a fresh mobile context, 412x823, the CPU
 * slowed down four times), with V8's sampling profiler on (a sample every 0.2 ms) until the page
 * has hydrated (html[data-hydrated]) and a second more. It finds the longest stretch of samples with
 * script running and prints where that time went: the functions on top of the stack ("self") and
 * every function on it ("inclusive"), with minified positions mapped back through the build's
 * source maps (public/*.js.map). This is how the article's 180 ms task was found to be the first
 * Intl.DateTimeFormat of the page (docs/performance.md). Serve the build first (`npm start`).
 * Bounded: at most 5 runs, 30 s a run.
 */
import fs from "node:fs";
import { SourceMap } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "../scripts/lib/chromium.mjs";

const PUBLIC = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "public");
const [url = "http://127.0.0.1:8888/", runsArg = "1"] = process.argv.slice(2);
const runs = Math.min(5, Math.max(1, Number(runsArg) || 1));
const NOT_SCRIPT = new Set(["(idle)", "(program)"]);

/** @type {Map<string, SourceMap | null>} */
const maps = new Map();

/**
 * A call frame as `function source:line`, through the chunk's source map when there is one.
 * @param {{ functionName: string, url: string, lineNumber: number, columnNumber: number }} frame
 */
function describe(frame) {
  const file = frame.url.split("/").pop() ?? "";
  const mapFile = path.join(PUBLIC, `${file}.map`);
  if (!maps.has(file)) {
    maps.set(
      file,
      file.endsWith(".js") && fs.existsSync(mapFile)
        ? new SourceMap(JSON.parse(fs.readFileSync(mapFile, "utf8")))
        : null,
    );
  }
  const map = maps.get(file);
  if (!map || frame.lineNumber < 0) return `${frame.functionName || "(anonymous)"} ${file || "(native)"}`;
  // Both zero-based, as the profile's positions are.
  const at = /** @type {{ originalSource?: string, originalLine?: number, name?: string }} */ (
    map.findEntry(frame.lineNumber, frame.columnNumber)
  );
  if (at.originalSource === undefined) return `${frame.functionName || "(anonymous)"} ${file}`;
  const source = at.originalSource.replace(/^webpack:\/\/[^/]*\//, "");
  return `${at.name || frame.functionName || "(anonymous)"} ${source}:${(at.originalLine ?? 0) + 1}`;
}

/** @param {Map<string, number>} times @param {number} n */
const top = (times, n) =>
  [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([what, us]) => `  ${(us / 1000).toFixed(1).padStart(7)} ms  ${what}`)
    .join("\n");

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
try {
  for (let run = 1; run <= runs; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
    await page.goto(url, { waitUntil: "load", timeout: 30_000 });
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
    await page.waitForTimeout(1000);
    const { profile } = await cdp.send("Profiler.stop");
    await context.close();

    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    /** @type {Map<number, number>} */
    const parent = new Map();
    for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
    /** @type {number[]} */
    const ids = profile.samples ?? [];
    /** @type {number[]} */
    const times = [];
    let t = profile.startTime;
    for (const delta of profile.timeDeltas ?? []) times.push((t += delta));
    const timeAt = (/** @type {number} */ i) => times[i] ?? profile.endTime;
    const nameAt = (/** @type {number} */ i) => nodes.get(ids[i] ?? -1)?.callFrame.functionName ?? "(idle)";

    // The longest run of consecutive samples with something on the stack.
    let longest = { from: 0, to: 0 };
    for (let i = 0, from = -1; i <= ids.length; i++) {
      if (i < ids.length && !NOT_SCRIPT.has(nameAt(i))) {
        if (from < 0) from = i;
        continue;
      }
      if (from >= 0 && timeAt(i - 1) - timeAt(from) > timeAt(longest.to) - timeAt(longest.from))
        longest = { from, to: i - 1 };
      from = -1;
    }
    /** @type {Map<string, number>} */
    const self = new Map();
    /** @type {Map<string, number>} */
    const inclusive = new Map();
    for (let i = longest.from; i < longest.to; i++) {
      const dt = timeAt(i + 1) - timeAt(i);
      /** @type {number | undefined} */
      let id = ids[i];
      const frameOf = (/** @type {number} */ n) => nodes.get(n)?.callFrame;
      const leaf = frameOf(id ?? -1);
      if (!leaf) continue;
      const onTop = describe(leaf);
      self.set(onTop, (self.get(onTop) ?? 0) + dt);
      const seen = new Set();
      for (; id !== undefined; id = parent.get(id)) {
        const frame = frameOf(id);
        if (!frame) break;
        const what = describe(frame);
        if (what === "(root) (native)" || seen.has(what)) continue;
        seen.add(what);
        inclusive.set(what, (inclusive.get(what) ?? 0) + dt);
      }
    }
    const ms = (timeAt(longest.to) - timeAt(longest.from)) / 1000;
    const at = (timeAt(longest.from) - profile.startTime) / 1000;
    console.log(`${url} run ${run}: longest task ${ms.toFixed(0)} ms, ${at.toFixed(0)} ms after the start (4x CPU)`);
    console.log(` self\n${top(self, 12)}\n inclusive\n${top(inclusive, 20)}`);
  }
} finally {
  await browser.close();
}
