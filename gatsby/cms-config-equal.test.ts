/**
 * @jest-environment node
 *
 * Step one of generating the CMS configuration (docs/decisions/cms-config.md): the configuration
 * gatsby/cms-config.ts derives from the content model is the hand-written static/admin/config.yml,
 * value for value, every list (fields, options, collections) in the same order.
 */
import fs from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { cmsConfig, cmsConfigText } from "./cms-config";

const written: unknown = parseYaml(fs.readFileSync(path.resolve(__dirname, "../static/admin/config.yml"), "utf8"), {
  merge: true,
  maxAliasCount: -1,
});

test("the generated configuration equals static/admin/config.yml", () => {
  expect(JSON.parse(JSON.stringify(cmsConfig()))).toStrictEqual(written);
});

test("the generated file reads back, as Decap parses it, to the same configuration", () => {
  expect(parseYaml(cmsConfigText(), { merge: true, maxAliasCount: -1 })).toStrictEqual(written);
});
