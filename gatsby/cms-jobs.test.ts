/**
 * @jest-environment node
 *
 * The CMS's Jobs collection offers exactly the values the content model and the JobPosting builder
 * accept (src/lib/jobs.ts), so an editor cannot pick one the check then refuses.
 */
import { EMPLOYMENT_TYPE_NAMES, SALARY_UNITS, WORKPLACES } from "../src/lib/jobs";
import { cmsConfig } from "./cms-config";

interface Widget {
  name: string;
  options?: string[];
  fields?: Widget[];
  pattern?: [string, string];
  default?: unknown;
}
const config = cmsConfig() as unknown as {
  collections: { name: string; files?: { name: string; fields: Widget[]; preview_path?: string }[] }[];
};
const entry = config.collections.find((c) => c.name === "jobs")!.files!.find((f) => f.name === "jobs")!;
const opening = entry.fields.find((f) => f.name === "items")!.fields!;
const widget = (name: string, fields = opening) => fields.find((f) => f.name === name)!;

test("type, work arrangement and pay period offer the model's values, with valid defaults", () => {
  expect(widget("type").options).toEqual(EMPLOYMENT_TYPE_NAMES);
  expect(widget("workplace").options).toEqual([...WORKPLACES]);
  const unit = widget("unit", widget("salary").fields);
  expect(unit.options).toEqual([...SALARY_UNITS]);
  expect(WORKPLACES).toContain(widget("workplace").default);
  expect(SALARY_UNITS).toContain(unit.default);
});

test("the address, country and currency patterns accept what the check accepts and refuse the rest", () => {
  const re = (w: Widget) => new RegExp(w.pattern![0]);
  expect(["react-developer", "ui-ux-designer"].every((s) => re(widget("slug")).test(s))).toBe(true);
  expect(["React Developer", "ui--ux"].some((s) => re(widget("slug")).test(s))).toBe(false);
  const country = re(widget("country", widget("office").fields));
  expect([country.test("IN"), country.test("India"), country.test("in")]).toEqual([true, false, false]);
  const currency = re(widget("currency", widget("salary").fields));
  expect([currency.test("INR"), currency.test("inr"), currency.test("Rupees")]).toEqual([true, false, false]);
});

test("View Preview opens /Career, where every opening's card links to its page", () => {
  expect(entry.preview_path).toBe("Career");
});
