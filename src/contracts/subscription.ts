/**
 * The subscription sign-up (a newsletter and job alerts, issue 50), defined once: its fields (an
 * address and the topics), the consent line, the limits, the Yup schema, the endpoint and the one
 * success message. The browser form (next: the blog, the careers pages, the footer) and the
 * function (POST /api/subscribe) share these objects.
 *
 * Topics: "articles" (new blog articles) and "openings" (new job openings). content/jobs.json
 * gives its openings no department, so there is no finer choice of openings yet; when it does,
 * the departments join TOPICS here.
 *
 * Isomorphic: no React, no DOM, no Node built-ins, no JSON imports.
 */
import { array, object, string } from "yup";
import { HONEYPOT_FIELD, LEAD_FIELDS, fieldSchema } from "./forms.ts";

/** The function's path (must equal netlify/functions/subscribe.ts's `config.path`; a test checks it). */
export const SUBSCRIBE_ENDPOINT = "/api/subscribe";
/** The confirmation link's function (GET with `?t=`): netlify/functions/subscription-confirm.ts. */
export const CONFIRM_ENDPOINT = "/api/subscriptions/confirm";
/** The one-click unsubscribe (RFC 8058, POST with `?t=`): netlify/functions/subscription-unsubscribe.ts. */
export const UNSUBSCRIBE_ENDPOINT = "/api/subscriptions/unsubscribe";

/** Where a confirmed link leads (303): the home page with a marker a notice can read (docs/decisions/subscriptions.md). */
export const CONFIRMED_PATH = "/?subscription=confirmed";

/** The honeypot field, as on the lead forms. */
export const SUBSCRIBE_HONEYPOT_FIELD = HONEYPOT_FIELD;

/** What one can subscribe to, in the order a form lists them. */
export const TOPICS = [
  { id: "articles", label: "New articles" },
  { id: "openings", label: "New job openings" },
] as const;
export type TopicId = (typeof TOPICS)[number]["id"];
export const TOPIC_IDS: readonly TopicId[] = TOPICS.map((t) => t.id);

export function isTopicId(value: unknown): value is TopicId {
  return typeof value === "string" && (TOPIC_IDS as readonly string[]).includes(value);
}

/** The limits: the address as the lead forms cap it, at most every topic once, the JSON body. */
export const SUBSCRIBE_MAX = { email: LEAD_FIELDS.email.maxLength, topics: TOPICS.length, bodyBytes: 4 * 1024 };

/** Confirmation mails one address gets per day (UTC) at most; past that the answer is the same and nothing is sent. */
export const CONFIRMATION_MAILS_PER_DAY = 3;
/** How long a confirmation link works. */
export const CONFIRMATION_LINK_DAYS = 7;

/** The consent line the form shows beside its checkbox; the record keeps the text shown. */
export const SUBSCRIBE_CONSENT_TEXT =
  "Send me the e-mails I chose. I can unsubscribe at any time with the link in every e-mail; the Privacy Policy says what is kept.";

export const SUBSCRIBE_FIELDS = {
  email: { ...LEAD_FIELDS.email, required: true },
  topics: { name: "topics", label: "Topics" },
  consent: { name: "consent", label: "Consent" },
} as const;

/** The label of each field by name, as the 400 message names them. */
export const SUBSCRIBE_LABELS: Record<string, string> = {
  email: SUBSCRIBE_FIELDS.email.label,
  topics: SUBSCRIBE_FIELDS.topics.label,
  consent: SUBSCRIBE_FIELDS.consent.label,
};

export interface SubscribeValues {
  email: string;
  topics: TopicId[];
  consent: string;
}

/**
 * Formik validates with it; the function with SERVER_VALIDATE_OPTIONS (strict, every error). The
 * address is one line of plain text (no CR, LF or other control character: it goes into a mail
 * header), an address, at most 254 characters; the topics one to all of TOPICS, each once.
 */
export const SUBSCRIBE_SCHEMA = object({
  email: fieldSchema(SUBSCRIBE_FIELDS.email).required("Email Address is required"),
  topics: array(
    string()
      .required()
      .oneOf([...TOPIC_IDS], "Choose topics from the list"),
  )
    .required("Choose at least one topic")
    .min(1, "Choose at least one topic")
    .max(SUBSCRIBE_MAX.topics, "Choose topics from the list")
    .test("unique", "Choose each topic once", (v) => v == null || new Set(v).size === v.length),
  consent: string()
    .required("Please agree to the consent line to subscribe")
    .oneOf(["true"], "Please agree to the consent line to subscribe"),
});

export const SUBSCRIBE_INITIAL_VALUES: SubscribeValues = { email: "", topics: [], consent: "" };

/**
 * The one answer of every accepted sign-up: a new address, one already pending, one confirmed,
 * one that unsubscribed, past the day's mails. It never tells a stranger whether an address is subscribed.
 */
export const SUBSCRIBE_SUCCESS_MESSAGE =
  "Check your inbox: if this address is not subscribed yet, we sent a link to confirm.";
