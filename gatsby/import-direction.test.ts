/**
 * @jest-environment node
 *
 * The import direction of eslint.config.mjs, proved on planted snippets through ESLint's Node API:
 * functions never import UI, build code never imports UI, UI never imports function or script
 * code, and src/contracts stays isomorphic; the shared contracts themselves may be imported by all.
 */
import fs from "node:fs";
import path from "node:path";
import { ESLint, type Linter } from "eslint";

// The project's own config, loaded here and passed in: Jest's module system cannot run the dynamic
// import() ESLint would use to load it from overrideConfigFile (no --experimental-vm-modules).
// require (Babel makes the .mjs CommonJS) keeps tsc from type-checking the config's plugins.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const config = (require("../eslint.config.mjs") as { default: Linter.Config[] }).default;

const ROOT = path.resolve(__dirname, "..");
const DIRECTION_RULES = ["no-restricted-imports", "no-restricted-syntax"];

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT, overrideConfigFile: true, overrideConfig: config });
});

/** The direction errors ESLint reports for `code` as if it were the file at `file` (relative to the root). */
async function directionErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId !== null && DIRECTION_RULES.includes(m.ruleId))
    .map((m) => m.message);
}

describe("functions never import UI", () => {
  it.each([
    ["netlify/functions/planted.ts", 'import ContactForm from "../../src/components/forms/contact-form";'],
    ["netlify/lib/leads/planted.ts", 'import Index from "../../../src/pages/index";'],
    ["netlify/lib/planted.ts", 'import { useSite } from "../../src/hooks/use-site";'],
    ["netlify/lib/planted.ts", 'import WrapPage from "../../src/wrap-page";'],
    ["netlify/lib/planted.ts", 'export { default } from "../../src/templates/blog-post";'],
    ["netlify/lib/planted.ts", 'export const load = () => import("../../src/components/seo");'],
  ])("%s: %s is reported", async (file, code) => {
    const errors = await directionErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("Function code imports UI code");
  });

  it("reaches every .tsx file under src/ (a new UI file outside the listed folders is caught too)", async () => {
    const tsx = (fs.readdirSync(path.join(ROOT, "src"), { recursive: true }) as string[])
      .filter((f) => f.endsWith(".tsx"))
      .map((f) => path.posix.join("src", f.split(path.sep).join("/")));
    expect(tsx.length).toBeGreaterThan(20);
    const missed: string[] = [];
    for (const file of tsx) {
      const specifier = `../../../${file.replace(/\.tsx$/, "")}`;
      const errors = await directionErrors("netlify/lib/leads/planted.ts", `import x from "${specifier}";\nvoid x;`);
      if (errors.length === 0) missed.push(file);
    }
    expect(missed).toEqual([]);
  });
});

describe("build code never imports UI", () => {
  it.each([
    ["gatsby/planted.ts", 'import Seo from "../src/components/seo";'],
    ["gatsby-node.ts", 'import WrapPage from "./src/wrap-page";'],
    ["gatsby-config.ts", 'import Layout from "./src/components/layout.tsx";'],
    ["scripts/planted.mjs", 'import Index from "../src/pages/index.tsx";'],
    ["scripts/lib/planted.mjs", 'const page = await import("../../src/templates/service-page.tsx");'],
  ])("%s: %s is reported", async (file, code) => {
    const errors = await directionErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("Build code imports UI code");
  });
});

describe("UI never imports function or script code", () => {
  it.each([
    ["src/components/forms/planted.tsx", 'import { contactForm } from "../../../netlify/lib/leads/forms";'],
    ["src/pages/planted.tsx", 'import { toCsv } from "../../scripts/lib/leads-export.mjs";'],
    ["src/lib/planted.ts", 'import { answer } from "../../netlify/lib/leads/http";'],
    ["src/hooks/planted.ts", 'export const load = () => import("../../netlify/lib/news/sanitize");'],
  ])("%s: %s is reported", async (file, code) => {
    const errors = await directionErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("UI imports function or script code");
  });
});

describe("src/contracts stays isomorphic", () => {
  it.each([
    'import { useState } from "react";',
    'import { Box } from "theme-ui";',
    'import { createHash } from "node:crypto";',
    'import FormField from "../components/forms/form-field";',
    'import { contactForm } from "../../netlify/lib/leads/forms";',
    'export const load = () => import("@emotion/react");',
  ])("%s is reported", async (code) => {
    expect(await directionErrors("src/contracts/planted.ts", code)).toHaveLength(1);
  });
});

describe("allowed imports", () => {
  it.each([
    ["netlify/lib/leads/planted.ts", 'import { CONTACT_FORM } from "../../../src/contracts";'],
    ["netlify/lib/leads/planted.ts", 'import { getStore } from "@netlify/blobs";'],
    ["gatsby/planted.ts", 'import { colors } from "../src/gatsby-plugin-theme-ui";'],
    ["gatsby/planted.ts", 'import { ICON_NAMES } from "../src/lib/icon-paths.ts";'],
    ["scripts/lib/planted.mjs", 'import { LEAD_FIELD_NAMES } from "../../src/contracts/forms.ts";'],
    ["src/components/forms/planted.tsx", 'import { CONTACT_FORM } from "../../contracts";'],
    ["src/contracts/planted.ts", 'import { object } from "yup";'],
  ])("%s: %s is not reported", async (file, code) => {
    expect(await directionErrors(file, code)).toEqual([]);
  });
});

