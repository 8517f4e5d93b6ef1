import { countWords, readingMinutes, validateBlogFrontmatter } from "./blog";

const file = "/site/content/blog/my-post/index.mdx";
const valid = {
  title: "My post",
  slug: "my-post",
  date: "2025-08-01",
  excerpt: "An excerpt.",
  hero: { id: "x" },
  heroAlt: "Artwork",
  listed: true,
  order: 3,
};

describe("validateBlogFrontmatter", () => {
  it("accepts a complete article", () => {
    expect(validateBlogFrontmatter(file, valid)).toEqual([]);
  });

  it("names the file and each broken field", () => {
    const errors = validateBlogFrontmatter(file, { ...valid, title: " ", listed: "yes", hero: null, order: 1.5 });
    expect(errors).toHaveLength(4);
    expect(errors.join("\n")).toMatch(/my-post\/index\.mdx: title: /);
    expect(errors.join("\n")).toMatch(/: listed: must be true or false/);
    expect(errors.join("\n")).toMatch(/: hero: image is missing/);
    expect(errors.join("\n")).toMatch(/: order: must be a whole number/);
  });

  it("requires the slug to match the folder", () => {
    expect(validateBlogFrontmatter(file, { ...valid, slug: "other-post" })).toEqual([
      expect.stringMatching(/slug: must equal the folder name "my-post"/),
    ]);
  });

  it("rejects dates that are not dates", () => {
    expect(validateBlogFrontmatter(file, { ...valid, date: "someday" })[0]).toMatch(/date: /);
  });
});

describe("reading time", () => {
  it("counts words, ignoring markup and link targets", () => {
    expect(countWords("## A heading\n\nSome **bold** [link text](/contact) here.")).toBe(7);
  });

  it("rounds to whole minutes, at least one", () => {
    expect(readingMinutes(10)).toBe(1);
    expect(readingMinutes(1100)).toBe(5);
  });
});
