/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import theme from "../src/gatsby-plugin-theme-ui";
import { writeFonts } from "./font-subset";
import { fontsourceFile, measureFont, themeWidths } from "./font-metrics";
import {
  codePoints,
  fallbackFaceCss,
  FONT_FILES,
  FONT_METRICS,
  fontFaceCss,
  fontLoaderSource,
  LATIN_RANGE,
  LOCAL_FALLBACKS,
  stackHead,
  WEIGHTS,
} from "./fonts";
import { NO_PAINT_FALLBACK_MS, BEFORE_PAINT_ATTRIBUTE } from "./after-paint";

const ROOT = path.resolve(__dirname, "..");

describe("codePoints", () => {
  it("expands a unicode-range list, single code points and ranges alike", () => {
    expect(codePoints("U+0041-0043, U+20AC")).toEqual([0x41, 0x42, 0x43, 0x20ac]);
    expect(codePoints(LATIN_RANGE)).toContain("é".codePointAt(0));
    expect(codePoints(LATIN_RANGE)).toContain("’".codePointAt(0));
    expect(() => codePoints("U+0041, latin")).toThrow(/not a unicode-range: +latin/);
  });
});

describe("the fonts' weights", () => {
  it("cover every weight of the theme, so no text is drawn at a weight the subsets lack", () => {
    for (const weight of Object.values(theme.fontWeights as Record<string, number>)) {
      expect(weight).toBeGreaterThanOrEqual(WEIGHTS.min);
      expect(weight).toBeLessThanOrEqual(WEIGHTS.max);
    }
  });

  it("are what the @font-face rules declare, with the hashed addresses", () => {
    const css = fontFaceCss(["/fonts/a-1.woff2", "/fonts/b-2.woff2"]);
    expect(css.match(/@font-face/g)).toHaveLength(FONT_FILES.length);
    expect(css).toContain(`font-family:"Inter Variable";font-display:swap;font-weight:400 700;`);
    expect(css).toContain('src:url(/fonts/a-1.woff2) format("woff2")}');
    expect(css).toContain('src:url(/fonts/b-2.woff2) format("woff2")}');
  });
});

