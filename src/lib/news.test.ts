import { fetchNews, httpUrl, readArticles } from "./news";

describe("httpUrl", () => {
  it("keeps http(s) URLs only", () => {
    expect(httpUrl("https://example.com/a")).toBe("https://example.com/a");
    expect(httpUrl("http://example.com")).toBe("http://example.com/");
    for (const bad of [
      "javascript:alert(1)",
      " JaVaScRiPt:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "//evil.example",
      "/news",
      "java\nscript:alert(1)",
      "",
      null,
      42,
    ]) {
      expect(httpUrl(bad)).toBeNull();
    }
  });
});

describe("readArticles", () => {
  it("reads valid articles and re-checks their URLs", () => {
    expect(
      readArticles({
        articles: [
          {
            title: "A",
            url: "https://a.example/",
            urlToImage: "data:image/png;base64,AAAA",
            publishedAt: "2026-11-21T12:00:00.000Z",
            source: { name: "A News" },
            description: "About A",
          },
          { title: "Evil", url: "javascript:alert(1)" },
          { title: "", url: "https://b.example/" },
          { title: "Dup", url: "https://a.example/" },
          null,
          "x",
          { title: "C", url: "https://c.example/", source: null, description: "" },
        ],
      }),
    ).toEqual([
      {
        title: "A",
        url: "https://a.example/",
        urlToImage: null,
        publishedAt: "2026-11-21T12:00:00.000Z",
        sourceName: "A News",
        description: "About A",
      },
      { title: "C", url: "https://c.example/", urlToImage: null, publishedAt: null, sourceName: "", description: null },
    ]);
  });

  it("treats a missing or malformed list as empty", () => {
    for (const body of [{}, null, "x", { articles: null }, { articles: {} }, []])
      expect(readArticles(body)).toEqual([]);
  });
});

describe("fetchNews", () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it("reads the answer of /api/news/technology, and any failure as no articles", async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock;
    fetchMock.mockResolvedValueOnce({ json: async () => ({ articles: [{ title: "T", url: "https://t.example/" }] }) });
    expect(await fetchNews()).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledWith("/api/news/technology", expect.anything());

    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect(await fetchNews()).toEqual([]);
    fetchMock.mockResolvedValueOnce({ json: async () => Promise.reject(new SyntaxError("Unexpected token <")) });
    expect(await fetchNews()).toEqual([]);
  });
});
