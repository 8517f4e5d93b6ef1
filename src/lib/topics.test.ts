import fs from "node:fs";
import path from "node:path";
import { authorEntries, newestFirst, relatedEntries, topicEntries, topicsWithEntries, type Filed } from "./topics";

const post = (slug: string, date: string, topics: string[], extra: Partial<Filed> = {}): Filed => ({
  slug,
  date,
  topics,
  order: null,
  listed: true,
  ...extra,
});

describe("newestFirst", () => {
  it("puts the newest first and, on one day, the lower position first", () => {
    const items = [
      post("old", "2025-01-01", []),
      post("second", "2025-08-01", [], { order: 2 }),
      post("first", "2025-08-01", [], { order: 1 }),
      post("newest", "2025-09-01", []),
    ];
    expect(newestFirst(items).map((p) => p.slug)).toEqual(["newest", "first", "second", "old"]);
  });
});

describe("relatedEntries", () => {
  const current = post("me", "2025-05-01", ["seo", "email-marketing"]);
  const items = [
    current,
    post("one-shared-new", "2025-09-01", ["seo"]),
    post("two-shared-old", "2025-01-01", ["seo", "email-marketing"]),
    post("none-newest", "2025-12-01", ["ecommerce-development"]),
    post("one-shared-old", "2025-02-01", ["email-marketing"]),
    post("two-shared-unlisted", "2025-10-01", ["seo", "email-marketing"], { listed: false }),
  ];

  it("ranks by shared topics, then the newest, and gives three", () => {
    expect(relatedEntries(current, items).map((p) => p.slug)).toEqual([
      "two-shared-old",
      "one-shared-new",
      "one-shared-old",
    ]);
  });

  it("never gives the article itself nor an unlisted article", () => {
    const slugs = relatedEntries(current, items, 10).map((p) => p.slug);
    expect(slugs).not.toContain("me");
    expect(slugs).not.toContain("two-shared-unlisted");
  });

  it("fills the places left with articles of other topics, newest first", () => {
    const few = [current, post("shared", "2025-01-01", ["seo"]), ...items.slice(3, 4), post("b", "2024-01-01", [])];
    expect(relatedEntries(current, few).map((p) => p.slug)).toEqual(["shared", "none-newest", "b"]);
  });

  it("gives every real article three others, none of them itself", () => {
    const dir = path.join(__dirname, "../../content/blog");
    const real = fs.readdirSync(dir).map((slug) => {
      const text = fs.readFileSync(path.join(dir, slug, "index.mdx"), "utf8");
      const list = (name: string) =>
        [...(new RegExp(`^${name}:\\n((?:  - .*\\n)+)`, "m").exec(text)?.[1] ?? "").matchAll(/"([^"]+)"/g)].map(
          (m) => m[1]!,
        );
      return post(slug, /^date: "(.*)"/m.exec(text)![1]!, list("topics"), {
        listed: /^listed: true/m.test(text),
        order: Number(/^order: (\d+)/m.exec(text)![1]),
      });
    });
    for (const p of real) {
      const related = relatedEntries(p, real);
      expect(related).toHaveLength(3);
      expect(related.map((r) => r.slug)).not.toContain(p.slug);
      // The first related article shares a topic whenever another listed article does.
      const anyShared = real.some((o) => o.slug !== p.slug && o.listed && o.topics.some((t) => p.topics.includes(t)));
      if (anyShared) expect(related[0]!.topics.some((t) => p.topics.includes(t))).toBe(true);
    }
  });
});

describe("topic and author pages", () => {
  const items = [
    post("a", "2025-01-01", ["seo"], { authors: ["priya"] }),
    post("b", "2025-03-01", ["seo", "email-marketing"], { authors: ["maya", "priya"] }),
    post("c", "2025-02-01", ["mobile-app-development"], { listed: false, authors: ["emily"] }),
  ];

  it("a topic lists its listed articles newest first", () => {
    expect(topicEntries(items, "seo").map((p) => p.slug)).toEqual(["b", "a"]);
    expect(topicEntries(items, "mobile-app-development")).toEqual([]);
  });

  it("only topics with a listed article have a page", () => {
    expect([...topicsWithEntries(items)].sort()).toEqual(["email-marketing", "seo"]);
  });

  it("an author lists what they wrote, newest first; unlisted articles are left out", () => {
    expect(authorEntries(items, "priya").map((p) => p.slug)).toEqual(["b", "a"]);
    expect(authorEntries(items, "emily")).toEqual([]);
  });
});
