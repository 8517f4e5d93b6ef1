import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { htmlFiles, publicPath } from "../../gatsby/built-html";
import { BLOG_SLUGS, SERVICE_PRICES } from "./routes";

/**
 * SEO beyond the tags, over every HTML page of the build in public/ (so no page is forgotten) and
 * over what `npm start` serves: share cards, canonical URLs, JSON-LD, sitemap, robots.txt,
 * manifest, icons and theme colour. These tests read files and make plain requests, so they run
 * in the desktop project only (the viewport changes nothing here).
 */

const PUBLIC = path.join(__dirname, "..", "..", "public");
const SKIP_DIRS = ["_gatsby", "page-data", "static", "og", "~partytown", "icons", "fonts"];

interface BuiltPage {
  file: string;
  /** The path the page is served at: "/", "/about", "/404.html". */
  path: string;
  html: string;
}

function builtPages(): BuiltPage[] {
  const out: BuiltPage[] = [];
  for (const full of htmlFiles(PUBLIC, SKIP_DIRS)) {
    const rel = publicPath(PUBLIC, full);
    // Pages are `about.html` as gatsby-adapter-netlify publishes them (`about/index.html` before it), served at /about.
    const served =
      rel === "index.html" ? "/" : rel === "404.html" ? "/404.html" : `/${rel.replace(/(\/index)?\.html$/, "")}`;
    out.push({ file: rel, path: served, html: fs.readFileSync(full, "utf8") });
  }
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** Attribute values of every tag matching `selector` (e.g. meta[property="og:image"] -> content). */
function attrs(html: string, tag: string, match: [string, string], attr: string): string[] {
  const tags = html.match(new RegExp(`<${tag}\\b[^>]*>`, "g")) ?? [];
  return tags
    .filter((t) => t.includes(` ${match[0]}="${match[1]}"`))
    .map((t) => new RegExp(` ${attr}="([^"]*)"`).exec(t)?.[1])
    .filter((v): v is string => v !== undefined)
    .map(decode);
}
const meta = (html: string, key: string) =>
  attrs(html, "meta", [key.startsWith("og:") ? "property" : "name", key], "content");

type Json = Record<string, unknown>;

/** Every JSON-LD block of a page, parsed (a block that is not valid JSON fails the test). */
function jsonLd(page: BuiltPage): Json[] {
  const blocks = [...page.html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  return blocks.map((m) => {
    try {
      return JSON.parse(m[1] ?? "") as Json;
    } catch (e) {
      throw new Error(`${page.file}: a JSON-LD block is not valid JSON: ${(e as Error).message}`);
    }
  });
}
/** The nodes of every block, @graph arrays flattened. */
const nodes = (blocks: Json[]) => blocks.flatMap((b) => (Array.isArray(b["@graph"]) ? (b["@graph"] as Json[]) : [b]));

function pngSize(buf: Buffer): { width: number; height: number } | undefined {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!buf.subarray(0, 8).equals(signature) || buf.toString("ascii", 12, 16) !== "IHDR") return undefined;
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

const pages = builtPages();
/** The production origin the build was made for, from the home page's canonical link. */
const home = pages.find((p) => p.path === "/");
const SITE = (attrs(home?.html ?? "", "link", ["rel", "canonical"], "href")[0] ?? "").replace(/\/$/, "");
const isAbsoluteOnSite = (url: unknown) =>
  typeof url === "string" && (url === `${SITE}/` || url.startsWith(`${SITE}/`));
const localPath = (url: string) => new URL(url).pathname;
const existsInPublic = (url: string) => fs.existsSync(path.join(PUBLIC, decodeURIComponent(localPath(url))));

test.describe("built pages", () => {
  test("the build has every page of the site @desktop", () => {
    expect(SITE).toMatch(/^https?:\/\/[^/]+$/);
    const paths = pages.map((p) => p.path);
    for (const p of ["/", "/services", "/blog", "/404.html", ...SERVICE_PRICES.map(([, , s]) => `/services/${s}`)]) {
      expect(paths).toContain(p);
    }
    for (const slug of BLOG_SLUGS) expect(paths).toContain(`/blog/${slug}`);
  });

  test("every page has one canonical URL: its own absolute address, also its og:url @desktop", () => {
    for (const page of pages) {
      const canonical = attrs(page.html, "link", ["rel", "canonical"], "href");
      // Both 404 documents (/404 and /404.html, served for every unknown address) name /404.
      const own = /^\/404(\.html)?$/.test(page.path) ? "/404" : page.path;
      expect(canonical, page.file).toEqual([own === "/" ? `${SITE}/` : `${SITE}${own}`]);
      expect(meta(page.html, "og:url"), page.file).toEqual(canonical);
    }
  });

  test("every page shares its own 1200x630 PNG card, with width, height and alt text @desktop", () => {
    const cards = new Map<string, string>();
    for (const page of pages) {
      const [image, ...more] = meta(page.html, "og:image");
      expect(more, page.file).toEqual([]);
      expect(isAbsoluteOnSite(image), `${page.file}: ${image}`).toBe(true);
      expect(meta(page.html, "twitter:image"), page.file).toEqual([image]);
      expect(meta(page.html, "og:image:width"), page.file).toEqual(["1200"]);
      expect(meta(page.html, "og:image:height"), page.file).toEqual(["630"]);
      expect(meta(page.html, "og:image:alt")[0]?.length ?? 0, page.file).toBeGreaterThan(3);
      const file = path.join(PUBLIC, localPath(image ?? ""));
      expect(fs.existsSync(file), `${page.file}: ${file} exists`).toBe(true);
      expect(pngSize(fs.readFileSync(file)), file).toEqual({ width: 1200, height: 630 });
      // A card of its own, not the site-wide default: no two pages share one (but the two 404s).
      const key = page.path.replace(/^\/404(\.html)?$/, "/404");
      const other = cards.get(image ?? "");
      expect(other === undefined || other === key, `${page.file} shares ${image} with ${other}`).toBe(true);
      cards.set(image ?? "", key);
    }
  });

  test("every JSON-LD block is valid JSON; Organization and ProfessionalService on every page @desktop", () => {
    for (const page of pages) {
      const all = nodes(jsonLd(page));
      for (const block of jsonLd(page)) expect(block["@context"], page.file).toBe("https://schema.org");
      const org = all.filter((n) => n["@type"] === "Organization" && n.logo);
      expect(org, page.file).toHaveLength(1);
      expect(org[0]).toMatchObject({ "@id": `${SITE}/#organization`, name: expect.any(String), url: SITE });
      const business = all.find((n) => n["@type"] === "ProfessionalService");
      expect(business, page.file).toMatchObject({
        name: expect.any(String),
        telephone: expect.any(String),
        address: { "@type": "PostalAddress", streetAddress: expect.any(String), addressLocality: expect.any(String) },
        openingHoursSpecification: [{ opens: "09:00", closes: "18:00" }],
      });
    }
  });

  test("service pages: a Service with provider, area served and the starting price as an Offer @desktop", () => {
    for (const [title, price, slug] of SERVICE_PRICES) {
      const page = pages.find((p) => p.path === `/services/${slug}`);
      expect(page, slug).toBeDefined();
      const services = nodes(jsonLd(page!)).filter((n) => n["@type"] === "Service");
      expect(services, slug).toHaveLength(1);
      const service = services[0] as Json & { offers: Json & { priceSpecification: Json } };
      const amount = Number(price.replace(/[$,]|\/month/g, ""));
      expect(service).toMatchObject({
        name: title,
        serviceType: title,
        url: `${SITE}/services/${slug}`,
        provider: { "@id": `${SITE}/#organization` },
        areaServed: { "@type": "Country", name: "United States" },
        offers: {
          "@type": "Offer",
          price: amount,
          priceCurrency: "USD",
          priceSpecification: { minPrice: amount, priceCurrency: "USD" },
        },
      });
      expect(String(service.description).length, slug).toBeGreaterThan(20);
      expect(service.offers.priceSpecification.unitCode ?? null, slug).toBe(price.endsWith("/month") ? "MON" : null);
    }
  });

  test("nested pages have a BreadcrumbList from Home to themselves; top-level pages have none @desktop", () => {
    const canonicals = new Set(pages.map((p) => (p.path === "/" ? `${SITE}/` : `${SITE}${p.path}`)));
    for (const page of pages) {
      const lists = nodes(jsonLd(page)).filter((n) => n["@type"] === "BreadcrumbList");
      const nested = page.path.split("/").filter(Boolean).length > 1;
      expect(lists, page.file).toHaveLength(nested ? 1 : 0);
      if (!nested) continue;
      const items = (lists[0]?.itemListElement ?? []) as Json[];
      expect(items.length, page.file).toBe(3);
      items.forEach((item, i) => {
        expect(item["@type"], page.file).toBe("ListItem");
        expect(item.position, page.file).toBe(i + 1);
        expect(String(item.name).trim().length, page.file).toBeGreaterThan(1);
        expect(isAbsoluteOnSite(item.item), `${page.file}: ${String(item.item)}`).toBe(true);
        expect(canonicals.has(String(item.item)), `${page.file}: ${String(item.item)} is a page`).toBe(true);
      });
      expect(items[0]).toMatchObject({ name: "Home", item: `${SITE}/` });
      expect(items[1]?.item).toBe(`${SITE}/${page.path.split("/")[1]}`);
      expect(items[2]?.item).toBe(`${SITE}${page.path}`);
    }
  });

  test("articles: a BlogPosting with headline, images, dates and author @desktop", () => {
    const canonicalPaths = new Set(pages.map((p) => `${SITE}${p.path}`));
    for (const slug of BLOG_SLUGS) {
      const page = pages.find((p) => p.path === `/blog/${slug}`)!;
      const posts = nodes(jsonLd(page)).filter((n) => n["@type"] === "BlogPosting");
      expect(posts, slug).toHaveLength(1);
      const post = posts[0] as Json & { image: string[] };
      const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(page.html)?.[1]?.replace(/<[^>]+>/g, "") ?? "";
      expect(post.headline, slug).toBe(decode(h1));
      expect(String(post.headline).length, slug).toBeLessThanOrEqual(110);
      expect(post.datePublished, slug).toMatch(/^\d{4}-\d{2}-\d{2}/);
      expect(post.mainEntityOfPage, slug).toBe(`${SITE}/blog/${slug}`);
      // Its authors are Persons (an author page as url when they have one, https profiles as sameAs);
      // the agency stays the publisher.
      const authors = post.author as unknown as Json[];
      expect(authors.length, slug).toBeGreaterThanOrEqual(1);
      for (const person of authors) {
        expect(person, slug).toMatchObject({ "@type": "Person", name: expect.any(String) });
        if (person.url) expect(canonicalPaths.has(String(person.url)), `${slug}: ${String(person.url)}`).toBe(true);
        for (const link of (person.sameAs ?? []) as string[]) expect(link, slug).toMatch(/^https:\/\//);
      }
      expect(post.publisher, slug).toMatchObject({ "@type": "Organization", "@id": `${SITE}/#organization` });
      expect(post.image.length, slug).toBeGreaterThanOrEqual(2);
      for (const image of post.image) {
        expect(isAbsoluteOnSite(image), `${slug}: ${image}`).toBe(true);
        expect(existsInPublic(image), `${slug}: ${image} exists`).toBe(true);
      }
    }
  });

  test("every page names the theme colour, the favicon, the touch icon and the manifest @desktop", () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(PUBLIC, "site.webmanifest"), "utf8")) as {
      theme_color: string;
    };
    for (const page of pages) {
      expect(meta(page.html, "theme-color"), page.file).toEqual([manifest.theme_color]);
      expect(attrs(page.html, "link", ["rel", "icon"], "href"), page.file).toEqual(["/favicon.svg"]);
      expect(attrs(page.html, "link", ["rel", "apple-touch-icon"], "href"), page.file).toEqual([
        "/icons/apple-touch-icon.png",
      ]);
      expect(attrs(page.html, "link", ["rel", "manifest"], "href"), page.file).toEqual(["/site.webmanifest"]);
    }
  });
});

