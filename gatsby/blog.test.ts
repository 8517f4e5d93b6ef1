import { countWords, readingMinutes } from "./blog";

describe("reading time", () => {
  it("counts words, ignoring markup and link targets", () => {
    expect(countWords("## A heading\n\nSome **bold** [link text](/contact) here.")).toBe(7);
  });

  it("rounds to whole minutes, at least one", () => {
    expect(readingMinutes(10)).toBe(1);
    expect(readingMinutes(1100)).toBe(5);
  });
});
