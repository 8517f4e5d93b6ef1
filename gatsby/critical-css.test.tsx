/**
 * @jest-environment node
 */
import createCache from "@emotion/cache";
import { serializeStyles } from "@emotion/serialize";
import createEmotionServer from "@emotion/server/create-instance";
import { insertStyles } from "@emotion/utils";
import { criticalStyleTags, modernPrefixer, unusedStyleIds } from "./critical-css";
import { classNamesInCss } from "../src/lib/emotion-cache";

/** An Emotion cache as the server leaves it after rendering `html` with these styles. */
function rendered(styles: string[], stylisPlugins?: Parameters<typeof createCache>[0]["stylisPlugins"]) {
  const cache = createCache({ key: "css", ...(stylisPlugins ? { stylisPlugins } : {}) });
  cache.compat = true;
  const names = styles.map((s) => {
    const serialized = serializeStyles([s], cache.registered);
    insertStyles(cache, serialized, false);
    return `${cache.key}-${serialized.name}`;
  });
  return { cache, names };
}

describe("unusedStyleIds", () => {
  it("names the classes Emotion inserted that the HTML does not use, and only those", () => {
    const { cache, names } = rendered(["color:red;", "color:red;margin:0;", "display:flex;"]);
    const [intermediate, used, alsoUsed] = names;
    const html = `<div class="${used}"><p class="${alsoUsed}">x</p></div>`;
    const { styles } = createEmotionServer(cache).extractCriticalToChunks(html);
    expect(unusedStyleIds(cache, styles)).toEqual([intermediate?.replace("css-", "")]);
  });

  it("leaves out global styles, which are inserted under names that are not registered", () => {
    const { cache, names } = rendered(["color:blue;"]);
    cache.inserted["global123"] = "html{margin:0}";
    const { styles } = createEmotionServer(cache).extractCriticalToChunks(`<b class="${names[0]}"></b>`);
    expect(unusedStyleIds(cache, styles)).toEqual([]);
  });
});

describe("criticalStyleTags", () => {
  it("puts the CSS in plain elements, globals first, and gives Emotion empty elements with the names the CSS lacks", () => {
    const { cache, names } = rendered(["color:red;", "color:red;margin:0;"]);
    cache.inserted["g1"] = "html{margin:0}";
    const used = names[1] as string;
    const { styles } = createEmotionServer(cache).extractCriticalToChunks(`<div class="${used}"></div>`);
    const tags = criticalStyleTags(cache, styles);
    expect(tags.map((t) => [t.emotion ?? "(plain)", t.css])).toEqual([
      ["(plain)", "html{margin:0}"],
      ["(plain)", `.${used}{color:red;margin:0;}`],
      ["css-global g1", ""],
      [`css ${(names[0] as string).replace("css-", "")}`, ""],
    ]);
  });

  it("hands the browser's cache every class the server inserted: the CSS's classes and the names", () => {
    const { cache, names } = rendered(["color:red;", "color:red;margin:0;", "display:flex;", "color:blue;"]);
    const usedNames = [names[1], names[2]].join(" ");
    const { styles } = createEmotionServer(cache).extractCriticalToChunks(`<div class="${usedNames}"></div>`);
    const tags = criticalStyleTags(cache, styles);
    const fromCss = tags.filter((t) => t.emotion === undefined).flatMap((t) => classNamesInCss(t.css));
    const fromNames = tags.flatMap((t) => (t.emotion?.startsWith("css ") ? t.emotion.split(" ").slice(1) : []));
    expect([...fromCss, ...fromNames].sort()).toEqual(Object.keys(cache.inserted).sort());
    expect(fromNames).toHaveLength(2); // the two classes no element uses
  });

  it("gives no class element when the page has no classes", () => {
    const cache = createCache({ key: "css" });
    expect(criticalStyleTags(cache, [{ key: "css", ids: [], css: "" }])).toEqual([]);
  });
});

describe("modernPrefixer", () => {
  const STYLES = [
    "display:flex;align-items:center;transform:none;position:sticky;transition:opacity .2s;",
    "backdrop-filter:blur(8px);appearance:none;user-select:none;",
    "animation:grow 1s;@keyframes grow{from{opacity:0}to{opacity:1}}&::placeholder{color:gray}",
  ];
  /** The CSS an Emotion server cache with these stylis plugins writes for STYLES, and the names. */
  function css(stylisPlugins?: Parameters<typeof createCache>[0]["stylisPlugins"]) {
    const { cache, names } = rendered(STYLES, stylisPlugins);
    return { css: Object.values(cache.inserted).join(""), names };
  }
  const emotions = css();
  const ours = css([modernPrefixer]);

  it("writes no prefix a supported browser does without, where Emotion's prefixer writes many", () => {
    for (const old of [
      "display:-webkit-box",
      "-ms-flexbox",
      "-webkit-align-items",
      "-ms-transform",
      "-webkit-sticky",
    ]) {
      expect(emotions.css).toContain(old);
      expect(ours.css).not.toContain(old);
    }
    expect(emotions.css).toContain("@-webkit-keyframes");
    expect(ours.css).not.toMatch(/-webkit-(transform|transition|animation|keyframes|input-placeholder)|-ms-|-moz-/);
    expect(ours.css.length).toBeLessThan(emotions.css.length * 0.75);
  });

  it("keeps -webkit- where Safari needs it, before the standard property", () => {
    expect(ours.css).toContain("-webkit-backdrop-filter:blur(8px);backdrop-filter:blur(8px);");
    expect(ours.css).toContain("-webkit-appearance:none;appearance:none;");
    expect(ours.css).toContain("-webkit-user-select:none;user-select:none;");
  });

  it("keeps every rule and every class name", () => {
    expect(ours.names).toEqual(emotions.names);
    const unprefixed = (c: string) =>
      c
        .replace(/[^;{}]*-(webkit|ms|moz)-[^;{}]*;/g, "")
        .replace(/@-webkit-keyframes[^{]*\{(?:[^{}]*\{[^}]*\})*\}/g, "")
        .replace(/[^{}]*::?-(webkit|moz|ms)-[^{]*\{[^}]*\}/g, "");
    expect(unprefixed(ours.css)).toBe(unprefixed(emotions.css));
  });
});
