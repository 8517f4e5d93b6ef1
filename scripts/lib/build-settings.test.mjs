// @ts-check
/* global describe, it, expect */
import { buildSettings, gatsbyCpuCount } from "./build-settings.mjs";

describe("gatsbyCpuCount", () => {
  it("counts three CPUs on a 2-core machine, so gatsby-plugin-sharp makes two image files at a time", () => {
    expect(gatsbyCpuCount({}, 2)).toEqual({ GATSBY_CPU_COUNT: "3" });
  });

  it("leaves Gatsby's own count on other machines", () => {
    expect(gatsbyCpuCount({}, 1)).toEqual({});
    expect(gatsbyCpuCount({}, 4)).toEqual({});
    expect(gatsbyCpuCount({}, 16)).toEqual({});
  });

  it("keeps the caller's GATSBY_CPU_COUNT", () => {
    expect(gatsbyCpuCount({ GATSBY_CPU_COUNT: "1" }, 2)).toEqual({});
    expect(gatsbyCpuCount({ GATSBY_CPU_COUNT: "logical_cores" }, 2)).toEqual({});
  });

  it("is not a build setting: a build made with another CPU count is the same build", () => {
    expect(buildSettings({ SITE_URL: "https://example.com", GATSBY_CPU_COUNT: "3" })).toEqual({
      SITE_URL: "https://example.com",
    });
    expect(buildSettings({ GATSBY_GA4_MEASUREMENT_ID: "G-1" })).toEqual({ GATSBY_GA4_MEASUREMENT_ID: "G-1" });
  });
});
