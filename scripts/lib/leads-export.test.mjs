/* global describe, it, expect */
import { auditLine, listLine, parseArgs, selectLeads, toCsv, toJson } from "./leads-export.mjs";

const lead = (over = {}) => ({
  key: "lead/20261122T100000000Z-abc",
  form: "contact",
  receivedAt: "2026-11-22T10:00:00.000Z",
  page: "http://localhost/contact",
  userAgent: "UA",
  fields: { firstName: "Grace", lastName: "Hopper", email: "g@example.com", message: 'Say "hi",\nplease' },
  notification: { state: "sent" },
  ...over,
});

describe("leads export", () => {
  it("renders a header and one CRLF-terminated row per lead", () => {
    const csv = toCsv([lead(), lead({ key: "lead/2", fields: { name: "=HYPERLINK(1)", email: "a@b.c" } })]);
    const lines = csv.split("\r\n");
    expect(lines[0]).toMatch(/^"key","receivedAt","form","name","firstName"/);
    expect(csv).toContain('"Grace","Hopper","g@example.com"');
    expect(csv).toContain(`"'=HYPERLINK(1)"`);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(JSON.parse(toJson([lead()]))).toEqual([lead()]);
  });

  it("selects leads since a date, oldest first, and rejects a bad date", () => {
    const a = lead({ key: "a", receivedAt: "2026-11-01T00:00:00.000Z" });
    const b = lead({ key: "b", receivedAt: "2026-11-20T00:00:00.000Z" });
    expect(selectLeads([b, a], undefined).map((l) => l.key)).toEqual(["a", "b"]);
    expect(selectLeads([b, a], "2026-11-10").map((l) => l.key)).toEqual(["b"]);
    expect(() => selectLeads([a], "yesterday-ish")).toThrow(/not a date/);
  });

  it("parses the command line", () => {
    expect(parseArgs(["export", "--format", "json", "--since=2026-11-01"])).toMatchObject({
      command: "export",
      format: "json",
      since: "2026-11-01",
    });
    expect(parseArgs(["list"])).toMatchObject({ command: "list", format: "csv" });
    expect(() => parseArgs(["export", "--format", "xml"])).toThrow(/csv or json/);
    expect(() => parseArgs(["drop"])).toThrow(/unknown command/);
    expect(parseArgs(["sessions", "--revoke-all"])).toMatchObject({ command: "sessions", revokeAll: true });
    expect(parseArgs(["sessions"])).toMatchObject({ command: "sessions", revokeAll: false });
    expect(() => parseArgs(["export", "--revoke-all"])).toThrow(/goes with the sessions command/);
    expect(parseArgs(["list", "--context", "deploy-preview"])).toMatchObject({ context: "deploy-preview" });
    expect(() => parseArgs(["list", "--context", "staging"])).toThrow(/--context must be/);
    expect(() => parseArgs(["sessions", "--context=branch-deploy"])).toThrow(/does not go with sessions/);
  });

  it("parses privacy requests: --email with export or delete only, JSON only, no --since", () => {
    expect(parseArgs(["delete", "--email", "a@b.c"])).toMatchObject({ command: "delete", email: "a@b.c" });
    expect(parseArgs(["export", "--email=A@B.c", "--format", "json"])).toMatchObject({
      command: "export",
      email: "A@B.c",
    });
    expect(() => parseArgs(["delete"])).toThrow(/delete needs --email/);
    expect(() => parseArgs(["delete", "--email", "nobody"])).toThrow(/not an e-mail address/);
    expect(() => parseArgs(["list", "--email", "a@b.c"])).toThrow(/goes with the export and delete commands/);
    expect(() => parseArgs(["export", "--email", "a@b.c", "--format", "csv"])).toThrow(/JSON only/);
    expect(() => parseArgs(["export", "--email", "a@b.c", "--since", "2026-01-01"])).toThrow(/does not go with/);
    expect(parseArgs(["audit"])).toMatchObject({ command: "audit" });
  });

  it("prints an audit entry on one line", () => {
    expect(
      auditLine({ at: "2026-11-23T09:00:00.000Z", by: "cli", reason: "request", count: 2, leads: ["a", "b"] }),
    ).toBe("2026-11-23T09:00:00.000Z  request    2 lead(s)  by cli  a b");
  });

  it("lists one line per lead without control characters", () => {
    const line = listLine(lead({ fields: { name: "Bob\u202Eevil", email: "b@x.y" }, form: "get-started" }));
    expect(line).toContain("Bob evil");
    expect(line).toContain("<b@x.y>");
  });
});
