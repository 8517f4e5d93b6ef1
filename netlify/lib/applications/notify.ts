/**
 * The two e-mails of an application, sent once it is stored, through the lead forms' mailer
 * (netlify/lib/leads/notify.ts: SMTP_URL, MAIL_FROM): one to the hiring contact (content/site.json
 * `hiringEmail`, or APPLICATIONS_NOTIFY_TO), with the résumé attached under our own file name and
 * its real type, and a confirmation to the candidate that repeats nothing the candidate typed. Plain
 * text only: what staff see of visitor text is text, never markup. The outcome of each is written
 * back on the record (`notification`); nothing retries a failed one yet (docs/decisions/applications.md).
 */
import site from "../../../content/site.json";
import { APPLICATION_FIELDS, RESUME_KINDS } from "../../../src/contracts/applications";
import { readWithEtag } from "../shared/blobs";
import { notifyConfigFromEnv, type Env, type MailMessage, type Mailer } from "../leads/notify";
import type { ApplicationRecord, ApplicationNotification } from "./handler";
import { APPLICATION_PREFIX, type ApplicationStore } from "./store";

export interface ApplicationMail extends MailMessage {
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface ApplicationMailConfig {
  mailer: Mailer | null;
  mailFrom: string;
  hiringTo: string;
}

export function applicationMailConfig(env: Env, createMailer?: (url: string) => Mailer): ApplicationMailConfig {
  const lead = notifyConfigFromEnv(env, createMailer);
  return {
    mailer: lead.mailer,
    mailFrom: lead.mailFrom,
    hiringTo: env.APPLICATIONS_NOTIFY_TO?.trim() || site.hiringEmail || site.email,
  };
}

/** The state a new application starts in: pending when there is a mailer, else unconfigured. */
export function initialApplicationNotification(config: ApplicationMailConfig): ApplicationNotification {
  const state = config.mailer ? "pending" : "unconfigured";
  return { state, hiring: state, candidate: state, attempts: 0, lastError: null };
}

/** The e-mail to the hiring contact: every field under its label, as text, and the résumé attached. */
export function hiringMail(record: ApplicationRecord, resume: Buffer, config: ApplicationMailConfig): ApplicationMail {
  const rows = APPLICATION_FIELDS.filter((f) => record.fields[f.name]).map(
    (f) => `${f.label}:${f.type === "textarea" ? "\n" : " "}${record.fields[f.name]}`,
  );
  const kind = RESUME_KINDS[record.resume.kind];
  return {
    from: config.mailFrom,
    to: config.hiringTo,
    replyTo: { name: record.fields.name ?? "", address: record.fields.email ?? "" },
    subject: `New application: ${record.job.title}`,
    text: [
      `A new application for ${record.job.title} (${record.job.slug}) arrived on ${record.receivedAt}.`,
      "",
      ...rows,
      "",
      `Résumé: ${kind.label}, ${record.resume.bytes} bytes, attached as ${record.id}.${kind.extension}`,
      `The candidate's file name: ${record.resume.originalName}`,
      `Application id: ${record.id}`,
    ].join("\n"),
    attachments: [{ filename: `${record.id}.${kind.extension}`, content: resume, contentType: kind.contentType }],
  };
}

/** The confirmation to the candidate: the job's title (ours) and nothing the candidate typed. */
export function candidateMail(record: ApplicationRecord, config: ApplicationMailConfig): ApplicationMail {
  return {
    from: config.mailFrom,
    to: record.fields.email ?? "",
    subject: `We received your application — ${site.brand}`,
    text: [
      "Hello,",
      "",
      `Thank you for applying for the ${record.job.title} position at ${site.brand}. We have received your application and résumé; our team reads every one and will be in touch.`,
      "",
      `If you have a question, write to ${site.hiringEmail || site.email}.`,
      "",
      `— The ${site.brand} team`,
      site.siteUrl,
    ].join("\n"),
  };
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

/**
 * Sends both e-mails and writes the outcome on the record (a conditional write on its etag, so a
 * later change to the record is not overwritten). Never throws for a failed send.
 */
export async function deliverApplicationMails(
  store: ApplicationStore,
  record: ApplicationRecord,
  resume: Buffer,
  config: ApplicationMailConfig,
  log: (...a: unknown[]) => void,
): Promise<void> {
  if (!config.mailer) return;
  const outcome: Pick<ApplicationNotification, "hiring" | "candidate"> = { hiring: "sent", candidate: "sent" };
  let lastError: string | null = null;
  const send = async (channel: "hiring" | "candidate", mail: ApplicationMail) => {
    try {
      await config.mailer!.send(mail);
    } catch (error) {
      outcome[channel] = "failed";
      lastError = errorText(error);
      log(`[applications] could not send the ${channel} e-mail of ${record.id}:`, error);
    }
  };
  await send("hiring", hiringMail(record, resume, config));
  await send("candidate", candidateMail(record, config));

  const key = `${APPLICATION_PREFIX}${record.id}`;
  const current = await readWithEtag(store, key);
  if (!current?.etag) return;
  const stored = current.data as ApplicationRecord;
  const notification: ApplicationNotification = {
    ...outcome,
    state: outcome.hiring === "sent" && outcome.candidate === "sent" ? "sent" : "failed",
    attempts: stored.notification.attempts + 1,
    lastError,
  };
  const written = await store.setJSON(key, { ...stored, notification }, { onlyIfMatch: current.etag });
  if (!written.modified) log(`[applications] ${record.id} changed meanwhile; its e-mail outcome was not recorded.`);
}
