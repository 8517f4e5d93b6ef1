import { goToPage, pageCount, pageFromSearch, pageHref, pageSlice } from "./pagination";

describe("pagination", () => {
  it("makes 2 pages of 6 from the 9 listed posts", () => {
    expect(pageCount(9)).toBe(2);
    expect(pageCount(6)).toBe(1);
    expect(pageCount(13)).toBe(3);
    expect(pageCount(0)).toBe(1);
  });

  it("slices 6 posts on page 1 and the other 3 on page 2", () => {
    const posts = Array.from({ length: 9 }, (_, i) => i + 1);
    expect(pageSlice(posts, 1)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageSlice(posts, 2)).toEqual([7, 8, 9]);
  });

  it("reads the page from the URL and falls back to page 1 when it is invalid", () => {
    expect(pageFromSearch("?page=2", 2)).toBe(2);
    expect(pageFromSearch("", 2)).toBe(1);
    for (const bad of ["?page=0", "?page=3", "?page=-1", "?page=abc", "?page=1.5", "?page=1e1", "?page=", "?page=02"]) {
      expect(pageFromSearch(bad, 2)).toBe(1);
    }
  });

  it("ignores requests outside 1..last", () => {
    expect(goToPage(2, 1, 2)).toBe(2);
    expect(goToPage(0, 1, 2)).toBe(1);
    expect(goToPage(3, 2, 2)).toBe(2);
    expect(goToPage(Number.NaN, 2, 2)).toBe(2);
  });

  it("keeps page 1 on the bare path", () => {
    expect(pageHref("/blog", 1)).toBe("/blog");
    expect(pageHref("/blog", 2)).toBe("/blog?page=2");
  });
});
