import { logRetention } from "./retention-log";

describe("logRetention", () => {
  it("writes the settings, each pass's count in order, the undated count and the audit keys written", () => {
    const lines: string[] = [];
    logRetention(
      (...a) => lines.push(a.join(" ")),
      "leads",
      { store: "deploy-preview", policy: { leadMonths: 24, spamDays: 30 } },
      { retention: { count: 2, audit: "audit/a" }, spam: { count: 0, audit: null } },
      1,
    );
    expect(lines).toEqual([
      '[leads] retention: {"store":"deploy-preview","policy":{"leadMonths":24,"spamDays":30},"retention":2,"spam":0,"undated":1,"audit":["audit/a"]}',
    ]);
  });

  it("lists no audit key when no pass wrote one", () => {
    const lines: string[] = [];
    logRetention(
      (...a) => lines.push(a.join(" ")),
      "applications",
      { months: 6 },
      { retention: { count: 0, audit: null }, orphans: { count: 0, audit: null } },
      0,
    );
    expect(lines).toEqual(['[applications] retention: {"months":6,"retention":0,"orphans":0,"undated":0,"audit":[]}']);
  });
});
