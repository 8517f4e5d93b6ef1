import { csvCell, csvRows, csvTable } from "./csv";

describe("the CSV rule", () => {
  it.each(["=SUM(A1)", "+1 916", "-2", "@cmd", "\tx", "\rx"])("neutralises a formula cell %j", (value) => {
    expect(csvCell(value)).toBe(`"'${value}"`);
  });

  it("quotes cells and doubles quotes, keeping newlines inside the quotes", () => {
    expect(csvCell('Say "hi",\nplease')).toBe('"Say ""hi"",\nplease"');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(0)).toBe('"0"');
  });

  it("ends every line, the last included, with CRLF", () => {
    expect(csvRows([["a", 1], ["b"]])).toBe('"a","1"\r\n"b"\r\n');
  });

  it("writes a header row, then each record's value of each column (a missing one empty)", () => {
    expect(csvTable(["id", "name"], [{ id: "1", name: "=x" }, { id: "2" }])).toBe(
      '"id","name"\r\n"1","\'=x"\r\n"2",""\r\n',
    );
  });
});
