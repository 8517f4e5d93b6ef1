/**
 * POST /api/get-started and /api/contact: a lead form on the intake floor (netlify/lib/intake): its
 * parser is JSON, its record a LeadRecord; after storing, the desk's index and the retry marker,
 * then the notifications (./notify.ts).
 */
import type { AnyObject, ObjectSchema } from "yup";
import site from "../../../content/site.json";
import { HONEYPOT_FIELD, type FormId } from "../../../src/contracts";
import { parseVisitContext } from "../../../src/contracts/visit";
import { createIntakeHandler, checkSchema, honeypotFilled, type IntakeKind, type IntakeDeps } from "../intake/handler";
import type { Env, Mailer } from "../intake/mail";
import { isJsonContentType, readJsonObject } from "../shared/http";
import type { Increment } from "../stats/counters";
import { leadIncrement } from "../stats/report";
import { indexLead } from "./lead-index";
import {
  initialNotification,
  deliverNotifications,
  logUnconfigured,
  notifyConfigFromEnv,
  type NotifyConfig,
} from "./notify";
import { dedupeKey, newLeadKey, pendingKeyFor, type LeadRecord, type LeadStore } from "./record";

export interface FormDefinition {
  id: FormId;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  schema: ObjectSchema<any, AnyObject, any, any>;
  /** The fields' labels as the form shows them (from the contract), named in the 400 message. */
  labels: Record<string, string>;
  successMessage: string;
}

export interface LeadDeps extends Omit<IntakeDeps<LeadStore>, "count"> {
  /**
   * The deploy context's store (`leads`; `leads-deploy-preview` or `leads-branch-deploy` on a
   * preview: netlify/lib/shared/request-context.ts). Injected in tests; Netlify Blobs in production.
   */
  store: (deployContext: string) => LeadStore;
  env?: Env;
  /** Builds the SMTP mailer from SMTP_URL (injected in tests). */
  createMailer?: (url: string) => Mailer;
  fetch?: typeof fetch;
  /** Counts the stored lead in the day's measurement counters (netlify/lib/stats). */
  countLead?: (inc: Increment, now: Date) => Promise<void>;
}

export const STORE_FAILURE_MESSAGE = `Sorry, we could not save your request. Please email us at ${site.email}.`;

/** A lead form as a kind of intake: JSON in, a LeadRecord stored. */
function leadKind(
  form: FormDefinition,
  deps: LeadDeps,
): IntakeKind<Record<string, unknown>, Record<string, string>, LeadRecord, NotifyConfig, LeadStore> {
  return {
    area: "leads",
    noun: "lead",
    successMessage: form.successMessage,
    storeFailureMessage: STORE_FAILURE_MESSAGE,
    async parse(req) {
      if (!isJsonContentType(req.headers.get("content-type"))) {
        return { ok: false, status: 415, message: "Send the form as application/json." };
      }
      const body = await readJsonObject(req);
      return body.ok ? { ok: true, value: body.value } : { ok: false, status: body.status, message: body.message };
    },
    trapped: (raw) => honeypotFilled(raw, HONEYPOT_FIELD),
    async check(raw) {
      const valid = await checkSchema(form.schema, form.labels, raw);
      if (!valid.ok) return valid;
      // Only the schema's own fields are kept, as plain strings ("" for an optional one left out).
      const fields: Record<string, string> = {};
      for (const name of Object.keys(form.schema.fields)) {
        const value = Object.prototype.hasOwnProperty.call(valid.value, name) ? valid.value[name] : undefined;
        fields[name] = typeof value === "string" ? value : "";
      }
      return { ok: true, value: fields };
    },
    visit: (raw) => parseVisitContext(raw.context),
    notifyConfig: notifyConfigFromEnv,
    build({ valid: fields, visit, receivedAt, page, userAgent, ipHash, config }) {
      const key = newLeadKey(receivedAt);
      return {
        id: key,
        key,
        dedupe: dedupeKey(form.id, fields.email ?? "", fields.message ?? ""),
        what: `a ${form.id} lead`,
        increment: leadIncrement(form.id, visit),
        record: {
          version: 1,
          key,
          form: form.id,
          fields,
          receivedAt: receivedAt.toISOString(),
          page,
          userAgent,
          ipHash,
          notification: initialNotification(config, receivedAt),
          context: visit,
        },
      };
    },
    async stored({ store, submission: { key, record }, etag, log, later }) {
      // The desk's index (./lead-index.ts); if this fails, `npm run leads -- reindex` adds it.
      await later(
        indexLead(store, record, etag).catch((error) =>
          log(`[leads] stored lead ${key} but could not add it to the desk's index:`, error),
        ),
      );
      if (record.notification.state === "pending") {
        // The marker lets the scheduled retry find the lead if the attempt below never completes.
        await store
          .setJSON(pendingKeyFor(key), { at: record.receivedAt })
          .catch((error) => log(`[leads] could not mark ${key} for retry:`, error));
      }
    },
    async deliver({ store, submission: { key, record }, config, env, deployContext, now, log, later }) {
      if (record.notification.state === "unconfigured") {
        logUnconfigured(key, log, { env, deployContext });
        return;
      }
      await config.mailer?.ready?.().catch((error) => log("[leads] could not load the mailer:", error));
      const work = deliverNotifications(store, key, { config, now, fetch: deps.fetch, log }).catch((error) =>
        log(`[leads] notification for ${key} could not be recorded:`, error),
      );
      await later(work, "run");
    },
  };
}

/** Builds a Functions v2 handler for one lead form. */
export function createLeadHandler(form: FormDefinition, deps: LeadDeps) {
  return createIntakeHandler(leadKind(form, deps), { ...deps, count: deps.countLead });
}
