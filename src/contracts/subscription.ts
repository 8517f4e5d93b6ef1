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
import { LEAD_FIELDS, fieldSchema } from "./forms.ts";
import { PREFERENCE_ACTIONS, SUBSCRIBE_MAX, TOPIC_IDS, type TopicId } from "./subscription-base.ts";

export * from "./subscription-base.ts";

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
const topicsSchema = () =>
  array(
    string()
      .required()
      .oneOf([...TOPIC_IDS], "Choose topics from the list"),
  )
    .required("Choose at least one topic")
    .min(1, "Choose at least one topic")
    .max(SUBSCRIBE_MAX.topics, "Choose topics from the list")
    .test("unique", "Choose each topic once", (v) => v == null || new Set(v).size === v.length);

export const SUBSCRIBE_SCHEMA = object({
  email: fieldSchema(SUBSCRIBE_FIELDS.email).required("Email Address is required"),
  topics: topicsSchema(),
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

export const PREFERENCES_LABELS: Record<string, string> = { token: "Link", action: "Action", topics: "Topics" };

/** A preferences change: the signed token from the link and the action ("topics" also needs TOPICS_SCHEMA's topics). */
export const PREFERENCES_SCHEMA = object({
  token: string().required("The link is missing").max(300, "The link is not one of ours"),
  action: string()
    .required("Choose what to change")
    .oneOf([...PREFERENCE_ACTIONS], "Choose what to change"),
});

/** The topics of a sign-up or of a preferences change: one to all of TOPICS, each once. */
export const TOPICS_SCHEMA = object({ topics: topicsSchema() });
