/**
 * The mail every intake sends through: the Mailer (SMTP_URL over nodemailer, loaded on first use),
 * its sender (MAIL_FROM), and the common part of the confirmations a visitor gets (a lead's, an
 * application's): they greet, say what was received, give a way to reach us, and sign off.
 */
import type { Transporter } from "nodemailer";
import site from "../../../content/site.json";

export interface MailMessage {
  from: string;
  to: string;
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (a subscription's `List-Unsubscribe`, `List-Unsubscribe-Post`: RFC 8058). */
  headers?: Record<string, string>;
  /** Files sent with it (an application's résumé to the hiring inbox; a booking's `invitation.ics`). */
  attachments?: { filename: string; content: string | Buffer; contentType: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * Loads what sending needs. Called before a function answers when the sending itself happens
   * after the answer (`waitUntil`): the local platform (`npm start`) deletes the function's
   * bundle folder once it has answered, so a module first imported after that is not found.
   */
  ready?(): Promise<void>;
}

export type Env = Record<string, string | undefined>;

/** A Mailer over nodemailer's SMTP transport (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com:465). */
export function smtpMailer(url: string): Mailer {
  // nodemailer is loaded on first use: a request that sends no mail does not pay for it.
  let transport: Promise<Transporter> | null = null;
  const load = () =>
    (transport ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport(url, {
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      } as never),
    ));
  return {
    async ready() {
      await load();
    },
    async send(message) {
      await (await load()).sendMail({ ...message, disableFileAccess: true, disableUrlAccess: true });
    },
  };
}

/** What every kind's mail configuration starts from: the mailer (none without SMTP_URL) and the sender. */
export interface MailConfig {
  mailer: Mailer | null;
  mailFrom: string;
}

export function mailConfigFromEnv(env: Env, createMailer: (url: string) => Mailer = smtpMailer): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim();
  return {
    mailer: smtpUrl ? createMailer(smtpUrl) : null,
    mailFrom: env.MAIL_FROM?.trim() || `${site.brand} <no-reply@${new URL(site.siteUrl).hostname}>`,
  };
}

/**
 * A confirmation to a visitor: "Hello,", what we received (`received`, ours: it repeats nothing the
 * visitor typed, so the form cannot send chosen text to a third party's address), how to reach us
 * (`reach`), and the team's signature with the site's address. Plain text.
 */
export function confirmationMail(input: {
  from: string;
  to: string;
  subject: string;
  received: string;
  reach: string;
  /** Lines after the signature (a subscription's postal address and why the reader gets it). */
  footer?: string[];
  headers?: Record<string, string>;
  attachments?: MailMessage["attachments"];
}): MailMessage {
  const footer = input.footer?.length ? ["", ...input.footer] : [];
  return {
    from: input.from,
    to: input.to,
    subject: input.subject,
    text: ["Hello,", "", input.received, "", input.reach, "", `— The ${site.brand} team`, site.siteUrl, ...footer].join(
      "\n",
    ),
    ...(input.headers ? { headers: input.headers } : {}),
    ...(input.attachments ? { attachments: input.attachments } : {}),
  };
}
