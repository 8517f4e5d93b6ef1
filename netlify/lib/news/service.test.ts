import { startBlobs } from "./servers.test-support";
import { cacheKey, FRESH_MS, getTechnologyNews } from "./service";
import { UpstreamError, type Article, type NewsProvider } from "./types";

const article = (n: number): Article => ({
  title: `Story ${n}`,
  url: `https://example.com/${n}`,
  urlToImage: null,
  publishedAt: "2026-11-21T12:00:00.000Z",
  source: { name: "Example" },
  description: null,
});

/** A provider whose next answer the test sets, counting calls. */
function fakeProvider(baseUrl = "https://upstream.test") {
  let next: () => Promise<Article[]> = async () => [article(1)];
  const provider: NewsProvider & { calls: number; answer(fn: () => Promise<Article[]>): void } = {
    id: "hackernews",
    baseUrl,
    calls: 0,
    answer(fn) {
      next = fn;
    },
    async fetchArticles() {
      provider.calls += 1;
      return next();
    },
  };
  return provider;
}

const T0 = Date.parse("2026-11-21T12:00:00Z");
const quiet = () => {};

describe("getTechnologyNews with a real Blobs store", () => {
  let blobs: Awaited<ReturnType<typeof startBlobs>>;
  beforeAll(async () => {
    blobs = await startBlobs();
  });
  afterAll(() => blobs.stop());

  it("fetches, stores the list with its fetch time, then serves it from Blobs while fresh", async () => {
    const store = blobs.store();
    const provider = fakeProvider();
    const first = await getTechnologyNews({ provider, store, now: T0, log: quiet });
    expect(first).toEqual({
      kind: "fresh",
      from: "upstream",
      articles: [article(1)],
      fetchedAt: "2026-11-21T12:00:00.000Z",
    });
    expect(await store.get(cacheKey(provider), { type: "json" })).toEqual({
      fetchedAt: "2026-11-21T12:00:00.000Z",
      provider: "hackernews",
      articles: [article(1)],
    });

    provider.answer(async () => [article(2)]);
    const second = await getTechnologyNews({ provider, store, now: T0 + FRESH_MS - 1000, log: quiet });
    expect(second).toMatchObject({ kind: "fresh", from: "cache", articles: [article(1)] });
    expect(provider.calls).toBe(1);

    const third = await getTechnologyNews({ provider, store, now: T0 + FRESH_MS, log: quiet });
    expect(third).toMatchObject({ kind: "fresh", from: "upstream", articles: [article(2)] });
    expect(provider.calls).toBe(2);
  });

  it("serves the last good list as stale when the upstream fails or answers nothing usable", async () => {
    const store = blobs.store();
    const provider = fakeProvider();
    await getTechnologyNews({ provider, store, now: T0, log: quiet });
    const later = T0 + FRESH_MS + 1;

    provider.answer(async () => {
      throw new UpstreamError("timeout");
    });
    const logged: string[] = [];
    const stale = await getTechnologyNews({ provider, store, now: later, log: (m) => logged.push(m) });
    expect(stale).toMatchObject({ kind: "stale", articles: [article(1)], fetchedAt: "2026-11-21T12:00:00.000Z" });
    expect(logged.join("\n")).toContain("timeout");

    provider.answer(async () => []);
    expect(await getTechnologyNews({ provider, store, now: later, log: quiet })).toMatchObject({ kind: "stale" });

    provider.answer(async () => {
      throw new TypeError("boom"); // anything unexpected counts as a failure too
    });
    expect(await getTechnologyNews({ provider, store, now: later, log: quiet })).toMatchObject({ kind: "stale" });
    // The stale list was not rewritten: its fetch time is still the first one.
    expect(await store.get(cacheKey(provider), { type: "json" })).toMatchObject({
      fetchedAt: "2026-11-21T12:00:00.000Z",
    });
  });

  it("is empty when the upstream fails and nothing was ever stored", async () => {
    const provider = fakeProvider();
    provider.answer(async () => {
      throw new UpstreamError("http", 500);
    });
    const result = await getTechnologyNews({ provider, store: blobs.store(), now: T0, log: quiet });
    expect(result).toMatchObject({ kind: "empty" });
  });

  it("keeps one entry per upstream, and ignores a corrupt entry", async () => {
    const store = blobs.store();
    const a = fakeProvider("https://a.test");
    const b = fakeProvider("https://b.test");
    b.answer(async () => {
      throw new UpstreamError("network");
    });
    await getTechnologyNews({ provider: a, store, now: T0, log: quiet });
    expect(await getTechnologyNews({ provider: b, store, now: T0, log: quiet })).toMatchObject({ kind: "empty" });

    await store.setJSON(cacheKey(b), { fetchedAt: "yesterday-ish", articles: "nope" });
    expect(await getTechnologyNews({ provider: b, store, now: T0, log: quiet })).toMatchObject({ kind: "empty" });
    await store.setJSON(cacheKey(b), {
      fetchedAt: "2026-11-21T11:59:00Z",
      articles: [
        { title: "<b>Bold</b>", url: "javascript:alert(1)" },
        { title: "Ok", url: "https://ok.test" },
      ],
    });
    const cleaned = await getTechnologyNews({ provider: b, store, now: T0, log: quiet });
    expect(cleaned).toMatchObject({ kind: "fresh", from: "cache" });
    expect(cleaned.kind === "fresh" && cleaned.articles.map((x) => x.url)).toEqual(["https://ok.test/"]);
  });

  it("still answers when Blobs is unreachable", async () => {
    const broken = {
      get: async () => {
        throw new Error("ECONNREFUSED");
      },
      setJSON: async () => {
        throw new Error("ECONNREFUSED");
      },
    };
    const result = await getTechnologyNews({ provider: fakeProvider(), store: broken, now: T0, log: quiet });
    expect(result).toMatchObject({ kind: "fresh", from: "upstream", articles: [article(1)] });
  });
});
