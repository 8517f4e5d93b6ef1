import site from "../../../content/site.json";
import { formById, optionLabel, phraseOf } from "../../../src/contracts";
import { siteUrlFor } from "../../../src/contracts/deploy-context";
import { upsertHubspotContact, HUBSPOT_API_URL, type HubspotConfig } from "./hubspot";
import { formTitle, personName } from "./names";
import {
  type ChannelName,
  type ChannelState,
  type LeadRecord,
  type LeadStore,
  type NotificationState,
  channelStates,
  pendingKeyFor,
  CHANNELS,
  LEAD_PREFIX,
  PENDING_PREFIX,
  STORE_NAME,
} from "./record";
import { confirmationMail, mailConfigFromEnv, type Env, type MailMessage, type Mailer } from "../intake/mail";
import { readWithEtag } from "../shared/blobs";
import { escapeHtml } from "../shared/html";
import { NOTIFY_CONTEXTS_VARIABLE, silencedReason, storeNameFor } from "../shared/request-context";
import { signatureHeader, SIGNATURE_HEADER } from "./signature";
import { postToSlack, slackMessage } from "./slack";

export { formTitle, personName };
/** The intake floor's mailer, where the lead notifications' tests have always found it. */
export { smtpMailer, type Env } from "../intake/mail";

/** Attempts before a notification is given up (state "failed"; the lead itself stays). */
export const MAX_ATTEMPTS = 6;
/** Back-off after attempt n (1-based): 10 min, 20 min, 40 min, 80 min, 160 min. */
export function backoffMs(attempts: number): number {
  return 10 * 60 * 1000 * 2 ** Math.max(0, attempts - 1);
}
/** The in-request attempt gets this head start before the scheduled retry may pick a lead up. */
export const FIRST_RETRY_DELAY_MS = 5 * 60 * 1000;

export interface NotifyConfig {
  mailer: Mailer | null;
  notifyTo: string | null;
  mailFrom: string;
  webhookUrl: string | null;
  /** Key of the webhook's X-Atria-Signature (./signature.ts); null or absent: the webhook is unsigned. */
  webhookSecret?: string | null;
  /** Slack incoming webhook (./slack.ts); null or absent: no Slack message. */
  slackWebhookUrl?: string | null;
  /** HubSpot private app (./hubspot.ts); null or absent: no HubSpot contact. */
  hubspot?: HubspotConfig | null;
  /** The site's address, for links to the lead desk; default content/site.json's siteUrl. */
  siteUrl?: string;
}

/** The lead notifications' configuration: the intake floor's mailer and sender, the agency's address and the other channels. */
export function notifyConfigFromEnv(env: Env, createMailer?: (url: string) => Mailer): NotifyConfig {
  const { mailer, mailFrom } = mailConfigFromEnv(env, createMailer);
  return {
    mailer,
    notifyTo: env.LEADS_NOTIFY_TO?.trim() || site.email,
    mailFrom,
    webhookUrl: env.LEADS_WEBHOOK_URL?.trim() || null,
    webhookSecret: env.LEADS_WEBHOOK_SECRET?.trim() || null,
    slackWebhookUrl: env.LEADS_SLACK_WEBHOOK_URL?.trim() || null,
    hubspot: env.HUBSPOT_TOKEN?.trim()
      ? {
          token: env.HUBSPOT_TOKEN.trim(),
          apiUrl: (env.HUBSPOT_API_URL?.trim() || HUBSPOT_API_URL).replace(/\/+$/, ""),
        }
      : null,
    siteUrl: siteUrlFor(env, site.siteUrl),
  };
}

/**
 * The e-mail's rows: each filled field under its name from the form contract ("Full name"), a
 * choice as its label and value ("SEO (seo)"); `multiline` for a textarea, shown as a block.
 */