describe("writeFonts", () => {
  let root: string;
  beforeAll(() => {
    // A site root with the real font packages and subset-font, and nothing else.
    root = fs.mkdtempSync(path.join(os.tmpdir(), "atria-fonts-"));
    fs.mkdirSync(path.join(root, "node_modules", "@fontsource-variable"), { recursive: true });
    for (const font of FONT_FILES)
      fs.symlinkSync(path.join(ROOT, "node_modules", font.pkg), path.join(root, "node_modules", font.pkg));
    fs.symlinkSync(path.join(ROOT, "node_modules", "subset-font"), path.join(root, "node_modules", "subset-font"));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("writes smaller subsets under names that carry their content's hash, the same on a second build, from the cache", async () => {
    const urls = await writeFonts(root);
    expect(urls).toHaveLength(FONT_FILES.length);
    FONT_FILES.forEach((font, i) => {
      const stem = font.file.replace(/\.woff2$/, "");
      expect(urls[i]).toMatch(new RegExp(`^/fonts/${stem}-[0-9a-f]{8}\\.woff2$`));
      const written = fs.readFileSync(path.join(root, "static", urls[i]!));
      const source = fs.readFileSync(path.join(ROOT, "node_modules", font.pkg, "files", font.file));
      expect(written.subarray(0, 4).toString("latin1")).toBe("wOF2");
      expect(written.length).toBeLessThan(source.length);
    });
    const cached = fs.readdirSync(path.join(root, ".cache", "fonts"));
    expect(cached).toHaveLength(FONT_FILES.length);
    for (const file of cached) fs.utimesSync(path.join(root, ".cache", "fonts", file), 0, 0);
    expect(await writeFonts(root)).toEqual(urls);
    // The second build read the cached subsets instead of cutting them again.
    for (const file of cached) expect(fs.statSync(path.join(root, ".cache", "fonts", file)).mtimeMs).toBe(0);
    expect(fs.readdirSync(path.join(root, "static", "fonts")).sort()).toEqual(urls.map((u) => path.basename(u)).sort());
  });
});

describe("the fallback faces", () => {
  it("match each font's heights and widths at the theme's weights, as the font packages measure today", () => {
    const pkgs = { "Inter Variable": "inter", "Space Grotesk Variable": "space-grotesk" } as const;
    for (const font of FONT_FILES) {
      const { ascent, descent, lineGap } = measureFont(fontsourceFile(ROOT, pkgs[font.family], 400));
      expect(FONT_METRICS[font.family]).toEqual({
        ascent,
        descent,
        lineGap,
        widths: themeWidths(ROOT, pkgs[font.family]),
      });
    }
  });

  it("declare, per font, per local font and for regular and bold weights, a scaled face with the font's ascent and descent", () => {
    const css = fallbackFaceCss();
    expect(css.match(/@font-face/g)).toHaveLength(FONT_FILES.length * 2 * 2);
    const inter = FONT_METRICS["Inter Variable"];
    // Inter at 400 is 6.7 % wider than Arial: scaled up, and its ascent (0.969 em) divided back.
    const size = inter.widths[400] / LOCAL_FALLBACKS[0].width.regular;
    expect(size).toBeCloseTo(1.067, 3);
    expect(css).toContain(
      `@font-face{font-family:"Inter Fallback";font-weight:400 599;src:local("Arial"),local("Liberation Sans");` +
        `size-adjust:${(size * 100).toFixed(2)}%;ascent-override:${((inter.ascent / size) * 100).toFixed(2)}%;`,
    );
    expect(css).toContain('font-family:"Space Grotesk Fallback Roboto";font-weight:600 700;src:local("Roboto Bold")');
    expect(css).not.toMatch(/url\(/);
  });

  it("come right after the fonts in the theme's stacks", () => {
    const fonts = theme.fonts as Record<string, string>;
    expect(fonts.body!.startsWith(`${stackHead("Inter Variable")}, `)).toBe(true);
    expect(fonts.heading!.startsWith(`${stackHead("Space Grotesk Variable")}, `)).toBe(true);
  });
});

describe("fontLoaderSource", () => {
  type Face = { family: string; source: string; descriptors: FontFaceDescriptors; load: jest.Mock };
  /** Runs the loader in a fake window; returns what it created and added, and the page's hooks. */
  function run({ navigation = "navigate", referrer = "", paint = true, failing = "" } = {}) {
    const created: Face[] = [];
    const added: string[] = [];
    let observer: ((list: { getEntriesByName: (n: string) => unknown[] }) => void) | undefined;
    let frame: (() => void) | undefined;
    let parsed: (() => void) | undefined;
    const timers: [() => void, number][] = [];
    const attributes = new Set<string>();
    class FakeFontFace {
      family: string;
      source: string;
      descriptors: FontFaceDescriptors;
      load: jest.Mock;
      constructor(family: string, source: string, descriptors: FontFaceDescriptors) {
        this.family = family;
        this.source = source;
        this.descriptors = descriptors;
        this.load = jest.fn(() =>
          source.includes(failing || "\0") ? Promise.reject(new Error("404")) : Promise.resolve(this),
        );
        created.push(this);
      }
    }
    class FakeObserver {
      static supportedEntryTypes = paint ? ["paint", "navigation"] : ["navigation"];
      constructor(cb: typeof observer) {
        observer = cb;
      }
      observe() {}
      disconnect() {
        observer = undefined;
      }
    }
    const window = {
      FontFace: FakeFontFace,
      PerformanceObserver: FakeObserver,
      performance: { getEntriesByType: () => [{ type: navigation }] },
      requestAnimationFrame: (cb: () => void) => (frame = cb),
      setTimeout: (cb: () => void, ms: number) => timers.push([cb, ms]),
      location: { origin: "https://atria.example" },
      document: {
        referrer,
        readyState: "loading",
        documentElement: {
          setAttribute: (name: string) => attributes.add(name),
          removeAttribute: (name: string) => attributes.delete(name),
        },
        addEventListener: (type: string, cb: () => void) => type === "DOMContentLoaded" && (parsed = cb),
        fonts: { add: (f: Face) => added.push(f.family) },
      },
    };
    const source = fontLoaderSource(["/fonts/inter-1.woff2", "/fonts/space-2.woff2"]);
    const globals = { ...window, window };
    new Function(...Object.keys(globals), source)(...Object.values(globals));
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    return {
      created,
      added,
      attributes,
      paint: () => observer?.({ getEntriesByName: (n) => (n === "first-contentful-paint" ? [{}] : []) }),
      frame: () => frame?.(),
      parsed: () => parsed?.(),
      /** Runs the timers set for `ms` so far. */
      runTimers: (ms: number) => timers.filter(([, t]) => t === ms).forEach(([cb]) => cb()),
      timers,
      settle,
    };
  }

  it("on a first visit loads nothing before the page has been painted whole, then both fonts, and adds them together", async () => {
    const page = run();
    page.frame();
    expect(page.timers).toHaveLength(0);
    page.parsed();
    page.frame();
    expect(page.timers.map(([, ms]) => ms)).toEqual([0, NO_PAINT_FALLBACK_MS]);
    page.runTimers(0);
    expect(page.created).toHaveLength(0);
    // Lazy images are held (BEFORE_PAINT_ATTRIBUTE on <html>) until the same moment.
    expect([...page.attributes]).toEqual([BEFORE_PAINT_ATTRIBUTE]);
    page.paint();
    expect(page.attributes.size).toBe(0);
    expect(page.created.map((f) => [f.family, f.source, f.descriptors.display])).toEqual([
      ["Inter Variable", 'url(/fonts/inter-1.woff2) format("woff2")', "swap"],
      ["Space Grotesk Variable", 'url(/fonts/space-2.woff2) format("woff2")', "swap"],
    ]);
    expect(page.created[0]!.descriptors).toMatchObject({ weight: "400 700" });
    expect(page.added).toEqual([]);
    await page.settle();
    expect(page.added).toEqual(["Inter Variable", "Space Grotesk Variable"]);
    // The fallback timer after the paint starts nothing more.
    page.runTimers(NO_PAINT_FALLBACK_MS);
    expect(page.created).toHaveLength(2);
  });

  it("waits for the frame after the document was parsed when the first paint came before", () => {
    const page = run();
    page.paint();
    expect(page.created).toHaveLength(0);
    page.parsed();
    page.frame();
    expect(page.created).toHaveLength(0);
    page.runTimers(0);
    expect(page.created).toHaveLength(2);
  });

  it("adds the font that loaded when the other fails", async () => {
    const page = run({ failing: "space" });
    page.parsed();
    page.frame();
    page.runTimers(0);
    page.paint();
    await page.settle();
    expect(page.added).toEqual(["Inter Variable"]);
  });

  it(`loads the fonts ${NO_PAINT_FALLBACK_MS} ms after the frame after parsing when no paint is reported, and at that frame without paint timing`, () => {
    const hidden = run();
    hidden.parsed();
    hidden.frame();
    hidden.runTimers(NO_PAINT_FALLBACK_MS);
    expect(hidden.created).toHaveLength(2);
    const old = run({ paint: false });
    old.parsed();
    old.frame();
    expect(old.timers.map(([, ms]) => ms)).toEqual([0]);
    old.runTimers(0);
    expect(old.created).toHaveLength(2);
  });

  it.each([
    ["reloaded", { navigation: "reload" }],
    ["back or forward", { navigation: "back_forward" }],
    ["opened from another page of the site", { referrer: "https://atria.example/services" }],
  ])("when %s, adds the fonts at once to draw the first frame, waiting at most 100 ms", (_, options) => {
    const page = run(options);
    expect(page.added).toEqual(["Inter Variable", "Space Grotesk Variable"]);
    expect(page.created.map((f) => f.descriptors.display)).toEqual(["fallback", "fallback"]);
    expect(page.created.every((f) => f.load.mock.calls.length === 1)).toBe(true);
    // Lazy images still wait for the page to be painted whole; the fonts are not loaded again.
    expect([...page.attributes]).toEqual([BEFORE_PAINT_ATTRIBUTE]);
    page.parsed();
    page.frame();
    page.runTimers(0);
    page.paint();
    expect(page.attributes.size).toBe(0);
    expect(page.created).toHaveLength(2);
  });

  it("treats a link from another site (even one whose address starts like this one's) as a first visit", () => {
    expect(run({ referrer: "https://atria.example.evil.test/" }).created).toHaveLength(0);
    expect(run({ referrer: "https://www.google.com/" }).created).toHaveLength(0);
  });
});
