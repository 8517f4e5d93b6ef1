/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import theme from "../src/gatsby-plugin-theme-ui";
import { writeFonts } from "./font-subset";
import { codePoints, FONT_FILES, fontFaceCss, LATIN_RANGE, WEIGHTS } from "./fonts";

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

  it("are what the @font-face rules declare, with the range and the hashed addresses", () => {
    const css = fontFaceCss(["/fonts/a-1.woff2", "/fonts/b-2.woff2"]);
    expect(css.match(/@font-face/g)).toHaveLength(FONT_FILES.length);
    expect(css).toContain(`font-family:"Inter Variable";font-style:normal;font-display:swap;font-weight:400 700;`);
    expect(css).toContain('src:url(/fonts/b-2.woff2) format("woff2-variations")');
    expect(css).toContain(`unicode-range:${LATIN_RANGE}}`);
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
