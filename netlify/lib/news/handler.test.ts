import { fixture, startBlobs, startUpstream } from "./servers.test-support";
import { hackerNewsProvider, newsApiProvider, parseHackerNews } from "./providers";
import { FRESH_MS } from "./service";
import defaultHandler, { config } from "../../functions/news-technology";
import { createNewsHandler } from "./handler";

const URL_ = "http://localhost/api/news/technology";
const T0 = Date.parse("2026-11-21T12:00:00Z");

describe("GET /api/news/technology", () => {
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  let blobs: Awaited<ReturnType<typeof startBlobs>>;
  let warn: jest.SpyInstance;
  beforeAll(async () => {
    [upstream, blobs] = await Promise.all([startUpstream(), startBlobs()]);
  });
  afterAll(() => Promise.all([upstream.stop(), blobs.stop()]));
  beforeEach(() => {
    upstream.seen.length = 0;
    warn = jest.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  /** A handler on the fake upstream (Hacker News shape) and a store of its own, with a settable clock. */
  function setup(timeoutMs = 2000) {
    const clock = { now: T0 };
    const store = blobs.store();
    const handler = createNewsHandler({
      provider: () => hackerNewsProvider({ baseUrl: upstream.baseUrl }),
      store: () => store,
      now: () => clock.now,
      timeoutMs,
    });
    return { clock, handler };
  }

  it("is configured on its path with a rate limit", () => {
    expect(config.path).toBe("/api/news/technology");
    expect(config.rateLimit).toEqual({ windowLimit: 60, windowSize: 60, aggregateBy: ["ip", "domain"] });
  });

  it("answers the upstream's articles with CDN caching, then serves them from Blobs", async () => {
    const { clock, handler } = setup();
    const front = await fixture("hn-front-page.json");
    upstream.reply({ status: 200, body: front });
    const res = await handler(new Request(URL_));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(res.headers.get("netlify-cdn-cache-control")).toBe(
      "public, durable, s-maxage=900, stale-while-revalidate=86400",
    );
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toMatch(/^default-src 'none'; frame-ancestors 'none'/);
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const body = await res.json();
    expect(Object.keys(body)).toEqual(["articles"]);
    // The upstream's two stories as the provider reads them (providers.test pins what that is).
    expect(body.articles).toEqual(parseHackerNews(JSON.parse(front)));
    expect(body.articles).toHaveLength(2);
    expect(upstream.seen).toHaveLength(1);

    // Ten minutes later: from Blobs, no upstream call, CDN told what is left of the 15 minutes.
    clock.now = T0 + 10 * 60 * 1000;
    upstream.reply({ status: 500, body: "down" });
    const cached = await handler(new Request(URL_));
    expect((await cached.json()).articles).toEqual(body.articles);
    expect(cached.headers.get("netlify-cdn-cache-control")).toBe(
      "public, durable, s-maxage=300, stale-while-revalidate=86400",
    );
    expect(upstream.seen).toHaveLength(1);
  });

  it.each([
    ["500", { status: 500, body: "<h1>oops</h1>", contentType: "text/html" }],
    ["429", { status: 429, body: '{"message":"slow down"}' }],
    ["malformed JSON", { status: 200, body: '{"hits": [{"title": ' }],
    ["garbage JSON", { status: 200, body: '{"unexpected": true}' }],
  ])("serves the last good list marked stale when the upstream answers %s", async (_name, reply) => {
    const { clock, handler } = setup();
    upstream.reply({ status: 200, body: await fixture("hn-front-page.json") });
    const good = await (await handler(new Request(URL_))).json();

    clock.now = T0 + FRESH_MS + 1;
    upstream.reply(reply);
    const res = await handler(new Request(URL_));
    expect(res.status).toBe(200);
    expect(res.headers.get("netlify-cdn-cache-control")).toBe(
      "public, durable, s-maxage=60, stale-while-revalidate=600",
    );
    expect(await res.json()).toEqual({ articles: good.articles, stale: true });
    expect(upstream.seen).toHaveLength(2);
  });

  it("serves stale when the upstream is slower than the (shortened) timeout", async () => {
    const { clock, handler } = setup(100);
    upstream.reply({ status: 200, body: await fixture("hn-front-page.json") });
    await handler(new Request(URL_));
    clock.now = T0 + FRESH_MS + 1;
    upstream.reply({ hang: true });
    const body = await (await handler(new Request(URL_))).json();
    expect(body.stale).toBe(true);
    expect(body.articles).toHaveLength(2);
  });

  it("answers an empty list with status 200 and no CDN caching when there is nothing to serve", async () => {
    const { handler } = setup(100);
    for (const reply of [{ status: 500, body: "x" }, { hang: true } as const, { status: 200, body: "[" }]) {
      upstream.reply(reply);
      const res = await handler(new Request(URL_));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ articles: [] });
      expect(res.headers.get("netlify-cdn-cache-control")).toBe("no-store");
      expect(res.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    }
  });

  it("never echoes the upstream's error or the key, in the answer or the log", async () => {
    const store = blobs.store();
    const handler = createNewsHandler({
      provider: () => newsApiProvider({ apiKey: "sekrit-0123456789", baseUrl: upstream.baseUrl }),
      store: () => store,
    });
    upstream.reply({ status: 401, body: await fixture("newsapi-key-invalid.json") });
    const res = await handler(new Request(URL_));
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ articles: [] });
    const logged = warn.mock.calls.flat().join("\n");
    expect(logged).toContain("apiKeyInvalid");
    for (const secret of ["sekrit-0123456789", "Your API key", upstream.baseUrl]) {
      expect(text).not.toContain(secret);
      expect(logged).not.toContain(secret);
    }
    expect(upstream.seen[0]?.url).not.toContain("sekrit");
  });

  it("answers HEAD with the headers and no body", async () => {
    const { handler } = setup();
    upstream.reply({ status: 200, body: await fixture("hn-front-page.json") });
    const res = await handler(new Request(URL_, { method: "HEAD" }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await res.text()).toBe("");
  });

  it.each(["POST", "PUT", "DELETE", "OPTIONS"])("refuses %s with 405 and Allow", async (method) => {
    const { handler } = setup();
    const res = await handler(new Request(URL_, { method }));
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
    expect(upstream.seen).toHaveLength(0);
  });

  it("by default reads the provider from the environment and the store from the Blobs context", async () => {
    const saved = { ...process.env };
    try {
      delete process.env.NEWS_API_KEY;
      delete process.env.NEWS_PROVIDER;
      process.env.HN_API_BASE_URL = upstream.baseUrl;
      process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(JSON.stringify(blobs.context)).toString("base64");
      upstream.reply({ status: 200, body: await fixture("hn-front-page.json") });
      const res = await defaultHandler(new Request(URL_));
      expect((await res.json()).articles).toHaveLength(2);
      expect(upstream.seen[0]?.url).toMatch(/^\/api\/v1\/search\?tags=front_page/);
      // The list landed in the "news" store.
      const { blobs: entries } = await blobs.store("news").list({ prefix: "technology/hackernews/" });
      expect(entries).toHaveLength(1);
    } finally {
      process.env = saved;
    }
  });
});
