/**
 * A booking's two mails, sent after the answer: the visitor's confirmation (ours only: the kind, the
 * time in their zone and in New York, the host's name, the cancel and reschedule links) and the
 * host's notice (the visitor's details as text), each with the invitation (./ics.ts) attached as
 * `invitation.ics`. Their outcome is recorded on the booking.
 */
import site from "../../../content/site.json";
import team from "../../../content/team.json";
import { BUDGET_OPTIONS } from "../../../src/contracts/book";
import { showSlot } from "../../../src/contracts/availability";
import type { BookingRules } from "../../../src/contracts/booking";
import {
  confirmationMail,
  mailConfigFromEnv,
  type Env,
  type MailConfig,
  type MailMessage,
  type Mailer,
} from "../intake/mail";
import { readWithEtag } from "../shared/blobs";
import { ICS_CONTENT_TYPE, invitationIcs, type Invitation } from "./ics";
import { changeToken, changeUrl } from "./links";
import type { BookingRecord } from "./record";
import { recordKey, type BookingStore } from "./store";
import services from "../../../content/services.json";

export type BookingMailConfig = MailConfig;

export function bookingMailConfig(env: Env, createMailer?: (url: string) => Mailer): BookingMailConfig {
  return mailConfigFromEnv(env, createMailer);
}

export function hostOf(slug: string): { name: string; email: string } {
  const member = team.find((m) => m.slug === slug);
  return { name: member?.name ?? site.brand, email: member?.social.email ?? site.email };
}

const kindName = (rules: BookingRules, slug: string) => rules.kinds.find((k) => k.slug === slug)?.name ?? slug;

/** The invitation of a booking as it stands (REQUEST while booked, CANCEL once cancelled). */
export function bookingInvitation(rules: BookingRules, record: BookingRecord, stamp: Date): Invitation {
  const host = hostOf(record.host);
  return {
    uid: `${record.id}@${new URL(site.siteUrl).hostname}`,
    method: record.status === "cancelled" ? "CANCEL" : "REQUEST",
    sequence: record.sequence,
    start: record.start,
    end: record.end,
    timeZone: rules.timeZone,
    summary: `${kindName(rules, record.kind)}: ${site.brand} with ${host.name}`,
    description: `${kindName(rules, record.kind)} with ${host.name} of ${site.brand}. Questions or changes: ${site.email}.`,
    organizer: host,
    attendee: { name: record.fields.name, email: record.fields.email },
    stamp,
  };
}

const attachment = (rules: BookingRules, record: BookingRecord, stamp: Date) => {
  const invitation = bookingInvitation(rules, record, stamp);
  return [
    {
      filename: "invitation.ics",
      content: invitationIcs(invitation),
      contentType: ICS_CONTENT_TYPE(invitation.method),
    },
  ];
};

/** "Monday, March 15, 2027 at 6:30 PM GMT+5:30 (8:00 AM EDT in New York)". */
export function whenLine(
  rules: BookingRules,
  record: Pick<BookingRecord, "start" | "end" | "visitorTimeZone">,
): string {
  const { visitor, agency } = showSlot(record, record.visitorTimeZone, rules);
  if (visitor.timeZone === agency.timeZone) return agency.label;
  return `${visitor.label} (${agency.label.split(" at ")[1]} in New York)`;
}

export function visitorConfirmation(
  rules: BookingRules,
  record: BookingRecord,
  secret: string,
  from: string,
  stamp: Date,
): MailMessage {
  const host = hostOf(record.host);
  return confirmationMail({
    from,
    to: record.fields.email,
    subject: `Booked: ${kindName(rules, record.kind)} with ${site.brand}`,
    received: [
      `Your ${kindName(rules, record.kind).toLowerCase()} with ${host.name} is booked for:`,
      whenLine(rules, record),
      "",
      "The invitation is attached: open it to add the call to your calendar.",
      "",
      "Need another time? Reschedule:",
      changeUrl(changeToken(secret, "reschedule", record.id, record.nonce)),
      "Cannot make it? Cancel:",
      changeUrl(changeToken(secret, "cancel", record.id, record.nonce)),
    ].join("\n"),
    reach: `Questions? Write to ${site.email} or call ${site.phone}.`,
    attachments: attachment(rules, record, stamp),
  });
}

export function hostNotice(rules: BookingRules, record: BookingRecord, from: string, stamp: Date): MailMessage {
  const host = hostOf(record.host);
  const f = record.fields;
  const service = services.find((s) => s.slug === f.service)?.title ?? f.service;
  const budget = BUDGET_OPTIONS.find((b) => b.value === f.budget)?.label ?? f.budget;
  const visit = record.context;
  return {
    from,
    to: host.email,
    replyTo: { name: f.name, address: f.email },
    subject: `New booking: ${kindName(rules, record.kind)}, ${whenLine(rules, { ...record, visitorTimeZone: rules.timeZone })}`,
    text: [
      `${f.name} booked a ${kindName(rules, record.kind).toLowerCase()} with you.`,
      "",
      `When: ${whenLine(rules, { ...record, visitorTimeZone: rules.timeZone })}`,
      `Their time: ${whenLine(rules, record)}`,
      `Name: ${f.name}`,
      `Email: ${f.email}`,
      `Company: ${f.company}`,
      `Phone: ${f.phone || "not given"}`,
      `Service of interest: ${service}`,
      `Budget: ${budget}`,
      `Booked from: ${record.page ?? "unknown page"}`,
      `Landing page: ${visit?.landingPage ?? "unknown"}`,
      `Campaign: ${record.campaign ?? "none"}`,
      `Booking: ${record.id}`,
    ].join("\n"),
    attachments: attachment(rules, record, stamp),
  };
}

/** Sends both mails and records their outcome (conditionally; a lost race only loses the outcome). */
export async function deliverBookingMails(
  store: BookingStore,
  rules: BookingRules,
  record: BookingRecord,
  input: { mailer: Mailer; mailFrom: string; secret: string; now: () => Date; log: (...a: unknown[]) => void },
): Promise<void> {
  const notification: BookingRecord["notification"] = { visitor: "sent", host: "sent", lastError: null };
  const attempt = async (who: "visitor" | "host", message: () => MailMessage) => {
    try {
      await input.mailer.send(message());
    } catch (error) {
      input.log(`[booking] the ${who}'s mail of ${record.id} could not be sent:`, error);
      notification[who] = "failed";
      notification.lastError = String((error as Error)?.message ?? error).slice(0, 300);
    }
  };
  await attempt("visitor", () => visitorConfirmation(rules, record, input.secret, input.mailFrom, input.now()));
  await attempt("host", () => hostNotice(rules, record, input.mailFrom, input.now()));
  const found = await readWithEtag(store, recordKey(record.id));
  if (!found) return;
  await store.setJSON(
    recordKey(record.id),
    { ...(found.data as BookingRecord), notification },
    found.etag ? { onlyIfMatch: found.etag } : {},
  );
}
