import { buildSwitches, switchNotices } from "./switches";

describe("buildSwitches", () => {
  it("is the normal build when nothing is set, and says nothing", () => {
    const s = buildSwitches({});
    expect(s).toEqual({
      postBuildSkip: new Set(),
      bootEntry: "boot",
      hydrate: "transition",
    });
    expect(switchNotices(s)).toEqual([]);
  });

  it("reads every switch and names each one in use", () => {
    const s = buildSwitches({
      POST_BUILD_SKIP: "paint-first,csp",
      BOOT_ENTRY: "gatsby",
      GATSBY_HYDRATE: "default",
    });
    expect(switchNotices(s)).toEqual([
      "POST_BUILD_SKIP: post-build rewrites LEFT OUT: paint-first, csp",
      "BOOT_ENTRY=gatsby: the bundle starts from Gatsby's production-app, not src/boot.ts",
      "GATSBY_HYDRATE=default: Gatsby's own hydrateRoot, not the hydration in a transition",
    ]);
  });

  it("rejects a value it does not know", () => {
    expect(() => buildSwitches({ BOOT_ENTRY: "default" })).toThrow(
      'BOOT_ENTRY="default": expected one of "boot", "gatsby"',
    );
    expect(() => buildSwitches({ GATSBY_HYDRATE: "legacy" })).toThrow('GATSBY_HYDRATE="legacy"');
    expect(() => buildSwitches({ POST_BUILD_SKIP: "fonts" })).toThrow('POST_BUILD_SKIP: unknown rewrite "fonts"');
  });
});
