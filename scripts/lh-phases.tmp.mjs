import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROME_FLAGS } from "./quality/lighthouse.mjs";
import { chromiumPath } from "./lib/chromium.mjs";
const base = process.argv[2]; const n = Number(process.argv[3] ?? 3); const mode = process.argv[4] ?? "full";
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS, logLevel: "error" });
const METRICS = ["first-contentful-paint","largest-contentful-paint","total-blocking-time","cumulative-layout-shift","speed-index"];
const routes = ["/", "/about", "/our-work", "/contact", "/blog/strategies-for-digital-triumph"];
for (let i = 0; i < n; i++) {
  const route = routes[i % routes.length];
  const t = Date.now();
  const flags = { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"], disableFullPageScreenshot: true };
  if (mode === "metrics") flags.onlyAudits = METRICS;
  const r = await lighthouse(base + route, flags);
  const e = r.lhr.timing.entries.filter(x => /^lh:(runner|gather|driver|audit)/.test(x.name) && x.duration > 150).map(x => `${x.name}=${Math.round(x.duration)}`);
  console.log(mode, route, Date.now() - t, "ms", "perf", Math.round(r.lhr.categories.performance.score*100), "TBT", Math.round(r.lhr.audits["total-blocking-time"].numericValue), "LCP", Math.round(r.lhr.audits["largest-contentful-paint"].numericValue), r.lhr.runtimeError?.code ?? "");
  if (i === 0) console.log("  ", e.join(" "));
}
await chrome.kill();
