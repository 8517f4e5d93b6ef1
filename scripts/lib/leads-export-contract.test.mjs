/* global describe, it, expect, jest */
/**
 * The CSV of `npm run leads` takes its field columns from the form contract (src/contracts):
 * every field any form has, in the contract's order, and a field added there is exported too.
 */
import { CONTACT_FORM, GET_STARTED_FORM, LEAD_FIELD_NAMES } from "../../src/contracts/forms.ts";
import { CSV_COLUMNS, toCsv } from "./leads-export.mjs";

describe("leads export columns", () => {
  it("are the record's key, time and form, the contract's fields, then page, agent and notification", () => {
    expect(CSV_COLUMNS).toEqual([
      "key",
      "receivedAt",
      "form",
      ...LEAD_FIELD_NAMES,
      "page",
      "userAgent",
      "notification",
    ]);
  });

  it("hold every field of both forms", () => {
    for (const form of [GET_STARTED_FORM, CONTACT_FORM]) {
      for (const field of form.fields) expect(CSV_COLUMNS).toContain(field.name);
    }
  });

  it("follow the contract: a field added there gets its column and its value", () => {
    jest.isolateModules(() => {
      jest.doMock("../../src/contracts/forms.ts", () => ({ LEAD_FIELD_NAMES: ["name", "budget"] }));
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { toCsv: csvWith } = require("./leads-export.mjs");
      const csv = csvWith([{ key: "k", form: "contact", fields: { name: "Ann", budget: "5k" } }]);
      expect(csv.split("\r\n")[0]).toBe('"key","receivedAt","form","name","budget","page","userAgent","notification"');
      expect(csv.split("\r\n")[1]).toBe('"k","","contact","Ann","5k","","",""');
    });
    jest.dontMock("../../src/contracts/forms.ts");
    expect(toCsv([]).startsWith('"key","receivedAt","form","name","firstName"')).toBe(true);
  });
});
