import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import fs from "node:fs";
import { CHROME_FLAGS } from "./quality/lighthouse.mjs";
import { chromiumPath } from "./lib/chromium.mjs";
const base = process.argv[2]; const n = Number(process.argv[3] ?? 10); const routes = (process.argv[4] ?? "/news").split(",");
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS, logLevel: "error" });
const stats = {};
for (let i = 0; i < n; i++) {
  const route = routes[i % routes.length];
  const r = await lighthouse(base + route, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"], disableFullPageScreenshot: true });
  const code = r.lhr.runtimeError?.code ?? "ok";
  stats[code] = (stats[code] ?? 0) + 1;
  if (code !== "ok") { const f = `/tmp/lh/news-${code}-${i}.json`; fs.writeFileSync(f, JSON.stringify({ Trace: r.artifacts.Trace, DevtoolsLog: r.artifacts.DevtoolsLog })); console.log(i, route, code, f); }
}
await chrome.kill();
console.log(JSON.stringify(stats));
