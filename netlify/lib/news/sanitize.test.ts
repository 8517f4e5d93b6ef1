import { cleanText, isoDate, safeUrl, toArticles } from "./sanitize";

describe("safeUrl", () => {
  it.each([
    ["https://example.com/a?b=c#d", "https://example.com/a?b=c#d"],
    ["http://example.com", "http://example.com/"],
    ["  https://example.com/padded  ", "https://example.com/padded"],
    ["HTTPS://EXAMPLE.COM/Path", "https://example.com/Path"],
  ])("keeps the http(s) URL %j", (input, expected) => {
    expect(safeUrl(input)).toBe(expected);
  });

  it.each([
    "javascript:alert(1)",
    " JaVaScRiPt:alert(1)",
    "java\tscript:alert(1)",
    "jav&#x09;ascript:alert(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "vbscript:msgbox(1)",
    "//evil.example/x",
    "/relative/path",
    "evil.example",
    "ftp://example.com/file",
    "https://user:pass@example.com/",
    "https://exa mple.com/",
    "https://example.com/\u0000",
    "https:",
    `https://example.com/${"a".repeat(2100)}`,
    "",
  ])("rejects %j", (input) => {
    expect(safeUrl(input)).toBeNull();
  });

  it("rejects what is not a string", () => {
    for (const value of [null, undefined, 42, {}, ["https://example.com"]]) expect(safeUrl(value)).toBeNull();
  });
});

describe("cleanText", () => {
  it("strips tags, decodes entities and collapses whitespace", () => {
    expect(cleanText("  <b>Fast</b>\n\n chips &amp; <i>GPUs</i> &mdash; &#8220;now&#x201D;  ", 300)).toBe(
      "Fast chips & GPUs \u2014 \u201cnow\u201d",
    );
  });

  it("removes scripts and styles with their content, and tags that hide behind entities", () => {
    expect(cleanText("<script>alert(1)</script>Title<style>p{}</style>", 300)).toBe("Title");
    expect(cleanText("&lt;img src=x onerror=alert(1)&gt;Hello", 300)).toBe("Hello");
    expect(cleanText("<!-- hidden -->Visible", 300)).toBe("Visible");
  });

  it("separates words at block tags only", () => {
    expect(cleanText("<p>One<p>Two<br>three <i>inline</i>. <a href='x'>link</a>!", 300)).toBe(
      "One Two three inline. link!",
    );
  });

  it("keeps a lone < that is not a tag", () => {
    expect(cleanText("1 < 2 and 3 > 2", 300)).toBe("1 < 2 and 3 > 2");
  });

  it("cuts long text with an ellipsis, within the limit", () => {
    const text = cleanText("word ".repeat(200), 300);
    expect(text).toHaveLength(300);
    expect(text?.endsWith("\u2026")).toBe(true);
  });

  it("drops control and invisible characters; empty text is null", () => {
    expect(cleanText("a\u0000b\u200bc\u202Ed", 10)).toBe("a b c d");
    expect(cleanText("   <p> </p> ", 10)).toBeNull();
    expect(cleanText(null, 10)).toBeNull();
    expect(cleanText(12, 10)).toBeNull();
  });
});

describe("isoDate", () => {
  it("gives ISO strings for valid dates, null otherwise", () => {
    expect(isoDate("2026-11-21T14:30:00Z")).toBe("2026-11-21T14:30:00.000Z");
    expect(isoDate("2026-11-20T08:05:00+01:00")).toBe("2026-11-20T07:05:00.000Z");
    expect(isoDate(0)).toBe("1970-01-01T00:00:00.000Z");
    expect(isoDate("not a date")).toBeNull();
    expect(isoDate("")).toBeNull();
    expect(isoDate(null)).toBeNull();
    expect(isoDate(1e20)).toBeNull();
  });
});

describe("toArticles", () => {
  it("drops items without title or safe URL, removed items and duplicates; keeps 30 at most", () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ title: `T${i}`, url: `https://e.com/${i}` }));
    const articles = toArticles(
      [
        { title: "[Removed]", url: "https://removed.com" },
        { title: "", url: "https://e.com/empty" },
        { title: "No URL", url: null },
        { title: "Bad URL", url: "javascript:alert(1)" },
        { title: "Dup", url: "https://e.com/0" },
        ...many,
      ],
      "Fallback",
    );
    expect(articles).toHaveLength(30);
    expect(articles[0]).toEqual({
      title: "Dup",
      url: "https://e.com/0",
      urlToImage: null,
      publishedAt: null,
      source: { name: "Fallback" },
      description: null,
    });
    expect(articles.map((a) => a.title)).not.toContain("T0");
  });

  it("limits source names and descriptions", () => {
    const [article] = toArticles(
      [{ title: "t", url: "https://e.com", sourceName: "s".repeat(150), description: "d".repeat(700) }],
      "",
    );
    expect(article?.source.name).toHaveLength(100);
    expect(article?.description).toHaveLength(600);
  });
});