export function mailRows(lead: LeadRecord): { label: string; value: string; multiline: boolean }[] {
  const contract = formById(lead.form);
  return Object.entries(lead.fields)
    .filter(([, v]) => v !== "")
    .map(([name, value]) => {
      const field = contract?.field(name);
      if (!field) return { label: name, value, multiline: false };
      return {
        label: phraseOf(field),
        value: field.options ? `${optionLabel(field, value)} (${value})` : value,
        multiline: field.type === "textarea",
      };
    });
}

/** The e-mail to the agency: plain text plus an HTML part in which every value is escaped. */
export function agencyMail(lead: LeadRecord, config: NotifyConfig): MailMessage {
  const name = personName(lead);
  const rows = mailRows(lead);
  const meta = [
    ["Received", lead.receivedAt],
    ["Page", lead.page ?? "(unknown)"],
    ["Lead key", lead.key],
  ] as const;
  const text = [
    `New ${formTitle(lead)} request from ${name}`,
    "",
    ...rows.map((r) => (r.multiline ? `${r.label}:\n${r.value}\n` : `${r.label}: ${r.value}`)),
    "",
    ...meta.map(([k, v]) => `${k}: ${v}`),
    "",
    "Reply to this e-mail to answer the visitor directly.",
  ].join("\n");
  const cell = (v: string) => escapeHtml(v).replace(/\r?\n/g, "<br>");
  const html = [
    `<h1 style="font-size:18px">New ${escapeHtml(formTitle(lead))} request from ${escapeHtml(name)}</h1>`,
    "<table>",
    ...[...rows.map((r) => [r.label, r.value] as const), ...meta].map(
      ([k, v]) => `<tr><th align="left" valign="top">${cell(k)}</th><td>${cell(v)}</td></tr>`,
    ),
    "</table>",
  ].join("\n");
  return {
    from: config.mailFrom,
    to: config.notifyTo ?? site.email,
    replyTo: { name, address: lead.fields.email ?? "" },
    subject: `New ${formTitle(lead)} request from ${name}`,
    text,
    html,
  };
}

/**
 * The short confirmation to the visitor. It repeats nothing the visitor typed (not even the
 * name), so the form cannot be used to send chosen text to a third party's address.
 */
export function visitorMail(lead: LeadRecord, config: NotifyConfig): MailMessage {
  return confirmationMail({
    from: config.mailFrom,
    to: lead.fields.email ?? "",
    subject: `We received your request — ${site.brand}`,
    received: `Thank you for contacting ${site.brand}. We have received your request and will get back to you within ${site.replyTime}.`,
    reach: `If you need us sooner, write to ${site.email} or call ${site.phone}.`,
  });
}

export interface WebhookDeps {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The webhook's JSON body (the exact string that is signed and sent). */
export function webhookBody(lead: LeadRecord): string {
  return JSON.stringify({
    event: "lead.created",
    key: lead.key,
    form: lead.form,
    receivedAt: lead.receivedAt,
    page: lead.page,
    fields: lead.fields,
  });
}

async function callWebhook(
  url: string,
  secret: string | null,
  lead: LeadRecord,
  now: Date,
  deps: WebhookDeps,
): Promise<void> {
  const doFetch = deps.fetch ?? fetch;
  const body = webhookBody(lead);
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (secret) headers[SIGNATURE_HEADER] = signatureHeader(secret, body, now);
  const res = await doFetch(url, {
    method: "POST",
    headers,
    body,
    signal: AbortSignal.timeout(deps.timeoutMs ?? 5000),
  });
  await res.body?.cancel().catch(() => {});
  if (!res.ok) throw new Error(`webhook answered ${res.status}`);
}

function short(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 300);
}

/** Whether each channel is configured now. */
function configured(config: NotifyConfig): Record<ChannelName, boolean> {
  return {
    agency: Boolean(config.mailer && config.notifyTo),
    visitor: Boolean(config.mailer),
    webhook: Boolean(config.webhookUrl),
    slack: Boolean(config.slackWebhookUrl),
    hubspot: Boolean(config.hubspot),
  };
}

