// @ts-check
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The committed query and schema types (tsc reads them) and where a build writes its own: Gatsby's
 * typegen writes with a plain `writeFile`, so a type check reading the committed file while a build
 * rewrote it could read half a file. The build writes beside .cache instead, and `build()` then
 * compares (docs/decisions/typegen.md). Both paths are relative to the project's root. No import.meta
 * here, so the unit tests can load it.
 */
export const TYPES = "src/gatsby-types.d.ts";
export const BUILD_TYPES = ".cache/typegen-build/gatsby-types.d.ts";

/**
 * After a build: the types it generated against the committed src/gatsby-types.d.ts. `update` (npm
 * run build, npm start) replaces the committed file in one rename when they differ, as after a
 * change of a query; `check` (npm test) fails instead, since a type check has read the committed
 * file meanwhile. The same sources give the same file, so after a build of unchanged sources
 * `git status` stays clean.
 * @param {"update" | "check"} mode
 * @param {string} root the project's root
 * @param {string} [generated]
 * @param {string} [committed]
 * @returns {boolean} whether the committed file is (now) the build's
 */
export function settleTypes(mode, root, generated = path.join(root, BUILD_TYPES), committed = path.join(root, TYPES)) {
  if (!existsSync(generated)) {
    console.error(`build: Gatsby wrote no types at ${path.relative(root, generated)}`);
    return false;
  }
  const fresh = readFileSync(generated, "utf8");
  if (existsSync(committed) && readFileSync(committed, "utf8") === fresh) return true;
  const name = path.relative(root, committed);
  if (mode === "check") {
    console.error(
      `build: ${name} is not the types this build generated (${path.relative(root, generated)}): ` +
        "run `npm run build` and commit the file",
    );
    return false;
  }
  const temporary = `${committed}.${process.pid}.tmp`;
  writeFileSync(temporary, fresh);
  renameSync(temporary, committed);
  console.log(`build: ${name} updated with the types of this build's queries`);
  return true;
}
