import { contextHeaders, isNoindex, robotsTxt, siteUrlFor } from "./deploy-context";

const CANONICAL = "https://atriadigital.example";
const PREVIEW = "https://deploy-preview-42--atria.netlify.app";
const BRANCH = "https://cms--atria.netlify.app";

/** What Netlify sets at build time in each context, plus netlify.toml's SITE_NOINDEX. */
const contexts = {
  production: {
    CONTEXT: "production",
    URL: "https://atria.netlify.app",
    DEPLOY_PRIME_URL: "https://main--atria.netlify.app",
    SITE_NOINDEX: "false",
  },
  "deploy-preview": {
    CONTEXT: "deploy-preview",
    URL: "https://atria.netlify.app",
    DEPLOY_PRIME_URL: PREVIEW,
    SITE_NOINDEX: "true",
  },
  "branch-deploy": {
    CONTEXT: "branch-deploy",
    URL: "https://atria.netlify.app",
    DEPLOY_PRIME_URL: BRANCH,
    SITE_NOINDEX: "true",
  },
  local: {},
};

describe("deploy context", () => {
  test("production: canonical URL from content/site.json, indexable, no extra headers", () => {
    const env = contexts.production;
    expect(siteUrlFor(env, CANONICAL)).toBe(CANONICAL);
    expect(isNoindex(env)).toBe(false);
    expect(contextHeaders(env)).toBe("");
    expect(robotsTxt(env, CANONICAL)).toBe(
      `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${CANONICAL}/sitemap-index.xml\n`,
    );
  });

  test.each([
    ["deploy-preview", PREVIEW],
    ["branch-deploy", BRANCH],
  ] as const)("%s: its own URL, X-Robots-Tag noindex on every path, robots.txt disallows all", (name, url) => {
    const env = contexts[name];
    expect(siteUrlFor(env, CANONICAL)).toBe(url);
    expect(isNoindex(env)).toBe(true);
    expect(contextHeaders(env)).toBe("/*\n  X-Robots-Tag: noindex, nofollow\n");
    expect(robotsTxt(env, url)).toBe("User-agent: *\nDisallow: /\n");
  });

  test("a local build is treated as production", () => {
    expect(siteUrlFor(contexts.local, `${CANONICAL}/`)).toBe(CANONICAL);
    expect(isNoindex(contexts.local)).toBe(false);
  });

  test("the CONTEXT alone decides when netlify.toml does not say; SITE_NOINDEX and SITE_URL override", () => {
    expect(isNoindex({ CONTEXT: "deploy-preview" })).toBe(true);
    expect(isNoindex({ CONTEXT: "production" })).toBe(false);
    expect(isNoindex({ CONTEXT: "branch-deploy", SITE_NOINDEX: "false" })).toBe(false);
    expect(isNoindex({ CONTEXT: "production", SITE_NOINDEX: "true" })).toBe(true);
    expect(siteUrlFor({ ...contexts["deploy-preview"], SITE_URL: "https://staging.example/" }, CANONICAL)).toBe(
      "https://staging.example",
    );
    // A preview without DEPLOY_PRIME_URL (never on Netlify) falls back to the canonical address.
    expect(siteUrlFor({ CONTEXT: "deploy-preview" }, CANONICAL)).toBe(CANONICAL);
  });
});
