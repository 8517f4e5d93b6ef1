import vm from "node:vm";
import { NO_PAINT_FALLBACK_MS } from "../after-paint";
import { loaderSource, paintFirst, paintFirstRewrite } from "./paint-first";

const PAGE =
  '<!DOCTYPE html><html lang="en"><head><title>x</title></head><body><div id="___gatsby"><main>Hello</main></div>' +
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>' +
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script>' +
  '<script src="/app-3.js" async></script></body></html>';

describe("paintFirst", () => {
  const out = paintFirst(PAGE);

  it("removes Gatsby's script tags and preloads nothing (the first paint gets the bandwidth)", () => {
    expect(out).not.toMatch(/<script src=/);
    expect(out).not.toMatch(/rel="preload"/);
    expect(out).toContain(JSON.stringify(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]));
  });

  it("puts one inline loader where the tags were, after Gatsby's inline data scripts", () => {
    expect(out.match(/<script>/g)).toHaveLength(1);
    expect(out.indexOf("<script>")).toBeGreaterThan(out.indexOf("gatsby-script-loader"));
    expect(out.endsWith("</script></body></html>")).toBe(true);
  });

  it("leaves pages without Gatsby's scripts unchanged", () => {
    const plain = "<html><head></head><body><p>No scripts</p></body></html>";
    expect(paintFirst(plain)).toBe(plain);
  });

  it("is idempotent (a second build step finds nothing to move)", () => {
    expect(paintFirst(out)).toBe(out);
  });
});

describe("paintFirstRewrite (the pipeline's rewrite)", () => {
  const page = { file: "index.html", fragment: false };

  it("rewrites Gatsby pages and leaves pages without Gatsby's root alone", () => {
    expect(paintFirstRewrite.apply(PAGE, page)).toBe(paintFirst(PAGE));
    const plain = "<html><body><p>Static</p></body></html>";
    expect(paintFirstRewrite.apply(plain, page)).toBe(plain);
  });

  it("fails when a Gatsby page has no <script src async> tags, or one it does not match", () => {
    const none = PAGE.replace(/<script src="[^"]+" async><\/script>/g, "");
    expect(() => paintFirstRewrite.apply(none, page)).toThrow(
      /post-build rewrite "paint-first" on public\/index\.html: runs Gatsby's JavaScript but has no <script src="….js" async> tags/,
    );
    const deferred = PAGE.replace(/ async>/g, " defer>");
    expect(() => paintFirstRewrite.apply(deferred, page)).toThrow(/a <script src> tag the rewrite does not match/);
  });
});

describe("loaderSource", () => {
  type Observer = {
    callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void;
    disconnected: boolean;
  };
  function run({ raf = true, paintTiming = true } = {}) {
    const appended: { src: string; async: boolean }[] = [];
    const frames: (() => void)[] = [];
    const timers: { cb: () => void; ms: number }[] = [];
    const observers: Observer[] = [];
    const window: Record<string, unknown> = {};
    if (raf) window.requestAnimationFrame = (cb: () => void) => frames.push(cb);
    if (paintTiming) {
      const PerformanceObserver = function (this: Observer, callback: Observer["callback"]) {
        this.callback = callback;
        this.disconnected = false;
        observers.push(this);
      } as unknown as { new (cb: Observer["callback"]): Observer; supportedEntryTypes: string[] };
      PerformanceObserver.supportedEntryTypes = ["mark", "paint"];
      Object.assign(PerformanceObserver.prototype, {
        observe(this: Observer, options: unknown) {
          expect(options).toEqual({ type: "paint", buffered: true });
        },
        disconnect(this: Observer) {
          this.disconnected = true;
        },
      });
      window.PerformanceObserver = PerformanceObserver;
    }
    const context = {
      window,
      requestAnimationFrame: window.requestAnimationFrame,
      setTimeout: (cb: () => void, ms: number) => timers.push({ cb, ms }),
      document: {
        createElement: () => ({ src: "", async: false }),
        body: { appendChild: (el: { src: string; async: boolean }) => appended.push(el) },
      },
    };
    vm.runInNewContext(loaderSource(["/a.js", "/b.js"]), context);
    const paint = (name: string) =>
      observers.forEach((o) => o.callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }));
    const runTimers = (ms: number) => timers.filter((t) => t.ms === ms).forEach((t) => t.cb());
    return { appended, frames, timers, observers, paint, runTimers };
  }
  const both = [
    { src: "/a.js", async: true },
    { src: "/b.js", async: true },
  ];

  it("adds the scripts once the first contentful paint has been reported, not at the first frame", () => {
    const { appended, frames, observers, paint, runTimers } = run();
    frames.forEach((f) => f());
    runTimers(0);
    expect(appended).toHaveLength(0);
    paint("first-paint");
    expect(appended).toHaveLength(0);
    paint("first-contentful-paint");
    expect(appended).toEqual(both);
    expect(observers[0]?.disconnected).toBe(true);
    runTimers(NO_PAINT_FALLBACK_MS);
    expect(appended).toEqual(both);
  });

  it("waits for the frame after the loader too, when the first paint came before the page was parsed whole", () => {
    const { appended, frames, paint, runTimers } = run();
    paint("first-contentful-paint");
    expect(appended).toHaveLength(0);
    frames.forEach((f) => f());
    expect(appended).toHaveLength(0);
    runTimers(0);
    expect(appended).toEqual(both);
  });

  it(`falls back ${NO_PAINT_FALLBACK_MS} ms after the first frame when no paint is reported, once`, () => {
    const { appended, frames, timers, runTimers } = run();
    expect(timers).toHaveLength(0);
    frames.forEach((f) => f());
    runTimers(NO_PAINT_FALLBACK_MS);
    expect(appended).toEqual(both);
  });

  it("without paint timing, adds them after the next frame has been painted", () => {
    const { appended, frames, runTimers } = run({ paintTiming: false });
    expect(appended).toHaveLength(0);
    frames.forEach((f) => f());
    expect(appended).toHaveLength(0);
    runTimers(0);
    expect(appended).toEqual(both);
  });

  it("adds them at once where there are no animation frames", () => {
    expect(run({ raf: false }).appended.map((e) => e.src)).toEqual(["/a.js", "/b.js"]);
  });
});