describe("gatsby/, netlify/ and src/ meet only in src/contracts", () => {
  it.each([
    ["netlify/lib/leads/planted.ts", 'import { siteUrlFor } from "../../../gatsby/deploy-context";'],
    ["netlify/functions/planted.ts", 'import config from "../../gatsby-config";'],
    ["netlify/lib/planted.ts", 'import { dates } from "../../src/lib/dates";'],
    ["netlify/lib/planted.ts", 'import theme from "../../src/gatsby-plugin-theme-ui";'],
    ["netlify/lib/planted.ts", 'export const load = () => import("../../gatsby/fonts");'],
    ["netlify/lib/planted.ts", 'import { toCsv } from "../../scripts/lib/leads-export.mjs";'],
  ])("%s: %s is reported", async (file, code) => {
    const errors = await directionErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("Function code reaches into build, site or script code");
  });

  it.each([
    ["gatsby-node.ts", 'import { ADMIN_HTML } from "./netlify/lib/admin/page";'],
    ["gatsby/planted.ts", 'import { answer } from "../netlify/lib/leads/http";'],
    ["gatsby-config.ts", 'export const load = () => import("./netlify/lib/news/sanitize");'],
  ])("%s: %s is reported", async (file, code) => {
    const errors = await directionErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("Build code imports function code");
  });

  it.each([
    ["src/lib/planted.ts", 'import { robotsTxt } from "../../gatsby/robots";'],
    ["src/components/planted.tsx", 'import { SECTION_TYPES } from "../../gatsby/content-model";'],
    ["src/lib/planted.ts", 'import config from "../../gatsby-config";'],
  ])("%s: %s is reported", async (file, code) => {
    const errors = await directionErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("Site code imports build code");
  });

  it.each([
    ["netlify/lib/leads/planted.ts", 'import { siteUrlFor } from "../../../src/contracts/deploy-context";'],
    ["netlify/lib/admin/planted.ts", 'export { ADMIN_HTML } from "../../../src/contracts/admin-page";'],
    ["gatsby-node.ts", 'import { ADMIN_HTML } from "./src/contracts/admin-page";'],
    ["gatsby/planted.ts", 'import type { GatsbyNode } from "gatsby";'],
    ["src/lib/planted.ts", 'import { navigate } from "gatsby";'],
    ["src/sections/planted.test.tsx", 'import { SECTION_TYPES } from "../../gatsby/content-model";'],
    ["scripts/planted.mjs", 'import { readAllLeads } from "../netlify/lib/leads/privacy.ts";'],
  ])("%s: %s is not reported", async (file, code) => {
    expect(await directionErrors(file, code)).toEqual([]);
  });
});

describe("netlify/lib in layers: shared at the bottom, the intake floor, the kinds, people, the desk", () => {
  it.each([
    ["netlify/lib/leads/planted.ts", 'import { DESK_PATH } from "../desk/pages";', "never imports the desk"],
    ["netlify/lib/leads/planted.ts", 'export const load = () => import("../desk/inbox");', "never imports the desk"],
    ["netlify/lib/shared/planted.ts", 'import { LEAD_PREFIX } from "../leads/record";', "bottom layer"],
    ["netlify/lib/shared/planted.ts", 'import { json } from "../desk/http";', "bottom layer"],
    // Every area of netlify/lib is fenced (issue 47): a kind of intake never stands on another one,
    // the intake floor on no kind, stats on nothing but shared, and only the desk reads people/.
    [
      "netlify/lib/applications/planted.ts",
      'import { meta } from "../leads/handler";',
      "imports only intake, stats, shared",
    ],
    ["netlify/lib/leads/planted.ts", 'import { RESUME_PREFIX } from "../applications/store";', "applications"],
    ["netlify/lib/intake/planted.ts", 'import { LEAD_PREFIX } from "../leads/record";', "imports only shared, stats"],
    ["netlify/lib/stats/planted.ts", 'import type { LeadStore } from "../leads/record";', "imports only shared"],
    ["netlify/lib/leads/planted.ts", 'import { exportEverything } from "../people/person";', "people"],
    ["netlify/lib/people/planted.ts", 'export const load = () => import("../desk/inbox");', "never imports the desk"],
  ])("%s: %s is reported", async (file, code, message) => {
    const errors = await directionErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });

  it.each([
    ["netlify/lib/desk/planted.ts", 'import { LEAD_PREFIX } from "../leads/record";'],
    ["netlify/lib/leads/planted.ts", 'import { serialised } from "../shared/blobs";'],
    ["netlify/lib/applications/planted.ts", 'import { claimDedupe } from "../intake/dedupe";'],
    ["netlify/lib/people/planted.ts", 'import { forgetPerson } from "../leads/privacy.ts";'],
    ["netlify/lib/desk/routes/planted.ts", 'import { exportEverything } from "../../people/person";'],
    ["netlify/lib/leads/planted.test.ts", 'import { createApplyHandler } from "../applications/handler";'],
    ["netlify/lib/shared/planted.ts", 'import type { LeadAnswer } from "../../../src/contracts";'],
  ])("%s: %s is not reported", async (file, code) => {
    expect(await directionErrors(file, code)).toEqual([]);
  });
});
