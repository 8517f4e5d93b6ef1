import { statsPaths } from "./stats-paths";

describe("statsPaths", () => {
  it("lists every page once, without Gatsby's 404 variants or trailing slashes", () => {
    expect(statsPaths(["/", "/about/", "/about", "/404/", "/404.html", "/dev-404-page/", "/services/seo"])).toEqual([
      "/",
      "/about",
      "/services/seo",
    ]);
  });
});
