/**
 * @jest-environment jsdom
 */
import { BEFORE_PAINT_ATTRIBUTE, HELD_IMAGE_ATTRIBUTE, beforePaintCss } from "./after-paint";

// The attribute's life (set while parsing, removed once painted) is tested with the script that
// owns it, the fonts' loader (fonts.test.ts).
describe("beforePaintCss (lazy images wait for the first paint)", () => {
  it("hides only the marked lazy images, and only while <html> is marked", () => {
    const selector = /^(.*)\{display:none\}$/.exec(beforePaintCss)?.[1] ?? "";
    document.body.innerHTML =
      '<div data-picture="" style="aspect-ratio:16/9"><picture><img id="eager" loading="eager" alt="a"></picture></div>' +
      `<div data-picture="" style="aspect-ratio:16/9"><picture><img id="lazy" ${HELD_IMAGE_ATTRIBUTE}="" loading="lazy" alt="b"></picture></div>` +
      '<img id="plain" loading="lazy" alt="c">' +
      `<li style="width:144px;height:48px"><img id="held" ${HELD_IMAGE_ATTRIBUTE}="" loading="lazy" alt="d"></li>` +
      `<img id="held-eager" ${HELD_IMAGE_ATTRIBUTE}="" loading="eager" alt="e">`;
    const hidden = () => [...document.querySelectorAll(selector)].map((e) => e.id);
    expect(hidden()).toEqual([]);
    document.documentElement.setAttribute(BEFORE_PAINT_ATTRIBUTE, "");
    expect(hidden()).toEqual(["lazy", "held"]);
    document.documentElement.removeAttribute(BEFORE_PAINT_ATTRIBUTE);
    expect(hidden()).toEqual([]);
  });
});
