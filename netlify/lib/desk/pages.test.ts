/** The lead page's notification section, read as a person reads it: the text of the rendered HTML. */
import { parse, type DefaultTreeAdapterMap } from "parse5";
import { LEAD_PREFIX } from "../leads/record";
import { deskLeadUrl } from "../leads/slack";
import type { DeskLead } from "./inbox";
import { DESK_PATH } from "./kit/layout";
import { leadPage } from "./pages/lead";
import { match, PAGES } from "./routes";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

const viewer = { email: "ana@atria.test", csrf: "csrf-token" };

function elements(node: Node, tag: string, out: Element[] = []): Element[] {
  if ("tagName" in node && node.tagName === tag) out.push(node);
  if ("childNodes" in node) for (const child of node.childNodes) elements(child, tag, out);
  if ("content" in node && node.content) elements(node.content as Node, tag, out);
  return out;
}

function text(node: Node): string {
  if (node.nodeName === "#text") return (node as DefaultTreeAdapterMap["textNode"]).value;
  if (!("childNodes" in node)) return "";
  return node.childNodes.map(text).join("");
}

const squash = (s: string) => s.replace(/\s+/g, " ").trim();

/** The channels table: one array of cell texts per row, keyed by the row's channel name. */
function channelTable(html: string): Record<string, string[]> {
  const doc = parse(html);
  const table = elements(doc, "table").find(
    (t) => squash(text(elements(t, "caption")[0]!)) === "Where the lead was sent",
  );
  if (!table) throw new Error("no channels table");
  const rows = elements(elements(table, "tbody")[0]!, "tr");
  return Object.fromEntries(
    rows.map((row) => {
      const cells = row.childNodes.filter((c): c is Element => "tagName" in c).map((c) => squash(text(c)));
      return [cells[0]!, cells.slice(1)];
    }),
  );
}

function lead(notification: DeskLead["notification"]): DeskLead {
  return {
    version: 1,
    key: `${LEAD_PREFIX}20261120T100000000Z-aaaaaaaaaaaa`,
    form: "contact",
    fields: { firstName: "Grace", lastName: "Hopper", email: "g@navy.example", message: "Hi" },
    receivedAt: "2026-11-20T10:00:00.000Z",
    page: null,
    userAgent: null,
    ipHash: null,
    notification,
  };
}

/** A lead whose notification was given up at its sixth attempt (2026-11-20 15:00 UTC), `lastError` the last failure. */
function gaveUp(lastError: string, channels: Pick<DeskLead["notification"], "channels" | "perChannel">): DeskLead {
  return lead({
    state: "failed",
    attempts: 6,
    lastAttemptAt: "2026-11-20T15:00:00.000Z",
    nextAttemptAt: null,
    lastError,
    ...channels,
  });
}

describe("the lead page's notifications", () => {
  it("shows each channel's outcome, attempts, last attempt and last error as text", () => {
    const html = leadPage(
      viewer,
      lead({
        state: "pending",
        attempts: 2,
        lastAttemptAt: "2026-11-20T10:10:00.000Z",
        nextAttemptAt: "2026-11-20T10:30:00.000Z",
        lastError: "slack: Error: Slack answered 500",
        channels: { agency: "sent", visitor: "sent", webhook: "skipped", slack: "pending", hubspot: "sent" },
        perChannel: {
          agency: { attempts: 1, lastAttemptAt: "2026-11-20T10:00:01.000Z", lastError: null },
          visitor: { attempts: 1, lastAttemptAt: "2026-11-20T10:00:01.000Z", lastError: null },
          slack: {
            attempts: 2,
            lastAttemptAt: "2026-11-20T10:10:00.000Z",
            lastError: 'Error: Slack answered 500 <script>alert("x")</script>',
          },
          hubspot: { attempts: 1, lastAttemptAt: "2026-11-20T10:00:02.000Z", lastError: null },
        },
      }),
      [],
    );
    expect(channelTable(html)).toEqual({
      "E-mail to the agency": ["sent", "1", "2026-11-20 10:00:01 UTC", "—"],
      "Confirmation to the visitor": ["sent", "1", "2026-11-20 10:00:01 UTC", "—"],
      Webhook: ["skipped (not configured)", "—", "—", "—"],
      Slack: [
        "pending, next try 2026-11-20 10:30:00 UTC",
        "2",
        "2026-11-20 10:10:00 UTC",
        'Error: Slack answered 500 <script>alert("x")</script>',
      ],
      HubSpot: ["sent", "1", "2026-11-20 10:00:02 UTC", "—"],
    });
    // The error is text on the page, never markup.
    expect(elements(parse(html), "script").map((s) => s.attrs.find((a) => a.name === "src")?.value)).toEqual([
      "/admin/desk.mjs",
    ]);
    const timeline = squash(text(elements(parse(html), "ol")[0]!));
    expect(timeline).toContain("Slack: attempt 2 not delivered");
    expect(timeline).toContain("HubSpot: attempt 1 delivered");
  });

  it("shows a channel that was given up as failed", () => {
    const html = leadPage(
      viewer,
      gaveUp("hubspot: Error: HubSpot answered 401", {
        channels: { agency: "sent", visitor: "sent", webhook: "sent", slack: "sent", hubspot: "failed" },
        perChannel: {
          hubspot: { attempts: 6, lastAttemptAt: "2026-11-20T15:00:00.000Z", lastError: "Error: HubSpot answered 401" },
        },
      }),
      [],
    );
    expect(channelTable(html).HubSpot).toEqual([
      "failed (gave up)",
      "6",
      "2026-11-20 15:00:00 UTC",
      "Error: HubSpot answered 401",
    ]);
  });

  it("renders a lead stored before Slack, HubSpot and per-channel attempts existed", () => {
    const html = leadPage(
      viewer,
      gaveUp("agency: Error: connect ECONNREFUSED", {
        channels: { agency: "pending", visitor: "sent", webhook: "skipped" },
      }),
      [],
    );
    expect(channelTable(html)).toEqual({
      "E-mail to the agency": ["failed (gave up)", "—", "—", "—"],
      "Confirmation to the visitor": ["sent", "—", "—", "—"],
      Webhook: ["skipped (not configured)", "—", "—", "—"],
      Slack: ["skipped (not configured)", "—", "—", "—"],
      HubSpot: ["skipped (not configured)", "—", "—", "—"],
    });
    expect(squash(text(parse(html)))).toContain("Last error agency: Error: connect ECONNREFUSED");
  });
});

describe("the lead's address", () => {
  it("is the one the Slack message links to (netlify/lib/leads/slack.ts), a route of the desk's table", () => {
    const key = `${LEAD_PREFIX}20261122T040616123Z-9f2c4e1a0b3d`;
    const url = new URL(deskLeadUrl("https://atriadigital.example", key));
    expect(url.pathname).toBe(`${DESK_PATH}/lead/20261122T040616123Z-9f2c4e1a0b3d`);
    expect(match(PAGES, url.pathname.slice(DESK_PATH.length))?.params).toEqual(["20261122T040616123Z-9f2c4e1a0b3d"]);
  });
});
