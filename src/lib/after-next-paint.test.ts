import { afterNextPaint } from "./after-next-paint";

describe("afterNextPaint", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("runs in a task after the next frame, not in the frame's callback", () => {
    const run = jest.fn();
    const order: string[] = [];
    afterNextPaint(() => {
      run();
      order.push("task");
    });
    requestAnimationFrame(() => order.push("frame"));
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersToNextTimer(); // the frame
    expect(order).toEqual(["frame"]);
    jest.runAllTimers(); // the task it queued
    expect(order).toEqual(["frame", "task"]);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("runs nothing once cancelled, before or after the frame", () => {
    const early = jest.fn();
    afterNextPaint(early)();
    const late = jest.fn();
    const cancel = afterNextPaint(late);
    jest.advanceTimersToNextTimer();
    cancel();
    jest.runAllTimers();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
