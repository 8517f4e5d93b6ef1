import { densitySrcSet } from "./density-srcset";

describe("densitySrcSet", () => {
  it("turns a fixed image's widths into densities beyond 1x (the src is the 1x file)", () => {
    // As gatsby-plugin-image joins them: a comma and a new line.
    const srcSet = "/static/a/4c730/logo.webp 144w,\n/static/a/18001/logo.webp 288w";
    expect(densitySrcSet(srcSet, 144)).toBe("/static/a/18001/logo.webp 2x");
  });

  it("keeps every larger file, with fractional densities", () => {
    expect(densitySrcSet("/a.webp 100w,/b.webp 150w,/c.webp 300w", 100)).toBe("/b.webp 1.5x,/c.webp 3x");
  });

  it("gives nothing when there is only the 1x file or no srcset", () => {
    expect(densitySrcSet("/a.webp 144w", 144)).toBeUndefined();
    expect(densitySrcSet(undefined, 144)).toBeUndefined();
    expect(densitySrcSet("", 144)).toBeUndefined();
  });
});
