#!/usr/bin/env node
// @ts-check
/**
 * Compiles MDX bodies with the compiler the build uses, for the content check
 * (gatsby/content-check.ts runs this file as a child process, as @mdx-js/mdx is ESM only and the
 * check is synchronous and runs under Jest too).
 *
 * The options are the build's own: gatsby-plugin-mdx's `enhanceMdxOptions` (the function its
 * loader calls) with this site's plugin options from gatsby-config.ts (`extensions` only) and its
 * JSX settings (automatic runtime, "theme-ui"). So the remark and rehype plugins, their order and the
 * MDX format are the ones `gatsby build` compiles the same body with.
 *
 * Besides what fails to compile, it lists what compiles but is code rather than text: JSX tags
 * (`<b>`, `<Video />`), expressions in braces and import/export lines. The site offers editors no
 * component inside a body (CONTENT.md), so each of those is a brace or angle bracket the editor
 * meant as text.
 *
 * stdin: JSON [{ id, body }]; stdout: JSON [{ id, line, column, problem, kind }] where kind is
 * "compile" (the build would stop) or "code" (it would render code, not the text typed).
 * Lines and columns are of the body, counted from 1.
 */
import { createRequire } from "node:module";
import { SITE_MDX } from "./mdx-options.mjs";

const require = createRequire(import.meta.url);

const CODE_NODES = {
  mdxJsxFlowElement: "tag",
  mdxJsxTextElement: "tag",
  mdxFlowExpression: "braces",
  mdxTextExpression: "braces",
  mdxjsEsm: "esm",
};

/** @param {any} node */
function describeCode(node) {
  const kind = CODE_NODES[/** @type {keyof typeof CODE_NODES} */ (node.type)];
  if (kind === "tag")
    return `"<${node.name ?? ""}>" is a tag, which the site would treat as code, not text: the content manager offers no components in the text; to show "<" write "\\<"`;
  if (kind === "braces")
    return `"{${String(node.value ?? "").slice(0, 30)}}" in curly braces is code to the site, not text: to show a brace write "\\{" and "\\}"`;
  return `a line starting with "import" or "export" is code to the site, not text: start the line with another word`;
}

/** @returns {Promise<(body: string) => Promise<{ line: number, column: number, problem: string, kind: string }[]>>} */
export async function makeCompiler() {
  const { createProcessor } = await import("@mdx-js/mdx");
  const { VFile } = await import("vfile");
  const { enhanceMdxOptions } = require("gatsby-plugin-mdx/dist/plugin-options.js");
  const { pluginOptions, jsxRuntime, jsxImportSource } = SITE_MDX;
  const store = { getState: () => ({ config: { jsxRuntime, jsxImportSource } }) };

  return async (body) => {
    // As Gatsby passes them: the plugin's options with its (empty) list of sub-plugins.
    const site = /** @type {any} */ ({ ...structuredClone(pluginOptions), plugins: [] });
    const options = await enhanceMdxOptions(site, /** @type {any} */ ({ store, pathPrefix: "" }));
    /** @type {{ line: number, column: number, problem: string, kind: string }[]} */
    const found = [];
    const spot = () => (/** @type {any} */ tree) => {
      /** @param {any} node */
      const visit = (node) => {
        if (node.type in CODE_NODES) {
          const start = node.position?.start ?? { line: 1, column: 1 };
          found.push({ line: start.line, column: start.column, problem: describeCode(node), kind: "code" });
          return;
        }
        for (const child of node.children ?? []) visit(child);
      };
      visit(tree);
    };
    // First, before the build's plugins change the tree.
    options.remarkPlugins = [spot, ...(options.remarkPlugins ?? [])];
    const processor = createProcessor(options);
    processor.data("mdxNodeId", "content-check");
    processor.data("mdxMetadata", {});
    try {
      await processor.process(new VFile({ value: body, path: "body.mdx" }));
    } catch (error) {
      const e = /** @type {any} */ (error);
      let reason = String(e.reason ?? e.message ?? error);
      let line = Number(e.line ?? e.position?.start?.line) || 0;
      let column = Number(e.column ?? e.position?.start?.column) || 0;
      // Some messages carry their place only in the text: "Expected a closing tag for `<div>` (3:1-3:6)".
      const inText = /\s*\((\d+):(\d+)-\d+:\d+\)\s*$/.exec(reason);
      if (inText) {
        reason = reason.slice(0, inText.index);
        if (!line) [line, column] = [Number(inText[1]), Number(inText[2])];
      }
      return [{ line: line || 1, column: column || 1, problem: reason, kind: "compile" }];
    }
    return found;
  };
}

async function main() {
  let input = "";
  for await (const chunk of process.stdin) input += chunk;
  /** @type {{ id: string, body: string }[]} */
  const files = JSON.parse(input);
  const compile = await makeCompiler();
  const out = [];
  for (const { id, body } of files) for (const p of await compile(body)) out.push({ id, ...p });
  process.stdout.write(JSON.stringify(out));
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) await main();
