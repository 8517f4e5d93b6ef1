/**
 * The subscription contract's parts without Yup (src/contracts/subscription.ts has the schemas):
 * the endpoints, paths, topics and limits. The sign-up block that every page draws before its form's
 * code loads (src/components/subscribe/) imports these only, so Yup stays in the form's chunk.
 *
 * Isomorphic: no React, no DOM, no Node built-ins, no JSON imports.
 */
/** The function's path (must equal netlify/functions/subscribe.ts's `config.path`; a test checks it). */
export const SUBSCRIBE_ENDPOINT = "/api/subscribe";
/** The confirmation link's function (GET with `?t=`): netlify/functions/subscription-confirm.ts. */
export const CONFIRM_ENDPOINT = "/api/subscriptions/confirm";
/** The one-click unsubscribe (RFC 8058, POST with `?t=`): netlify/functions/subscription-unsubscribe.ts. */
export const UNSUBSCRIBE_ENDPOINT = "/api/subscriptions/unsubscribe";

/** The preferences page (src/pages/subscription.tsx): every mail's signed link opens it with `?token=`. */
export const PREFERENCES_PATH = "/subscription";
/** The preferences page's function: GET `?t=` reads the subscription, POST changes it (netlify/functions/subscription-preferences.ts). */
export const PREFERENCES_ENDPOINT = "/api/subscriptions/preferences";
/**
 * Where a confirmed link leads (303): the preferences page, which says the subscription is
 * confirmed; the function adds `&token=` with the reader's preferences token
 * (docs/decisions/subscriptions.md).
 */
export const CONFIRMED_PATH = `${PREFERENCES_PATH}?confirmed=1`;
/** How long a preferences link works: every mail carries a fresh one; the one-click unsubscribe link never expires. */
export const PREFERENCES_LINK_DAYS = 365;
/** The largest preferences request (a token and the topics). */
export const PREFERENCES_MAX_BYTES = 2 * 1024;

/** The honeypot field, as on the lead forms (HONEYPOT_FIELD: a test checks they are equal). */
export const SUBSCRIBE_HONEYPOT_FIELD = "website";
/** Its label (HONEYPOT_LABEL), and the address field's (LEAD_FIELDS.email.label): tests check they are equal. */
export const SUBSCRIBE_HONEYPOT_LABEL = "Leave this field empty";
export const SUBSCRIBE_EMAIL_LABEL = "Email Address";

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

/** The limits: the address as the lead forms cap it (LEAD_FIELDS.email.maxLength: a test checks it), at most every topic once, the JSON body. */
export const SUBSCRIBE_MAX = { email: 254, topics: TOPICS.length, bodyBytes: 4 * 1024 };

/** Confirmation mails one address gets per day (UTC) at most; past that the answer is the same and nothing is sent. */
export const CONFIRMATION_MAILS_PER_DAY = 3;
/** How long a confirmation link works. */
export const CONFIRMATION_LINK_DAYS = 7;

/** What the preferences page can do with a subscription (POST PREFERENCES_ENDPOINT). */
export const PREFERENCE_ACTIONS = ["topics", "pause", "resume", "unsubscribe"] as const;
export type PreferenceAction = (typeof PREFERENCE_ACTIONS)[number];

/** The status a reader sees on the preferences page. */
export type PreferencesStatus = "pending" | "confirmed" | "paused" | "unsubscribed";

/** The preferences function's answer on success: the answer's message and the subscription as it now is. */
export interface PreferencesAnswer {
  success: true;
  message: string;
  email: string | null;
  status: PreferencesStatus;
  topics: TopicId[];
}

/** A preferences answer read from a parsed JSON body, or null when it is not that shape. */
export function readPreferencesAnswer(data: unknown): PreferencesAnswer | null {
  if (data === null || typeof data !== "object") return null;
  const d = data as Record<string, unknown>;
  if (d.success !== true || typeof d.message !== "string") return null;
  if (!["pending", "confirmed", "paused", "unsubscribed"].includes(d.status as string)) return null;
  if (!Array.isArray(d.topics) || !d.topics.every(isTopicId)) return null;
  return {
    success: true,
    message: d.message,
    email: typeof d.email === "string" ? d.email : null,
    status: d.status as PreferencesStatus,
    topics: d.topics,
  };
}
