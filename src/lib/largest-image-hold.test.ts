/**
 * @jest-environment jsdom
 */
import { HOLD_ATTRIBUTE, HOLD_CAP_MS, holdCss, holdSource } from "./largest-image-hold";

const html = document.documentElement;

/** A Picture's eager image that has not loaded yet (jsdom loads no images: `complete` is set by hand). */
function pendingImage(id: string): HTMLImageElement {
  const box = document.createElement("div");
  box.setAttribute("data-picture", "");
  const img = document.createElement("img");
  img.id = id;
  img.setAttribute("loading", "eager");
  Object.defineProperty(img, "complete", { value: false, configurable: true });
  box.append(img);
  document.body.append(box);
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
  it("leaves the images as they are: a Picture shows itself when it has loaded", () => {
    const tile = pendingImage("tile");
    runHold();
    tile.dispatchEvent(new Event("load"));
    expect(tile.getAttribute("style")).toBeNull();
    expect(html.hasAttribute(HOLD_ATTRIBUTE)).toBe(false);
  });

  it("lets go when an image fails", () => {
    const broken = pendingImage("broken");
    runHold();
    expect(html.hasAttribute(HOLD_ATTRIBUTE)).toBe(true);
    broken.dispatchEvent(new Event("error"));
    expect(html.hasAttribute(HOLD_ATTRIBUTE)).toBe(false);
  });

  it("waits for no eager image outside a Picture", () => {
    const img = document.createElement("img");
    img.setAttribute("loading", "eager");
    Object.defineProperty(img, "complete", { value: false });
    document.body.append(img);
    runHold();
    expect(html.hasAttribute(HOLD_ATTRIBUTE)).toBe(false);
  });

  it("holds until every eager image has loaded or failed", () => {
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

  it("hides only the lazy images marked to be held, and only while held", () => {
    const selector = /^(.*)\{display:none\}$/.exec(holdCss)?.[1] ?? "";
    document.body.innerHTML =
      '<img id="eager" loading="eager" alt="">' +
      '<img id="lazy" data-after-paint="" loading="lazy" alt="">' +
      '<img id="plain" loading="lazy" alt="">';
    const hidden = () => [...document.querySelectorAll(selector)].map((e) => e.id);
    expect(hidden()).toEqual([]);
    html.setAttribute(HOLD_ATTRIBUTE, "");
    expect(hidden()).toEqual(["lazy"]);
  });
});
