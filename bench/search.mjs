// @ts-check
/**
 * `npm run bench -- search <base URL> [runs]`: the site search's cost. The index Pagefind wrote into public/pagefind/
 * (files and bytes, raw and gzip), then, in Chromium at 4x CPU throttling (CDP `Emulation.setCPUThrottlingRate`), the
 * time from the visitor's `/` on a page that has loaded no search code to the first result under the header's field,
 * the query entered at once after it: cold (the results' chunk, Pagefind, its WebAssembly and the index chunks all
 * load) and warm (a second query on the same page, from its input to its result). Serve the build first (`npm start`, or `PORT=… node scripts/serve.mjs`). docs/decisions/site-search.md
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, findE2eBrowser } from "../scripts/lib/chromium.mjs";

const [base = "http://127.0.0.1:8888", runsArg = "5"] = process.argv.slice(2);
const RUNS = Number(runsArg);

/** @param {string} dir @returns {string[]} */
const walk = (dir) =>
  readdirSync(dir).flatMap((f) =>
    statSync(path.join(dir, f)).isDirectory() ? walk(path.join(dir, f)) : [path.join(dir, f)],
  );
const files = walk(path.resolve("public/pagefind"));
const raw = files.reduce((s, f) => s + statSync(f).size, 0);
const gz = files.reduce((s, f) => s + gzipSync(readFileSync(f), { level: 9 }).length, 0);
console.log(`index: ${files.length} files, ${raw} bytes (${gz} gzip) in public/pagefind/`);

const median = (/** @type {number[]} */ xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

const browser = await chromium.launch({ executablePath: findE2eBrowser().path, args: CHROMIUM_FLAGS });
/** @type {number[]} */ const cold = [];
/** @type {number[]} */ const warm = [];
/** @type {number[]} */ const loaded = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    /** @type {number} */ let bytes = 0;
    page.on("response", async (r) => {
      if (new URL(r.url()).pathname.startsWith("/pagefind/"))
        bytes += (await r.body().catch(() => Buffer.alloc(0))).length;
    });
    await page.goto(`${base}/blog`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.waitForLoadState("networkidle");
    const hits = page.locator("header [data-search-hit]");
    const start = Date.now();
    await page.locator("body").press("/");
    await page.keyboard.insertText("local seo");
    await hits.first().waitFor({ state: "visible", timeout: 30_000 });
    cold.push(Date.now() - start);
    loaded.push(bytes);
    await page.keyboard.press("Escape");
    await page.getByRole("searchbox").first().fill("");
    const again = Date.now();
    await page.keyboard.insertText("react developer");
    await hits.filter({ hasText: "React Developer" }).first().waitFor({ state: "visible", timeout: 30_000 });
    warm.push(Date.now() - again);
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(
  `4x CPU, ${RUNS} runs: first result cold ${median(cold)} ms (${cold.join(", ")}), warm ${median(warm)} ms (${warm.join(", ")})`,
);
console.log(`bytes of /pagefind/ loaded by the first search (as served): median ${median(loaded)}`);
