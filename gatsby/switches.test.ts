import { buildSwitches, switchNotices } from "./switches";

describe("buildSwitches", () => {
  it("is the normal build when nothing is set, and says nothing", () => {
    const s = buildSwitches({});
    expect(s).toEqual({ postBuildSkip: new Set() });
    expect(switchNotices(s)).toEqual([]);
  });

  it("reads the switch and names it when in use", () => {
    const s = buildSwitches({ POST_BUILD_SKIP: "paint-first,csp" });
    expect(switchNotices(s)).toEqual(["POST_BUILD_SKIP: post-build rewrites LEFT OUT: paint-first, csp"]);
  });

  it("rejects a value it does not know", () => {
    expect(() => buildSwitches({ POST_BUILD_SKIP: "fonts" })).toThrow('POST_BUILD_SKIP: unknown rewrite "fonts"');
  });
});
