import type { Context } from "@netlify/functions";
import { ValidationError, type AnyObject, type ObjectSchema } from "yup";
import site from "../../../content/site.json";
import { HONEYPOT_FIELD, SERVER_VALIDATE_OPTIONS, validationFailure, type FormId } from "../../../src/contracts";
import { parseVisitContext } from "../../../src/contracts/visit";
import { indexLead } from "./lead-index";
import { leadIncrement } from "../stats/report";
import type { Increment } from "../stats/counters";
import { deployContextOf, isLiveContext, notifyEnvFor, type DeployContextSource } from "../shared/deploy-context";
import { isJsonContentType, readJsonObject } from "../shared/http";
import { answer } from "./http";
import {
  initialNotification,
  deliverNotifications,
  logUnconfigured,
  notifyConfigFromEnv,
  type Env,
  type Mailer,
} from "./notify";
import {
  claimDedupe,
  dedupeKey,
  hashIp,
  ipSalt,
  newLeadKey,
  pendingKeyFor,
  type LeadRecord,
  type LeadStore,
} from "./record";

export interface FormDefinition {
  id: FormId;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  schema: ObjectSchema<any, AnyObject, any, any>;
  /** The fields' labels as the form shows them (from the contract), named in the 400 message. */
  labels: Record<string, string>;
  successMessage: string;
}

export interface LeadDeps {
  /**
   * The deploy context's store (`leads`; `leads-deploy-preview` or `leads-branch-deploy` on a
   * preview: netlify/lib/shared/deploy-context.ts). Injected in tests; Netlify Blobs in production.
   */
  store: (deployContext: string) => LeadStore;
  now?: () => Date;
  env?: Env;
  /** Builds the SMTP mailer from SMTP_URL (injected in tests). */
  createMailer?: (url: string) => Mailer;
  fetch?: typeof fetch;
  log?: (...a: unknown[]) => void;
  /** Counts the stored lead in the day's measurement counters (netlify/lib/stats). */
  countLead?: (inc: Increment, now: Date) => Promise<void>;
}

type LeadContext = Pick<Context, "ip"> & { waitUntil?: (p: Promise<unknown>) => void } & DeployContextSource;

export const STORE_FAILURE_MESSAGE = `Sorry, we could not save your request. Please email us at ${site.email}.`;

const MAX_META = 512;

/** A request header kept on a record: printable, at most MAX_META characters, or null. */
export function meta(value: string | null): string | null {
  if (!value) return null;
  // Header values are Latin-1 strings from the client: keep them printable and bounded.
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001F\u007F]/g, "").slice(0, MAX_META) || null;
}

