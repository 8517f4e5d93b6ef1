import { isSearchShortcut, searchHref } from "./search";
import { queryFromPath } from "./search-path";
import { excerptParts, hitPath, queryFromSearch } from "./search-text";

describe("hitPath", () => {
  it("links a result by the site's route, not the built file's name", () => {
    expect(hitPath("/Career/react-developer.html")).toBe("/Career/react-developer");
    expect(hitPath("/services/index.html")).toBe("/services");
    expect(hitPath("/blog/")).toBe("/blog");
    expect(hitPath("/index.html")).toBe("/");
    expect(hitPath("/")).toBe("/");
  });
});

describe("searchHref and queryFromSearch", () => {
  it("puts the query in ?q= and reads it back", () => {
    const href = searchHref("  local SEO & maps ");
    expect(href).toBe("/search?q=local%20SEO%20%26%20maps");
    expect(queryFromSearch(href.slice("/search".length))).toBe("local SEO & maps");
  });

  it("has no query for an empty one, and reads the + of a form's GET as a space", () => {
    expect(searchHref("   ")).toBe("/search");
    expect(queryFromSearch("")).toBe("");
    expect(queryFromSearch("?q=react+developer")).toBe("react developer");
    expect(queryFromSearch(`?q=${"a".repeat(500)}`)).toHaveLength(120);
  });
});

describe("queryFromPath", () => {
  it("takes the words of the last segment", () => {
    expect(queryFromPath("/blog/Local-SEO_tips.html")).toBe("local seo tips");
    expect(queryFromPath("/services/react-developer/")).toBe("react developer");
  });

  it("decodes the address and leaves out numbers and noise", () => {
    expect(queryFromPath("/careers/react%20developer/index.php")).toBe("react developer");
    expect(queryFromPath("/2024/05/")).toBe("");
    expect(queryFromPath("/")).toBe("");
  });

  it("survives a malformed escape", () => {
    expect(queryFromPath("/seo%E0%A4%A")).toBe("seo e0 a4 a");
  });
});

describe("excerptParts", () => {
  it("splits the excerpt into text and marked terms", () => {
    expect(excerptParts("We do <mark>local</mark> <mark>SEO</mark> well.")).toEqual([
      { text: "We do ", mark: false },
      { text: "local", mark: true },
      { text: " ", mark: false },
      { text: "SEO", mark: true },
      { text: " well.", mark: false },
    ]);
  });

  it("turns escaped characters into text and never yields markup", () => {
    const parts = excerptParts("a &lt;script&gt;alert(1)&lt;/script&gt; &amp; <mark>b&#39;s</mark> &#x3C;img&#62;");
    expect(parts).toEqual([
      { text: "a <script>alert(1)</script> & ", mark: false },
      { text: "b's", mark: true },
      { text: " <img>", mark: false },
    ]);
  });

  it("keeps any other tag as visible text", () => {
    expect(excerptParts('<img src=x onerror="alert(1)"><MARK>x</MARK>')).toEqual([
      { text: '<img src=x onerror="alert(1)">', mark: false },
      { text: "x", mark: true },
    ]);
    expect(excerptParts("&bogus; &#0;")).toEqual([{ text: "&bogus; &#0;", mark: false }]);
  });
});

describe("isSearchShortcut", () => {
  const key = (k: string, target: Element | null, extra: Partial<KeyboardEvent> = {}) =>
    isSearchShortcut({ key: k, ctrlKey: false, metaKey: false, altKey: false, target, ...extra });

  it("is / outside a field", () => {
    document.body.innerHTML = `<a href="/">x</a><input><textarea></textarea><div contenteditable="true"><b>y</b></div>`;
    expect(key("/", document.body)).toBe(true);
    expect(key("/", document.querySelector("a"))).toBe(true);
    expect(key("/", document.querySelector("input"))).toBe(false);
    expect(key("/", document.querySelector("textarea"))).toBe(false);
    expect(key("/", document.querySelector("b"))).toBe(false);
    expect(key("?", document.body)).toBe(false);
    expect(key("/", document.body, { ctrlKey: true })).toBe(false);
  });
});
