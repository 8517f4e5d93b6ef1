/**
 * Before anything else (gatsby-node.ts onPreBootstrap): the measurement switches and trackers of
 * this build, the content check (gatsby/content-check.ts; a build stops with one
 * `file: field: problem` line per problem, `gatsby develop` prints them and keeps running), the
 * fonts' subsets, the CMS's files and its configuration, generated from the content model
 * (docs/decisions/cms-config.md).
 */
import fs from "node:fs";
import path from "node:path";
import { configuredTrackers, trackersFromEnv } from "../src/contracts/trackers";
import { copyDecapBundle, copyYamlModule } from "./admin";
import { writeCmsConfig } from "./cms-config";
import { runContentCheck, type CheckReporter } from "./content-check";
import { writtenFonts } from "./font-subset";
import { buildSwitches, switchNotices, type BuildSwitches } from "./switches";

export const developing = () => process.env.gatsby_executing_command === "develop";

/** The measurement switches (gatsby/switches.ts); the bootstrap fails the build on a bad value. */
export const currentSwitches = (): BuildSwitches => buildSwitches(process.env);

/** The optional trackers of this build (src/contracts/trackers.ts); a malformed id fails the build. */
export const currentTrackers = () => trackersFromEnv(process.env);

const LOUD = "!".repeat(100);

/** The part of Gatsby's reporter the bootstrap uses. */
export interface BootstrapReporter extends CheckReporter {
  info: (message: string) => void;
  warn: (message: string) => void;
  panic: (message: string) => void;
}

/** The switches, loudly when a workaround is off; a skipped rewrite needs a clean public/. */
function checkSwitches(root: string, reporter: BootstrapReporter) {
  let switches = buildSwitches({});
  try {
    switches = currentSwitches();
  } catch (e) {
    reporter.panic((e as Error).message);
  }
  const notices = switchNotices(switches);
  if (notices.length > 0) {
    reporter.warn(
      [LOUD, "MEASUREMENT BUILD: workarounds turned off (gatsby/switches.ts)", ...notices, LOUD].join("\n"),
    );
  }
  if (!developing() && switches.postBuildSkip.size > 0 && fs.existsSync(path.join(root, "public", "index.html"))) {
    reporter.panic(
      "POST_BUILD_SKIP needs a clean build: Gatsby reuses the HTML of unchanged pages from public/, which carries the " +
        "previous build's rewrites. Run `npx gatsby clean` first.",
    );
  }
}

export async function bootstrap(root: string, reporter: BootstrapReporter) {
  checkSwitches(root, reporter);
  try {
    const on = configuredTrackers(currentTrackers());
    if (on.length > 0) reporter.info(`Trackers on, each after consent: ${on.map((t) => t.env).join(", ")}`);
  } catch (e) {
    reporter.panic((e as Error).message);
  }
  if (runContentCheck(root, reporter, developing())) reporter.info("Content check: content/ is valid");
  try {
    await writtenFonts(root);
  } catch (e) {
    reporter.panic(`Fonts: could not cut the subsets (gatsby/font-subset.ts): ${(e as Error).message}`);
  }
  copyDecapBundle(root);
  copyYamlModule(root);
  writeCmsConfig(root);
}
