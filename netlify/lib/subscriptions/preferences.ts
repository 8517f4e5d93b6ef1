/**
 * The preferences page's function (PREFERENCES_ENDPOINT), for the signed link in every mail
 * (`p.<id>.<expires>.<mac>`: ./links.ts):
 * - GET `?t=`: the subscription as it is (address, status, topics);
 * - POST `{ token, action, topics? }`: "topics" sets the topics, "pause" and "resume" stop and
 *   restart a confirmed subscription's mails, "unsubscribe" replaces the record by its hashed
 *   suppression entry, as the one-click POST does.
 * A forged link is a 400, an expired one a 410, a record gone (deleted, unsubscribed) a 410, a
 * change that lost a race with another a 409; each changes nothing. A replayed POST is harmless:
 * it sets what is already set, and an unsubscribe replayed answers the same 200.
 */
import {
  PREFERENCES_LABELS,
  PREFERENCES_MAX_BYTES,
  PREFERENCES_SCHEMA,
  TOPICS_SCHEMA,
  type PreferenceAction,
  type PreferencesAnswer,
  type TopicId,
} from "../../../src/contracts/subscription";
import { refuse } from "../intake/answer";
import { checkSchema } from "../intake/handler";
import { readWithEtag } from "../shared/blobs";
import { isJsonContentType, readJsonObject } from "../shared/http";
import { deployContextOf, type DeployContextSource } from "../shared/request-context";
import { API_SECURITY_HEADERS } from "../shared/security-headers";
import type { LinkDeps } from "./link-handlers";
import { UNSUBSCRIBED_MESSAGE, suppress } from "./link-handlers";
import { linkSecret, readPreferencesToken } from "./links";
import type { SubscriptionRecord } from "./record";
import { recordKey, suppressedKey, type SubscriptionStore } from "./store";

export const PREFERENCES_MESSAGES = {
  forged: "This preferences link is not one of ours. Please use the link in the e-mail as it was sent.",
  expired: "This preferences link has expired. Please use the link in a newer e-mail from us.",
  gone: "There is no subscription for this link any more: it was deleted or unsubscribed.",
  unsubscribed: "This address is unsubscribed: we send it nothing.",
  pending: "Please confirm the subscription first, with the link in the confirmation e-mail.",
  conflict: "The subscription changed while you were on the page. Please reload it and try again.",
  read: "Your subscription.",
  topics: "Your topics are saved.",
  pause: "Paused: we send you nothing until you resume.",
  resume: "Resumed: you will get the e-mails you chose.",
} as const;

function view(status: number, body: PreferencesAnswer): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...API_SECURITY_HEADERS,
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
    },
  });
}

const viewOf = (record: SubscriptionRecord, message: string): PreferencesAnswer => ({
  success: true,
  message,
  email: record.email,
  status: record.status,
  topics: record.topics,
});

const unsubscribedView = (message: string): PreferencesAnswer => ({
  success: true,
  message,
  email: null,
  status: "unsubscribed",
  topics: [],
});

/** The record a valid token names, or the refusal (forged 400, expired 410). */
async function tokenRecord(
  store: SubscriptionStore,
  env: LinkDeps["env"],
  token: string | null,
  now: Date,
): Promise<{ ok: true; id: string } | { ok: false; response: Response }> {
  const secret = await linkSecret(env ?? process.env, store);
  const checked = readPreferencesToken(secret, token, now);
  if (checked.ok) return checked;
  const status = checked.why === "forged" ? 400 : 410;
  return { ok: false, response: refuse({ status, message: PREFERENCES_MESSAGES[checked.why] }) };
}

/** What a record becomes under an action, or the refusal (a pending record cannot be paused). */
function changed(
  record: SubscriptionRecord,
  action: Exclude<PreferenceAction, "unsubscribe">,
  topics: TopicId[],
): SubscriptionRecord | Response {
  if (action === "topics") return { ...record, topics };
  if (record.status === "pending") return refuse({ status: 409, message: PREFERENCES_MESSAGES.pending });
  return { ...record, status: action === "pause" ? "paused" : "confirmed" };
}

export function createPreferencesHandler(deps: LinkDeps) {
  return async (req: Request, context: DeployContextSource = {}): Promise<Response> => {
    if (req.method !== "GET" && req.method !== "POST")
      return refuse({ status: 405, message: "Method not allowed: use GET or POST.", headers: { Allow: "GET, POST" } });
    const now = (deps.now ?? (() => new Date()))();
    const store = deps.store(deployContextOf(context));

    if (req.method === "GET") {
      const token = await tokenRecord(store, deps.env, new URL(req.url).searchParams.get("t"), now);
      if (!token.ok) return token.response;
      const record = (await store.get(recordKey(token.id), { type: "json" })) as SubscriptionRecord | null;
      if (record) return view(200, viewOf(record, PREFERENCES_MESSAGES.read));
      if (await store.get(suppressedKey(token.id), { type: "json" }))
        return view(200, unsubscribedView(PREFERENCES_MESSAGES.unsubscribed));
      return refuse({ status: 410, message: PREFERENCES_MESSAGES.gone });
    }

    if (!isJsonContentType(req.headers.get("content-type")))
      return refuse({ status: 415, message: "Send the change as application/json." });
    const body = await readJsonObject(req, PREFERENCES_MAX_BYTES);
    if (!body.ok) return refuse({ status: body.status, message: body.message });
    const asked = await checkSchema(PREFERENCES_SCHEMA, PREFERENCES_LABELS, body.value);
    if (!asked.ok) return refuse(asked);
    const action = asked.value.action as PreferenceAction;
    let topics: TopicId[] = [];
    if (action === "topics") {
      const chosen = await checkSchema(TOPICS_SCHEMA, PREFERENCES_LABELS, { topics: body.value.topics });
      if (!chosen.ok) return refuse(chosen);
      topics = chosen.value.topics as TopicId[];
    }
    const token = await tokenRecord(store, deps.env, asked.value.token as string, now);
    if (!token.ok) return token.response;

    if (action === "unsubscribe") {
      await suppress(store, token.id, { at: now.toISOString(), via: "preferences" });
      return view(200, unsubscribedView(UNSUBSCRIBED_MESSAGE));
    }
    const found = await readWithEtag(store, recordKey(token.id));
    const record = found?.data as SubscriptionRecord | undefined;
    if (!record) {
      const suppressed = await store.get(suppressedKey(token.id), { type: "json" });
      return refuse({
        status: 410,
        message: suppressed ? PREFERENCES_MESSAGES.unsubscribed : PREFERENCES_MESSAGES.gone,
      });
    }
    const next = changed(record, action, topics);
    if (next instanceof Response) return next;
    const written = await store.setJSON(recordKey(token.id), next, found?.etag ? { onlyIfMatch: found.etag } : {});
    if (!written.modified) return refuse({ status: 409, message: PREFERENCES_MESSAGES.conflict });
    return view(200, viewOf(next, PREFERENCES_MESSAGES[action]));
  };
}
