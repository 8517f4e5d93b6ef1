import fs from "node:fs";
import path from "node:path";
import { DESK_CSV_COLUMNS } from "./csv";

describe("the desk's CSV columns", () => {
  it("are listed in docs/desk.md, in the order of the export", () => {
    const doc = fs.readFileSync(path.resolve(__dirname, "../../../docs/desk.md"), "utf8");
    const start = doc.indexOf("- **Export**:");
    const paragraph = doc.slice(start, doc.indexOf("\n- **", start + 1));
    const named = [...paragraph.matchAll(/`([A-Za-z_]+)`/g)].map((m) => m[1]);
    expect(named.filter((n) => (DESK_CSV_COLUMNS as readonly string[]).includes(n!))).toEqual([...DESK_CSV_COLUMNS]);
  });
});
