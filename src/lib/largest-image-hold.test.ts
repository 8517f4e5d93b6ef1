/**
 * @jest-environment jsdom
 */
import { HOLD_ATTRIBUTE, HOLD_CAP_MS, holdCss, holdSource } from "./largest-image-hold";

const html = document.documentElement;

/** An eager main image that has not loaded yet (jsdom loads no images: `complete` is set by hand). */
function pendingImage(id: string): HTMLImageElement {
  const img = document.createElement("img");
  img.id = id;
  img.setAttribute("data-main-image", "");
  img.setAttribute("loading", "eager");
  Object.defineProperty(img, "complete", { value: false, configurable: true });
  document.body.append(img);
  return img;
}

function runHold() {
  // The inline script as the page runs it (the document is parsed: it looks at once).
  new Function(holdSource)();
}

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = "";
  html.removeAttribute(HOLD_ATTRIBUTE);
});

afterEach(() => {
  jest.useRealTimers();
});

describe("the largest image's hold", () => {
  it("shows an eager image as it loads, without waiting for React, as gatsby-plugin-image's handler would", () => {
    document.body.innerHTML =
      '<div class="gatsby-image-wrapper"><img data-placeholder-image="" style="opacity:1" alt="">' +
      '<picture><img id="tile" data-main-image="" loading="eager" style="opacity:0" alt="a"></picture></div>';
    const tile = document.getElementById("tile") as HTMLImageElement;
    Object.defineProperty(tile, "complete", { value: false });
    runHold();
    expect(tile.style.opacity).toBe("0");
    tile.dispatchEvent(new Event("load"));
    expect(tile.style.opacity).toBe("1");
    expect(document.querySelector<HTMLElement>("[data-placeholder-image]")?.style.opacity).toBe("0");
    expect(html.hasAttribute(HOLD_ATTRIBUTE)).toBe(false);
  });

  it("leaves a failed image as it is", () => {
    const broken = pendingImage("broken");
    broken.style.opacity = "0";
    runHold();
    broken.dispatchEvent(new Event("error"));
    expect(broken.style.opacity).toBe("0");
    expect(html.hasAttribute(HOLD_ATTRIBUTE)).toBe(false);
  });

  it("holds until every eager main image has loaded or failed", () => {
    const a = pendingImage("a");
    const b = pendingImage("b");
    runHold();
    expect(html.hasAttribute(HOLD_ATTRIBUTE)).toBe(true);
    a.dispatchEvent(new Event("load"));
    expect(html.hasAttribute(HOLD_ATTRIBUTE)).toBe(true);
    b.dispatchEvent(new Event("error"));
    expect(html.hasAttribute(HOLD_ATTRIBUTE)).toBe(false);
  });

  it("holds nothing when the eager images have loaded already, or there are none, or they are lazy", () => {
    const done = pendingImage("done");
    Object.defineProperty(done, "complete", { value: true });
    const lazy = pendingImage("lazy");
    lazy.setAttribute("loading", "lazy");
    runHold();
    expect(html.hasAttribute(HOLD_ATTRIBUTE)).toBe(false);
  });

  it(`lets go after ${HOLD_CAP_MS} ms at most, and a late load changes nothing`, () => {
    const slow = pendingImage("slow");
    runHold();
    jest.advanceTimersByTime(HOLD_CAP_MS - 1);
    expect(html.hasAttribute(HOLD_ATTRIBUTE)).toBe(true);
    jest.advanceTimersByTime(1);
    expect(html.hasAttribute(HOLD_ATTRIBUTE)).toBe(false);
    slow.dispatchEvent(new Event("load"));
    expect(html.hasAttribute(HOLD_ATTRIBUTE)).toBe(false);
  });

  it("waits for the document to be parsed before it looks at the images", () => {
    const state = jest.spyOn(document, "readyState", "get").mockReturnValue("loading");
    runHold();
    expect(html.hasAttribute(HOLD_ATTRIBUTE)).toBe(true);
    const img = pendingImage("parsed-later");
    state.mockReturnValue("interactive");
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(html.hasAttribute(HOLD_ATTRIBUTE)).toBe(true);
    img.dispatchEvent(new Event("load"));
    expect(html.hasAttribute(HOLD_ATTRIBUTE)).toBe(false);
    state.mockRestore();
  });

  it("hides only the lazy main images, and only while held", () => {
    const selector = /^(.*)\{display:none\}$/.exec(holdCss)?.[1] ?? "";
    document.body.innerHTML =
      '<img id="eager" data-main-image="" loading="eager" alt="">' +
      '<img id="lazy" data-main-image="" loading="lazy" alt="">' +
      '<img id="plain" loading="lazy" alt="">';
    const hidden = () => [...document.querySelectorAll(selector)].map((e) => e.id);
    expect(hidden()).toEqual([]);
    html.setAttribute(HOLD_ATTRIBUTE, "");
    expect(hidden()).toEqual(["lazy"]);
  });
});
