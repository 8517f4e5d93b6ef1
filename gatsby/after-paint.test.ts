/**
 * @jest-environment jsdom
 */
import vm from "node:vm";
import { BEFORE_PAINT_ATTRIBUTE, beforePaintCss, beforePaintSource } from "./after-paint";

/**
 * Runs `source` against stand-ins for the browser: paint timing, animation frames, timers by delay,
 * and <html>.
 */
function run(source: string) {
  const attributes = new Set<string>();
  const frames: (() => void)[] = [];
  const timers: { cb: () => void; ms: number }[] = [];
  let reportPaint: (name: string) => void = () => {};
  const PerformanceObserver = Object.assign(
    function (this: object, cb: (list: { getEntriesByName: (n: string) => unknown[] }) => void) {
      reportPaint = (name) => cb({ getEntriesByName: (n) => (n === name ? [{ name }] : []) });
    },
    { supportedEntryTypes: ["paint"] },
  );
  PerformanceObserver.prototype.observe = () => {};
  PerformanceObserver.prototype.disconnect = () => {};
  vm.runInNewContext(source, {
    window: { PerformanceObserver, requestAnimationFrame: (cb: () => void) => frames.push(cb) },
    setTimeout: (cb: () => void, ms: number) => timers.push({ cb, ms }),
    document: {
      readyState: "interactive",
      documentElement: {
        setAttribute: (name: string) => attributes.add(name),
        removeAttribute: (name: string) => attributes.delete(name),
      },
    },
  });
  /** Runs the frames and the zero-delay timers queued so far (the frame after, painted). */
  const nextFrame = () => {
    frames.splice(0).forEach((f) => f());
    timers.filter((t) => t.ms === 0).forEach((t) => t.cb());
  };
  return { attributes, nextFrame, paint: reportPaint };
}

describe("beforePaintSource (lazy images wait for the first paint)", () => {
  it("marks <html> at once and unmarks it only when the page has been painted whole", () => {
    const page = run(beforePaintSource());
    expect([...page.attributes]).toEqual([BEFORE_PAINT_ATTRIBUTE]);
    page.nextFrame();
    page.paint("first-paint");
    expect(page.attributes.has(BEFORE_PAINT_ATTRIBUTE)).toBe(true);
    page.paint("first-contentful-paint");
    expect(page.attributes.size).toBe(0);
  });

  it("hides only gatsby-plugin-image's lazy main images, and only while <html> is marked", () => {
    const selector = /^(.*)\{display:none\}$/.exec(beforePaintCss)?.[1] ?? "";
    document.body.innerHTML =
      '<div class="gatsby-image-wrapper"><img alt="" aria-hidden="true" src="data:,">' +
      '<picture><img id="eager" data-main-image="" loading="eager" alt="a"></picture></div>' +
      '<div class="gatsby-image-wrapper"><img id="placeholder" data-placeholder-image="" alt="">' +
      '<picture><img id="lazy" data-main-image="" loading="lazy" alt="b"></picture></div>' +
      '<img id="plain" loading="lazy" alt="c">';
    const hidden = () => [...document.querySelectorAll(selector)].map((e) => e.id);
    expect(hidden()).toEqual([]);
    document.documentElement.setAttribute(BEFORE_PAINT_ATTRIBUTE, "");
    expect(hidden()).toEqual(["lazy"]);
    document.documentElement.removeAttribute(BEFORE_PAINT_ATTRIBUTE);
  });
});
