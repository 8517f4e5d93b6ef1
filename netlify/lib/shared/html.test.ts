import { escapeText, markup, Html } from "./html";

describe("escapeText", () => {
  it("escapes the five HTML metacharacters", () => {
    expect(escapeText(`<script>alert("x")</script> & 'y'`)).toBe(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;",
    );
    expect(escapeText(`"><img src=x onerror=alert(1)>`)).toBe("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;");
    expect(escapeText("&lt;already&gt;")).toBe("&amp;lt;already&amp;gt;");
  });

  it("shows bidi controls, zero-width and control characters as visible markers", () => {
    expect(escapeText("invoice\u202Egpj.exe")).toBe("invoice⟨U+202E⟩gpj.exe");
    expect(escapeText("a\u2066b\u2069c\u200Bd\u200Fe\u061C")).toBe("a⟨U+2066⟩b⟨U+2069⟩c⟨U+200B⟩d⟨U+200F⟩e⟨U+061C⟩");
    expect(escapeText("bell\u0007 nul\u0000 esc\u001B del\u007F c1\u0085 bom\uFEFF")).toBe(
      "bell⟨U+0007⟩ nul⟨U+0000⟩ esc⟨U+001B⟩ del⟨U+007F⟩ c1⟨U+0085⟩ bom⟨U+FEFF⟩",
    );
    expect(escapeText("lone \uD800 surrogate \uDC00")).toBe("lone ⟨U+D800⟩ surrogate ⟨U+DC00⟩");
  });

  it("keeps line breaks, tabs, real emoji and non-Latin text", () => {
    expect(escapeText("one\r\ntwo\rthree\n\tfour")).toBe("one\ntwo\nthree\n\tfour");
    expect(escapeText("😀 مرحبا Grüße 日本")).toBe("😀 مرحبا Grüße 日本");
  });

  it("turns null and undefined into nothing and numbers into text", () => {
    expect(escapeText(null)).toBe("");
    expect(escapeText(undefined)).toBe("");
    expect(escapeText(42)).toBe("42");
  });
});

describe("markup", () => {
  it("escapes every interpolated value, in text and in attributes", () => {
    const hostile = `javascript:alert(1)" onmouseover="alert(2)`;
    const out = markup`<a title="${hostile}">${"<b>bold</b>"}</a>`.value;
    expect(out).toBe('<a title="javascript:alert(1)&quot; onmouseover=&quot;alert(2)">&lt;b&gt;bold&lt;/b&gt;</a>');
  });

  it("passes Html through, joins arrays and drops null, undefined and false", () => {
    const items = ["<i>", "b"].map((v) => markup`<li>${v}</li>`);
    const out = markup`<ul>${items}</ul>${null}${undefined}${false}${0}`.value;
    expect(out).toBe("<ul><li>&lt;i&gt;</li><li>b</li></ul>0");
    expect(markup`${new Html("<br>")}`.value).toBe("<br>");
  });
});
