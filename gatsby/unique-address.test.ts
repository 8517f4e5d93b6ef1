/**
 * @jest-environment node
 */
import { addressTaken, refuseTakenAddress } from "../static/admin/unique-address.mjs";

/** A stand-in for Decap's Immutable entry (get of an immutable map). */
const map = (o: Record<string, unknown>): { get: (k: string) => unknown } => ({ get: (k) => o[k] });
const entry = (collection: string, data: Record<string, unknown>, newRecord = true) => ({
  entry: map({ collection, newRecord, data: map(data) }),
});
/** The site: these addresses answer, every other is a 404. */
const site = (...pages: string[]) => {
  const asked: string[] = [];
  const fetcher = (async (url: string, init?: RequestInit) => {
    asked.push(`${init?.method} ${url}`);
    return new Response(null, { status: pages.includes(url) ? 200 : 404 });
  }) as typeof fetch;
  return { fetcher, asked };
};

describe("the CMS refuses a new entry whose address the site has (static/admin/unique-address.mjs, issue 39)", () => {
  it("refuses a new page with the path of an existing one, and names the path", async () => {
    const { fetcher, asked } = site("/about");
    await expect(refuseTakenAddress(entry("content-pages", { path: "/about" }), fetcher)).rejects.toThrow(
      "/about is already a page of the site. Choose another Path",
    );
    expect(asked).toEqual(["HEAD /about"]);
    await expect(refuseTakenAddress(entry("content-pages", { path: "/about-us" }), fetcher)).resolves.toBeUndefined();
  });

  it("refuses a new case study or article with the slug of an existing one", async () => {
    const { fetcher } = site("/our-work/delta-hvac", "/blog/seo-basics");
    await expect(refuseTakenAddress(entry("case-studies", { slug: "delta-hvac" }), fetcher)).rejects.toThrow(
      "/our-work/delta-hvac is already a page of the site. Choose another Address",
    );
    await expect(refuseTakenAddress(entry("blog", { slug: "seo-basics" }), fetcher)).rejects.toThrow(
      "/blog/seo-basics is already a page",
    );
    await expect(refuseTakenAddress(entry("case-studies", { slug: "delta-hvac-2" }), fetcher)).resolves.toBeUndefined();
  });

  it("leaves an entry saved again, other collections, and an unreachable site alone", async () => {
    const { fetcher, asked } = site("/about", "/our-work/delta-hvac");
    await expect(
      refuseTakenAddress(entry("content-pages", { path: "/about" }, false), fetcher),
    ).resolves.toBeUndefined();
    await expect(refuseTakenAddress(entry("services", { slug: "seo" }), fetcher)).resolves.toBeUndefined();
    expect(asked).toEqual([]);
    const offline = (async () => {
      throw new TypeError("Failed to fetch");
    }) as typeof fetch;
    expect(await addressTaken("/about", offline)).toBeUndefined();
    await expect(refuseTakenAddress(entry("content-pages", { path: "/about" }), offline)).resolves.toBeUndefined();
  });
});
