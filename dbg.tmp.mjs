import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const r of ["/", "/blog", "/about", "/services"]) {
  const p = await b.newPage({ viewport: { width: 412, height: 823 } });
  p.on("console", m => console.log(r, "console:", m.type(), m.text().slice(0, 200)));
  p.on("pageerror", e => console.log(r, "pageerror", e.message.slice(0, 200)));
  await p.goto("http://127.0.0.1:8848" + r, { waitUntil: "networkidle" });
  await p.waitForTimeout(1500);
  const lcp = await p.evaluate(() => new Promise(res => new PerformanceObserver(l => { const e = l.getEntries().map(e => [Math.round(e.startTime), e.element?.tagName, (e.element?.textContent||"").slice(0,40)]); res(e); }).observe({ type: "largest-contentful-paint", buffered: true })));
  const fcp = await p.evaluate(() => Math.round(performance.getEntriesByName("first-contentful-paint")[0]?.startTime));
  const js = await p.evaluate(() => performance.getEntriesByType("resource").filter(e => /app-|framework-/.test(e.name)).map(e => [e.name.split("/").pop().slice(0,12), Math.round(e.responseEnd)]));
  const fonts = await p.evaluate(() => performance.getEntriesByType("resource").filter(e => /woff/.test(e.name)).map(e => [e.name.split("/").pop().slice(0,20), Math.round(e.responseEnd)]));
  console.log(r, "fcp", fcp, "lcp", JSON.stringify(lcp), JSON.stringify(js), JSON.stringify(fonts));
  await p.close();
}
await b.close();
