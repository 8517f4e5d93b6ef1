// @ts-check
/* global describe, it, expect, beforeEach, afterEach, jest */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { settleTypes } from "./typegen.mjs";

describe("settleTypes: the types a build generated against the committed file", () => {
  /** @type {string} */
  let dir;
  /** @type {string} */
  let generated;
  /** @type {string} */
  let committed;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "atria-types-"));
    generated = path.join(dir, "build", "gatsby-types.d.ts");
    committed = path.join(dir, "gatsby-types.d.ts");
    fs.mkdirSync(path.dirname(generated));
    jest.spyOn(console, "error").mockImplementation(() => {});
    jest.spyOn(console, "log").mockImplementation(() => {});
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    jest.restoreAllMocks();
  });

  it("leaves the committed file untouched when the build generated the same types", () => {
    fs.writeFileSync(generated, "type A = 1;\n");
    fs.writeFileSync(committed, "type A = 1;\n");
    const before = fs.statSync(committed).mtimeMs;
    expect(settleTypes("update", dir, generated, committed)).toBe(true);
    expect(settleTypes("check", dir, generated, committed)).toBe(true);
    expect(fs.statSync(committed).mtimeMs).toBe(before);
  });

  it("replaces the committed file after a query changed (npm run build, npm start)", () => {
    fs.writeFileSync(generated, "type A = 2;\n");
    fs.writeFileSync(committed, "type A = 1;\n");
    expect(settleTypes("update", dir, generated, committed)).toBe(true);
    expect(fs.readFileSync(committed, "utf8")).toBe("type A = 2;\n");
    expect(fs.readdirSync(dir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  it("fails a test run whose committed types are not the build's, and says how to fix it", () => {
    fs.writeFileSync(generated, "type A = 2;\n");
    fs.writeFileSync(committed, "type A = 1;\n");
    expect(settleTypes("check", dir, generated, committed)).toBe(false);
    expect(fs.readFileSync(committed, "utf8")).toBe("type A = 1;\n");
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining("run `npm run build` and commit the file"));
  });

  it("fails when Gatsby wrote no types where it was told to", () => {
    fs.writeFileSync(committed, "type A = 1;\n");
    expect(settleTypes("update", dir, generated, committed)).toBe(false);
  });
});
