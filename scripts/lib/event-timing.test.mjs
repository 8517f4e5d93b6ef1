/* global describe, it, expect */
import { USUAL_INDEX, usualSpeedRate } from "./event-timing.mjs";

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
