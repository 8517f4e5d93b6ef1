import frame from "../../content/frame.json";
import { MAIN_NAV, navMatch, normalizePath } from "./navigation";

describe("navMatch", () => {
  it("marks the link of the current page", () => {
    expect(navMatch("/services", "/services")).toBe("page");
    expect(navMatch("/services", "/services/")).toBe("page");
    expect(navMatch("/", "/")).toBe("page");
  });

  it("marks the section of a nested page without calling it the page", () => {
    expect(navMatch("/services", "/services/seo")).toBe("section");
    expect(navMatch("/blog", "/blog/strategies-for-digital-triumph")).toBe("section");
  });

  it("never marks Home for other pages, nor prefixes that are not path segments", () => {
    expect(navMatch("/", "/about")).toBeUndefined();
    expect(navMatch("/blog", "/blogroll")).toBeUndefined();
    expect(navMatch("/news", "/contact")).toBeUndefined();
  });

  it("lists the six links of the spec in order", () => {
    expect(MAIN_NAV.map((l) => `${frame.nav[l.key]} ${l.to}`)).toEqual([
      "Home /",
      "Services /services",
      "Blog /blog",
      "About /about",
      "News & Insights /news",
      "Contact /contact",
    ]);
  });
});

describe("normalizePath", () => {
  it("drops trailing slashes and keeps the root", () => {
    expect(normalizePath("/about///")).toBe("/about");
    expect(normalizePath("")).toBe("/");
    expect(normalizePath("/")).toBe("/");
  });
});
