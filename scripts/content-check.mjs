#!/usr/bin/env node
// @ts-check
/**
 * `npm run content:check`: checks every file under content/ against the content model
 * (gatsby/content-model.ts) and prints one `file: field: problem` line per problem
 * (`file: field: warning: …` for what is worth a look but not wrong).
 * Exit code 1 when there is any problem, 0 when the content is clean (warnings or not). The build runs the same
 * check (gatsby-node.ts) and stops with the same lines.
 *
 *   npm run content:check                  # this repository
 *   npm run content:check -- --root DIR    # another checkout (DIR/content, DIR/static, DIR/src)
 */
import path from "node:path";
import { fileURLToPath } from "node:url";

// Node runs the TypeScript modules directly (type stripping, Node >= 22.6).
const { checkContent, formatProblem } = await import("../gatsby/content-check.ts");

const args = process.argv.slice(2);
const rootArg = args.indexOf("--root") >= 0 ? args[args.indexOf("--root") + 1] : undefined;
const here = path.dirname(fileURLToPath(import.meta.url));
const root = rootArg ? path.resolve(rootArg) : path.resolve(here, "..");

const problems = checkContent({ root, mdxCompiler: path.join(here, "lib", "mdx-compile.mjs") });
for (const p of problems) console.log(formatProblem(p));
// Warnings are printed with the rest, but only problems make the check fail.
const errors = problems.filter((p) => !p.warning);
if (errors.length > 0) {
  console.error(
    `\ncontent:check: ${errors.length} problem${errors.length === 1 ? "" : "s"} (see CONTENT.md, "What the checks tell you")`,
  );
  process.exit(1);
}
console.log(`content:check: content/ is valid${problems.length > 0 ? " (see the warnings above)" : ""}`);
