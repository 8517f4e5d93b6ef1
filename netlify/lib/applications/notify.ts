/**
 * The two e-mails of an application, sent once it is stored, through the intake floor's mailer
 * (netlify/lib/intake/mail.ts: SMTP_URL, MAIL_FROM): one to the hiring contact (content/site.json
 * `hiringEmail`, or APPLICATIONS_NOTIFY_TO), with the résumé attached under our own file name and
 * its real type, and a confirmation to the candidate that repeats nothing the candidate typed. Plain
 * text only: what staff see of visitor text is text, never markup. The outcome of each is written
 * back on the record (`notification`); a failed one is tried again by the scheduled function
 * netlify/functions/applications-retry.ts (`retryApplicationMails`), up to six tries in all.
 */
import site from "../../../content/site.json";
import { APPLICATION_FIELDS, RESUME_KINDS } from "../../../src/contracts/applications";
import { readWithEtag, serialised } from "../shared/blobs";
import { confirmationMail, mailConfigFromEnv, type Env, type MailMessage, type Mailer } from "../intake/mail";
import type { ApplicationRecord, ApplicationNotification, MailState } from "./record";
import { APPLICATION_PREFIX, type ApplicationStore } from "./store";

export type ApplicationMail = MailMessage;

export interface ApplicationMailConfig {
  mailer: Mailer | null;
  mailFrom: string;
  hiringTo: string;
}

export function applicationMailConfig(env: Env, createMailer?: (url: string) => Mailer): ApplicationMailConfig {
  const { mailer, mailFrom } = mailConfigFromEnv(env, createMailer);
  return {
    mailer,
    mailFrom,
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
  return confirmationMail({
    from: config.mailFrom,
    to: record.fields.email ?? "",
    subject: `We received your application — ${site.brand}`,
    received: `Thank you for applying for the ${record.job.title} position at ${site.brand}. We have received your application and résumé; our team reads every one and will be in touch.`,
    reach: `If you have a question, write to ${site.hiringEmail || site.email}.`,
  });
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

/** A failed e-mail is tried at most this many times in all (the first try and five retries, over about four hours). */
export const APPLICATION_MAIL_ATTEMPTS = 6;
/** Minutes before the next try, after the first, second, … failed attempt. */
const BACKOFF_MINUTES = [5, 15, 30, 60, 120];

type Channel = "hiring" | "candidate";

/**
 * Writes the outcome on the record: read, merge, write conditional on the ETag, again when anything
 * else (a desk change) was written meanwhile, so neither is lost. False when the record is gone.
 */
async function recordOutcome(
  store: ApplicationStore,
  id: string,
  update: (n: ApplicationNotification) => ApplicationNotification,
  log: (...a: unknown[]) => void,
): Promise<boolean> {
  const key = `${APPLICATION_PREFIX}${id}`;
  return serialised(key, async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const current = await readWithEtag(store, key);
      if (!current?.data || !current.etag) return false;
      const stored = current.data as ApplicationRecord;
      const written = await store.setJSON(
        key,
        { ...stored, notification: update(stored.notification) },
        { onlyIfMatch: current.etag },
      );
      if (written.modified) return true;
    }
    log(`[applications] ${id} kept changing; its e-mail outcome was not recorded.`);
    return false;
  });
}

/**
 * Sends the e-mails of `channels` (both on the first try; on a retry the failed ones only) and
 * writes the outcome on the record: each channel's state, the attempt count, the last error, and
 * when to try again (`nextAttemptAt`, null once everything is sent or the last attempt failed).
 * Never throws for a failed send.
 */
export async function deliverApplicationMails(
  store: ApplicationStore,
  record: ApplicationRecord,
  resume: Buffer,
  config: ApplicationMailConfig,
  log: (...a: unknown[]) => void,
  input: { channels?: readonly Channel[]; now?: Date } = {},
): Promise<void> {
  if (!config.mailer) return;
  const channels = input.channels ?? (["hiring", "candidate"] as const);
  const now = input.now ?? new Date();
  const outcome: Partial<Record<Channel, MailState>> = {};
  let lastError: string | null = null;
  const send = async (channel: Channel, mail: ApplicationMail) => {
    try {
      await config.mailer!.send(mail);
      outcome[channel] = "sent";
    } catch (error) {
      outcome[channel] = "failed";
      lastError = errorText(error);
      log(`[applications] could not send the ${channel} e-mail of ${record.id}:`, error);
    }
  };
  if (channels.includes("hiring")) await send("hiring", hiringMail(record, resume, config));
  if (channels.includes("candidate")) await send("candidate", candidateMail(record, config));

  await recordOutcome(
    store,
    record.id,
    (previous) => {
      const hiring = outcome.hiring ?? previous.hiring;
      const candidate = outcome.candidate ?? previous.candidate;
      const attempts = previous.attempts + 1;
      const failed = hiring === "failed" || candidate === "failed";
      const wait = BACKOFF_MINUTES[attempts - 1];
      return {
        state: failed ? "failed" : "sent",
        hiring,
        candidate,
        attempts,
        lastError: failed ? (lastError ?? previous.lastError) : lastError,
        nextAttemptAt:
          failed && attempts < APPLICATION_MAIL_ATTEMPTS && wait !== undefined
            ? new Date(now.getTime() + wait * 60_000).toISOString()
            : null,
      };
    },
    log,
  );
}

/**
 * The scheduled retry (netlify/functions/applications-retry.ts): every application whose e-mails
 * failed, that has tries left and whose next try is due, gets its failed e-mails again, with the
 * résumé read back from the store. Returns what it tried.
 */
export async function retryApplicationMails(
  store: ApplicationStore,
  input: { config: ApplicationMailConfig; now: Date; log?: (...a: unknown[]) => void },
): Promise<{ due: number; sent: number; failed: number }> {
  const log = input.log ?? console.error;
  const summary = { due: 0, sent: 0, failed: 0 };
  if (!input.config.mailer) return summary;
  const { blobs } = await store.list({ prefix: APPLICATION_PREFIX });
  for (const { key } of blobs) {
    const record = (await store.get(key, { type: "json" })) as ApplicationRecord | null;
    const n = record?.notification;
    if (!record || !n || n.state !== "failed" || n.attempts >= APPLICATION_MAIL_ATTEMPTS) continue;
    if (n.nextAttemptAt && Date.parse(n.nextAttemptAt) > input.now.getTime()) continue;
    const channels = (["hiring", "candidate"] as const).filter((c) => n[c] === "failed");
    if (!channels.length) continue;
    // The hiring e-mail carries the résumé: read back from the record's own key.
    const resume = channels.includes("hiring") ? await store.get(record.resume.key, { type: "arrayBuffer" }) : null;
    if (channels.includes("hiring") && !resume) continue;
    summary.due += 1;
    await deliverApplicationMails(store, record, Buffer.from(resume ?? new ArrayBuffer(0)), input.config, log, {
      channels,
      now: input.now,
    });
    const after = (await store.get(key, { type: "json" })) as ApplicationRecord | null;
    if (after?.notification.state === "sent") summary.sent += 1;
    else summary.failed += 1;
  }
  return summary;
}
