import { siteKey } from "./site-address";

describe("siteKey: a case study's live site and a portfolio tile name the same site", () => {
  it.each([
    ["https://deltahvac.example", "https://deltahvac.example/"],
    ["https://deltahvac.example", "https://DeltaHVAC.example"],
    ["https://deltahvac.example", "http://www.deltahvac.example/"],
    ["https://deltahvac.example/shop", "https://deltahvac.example/shop/"],
    ["https://deltahvac.example", "https://deltahvac.example/?utm_source=x#top"],
  ])("%s is %s", (a, b) => expect(siteKey(a)).toBe(siteKey(b)));

  it.each([
    ["https://deltahvac.example", "https://deltahvac.example/shop"],
    ["https://deltahvac.example", "https://deltahvac.example.com"],
    ["https://deltahvac.example/Shop", "https://deltahvac.example/shop"],
  ])("%s is not %s", (a, b) => expect(siteKey(a)).not.toBe(siteKey(b)));
});
