import { fixture, startUpstream } from "./servers.test-support";
import { USER_AGENT } from "./upstream";
import { hackerNewsProvider, newsApiProvider, parseHackerNews, parseNewsApi, providerFromEnv } from "./providers";
import { UpstreamError } from "./types";

const json = async (name: string): Promise<unknown> => JSON.parse(await fixture(name));

describe("parseNewsApi", () => {
  it("normalises a recorded top-headlines answer", async () => {
    const articles = parseNewsApi(await json("newsapi-ok.json"));
    expect(articles).toEqual([
      {
        title: "Chipmaker unveils a faster laptop processor & a new GPU",
        url: "https://www.theverge.com/2026/11/21/chip-news",
        urlToImage: "https://cdn.vox-cdn.com/thumbor/chip.jpg",
        publishedAt: "2026-11-21T14:30:00.000Z",
        source: { name: "The Verge" },
        description: "The new chips promise longer battery life \u2014 and quieter fans.",
      },
      {
        title: "Browser vendors agree on a new privacy standard",
        url: "https://news.example.com/privacy-standard",
        urlToImage: null, // was javascript:
        publishedAt: null, // was "not a date"
        source: { name: "Example Wire" },
        description: null,
      },
      {
        title: "Startup raises $20M to build open-source observability tools",
        url: "https://techcrunch.com/2026/11/20/observability-funding/",
        urlToImage: null, // was protocol-relative
        publishedAt: "2026-11-20T07:05:00.000Z",
        source: { name: "TechCrunch" },
        description: "The round was led by a well-known venture firm.",
      },
    ]);
  });

  it.each([
    ["newsapi-rate-limited.json", 429, "rateLimited"],
    ["newsapi-key-invalid.json", 401, "apiKeyInvalid"],
  ])("turns the error shape %s into an UpstreamError with its code, not its message", async (name, status, code) => {
    const body = await json(name);
    for (const s of [status, 200]) {
      let error: unknown;
      try {
        parseNewsApi(body, s);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(UpstreamError);
      expect((error as UpstreamError).code).toBe(code);
      expect((error as UpstreamError).message).not.toMatch(/requests|key is/i);
    }
  });

  it.each([null, [], "ok", { status: "ok" }, { status: "ok", articles: {} }, { articles: [] }])(
    "rejects the garbage %j",
    (body) => {
      expect(() => parseNewsApi(body)).toThrow(UpstreamError);
    },
  );
});

describe("parseHackerNews", () => {
  it("normalises a recorded Algolia front-page answer", async () => {
    const articles = parseHackerNews(await json("hn-front-page.json"));
    expect(articles).toEqual([
      {
        title: "A tiny database engine written in 2,000 lines of C",
        url: "https://www.example.org/tiny-db",
        urlToImage: null,
        publishedAt: "2026-11-21T12:00:00.000Z",
        source: { name: "example.org" },
        description: "412 points on Hacker News, posted by alice.",
      },
      {
        title: "Ask HN: What are you working on this month?",
        url: "https://news.ycombinator.com/item?id=42000002",
        urlToImage: null,
        publishedAt: "2026-11-21T11:00:00.000Z",
        source: { name: "Hacker News" },
        description: "I built this over the weekend & would love feedback. It runs entirely offline.",
      },
    ]);
  });

  it.each([null, { hits: "x" }, { nbHits: 0 }, []])("rejects the garbage %j", (body) => {
    expect(() => parseHackerNews(body)).toThrow(UpstreamError);
  });
});

describe("providerFromEnv", () => {
  it("uses NewsAPI when a key is set, Hacker News otherwise, and obeys NEWS_PROVIDER", () => {
    expect(providerFromEnv({}).id).toBe("hackernews");
    expect(providerFromEnv({ NEWS_API_KEY: "k" }).id).toBe("newsapi");
    expect(providerFromEnv({ NEWS_API_KEY: "k", NEWS_PROVIDER: "hackernews" }).id).toBe("hackernews");
    expect(providerFromEnv({ NEWS_API_KEY: "k", NEWS_PROVIDER: "newsapi" }).id).toBe("newsapi");
    expect(providerFromEnv({ NEWS_PROVIDER: "newsapi" }).id).toBe("hackernews"); // no key
    expect(providerFromEnv({ NEWS_API_KEY: "k", NEWS_PROVIDER: "bogus" }).id).toBe("newsapi");
  });

  it("reads base URLs from the environment, ignoring ones that are not http(s)", () => {
    expect(providerFromEnv({}).baseUrl).toBe("https://hn.algolia.com");
    expect(providerFromEnv({ HN_API_BASE_URL: "http://127.0.0.1:9/" }).baseUrl).toBe("http://127.0.0.1:9");
    expect(providerFromEnv({ HN_API_BASE_URL: "javascript:alert(1)" }).baseUrl).toBe("https://hn.algolia.com");
    expect(providerFromEnv({ NEWS_API_KEY: "k" }).baseUrl).toBe("https://newsapi.org");
    expect(providerFromEnv({ NEWS_API_KEY: "k", NEWSAPI_BASE_URL: "http://127.0.0.1:9" }).baseUrl).toBe(
      "http://127.0.0.1:9",
    );
  });
});

describe("providers against a fake upstream on loopback", () => {
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream.stop());
  beforeEach(() => {
    upstream.seen.length = 0;
  });

  const failure = async (promise: Promise<unknown>): Promise<UpstreamError> => {
    try {
      await promise;
    } catch (error) {
      if (error instanceof UpstreamError) return error;
      throw error;
    }
    throw new Error("expected an UpstreamError");
  };

  it("NewsAPI: sends the key in X-Api-Key with a User-Agent, never in the URL", async () => {
    upstream.reply({ status: 200, body: await fixture("newsapi-ok.json") });
    const provider = newsApiProvider({ apiKey: "secret-key-123", baseUrl: upstream.baseUrl });
    const articles = await provider.fetchArticles({ timeoutMs: 2000 });
    expect(articles).toHaveLength(3);
    const [request] = upstream.seen;
    expect(request?.url).toMatch(/^\/v2\/top-headlines\?/);
    expect(request?.url).toContain("category=technology");
    expect(request?.url).not.toContain("secret-key-123");
    expect(request?.headers["x-api-key"]).toBe("secret-key-123");
    expect(request?.headers["user-agent"]).toBe(USER_AGENT);
  });

  it("Hacker News: asks for the front page", async () => {
    upstream.reply({ status: 200, body: await fixture("hn-front-page.json") });
    const articles = await hackerNewsProvider({ baseUrl: upstream.baseUrl }).fetchArticles({ timeoutMs: 2000 });
    expect(articles).toHaveLength(2);
    expect(upstream.seen[0]?.url).toMatch(/^\/api\/v1\/search\?tags=front_page/);
    expect(upstream.seen[0]?.headers["user-agent"]).toBe(USER_AGENT);
  });

  it("NewsAPI 429 and 401 error bodies become http errors with the code, without the key", async () => {
    const provider = newsApiProvider({ apiKey: "secret-key-123", baseUrl: upstream.baseUrl });
    upstream.reply({ status: 429, body: await fixture("newsapi-rate-limited.json") });
    const limited = await failure(provider.fetchArticles({ timeoutMs: 2000 }));
    expect(limited).toMatchObject({ kind: "http", status: 429, code: "rateLimited" });
    upstream.reply({ status: 401, body: await fixture("newsapi-key-invalid.json") });
    const invalid = await failure(provider.fetchArticles({ timeoutMs: 2000 }));
    expect(invalid).toMatchObject({ kind: "http", status: 401, code: "apiKeyInvalid" });
    expect(`${limited.message} ${invalid.message}`).not.toContain("secret-key-123");
  });

  it("500 with an HTML body is an http error", async () => {
    upstream.reply({ status: 500, body: "<h1>Internal Server Error</h1>", contentType: "text/html" });
    const error = await failure(hackerNewsProvider({ baseUrl: upstream.baseUrl }).fetchArticles({ timeoutMs: 2000 }));
    expect(error).toMatchObject({ kind: "http", status: 500 });
  });

  it("malformed JSON is a parse error", async () => {
    upstream.reply({ status: 200, body: '{"hits": [' });
    const error = await failure(hackerNewsProvider({ baseUrl: upstream.baseUrl }).fetchArticles({ timeoutMs: 2000 }));
    expect(error.kind).toBe("parse");
  });

  it("an oversized answer is a parse error", async () => {
    upstream.reply({ status: 200, body: JSON.stringify({ hits: [], padding: "x".repeat(2_100_000) }) });
    const error = await failure(hackerNewsProvider({ baseUrl: upstream.baseUrl }).fetchArticles({ timeoutMs: 2000 }));
    expect(error.kind).toBe("parse");
  });

  it("an upstream slower than the timeout is a timeout error", async () => {
    upstream.reply({ hang: true });
    const error = await failure(hackerNewsProvider({ baseUrl: upstream.baseUrl }).fetchArticles({ timeoutMs: 50 }));
    expect(error.kind).toBe("timeout");
  });

  it("a dropped connection is a network error", async () => {
    upstream.reply({ destroy: true });
    const error = await failure(hackerNewsProvider({ baseUrl: upstream.baseUrl }).fetchArticles({ timeoutMs: 2000 }));
    expect(error.kind).toBe("network");
  });
});