/** The state a new lead starts with, given what is configured. */
export function initialNotification(config: NotifyConfig, now: Date): NotificationState {
  const on = configured(config);
  const channels = Object.fromEntries(CHANNELS.map((c) => [c, on[c] ? "pending" : "skipped"])) as Record<
    ChannelName,
    ChannelState
  >;
  const anything = Object.values(channels).includes("pending");
  return {
    state: anything ? "pending" : "unconfigured",
    attempts: 0,
    lastAttemptAt: null,
    nextAttemptAt: anything ? new Date(now.getTime() + FIRST_RETRY_DELAY_MS).toISOString() : null,
    lastError: null,
    channels,
  };
}

export function logUnconfigured(
  key: string,
  log: (...a: unknown[]) => void = console.warn,
  where: { env?: Env; deployContext?: string } = {},
): void {
  const deployContext = where.deployContext ?? "";
  const store = storeNameFor(STORE_NAME, deployContext);
  const silenced = silencedReason(where.env ?? {}, deployContext);
  if (silenced) {
    log(
      `[leads] ${key} stored in the Netlify Blobs store "${store}"; no notification sent because ${silenced}. ` +
        `Add "${deployContext}" to ${NOTIFY_CONTEXTS_VARIABLE} to notify from it (with that context's own SMTP_URL, ` +
        "LEADS_NOTIFY_TO, ... in Netlify's per-context environment values); the lead desk of this deploy shows it.",
    );
    return;
  }
  log(
    `[leads] ${key} stored in the Netlify Blobs store "${store}"; no notification sent because SMTP_URL is not set. ` +
      "Set SMTP_URL, LEADS_NOTIFY_TO and MAIL_FROM to be e-mailed about new leads (and optionally LEADS_WEBHOOK_URL, " +
      "LEADS_SLACK_WEBHOOK_URL or HUBSPOT_TOKEN); " +
      "`npm run leads -- list` shows the stored ones.",
  );
}

export interface DeliverDeps extends WebhookDeps {
  config: NotifyConfig;
  now: () => Date;
  log?: (...a: unknown[]) => void;
}

/**
 * Sends what is still pending for one lead (agency e-mail, visitor confirmation, webhook, Slack,
 * HubSpot), then records the outcome on the lead, per channel too. Channels that went out are never
 * sent again; the rest is retried by the scheduled function with back-off until MAX_ATTEMPTS, after
 * which the channels still undelivered are "failed".
 */