/** Builds a Functions v2 handler for one lead form. */
export function createLeadHandler(form: FormDefinition, deps: LeadDeps) {
  return async (req: Request, context: LeadContext): Promise<Response> => {
    const now = deps.now ?? (() => new Date());
    const env = deps.env ?? process.env;
    const log = deps.log ?? console.error;

    if (req.method !== "POST") {
      return answer(405, { success: false, message: "Method not allowed: use POST." }, { Allow: "POST" });
    }
    if (!isJsonContentType(req.headers.get("content-type"))) {
      return answer(415, { success: false, message: "Send the form as application/json." });
    }
    const body = await readJsonObject(req);
    if (!body.ok) return answer(body.status, { success: false, message: body.message });
    const raw = body.value;

    // Honeypot: a filled hidden field means a bot. It is told all went well and nothing is kept.
    const trap = Object.prototype.hasOwnProperty.call(raw, HONEYPOT_FIELD) ? raw[HONEYPOT_FIELD] : undefined;
    if (trap !== undefined && trap !== null && trap !== "") {
      return answer(200, { success: true, message: form.successMessage });
    }

    let valid: Record<string, unknown>;
    try {
      valid = await form.schema.validate(raw, SERVER_VALIDATE_OPTIONS);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const paths = [...new Set((error.inner.length ? error.inner : [error]).map((e) => e.path ?? ""))];
      const names = paths.map((p) => form.labels[p] ?? "the form").filter((v, i, a) => a.indexOf(v) === i);
      return answer(400, validationFailure(names));
    }

    // Where the visit came from (src/contracts/visit.ts): kept when it follows every rule, else
    // dropped; never a reason to refuse the lead.
    const visit = parseVisitContext(raw.context);

    // Only the schema's own fields are kept, as plain strings ("" for an optional one left out).
    const fields: Record<string, string> = {};
    for (const name of Object.keys(form.schema.fields)) {
      const value = Object.prototype.hasOwnProperty.call(valid, name) ? valid[name] : undefined;
      fields[name] = typeof value === "string" ? value : "";
    }

    const receivedAt = now();
    // A deploy preview's or branch deploy's leads are kept in a store of their own and notify
    // nobody unless LEADS_NOTIFY_CONTEXTS names the context (docs/decisions/preview-leads.md).
    const deployContext = deployContextOf(context);
    const store = deps.store(deployContext);
    const dedupe = dedupeKey(form.id, fields.email ?? "", fields.message ?? "");
    const config = notifyConfigFromEnv(notifyEnvFor(env, deployContext), deps.createMailer);
    const key = newLeadKey(receivedAt);
    const record: LeadRecord = {
      version: 1,
      key,
      form: form.id,
      fields,
      receivedAt: receivedAt.toISOString(),
      page: meta(req.headers.get("referer")),
      userAgent: meta(req.headers.get("user-agent")),
      // Without the salt (the store unreadable) the lead is still kept, without the hash.
      ipHash: context.ip
        ? await ipSalt(env, store, log).then(
            (salt) => hashIp(context.ip, salt),
            (error: unknown) => (log("[leads] no IP hash for this lead:", error), null),
          )
        : null,
      notification: initialNotification(config, receivedAt),
      context: visit,
    };

    let claimed = false;
    let etag: string | undefined;
    try {
      claimed = await claimDedupe(store, dedupe, receivedAt);
      if (!claimed) {
        // The same submission arrived less than ten minutes ago and is already stored.
        return answer(200, { success: true, message: form.successMessage });
      }
      const written = await store.setJSON(key, record, { onlyIfNew: true });
      if (!written.modified) throw new Error(`lead key ${key} already exists`);
      etag = written.etag;
    } catch (error) {
      log(`[leads] could not store a ${form.id} lead:`, error);
      if (claimed) await store.delete(dedupe).catch(() => {});
      return answer(503, { success: false, message: STORE_FAILURE_MESSAGE });
    }

    // The lead is safe: from here on nothing turns the answer into a failure.
    // The desk's index (netlify/lib/leads/lead-index.ts); if this fails, `npm run leads -- reindex` adds it.
    const indexed = indexLead(store, record, etag).catch((error) =>
      log(`[leads] stored lead ${key} but could not add it to the desk's index:`, error),
    );
    if (context.waitUntil) context.waitUntil(indexed);
    else await indexed;
    // Only the live site's leads count in the measurement report (netlify/lib/stats).
    if (deps.countLead && isLiveContext(deployContext)) {
      const counted = deps
        .countLead(leadIncrement(form.id, visit), receivedAt)
        .catch((error) => log(`[stats] could not count lead ${key}:`, error));
      if (context.waitUntil) context.waitUntil(counted);
    }
    if (record.notification.state === "pending") {
      // The marker lets the scheduled retry find the lead if the attempt below never completes.
      await store
        .setJSON(pendingKeyFor(key), { at: record.receivedAt })
        .catch((error) => log(`[leads] could not mark ${key} for retry:`, error));
    }
    if (record.notification.state === "unconfigured") {
      logUnconfigured(key, log, { env, deployContext });
    } else {
      await config.mailer?.ready?.().catch((error) => log("[leads] could not load the mailer:", error));
      const work = deliverNotifications(store, key, { config, now, fetch: deps.fetch, log }).catch((error) =>
        log(`[leads] notification for ${key} could not be recorded:`, error),
      );
      if (context.waitUntil) context.waitUntil(work);
      else void work;
    }
    return answer(200, { success: true, message: form.successMessage });
  };
}