test.describe("served", () => {
  test("robots.txt allows crawling and points at the sitemap index @desktop", async ({ request }) => {
    const res = await request.get("/robots.txt");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toMatch(/^text\/plain/);
    const lines = (await res.text()).split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).not.toContain("Disallow: /");
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap-index.xml`);
  });

  test("the sitemap lists every page by its canonical URL, and no 404, /ClientsSections or noindex page @desktop", async ({
    request,
  }) => {
    const index = await (await request.get("/sitemap-index.xml")).text();
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
    expect(sitemaps.length).toBeGreaterThan(0);
    const urls: string[] = [];
    for (const sitemap of sitemaps) {
      expect(isAbsoluteOnSite(sitemap)).toBe(true);
      const xml = await (await request.get(localPath(sitemap))).text();
      urls.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? ""));
    }
    const expected = pages
      .filter((p) => !/^\/404(\.html)?$/.test(p.path) && p.path !== "/ClientsSections")
      // Pages kept out of search (a filled job opening, a content page marked noindex) are not listed.
      .filter((p) => !/<meta name="robots" content="noindex/.test(p.html))
      .map((p) => (p.path === "/" ? `${SITE}/` : `${SITE}${p.path}`));
    expect([...urls].sort()).toEqual([...expected].sort());
    for (const url of urls) {
      const res = await request.get(localPath(url), { maxRedirects: 0 });
      expect(res.status(), url).toBe(200);
    }
  });

  test("share cards are served as PNG @desktop", async ({ request }) => {
    for (const p of ["/", "/services/seo", `/blog/${BLOG_SLUGS[0]}`]) {
      const image = meta(pages.find((x) => x.path === p)!.html, "og:image")[0] ?? "";
      const res = await request.get(localPath(image));
      expect(res.status(), image).toBe(200);
      expect(res.headers()["content-type"], image).toBe("image/png");
    }
  });

  test("the manifest's icons, the favicon and the touch icon exist at their declared sizes @desktop", async ({
    request,
  }) => {
    const manifest = (await (await request.get("/site.webmanifest")).json()) as {
      icons: { src: string; sizes: string; type: string }[];
      theme_color: string;
      start_url: string;
    };
    expect(manifest.theme_color).toMatch(/^#[0-9A-F]{6}$/i);
    expect(manifest.start_url).toBe("/");
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    for (const icon of [
      ...manifest.icons,
      { src: "/icons/apple-touch-icon.png", sizes: "180x180", type: "image/png" },
    ]) {
      const res = await request.get(icon.src);
      expect(res.status(), icon.src).toBe(200);
      const [w, h] = icon.sizes.split("x").map(Number);
      expect(pngSize(await res.body()), icon.src).toEqual({ width: w, height: h });
    }
    const favicon = await request.get("/favicon.svg");
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(await favicon.text()).toContain("<svg");
  });
});
