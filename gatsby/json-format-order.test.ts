/**
 * @jest-environment node
 *
 * Decap hands the formats objects whose keys it has shuffled (Immutable.js keeps the order of at
 * most 8 keys): the formats write each object back in the order its keys had when read
 * (static/admin/json-format.mjs), so a saved file differs only where the editor changed it.
 */
import fs from "node:fs";
import path from "node:path";
import { jsonListFormat, jsonObjectFormat } from "../static/admin/json-format.mjs";
import { shuffle } from "./helpers.test-support";

const ROOT = path.resolve(__dirname, "..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, "content", file), "utf8");

test("a list file whose objects come back shuffled is written as it was read", () => {
  const text = read("jobs.json");
  const data = jsonListFormat.fromFile(text) as { items: Record<string, unknown>[] };
  expect(Object.keys(data.items[0]!).length).toBeGreaterThan(8);
  expect(jsonListFormat.toFile({ items: shuffle(data.items) })).toBe(text);
});

test("an object file too (the page texts)", () => {
  const text = read("page-copy.json");
  expect(jsonObjectFormat.toFile(shuffle(jsonObjectFormat.fromFile(text)))).toBe(text);
});

test("an object with a new field keeps the known order, the new field last", () => {
  const text = read("jobs.json");
  const { items } = jsonListFormat.fromFile(text) as { items: Record<string, unknown>[] };
  const hr = items.find((j) => j.slug === "hr-executive")!;
  const edited = { ...(shuffle(hr) as Record<string, unknown>), closed: true };
  const [written] = JSON.parse(jsonListFormat.toFile({ items: [edited] })) as Record<string, unknown>[];
  expect(Object.keys(written!)).toEqual([...Object.keys(hr), "closed"]);
});
