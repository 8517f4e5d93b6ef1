/* global describe, it, expect, jest, afterEach */
import { USUAL_INDEX, usualSpeedRate, watchAnswer } from "./event-timing.mjs";

describe("usualSpeedRate", () => {
  it("is 4x on a host of the usual speed, and scales with the host's index", () => {
    expect(usualSpeedRate(USUAL_INDEX)).toBe(4);
    expect(usualSpeedRate(1500)).toBe(2);
    expect(usualSpeedRate(1234)).toBe(1.65);
    expect(usualSpeedRate(6000)).toBe(8);
  });

  it("never speeds the CPU up, and slows it 10x at most: the Lighthouse gate's bounds", () => {
    expect(usualSpeedRate(500)).toBe(1);
    expect(usualSpeedRate(9000)).toBe(10);
  });

  it("is Lighthouse's plain 4x when the index is unknown, as the gate's multiplier is", () => {
    expect(usualSpeedRate(0)).toBe(4);
    expect(usualSpeedRate(Number.NaN)).toBe(4);
  });
});

describe("watchAnswer (the bench's 'answer drawn from')", () => {
  /** A page stand-in: one pointerdown listener, frames run by hand, a clock set by hand. */
  function fakePage() {
    /** @type {((event: { timeStamp: number }) => void) | null} */
    let onPointerDown = null;
    /** @type {(() => void)[]} */
    let frames = [];
    let clock = 0;
    const g = /** @type {any} */ (globalThis);
    g.window = g;
    g.addEventListener = (/** @type {string} */ type, /** @type {any} */ listener) => {
      if (type === "pointerdown") onPointerDown = listener;
    };
    g.requestAnimationFrame = (/** @type {() => void} */ cb) => frames.push(cb);
    jest.spyOn(performance, "now").mockImplementation(() => clock);
    return {
      pointerDown: (/** @type {number} */ at) => onPointerDown?.({ timeStamp: at }),
      frame: (/** @type {number} */ at) => {
        clock = at;
        const run = frames;
        frames = [];
        for (const cb of run) cb();
      },
      answer: () => g.__answer,
    };
  }

  afterEach(() => {
    jest.restoreAllMocks();
    const g = /** @type {any} */ (globalThis);
    delete g.window;
    delete g.addEventListener;
    delete g.requestAnimationFrame;
    delete g.__answer;
  });

  it("times the first frame whose callbacks see the answer, from the pointerdown", () => {
    const page = fakePage();
    let shown = false;
    watchAnswer(() => shown);
    expect(page.answer()).toBeNull();
    page.pointerDown(1000);
    page.frame(1016); // the old page still
    page.frame(1050);
    expect(page.answer()).toBeNull();
    shown = true;
    page.frame(1083.4);
    expect(page.answer()).toBe(83);
    shown = false;
    page.frame(1100); // later frames change nothing
    expect(page.answer()).toBe(83);
  });

  it("records nothing before a pointerdown", () => {
    const page = fakePage();
    watchAnswer(() => true);
    page.frame(500);
    expect(page.answer()).toBeNull();
  });
});
