import { moduleLoader } from "./module-loader";

describe("moduleLoader", () => {
  it("loads once, then gives the export synchronously and tells its subscribers", async () => {
    const load = jest.fn(() => Promise.resolve("the component"));
    const chunk = moduleLoader(load, "A chunk");
    const listener = jest.fn();
    const unsubscribe = chunk.subscribe(listener);
    expect(chunk.get()).toBeNull();
    const first = chunk.preload();
    expect(chunk.preload()).toBe(first);
    await first;
    expect(load).toHaveBeenCalledTimes(1);
    expect(chunk.get()).toBe("the component");
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    await chunk.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("forgets a failed load, says so in the console, and tries again on the next call", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce("the component");
    const chunk = moduleLoader(load, "A chunk");
    await chunk.preload();
    expect(chunk.get()).toBeNull();
    expect(error).toHaveBeenCalledWith("A chunk could not be loaded", expect.any(Error));
    await chunk.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(chunk.get()).toBe("the component");
    error.mockRestore();
  });
});
