/**
 * POST /api/subscribe: a sign-up to new articles or job openings, with double opt-in, as a kind of
 * intake (netlify/lib/intake/README.md). One record per address (its key is the address hashed with
 * the store's salt), so a repeat is a merge into it, never a second record:
 * - a new address: a pending record, one confirmation mail;
 * - a pending one: its topics and consent brought up to date, a new mail, at most three a day;
 * - a confirmed one: nothing changes, no mail;
 * - a suppressed one (it unsubscribed): nothing is kept, no mail.
 * Every one gets the same answer (SUBSCRIBE_SUCCESS_MESSAGE). See docs/decisions/subscriptions.md.
 */
import frame from "../../../content/frame.json";
import site from "../../../content/site.json";
import {
  CONFIRMATION_LINK_DAYS,
  CONFIRMATION_MAILS_PER_DAY,
  SUBSCRIBE_HONEYPOT_FIELD,
  SUBSCRIBE_LABELS,
  SUBSCRIBE_MAX,
  SUBSCRIBE_SCHEMA,
  SUBSCRIBE_SUCCESS_MESSAGE,
  type TopicId,
} from "../../../src/contracts/subscription";
import { parseVisitContext } from "../../../src/contracts/visit";
import { createIntakeHandler, checkSchema, honeypotFilled, type IntakeDeps, type IntakeKind } from "../intake/handler";
import { normaliseEmail } from "../intake/records";
import { silencedReason } from "../shared/request-context";
import { isJsonContentType, readBodyBytes, readJsonObject } from "../shared/http";
import { linkSecret, newNonce } from "./links";
import { deliverConfirmation, subscriptionMailConfig, type SubscriptionMailConfig } from "./notify";
import type { SubscriptionRecord } from "./record";
import { addressId, addressSalt, dedupeKeyOf, recordKey, suppressedKey, type SubscriptionStore } from "./store";

export const STORE_FAILURE_MESSAGE = `Sorry, we could not save your subscription. Please try again later, or write to us at ${site.email}.`;

/** The consent line the forms show (content/frame.json, an editor's text): the record keeps it as the proof. */
export const SUBSCRIBE_CONSENT_TEXT: string = frame.subscribe.consent;

export type SubscribeDeps = Omit<IntakeDeps<SubscriptionStore>, "count">;

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (d: Date) => d.toISOString().slice(0, 10);

interface ValidSubscription {
  email: string;
  topics: TopicId[];
}

function subscriptionKind(): IntakeKind<
  Record<string, unknown>,
  ValidSubscription,
  SubscriptionRecord,
  SubscriptionMailConfig,
  SubscriptionStore
> {
  return {
    area: "subscriptions",
    noun: "subscription",
    successMessage: SUBSCRIBE_SUCCESS_MESSAGE,
    storeFailureMessage: STORE_FAILURE_MESSAGE,
    async parse(req) {
      const type = req.headers.get("content-type");
      // The form as a browser without JavaScript posts it (the answer is the same JSON).
      if (/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type ?? "")) {
        const read = await readBodyBytes(req, SUBSCRIBE_MAX.bodyBytes);
        if (!read.ok) return { ok: false, status: 413, message: "Request body is too large." };
        const form = new URLSearchParams(new TextDecoder().decode(read.bytes));
        const value: Record<string, unknown> = { topics: form.getAll("topics") };
        for (const name of ["email", "consent", SUBSCRIBE_HONEYPOT_FIELD]) value[name] = form.get(name) ?? "";
        return { ok: true, value };
      }
      if (!isJsonContentType(type)) return { ok: false, status: 415, message: "Send the sign-up as application/json." };
      const body = await readJsonObject(req, SUBSCRIBE_MAX.bodyBytes);
      return body.ok ? { ok: true, value: body.value } : { ok: false, status: body.status, message: body.message };
    },
    trapped: (raw) => honeypotFilled(raw, SUBSCRIBE_HONEYPOT_FIELD),
    async check(raw) {
      const checked = await checkSchema(SUBSCRIBE_SCHEMA, SUBSCRIBE_LABELS, raw);
      if (!checked.ok) return checked;
      const { email, topics } = checked.value as { email: string; topics: TopicId[] };
      return { ok: true, value: { email: normaliseEmail(email), topics } };
    },
    visit: (raw) => parseVisitContext(raw.context),
    notifyConfig: subscriptionMailConfig,
    async build({ valid: { email, topics }, visit, receivedAt, page, userAgent, ipHash, config, store }) {
      const id = addressId(await addressSalt(store), email);
      const at = receivedAt.toISOString();
      return {
        id,
        key: recordKey(id),
        dedupe: dedupeKeyOf(id, topics),
        what: "a subscription",
        increment: {},
        record: {
          version: 1,
          id,
          email,
          topics,
          status: "pending",
          consent: { text: SUBSCRIBE_CONSENT_TEXT, page, at, ipHash, confirmedAt: null },
          receivedAt: at,
          page,
          userAgent,
          ipHash,
          context: visit,
          campaign: visit?.utm?.campaign ?? null,
          confirmation: {
            nonce: newNonce(),
            expiresAt: new Date(receivedAt.getTime() + CONFIRMATION_LINK_DAYS * DAY_MS).toISOString(),
            day: utcDay(receivedAt),
            mailsToday: config.mailer ? 1 : 0,
          },
          notification: { state: config.mailer ? "pending" : "unconfigured", lastError: null },
        },
      };
    },
    async admit(store, { submission }) {
      // An address that unsubscribed is never subscribed again by a sign-up: the same answer, nothing kept.
      return (await store.get(suppressedKey(submission.id), { type: "json" })) ? "quiet" : null;
    },
    merge(existing, { record: asked }) {
      const current = existing as SubscriptionRecord;
      // Confirmed (or paused, or unsubscribed): a sign-up changes nothing and sends nothing.
      if (current.status !== "pending") return null;
      const sameDay = current.confirmation.day === asked.confirmation.day;
      const sent = sameDay ? current.confirmation.mailsToday : 0;
      // Past the day's mails: nothing changes, nothing is sent (a third party's address cannot be mail-bombed).
      if (sent >= CONFIRMATION_MAILS_PER_DAY) return null;
      return {
        ...asked,
        // The nonce stays: every link mailed so far works until one is used or expires.
        confirmation: {
          ...asked.confirmation,
          nonce: current.confirmation.nonce ?? asked.confirmation.nonce,
          mailsToday: sent + asked.confirmation.mailsToday,
        },
      };
    },
    async deliver({ store, submission: { id, record }, config, env, deployContext, log, later }) {
      if (!config.mailer) {
        const why = silencedReason(env, deployContext) ?? "SMTP_URL is not set";
        log(`[subscriptions] ${id} stored; no confirmation mail sent (${why}).`);
        return;
      }
      await config.mailer.ready?.().catch((error) => log("[subscriptions] could not load the mailer:", error));
      const mailer = config.mailer;
      const work = linkSecret(env, store)
        .then((secret) => deliverConfirmation(store, record, { mailer, mailFrom: config.mailFrom, secret, log }))
        .catch((error) => log(`[subscriptions] the confirmation mail of ${id} could not be recorded:`, error));
      await later(work);
    },
  };
}

/** Builds the Functions v2 handler of POST /api/subscribe. */
export function createSubscribeHandler(deps: SubscribeDeps) {
  return createIntakeHandler(subscriptionKind(), deps);
}
