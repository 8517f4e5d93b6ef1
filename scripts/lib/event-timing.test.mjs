/* global describe, it, expect */
import { USUAL_INDEX, usualSpeedRate } from "./event-timing.mjs";

describe("usualSpeedRate", () => {
  it("is 4x on a host of the usual speed, and scales with the host's index", () => {
    expect(usualSpeedRate(USUAL_INDEX)).toBe(4);
    expect(usualSpeedRate(1500)).toBe(2);
    expect(usualSpeedRate(1234)).toBe(1.65);
    expect(usualSpeedRate(6000)).toBe(8);
  });

  it("never speeds the CPU up: at least 1 on a very slow host", () => {
    expect(usualSpeedRate(500)).toBe(1);
    expect(usualSpeedRate(0)).toBe(1);
  });
});
