/**
 * The confirmation mail of a sign-up: ours only (the link, the topics' names, the agency's postal
 * address and why the reader gets it: CAN-SPAM), nothing the visitor typed but the address it goes
 * to; with `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058), so "it was not me" is one
 * click too. Its outcome is recorded on the record. No retry schedule: the visitor asking again is
 * the retry, within the day's three mails (docs/decisions/subscriptions.md).
 */
import site from "../../../content/site.json";
import { CONFIRMATION_LINK_DAYS, PREFERENCES_LINK_DAYS, TOPICS } from "../../../src/contracts/subscription-base";
import { readWithEtag } from "../shared/blobs";
import {
  confirmationMail,
  mailConfigFromEnv,
  type Env,
  type MailConfig,
  type MailMessage,
  type Mailer,
} from "../intake/mail";
import { confirmToken, confirmUrl, preferencesToken, preferencesUrl, unsubscribeToken, unsubscribeUrl } from "./links";
import type { SubscriptionRecord } from "./record";
import { recordKey, type SubscriptionStore } from "./store";

export type SubscriptionMailConfig = MailConfig;

export function subscriptionMailConfig(env: Env, createMailer?: (url: string) => Mailer): SubscriptionMailConfig {
  return mailConfigFromEnv(env, createMailer);
}

const postalAddress = () => {
  const a = site.address;
  return `${site.legalName}, ${a.street}, ${a.city}, ${a.region} ${a.postalCode}, ${a.country}`;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** A fresh preferences link for a mail sent at `now`: it works for PREFERENCES_LINK_DAYS. */
export function preferencesLink(secret: string, id: string, now: Date): string {
  return preferencesUrl(preferencesToken(secret, id, new Date(now.getTime() + PREFERENCES_LINK_DAYS * DAY_MS)));
}

/** The mail's footer: why the reader gets it, where to change or leave it, and where the agency is. */
export function mailFooter(why: string, preferences: string): string[] {
  return [why, `Change your topics, pause or unsubscribe: ${preferences}`, postalAddress()];
}

/** The headers of RFC 8058's one-click unsubscribe. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

export function subscriptionConfirmationMail(record: SubscriptionRecord, secret: string, from: string): MailMessage {
  if (!record.confirmation.nonce) throw new Error(`subscription ${record.id} has no link to send`);
  const link = confirmUrl(
    confirmToken(secret, record.id, record.confirmation.nonce, new Date(record.confirmation.expiresAt)),
  );
  const leave = unsubscribeUrl(unsubscribeToken(secret, record.id));
  const topics = TOPICS.filter((t) => record.topics.includes(t.id)).map((t) => t.label.toLowerCase());
  return confirmationMail({
    from,
    to: record.email,
    subject: `Confirm your subscription to ${site.brand}`,
    received: [
      `Someone, we hope you, asked us to send this address e-mails about ${topics.join(" and ")}.`,
      `To confirm, open this link within ${CONFIRMATION_LINK_DAYS} days:`,
      link,
      "",
      "If it was not you, ignore this e-mail: nothing will be sent to you.",
    ].join("\n"),
    reach: `Questions? Write to ${site.email}.`,
    footer: mailFooter(
      `You get this e-mail because this address was entered in the subscription form on ${new URL(site.siteUrl).hostname}.`,
      // Its preferences link runs from the sign-up that sent this mail.
      preferencesLink(secret, record.id, new Date(record.receivedAt)),
    ),
    headers: unsubscribeHeaders(leave),
  });
}

/** Sends the record's confirmation mail and records the outcome (conditionally; a lost race only loses the outcome). */
export async function deliverConfirmation(
  store: SubscriptionStore,
  record: SubscriptionRecord,
  input: { mailer: Mailer; mailFrom: string; secret: string; log: (...a: unknown[]) => void },
): Promise<void> {
  let notification: SubscriptionRecord["notification"];
  try {
    await input.mailer.send(subscriptionConfirmationMail(record, input.secret, input.mailFrom));
    notification = { state: "sent", lastError: null };
  } catch (error) {
    input.log(`[subscriptions] the confirmation mail of ${record.id} could not be sent:`, error);
    notification = { state: "failed", lastError: String((error as Error)?.message ?? error).slice(0, 300) };
  }
  const found = await readWithEtag(store, recordKey(record.id));
  if (!found) return;
  const current = found.data as SubscriptionRecord;
  await store.setJSON(
    recordKey(record.id),
    { ...current, notification },
    found.etag ? { onlyIfMatch: found.etag } : {},
  );
}
