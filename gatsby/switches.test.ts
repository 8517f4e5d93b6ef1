import { buildSwitches, switchNotices } from "./switches";

describe("buildSwitches", () => {
  it("is the normal build when nothing is set, and says nothing", () => {
    const s = buildSwitches({});
    expect(s).toEqual({
      postBuildSkip: new Set(),
      hydrate: "transition",
    });
    expect(switchNotices(s)).toEqual([]);
  });

  it("reads every switch and names each one in use", () => {
    const s = buildSwitches({
      POST_BUILD_SKIP: "paint-first,csp",
      GATSBY_HYDRATE: "default",
    });
    expect(switchNotices(s)).toEqual([
      "POST_BUILD_SKIP: post-build rewrites LEFT OUT: paint-first, csp",
      "GATSBY_HYDRATE=default: Gatsby's own hydrateRoot, not the hydration in a transition",
    ]);
  });

  it("rejects a value it does not know", () => {
    expect(() => buildSwitches({ GATSBY_HYDRATE: "fast" })).toThrow(
      'GATSBY_HYDRATE="fast": expected one of "transition", "default"',
    );
    expect(() => buildSwitches({ GATSBY_HYDRATE: "legacy" })).toThrow('GATSBY_HYDRATE="legacy"');
    expect(() => buildSwitches({ POST_BUILD_SKIP: "fonts" })).toThrow('POST_BUILD_SKIP: unknown rewrite "fonts"');
  });
});
