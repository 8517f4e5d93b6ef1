/**
 * @jest-environment node
 *
 * gatsby/adapter.ts: gatsby-adapter-netlify as published writes Gatsby's default headers into
 * public/_headers; ours is given no header routes, so it writes none (netlify.toml and the build's
 * own public/_headers stay the one source; scripts/lib/netlify-headers.test.mjs resolves them).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { IAdapter } from "gatsby";
import createNetlifyAdapter from "gatsby-adapter-netlify";
import { netlifyAdapter } from "./adapter";

type IAdaptContext = Parameters<IAdapter["adapt"]>[0];

const HEADER_ROUTES = [
  {
    path: "/*",
    headers: [
      { key: "x-xss-protection", value: "1; mode=block" },
      { key: "referrer-policy", value: "same-origin" },
    ],
  },
];

/** What the adapter writes to public/_headers for a site with Gatsby's default header routes. */
async function headersWritten(adapt: (context: IAdaptContext) => Promise<void> | void): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "adapter-"));
  const cwd = process.cwd();
  process.chdir(dir);
  try {
    const reporter = { verbose: () => {}, info: () => {}, warn: () => {} };
    await adapt({
      routesManifest: [],
      functionsManifest: [],
      headerRoutes: HEADER_ROUTES,
      pathPrefix: "",
      remoteFileAllowedUrls: [],
      trailingSlash: "never",
      reporter,
    } as unknown as IAdaptContext);
    return fs.readFileSync(path.join(dir, "public", "_headers"), "utf8");
  } finally {
    process.chdir(cwd);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("the Netlify adapter", () => {
  it("as published, writes Gatsby's default headers (the obsolete XSS header, a second Referrer-Policy)", async () => {
    const written = await headersWritten((c) => createNetlifyAdapter().adapt(c));
    expect(written).toContain("x-xss-protection: 1; mode=block");
    expect(written).toContain("referrer-policy: same-origin");
  });

  it("as configured, writes no header rules", async () => {
    const adapter = netlifyAdapter();
    expect(adapter.name).toBe("gatsby-adapter-netlify");
    const written = await headersWritten((c) => adapter.adapt(c));
    expect(written.split("\n").filter((line) => line.trim() && !line.startsWith("#"))).toEqual([]);
  });
});