export async function deliverNotifications(
  store: LeadStore,
  key: string,
  deps: DeliverDeps,
): Promise<NotificationState | null> {
  const log = deps.log ?? console.error;
  const current = await readWithEtag(store, key);
  if (!current) return null;
  const lead = current.data as LeadRecord;
  const n = lead.notification;
  if (n.state !== "pending") return n;

  const { config } = deps;
  // Leads stored before Slack and HubSpot existed have no state for them: "skipped".
  const channels = channelStates(n);
  const perChannel = { ...n.perChannel };
  const errors: string[] = [];
  const attempt = async (name: ChannelName, run: (at: Date) => Promise<void>) => {
    if (channels[name] !== "pending") return;
    const at = deps.now();
    // A pending channel has been tried on every attempt so far (older leads kept no count per channel).
    const attempts = (perChannel[name]?.attempts ?? n.attempts) + 1;
    try {
      await run(at);
      channels[name] = "sent";
      perChannel[name] = { attempts, lastAttemptAt: at.toISOString(), lastError: null };
    } catch (error) {
      errors.push(`${name}: ${short(error)}`);
      perChannel[name] = { attempts, lastAttemptAt: at.toISOString(), lastError: short(error) };
    }
  };
  // A channel whose configuration was removed since is skipped rather than retried forever.
  const on = { ...configured(config), agency: Boolean(config.mailer) };
  for (const name of CHANNELS) if (!on[name] && channels[name] === "pending") channels[name] = "skipped";

  const mailer = config.mailer;
  if (mailer) {
    await attempt("agency", () => mailer.send(agencyMail(lead, config)));
    await attempt("visitor", () => mailer.send(visitorMail(lead, config)));
  }
  const webhookUrl = config.webhookUrl;
  if (webhookUrl) {
    await attempt("webhook", (at) => callWebhook(webhookUrl, config.webhookSecret ?? null, lead, at, deps));
  }
  const slackUrl = config.slackWebhookUrl;
  if (slackUrl) {
    await attempt("slack", () => postToSlack(slackUrl, slackMessage(lead, config.siteUrl ?? site.siteUrl), deps));
  }
  const hubspot = config.hubspot;
  if (hubspot) await attempt("hubspot", () => upsertHubspotContact(hubspot, lead, deps));

  const now = deps.now();
  const attempts = n.attempts + 1;
  const left = Object.values(channels).includes("pending");
  const allSkipped = Object.values(channels).every((c) => c === "skipped");
  const givenUp = left && attempts >= MAX_ATTEMPTS;
  if (givenUp) for (const name of CHANNELS) if (channels[name] === "pending") channels[name] = "failed";
  const next: NotificationState = {
    state: !left ? (allSkipped ? "unconfigured" : "sent") : givenUp ? "failed" : "pending",
    attempts,
    lastAttemptAt: now.toISOString(),
    nextAttemptAt: left && !givenUp ? new Date(now.getTime() + backoffMs(attempts)).toISOString() : null,
    lastError: errors.length ? errors.join("; ") : null,
    channels,
    perChannel,
  };
  if (errors.length) log(`[leads] notification for ${key} failed (attempt ${attempts}): ${next.lastError}`);

  let saved = await store.setJSON(
    key,
    { ...lead, notification: next },
    current.etag ? { onlyIfMatch: current.etag } : {},
  );
  // The lead changed meanwhile. If staff changed it on the lead desk (its notification state is
  // still the one this attempt started from), record the outcome on top of their change, so the
  // channels that went out are not sent again. If another attempt recorded a notification state,
  // that attempt owns it.
  for (let retry = 0; !saved.modified && retry < 3; retry += 1) {
    const fresh = await readWithEtag(store, key);
    const freshLead = fresh?.data as LeadRecord | null | undefined;
    if (!fresh?.etag || !freshLead || JSON.stringify(freshLead.notification) !== JSON.stringify(n)) return n;
    saved = await store.setJSON(key, { ...freshLead, notification: next }, { onlyIfMatch: fresh.etag });
  }
  if (!saved.modified) return n;
  if (next.state !== "pending") await store.delete(pendingKeyFor(key)).catch(() => {});
  return next;
}

/**
 * The scheduled retry: every lead with a `pending/` marker whose next attempt is due gets
 * another delivery attempt.
 */
export async function retryPending(
  store: LeadStore,
  deps: DeliverDeps,
): Promise<{ checked: number; attempted: number; sent: number; failed: number }> {
  const { blobs } = await store.list({ prefix: PENDING_PREFIX });
  const summary = { checked: blobs.length, attempted: 0, sent: 0, failed: 0 };
  for (const { key: marker } of blobs) {
    const key = LEAD_PREFIX + marker.slice(PENDING_PREFIX.length);
    const lead = (await store.get(key, { type: "json" })) as LeadRecord | null;
    if (!lead || lead.notification.state !== "pending") {
      await store.delete(marker).catch(() => {});
      continue;
    }
    const due = lead.notification.nextAttemptAt ? Date.parse(lead.notification.nextAttemptAt) : 0;
    if (due > deps.now().getTime()) continue;
    summary.attempted += 1;
    const result = await deliverNotifications(store, key, deps);
    if (result?.state === "sent") summary.sent += 1;
    if (result?.state === "failed") summary.failed += 1;
  }
  return summary;
}
