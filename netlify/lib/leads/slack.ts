/**
 * The Slack channel: one message through an incoming webhook (LEADS_SLACK_WEBHOOK_URL) saying who
 * sent which form, for which campaign, with a link to the lead on the lead desk. It never carries
 * the visitor's message (that stays in the store and the desk). Visitor values are escaped, so a
 * name like `<!channel>` or `<https://evil.example|click>` is shown as typed, not as a mention or link.
 */
import { LEAD_PREFIX, type LeadRecord } from "./record";
import { formTitle, personName } from "./names";

/** The lead desk's page of one lead (netlify/lib/desk: `/admin/leads/lead/<id>`, id = key without `lead/`). */
export function deskLeadUrl(siteUrl: string, key: string): string {
  return `${siteUrl.replace(/\/+$/, "")}/admin/leads/lead/${key.slice(LEAD_PREFIX.length)}`;
}

/** Slack's three mrkdwn control characters (https://api.slack.com/reference/surfaces/formatting#escaping). */
export function escapeMrkdwn(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function campaignOf(lead: LeadRecord): string {
  const campaign = lead.context?.utm?.campaign;
  return typeof campaign === "string" ? campaign : "";
}

export interface SlackMessage {
  text: string;
  unfurl_links: false;
  unfurl_media: false;
}

export function slackMessage(lead: LeadRecord, siteUrl: string): SlackMessage {
  const value = (v: string) => (v ? escapeMrkdwn(v) : "—");
  const text = [
    `New lead from the ${escapeMrkdwn(formTitle(lead))} form`,
    `Name: ${value(personName(lead))}`,
    `Company: ${value(lead.fields.company ?? "")}`,
    `Form: ${escapeMrkdwn(formTitle(lead))}`,
    `Campaign: ${value(campaignOf(lead))}`,
    `<${deskLeadUrl(siteUrl, lead.key)}|Open the lead in the desk>`,
  ].join("\n");
  return { text, unfurl_links: false, unfurl_media: false };
}

export interface PostDeps {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Slack answers 200 `ok`; anything else (400 invalid_payload, 404 no_service, 410 channel_is_archived) is an error. */
export async function postToSlack(url: string, message: SlackMessage, deps: PostDeps = {}): Promise<void> {
  const res = await (deps.fetch ?? fetch)(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(message),
    redirect: "error",
    signal: AbortSignal.timeout(deps.timeoutMs ?? 5000),
  });
  const answer = (await res.text().catch(() => "")).slice(0, 100);
  if (!res.ok) throw new Error(`Slack answered ${res.status}${answer ? ` ${answer}` : ""}`);
}
