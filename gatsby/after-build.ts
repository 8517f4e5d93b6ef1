/**
 * After the HTML exists (gatsby-node.ts onPostBuild): the web manifest and the beacon's page list,
 * the share card of every page, then the post-build pipeline (gatsby/post-build: one pass over the
 * HTML with the critical CSS check, paint first, and the Content-Security-Policy with the hashes of
 * the inline scripts as they are served; a rewrite whose pattern is missing fails the build). Then
 * what the deploy context adds (X-Robots-Tag on previews) and robots.txt.
 */
import fs from "node:fs";
import path from "node:path";
import { contextHeaders, robotsTxt } from "../src/contracts/deploy-context";
import site from "../content/site.json";
import { webManifest } from "./manifest";
import { PostBuildError, runPostBuild, type RewriteName } from "./post-build";
import { displayHost, writeShareImages } from "./share-images";
import type { ShareCardFacts } from "./share-card-facts";
import { statsPaths } from "./stats-paths";

/** The part of Gatsby's reporter the steps after the build use. */
export interface AfterBuildReporter {
  info: (message: string) => void;
  warn: (message: string) => void;
  panicOnBuild: (message: string) => void;
}

/** The web manifest, and the pages the page-view beacon counts by name (netlify/lib/stats/beacon.ts; any other path is "(other)"). */
export function writeSiteFiles(publicDir: string, pagePaths: string[]) {
  fs.writeFileSync(path.join(publicDir, "site.webmanifest"), webManifest(site));
  fs.writeFileSync(path.join(publicDir, "stats-paths.json"), JSON.stringify(statsPaths(pagePaths)));
}

/** Every page's share card in public/og (gatsby/share-images.ts). */
export async function writeShareCards(
  root: string,
  siteUrl: string,
  facts: ShareCardFacts,
  reporter: AfterBuildReporter,
) {
  const images = await writeShareImages({
    publicDir: path.join(root, "public"),
    cacheDir: path.join(root, ".cache", "share-images"),
    brand: {
      name: site.brand,
      host: displayHost(siteUrl),
      mark: fs.readFileSync(path.join(root, "static", "favicon.svg"), "utf8"),
    },
    extras: {
      details: facts.details,
      backgrounds: facts.backgrounds,
      homeKicker: `Digital agency · ${site.address.city}, ${site.address.region}`,
    },
  });
  reporter.info(
    `Share images: ${images.cards} cards in public/og (${images.rendered} drawn, ${images.cached} from .cache) in ${images.ms} ms`,
  );
}

/**
 * _headers from static/ again, the post-build pipeline, the deploy context's headers and
 * robots.txt. Returns false when the pipeline stopped the build.
 */
export function finishPublic(
  root: string,
  siteUrl: string,
  skip: ReadonlySet<RewriteName>,
  reporter: AfterBuildReporter,
): boolean {
  const publicDir = path.join(root, "public");
  // public/ survives between builds: start _headers again from static/ (or empty), so the rules
  // below are written once, not appended to the previous build's.
  const staticHeaders = path.join(root, "static", "_headers");
  fs.writeFileSync(
    path.join(publicDir, "_headers"),
    fs.existsSync(staticHeaders) ? fs.readFileSync(staticHeaders, "utf8") : "",
  );
  try {
    const report = runPostBuild(publicDir, { skip });
    reporter.info(
      `Post-build pipeline (gatsby/post-build): ${report.files} HTML files read, ${report.written} written`,
    );
    for (const r of report.rewrites) {
      if (r.skipped) reporter.warn(`  ${r.name}: SKIPPED (POST_BUILD_SKIP)`);
      else reporter.info(`  ${r.name}: changed ${r.changed} files${r.output ? `; ${r.output}` : ""}`);
    }
  } catch (e) {
    if (e instanceof PostBuildError) reporter.panicOnBuild(e.message);
    else throw e;
    return false;
  }
  const extra = contextHeaders(process.env);
  if (extra) {
    fs.appendFileSync(path.join(publicDir, "_headers"), extra);
    reporter.info(`Deploy context "${process.env.CONTEXT ?? "none"}": every path is sent with X-Robots-Tag: noindex`);
  }
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(process.env, siteUrl));
  return true;
}
