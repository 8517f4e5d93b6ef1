/**
 * POST /api/apply: a job application with its résumé, as multipart/form-data.
 * See docs/decisions/applications.md for the limits, the order of writes and what is left.
 */
import { createHash } from "node:crypto";
import type { Context } from "@netlify/functions";
import { ValidationError } from "yup";
import jobs from "../../../content/jobs.json";
import pageCopy from "../../../content/page-copy.json";
import site from "../../../content/site.json";
import { SERVER_VALIDATE_OPTIONS, validationFailure } from "../../../src/contracts";
import { parseVisitContext, type VisitContext } from "../../../src/contracts/visit";
import {
  APPLICATION_FIELDS,
  APPLICATION_LABELS,
  APPLICATION_SCHEMA,
  APPLY_HONEYPOT_FIELD,
  APPLY_MAX_BODY_BYTES,
  APPLY_SUCCESS_MESSAGE,
  CONSENT_FIELD,
  JOB_FIELD,
  RESUME,
  RESUME_KINDS,
  isOpen,
  isoDay,
  type JobFacts,
  type ResumeKind,
} from "../../../src/contracts/applications";
import { meta } from "../leads/handler";
import { answer } from "../leads/http";
import { claimDedupe, hashIp, ipSalt, type LeadStore } from "../leads/record";
import {
  deployContextOf,
  isLiveContext,
  notifyEnvFor,
  silencedReason,
  type DeployContextSource,
} from "../shared/deploy-context";
import { readBodyBytes } from "../shared/http";
import { takeRate } from "../shared/rate";
import type { Mailer } from "../leads/notify";
import type { ApplicationDeskState, ApplicationStatus } from "./desk-state";
import type { Increment } from "../stats/counters";
import { applicationIncrement } from "../stats/report";
import { applicationMailConfig, deliverApplicationMails, initialApplicationNotification } from "./notify";
import { fileNameProblem, resumeKind } from "./resume";
import { APPLICATION_PREFIX, RESUME_PREFIX, dedupeKeyOf, newApplicationId, type ApplicationStore } from "./store";

/**
 * At most this many applications are stored from one address (hashed) per RATE_WINDOW_MS;
 * APPLICATIONS_PER_ADDRESS (a positive whole number) changes it per deploy (the browser tests,
 * whose every browser is 127.0.0.1, raise it, as they do the desk's sign-in link limits).
 */
export const RATE_LIMIT = 5;

export function rateLimitFromEnv(env: Record<string, string | undefined>): number {
  const n = Number(env.APPLICATIONS_PER_ADDRESS);
  return Number.isInteger(n) && n > 0 ? n : RATE_LIMIT;
}
export const RATE_WINDOW_MS = 60 * 60 * 1000;

/**
 * The consent line the form shows (content/page-copy.json `job.form.consent`, editable in the CMS):
 * the page and this function are built from the same content, so the record keeps the text shown.
 */
export const CONSENT_TEXT: string = pageCopy.job.form.consent;

export const STORE_FAILURE_MESSAGE = `Sorry, we could not save your application. Please email it to us at ${site.email}.`;

export interface ApplicationRecord {
  version: 1;
  id: string;
  job: { slug: string; title: string };
  /** The text fields as the contract names them ("" for an optional one left empty). */
  fields: Record<string, string>;
  consent: { given: true; text: string };
  resume: {
    /** Our key in the store (`resume/<id>.<ext>`): the visitor's file name is never used as one. */
    key: string;
    kind: ResumeKind;
    contentType: string;
    bytes: number;
    sha256: string;
    /** The visitor's file name, as text only (checked: no path, no control characters). */
    originalName: string;
  };
  receivedAt: string;
  page: string | null;
  userAgent: string | null;
  ipHash: string | null;
  /** Where the visit came from (the form's `context` field, src/contracts/visit.ts), or null. */
  context: VisitContext | null;
  /** "new" when stored; the desk keeps it equal to `desk.status` (./desk-state.ts). */
  status: ApplicationStatus;
  /** What staff added on the desk (status, assignee, notes, timeline); absent until someone does. */
  desk?: ApplicationDeskState;
  /** The two e-mails (./notify.ts): their outcome once tried. */
  notification: ApplicationNotification;
}

export type MailState = "pending" | "sent" | "failed" | "unconfigured";

export interface ApplicationNotification {
  /** unconfigured: no SMTP_URL, nothing sent; failed: at least one e-mail could not be sent. */
  state: MailState;
  hiring: MailState;
  candidate: MailState;
  attempts: number;
  lastError: string | null;
  /** When a failed e-mail is tried again (./notify.ts retryApplicationMails); null or absent: not planned. */
  nextAttemptAt?: string | null;
}

export interface ApplyDeps {
  /** The store of the request's deploy context (`applications`, or `applications-deploy-preview`, ...). */
  store: (deployContext: string) => ApplicationStore;
  now?: () => Date;
  env?: Record<string, string | undefined>;
  log?: (...a: unknown[]) => void;
  /** The openings (content/jobs.json, read at build time); injected in tests. */
  jobs?: readonly JobFacts[];
  /** Builds the SMTP mailer from SMTP_URL (injected in tests). */
  createMailer?: (url: string) => Mailer;
  /**
   * Where the site's own IP-hash secret is kept when LEADS_IP_SALT is not set: the `leads` store, as
   * for leads (netlify/lib/leads/record.ts ipSalt), so one secret serves both. Without it, the
   * applications store.
   */
  saltStore?: (deployContext: string) => LeadStore;
  /** Counts the stored application in the day's measurement counters (netlify/lib/stats). */
  countApplication?: (inc: Increment, now: Date) => Promise<void>;
}

type ApplyContext = Pick<Context, "ip"> & { waitUntil?: (p: Promise<unknown>) => void } & DeployContextSource;

const fail = (status: number, message: string, headers?: Record<string, string>) =>
  answer(status, { success: false, message }, headers);

function isMultipart(value: string | null): boolean {
  if (!value) return false;
  const [type, ...params] = value.split(";").map((p) => p.trim());
  return type?.toLowerCase() === "multipart/form-data" && params.some((p) => /^boundary=./i.test(p));
}

const TEXT_FIELDS = [...APPLICATION_FIELDS.map((f) => f.name), JOB_FIELD.name, CONSENT_FIELD.name];

/** Builds the Functions v2 handler. */
export function createApplyHandler(deps: ApplyDeps) {
  const openings: readonly JobFacts[] = deps.jobs ?? jobs;
  return async (req: Request, context: ApplyContext): Promise<Response> => {
    const now = (deps.now ?? (() => new Date()))();
    const env = deps.env ?? process.env;
    const log = deps.log ?? console.error;

    if (req.method !== "POST") return fail(405, "Method not allowed: use POST.", { Allow: "POST" });
    const contentType = req.headers.get("content-type");
    if (!isMultipart(contentType)) return fail(415, "Send the application as multipart/form-data.");

    // The size guard: a declared length over the cap is refused unread, and the bytes actually read
    // are counted too (a chunked or lying body is dropped as soon as it passes the cap).
    const read = await readBodyBytes(req, APPLY_MAX_BODY_BYTES);
    if (!read.ok) return fail(413, "The application is too large: the résumé may be at most 4 MB.");

    let form: FormData;
    try {
      form = await new Response(read.bytes, { headers: { "content-type": contentType! } }).formData();
    } catch {
      return fail(400, "The application arrived incomplete or malformed. Please send it again.");
    }

    // Honeypot: a bot is told all went well and nothing is kept.
    const trap = form.get(APPLY_HONEYPOT_FIELD);
    if (trap !== null && trap !== "") return answer(200, { success: true, message: APPLY_SUCCESS_MESSAGE });

    // Each text field at most once and as text (a file in a text field is refused, as is a repeat).
    const raw: Record<string, unknown> = {};
    for (const name of TEXT_FIELDS) {
      const values = form.getAll(name);
      if (values.length > 1 || values.some((v) => typeof v !== "string")) {
        return answer(400, validationFailure([APPLICATION_LABELS[name] ?? name]));
      }
      if (values.length === 1) raw[name] = values[0];
    }
    let valid: Record<string, unknown>;
    try {
      valid = await APPLICATION_SCHEMA.validate(raw, SERVER_VALIDATE_OPTIONS);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const paths = [...new Set((error.inner.length ? error.inner : [error]).map((e) => e.path ?? ""))];
      return answer(400, validationFailure(paths.map((p) => APPLICATION_LABELS[p] ?? "the form")));
    }

    const slug = String(valid[JOB_FIELD.name]);
    const job = openings.find((j) => j.slug === slug);
    if (!job) return fail(404, "We have no opening by that name. Please apply from the job's page.");
    if (!isOpen(job, isoDay(now))) return fail(410, `The ${job.title} position is no longer open.`);

    // The résumé: exactly one file, a clean name, not empty, within the limit, and by its bytes a
    // PDF, DOCX or ODT.
    const files = form.getAll(RESUME.field);
    const file = files[0];
    if (files.length !== 1 || typeof file === "string" || !file)
      return fail(400, "Please attach your résumé (one file).");
    const nameProblem = fileNameProblem(file.name, RESUME.maxNameLength);
    if (nameProblem) return fail(400, nameProblem);
    if (file.size === 0) return fail(400, "The résumé file is empty.");
    if (file.size > RESUME.maxBytes) return fail(413, "The résumé is too large: it may be at most 4 MB.");
    // One copy of the file for checking, storing and attaching (the views below share it).
    const buffer = await file.arrayBuffer();
    const bytes = new Uint8Array(buffer);
    const kind = resumeKind(bytes);
    if (!kind) return fail(415, "The résumé must be a PDF, Word (DOCX) or OpenDocument (ODT) file.");

    // Where the visit came from: kept when it follows every rule, else dropped; never a reason to
    // refuse the application (as for leads). Sent by the form as JSON in a text field.
    const contextField = form.get("context");
    let visit: VisitContext | null = null;
    if (typeof contextField === "string" && contextField.length <= 4096) {
      try {
        visit = parseVisitContext(JSON.parse(contextField));
      } catch {
        visit = null;
      }
    }

    const fields: Record<string, string> = {};
    for (const f of APPLICATION_FIELDS) {
      const value = valid[f.name];
      fields[f.name] = typeof value === "string" ? value : "";
    }

    // A deploy preview's or branch deploy's applications are kept apart and mail nobody unless
    // LEADS_NOTIFY_CONTEXTS names the context (docs/decisions/preview-leads.md).
    const deployContext = deployContextOf(context);
    const store = deps.store(deployContext);
    const mail = applicationMailConfig(notifyEnvFor(env, deployContext), deps.createMailer);
    // Without LEADS_IP_SALT the site's own secret (as for leads); if that cannot be read, the
    // application is still taken, without the hash (the rate limit then counts it as "unknown").
    const ipHash = context.ip
      ? await ipSalt(env, (deps.saltStore ?? deps.store)(deployContext), log).then(
          (salt) => hashIp(context.ip, salt),
          (error: unknown) => (log("[applications] no IP hash for this application:", error), null),
        )
      : null;
    const fileHash = createHash("sha256").update(bytes).digest("hex");
    const dedupe = dedupeKeyOf(slug, fields.email!, fileHash);
    const id = newApplicationId(now);
    const { extension, contentType: storedType } = RESUME_KINDS[kind];
    const resumeKey = `${RESUME_PREFIX}${id}.${extension}`;
    const record: ApplicationRecord = {
      version: 1,
      id,
      job: { slug, title: job.title },
      fields,
      consent: { given: true, text: CONSENT_TEXT },
      resume: {
        key: resumeKey,
        kind,
        contentType: storedType,
        bytes: bytes.byteLength,
        sha256: fileHash,
        originalName: file.name,
      },
      receivedAt: now.toISOString(),
      page: meta(req.headers.get("referer")),
      userAgent: meta(req.headers.get("user-agent")),
      ipHash,
      context: visit,
      status: "new",
      notification: initialApplicationNotification(mail),
    };

    let claimed = false;
    let fileWritten = false;
    try {
      const allowed = await takeRate(
        store,
        `apply\u0000${ipHash ?? "unknown"}`,
        rateLimitFromEnv(env),
        now,
        RATE_WINDOW_MS,
      );
      if (!allowed) {
        return fail(429, "Too many applications from your address. Please try again in an hour.", {
          "Retry-After": String(RATE_WINDOW_MS / 1000),
        });
      }
      claimed = await claimDedupe(store, dedupe, now);
      // The same application (job, e-mail, résumé bytes) arrived less than ten minutes ago: stored once.
      if (!claimed) return answer(200, { success: true, message: APPLY_SUCCESS_MESSAGE });
      // The file first, then the record: only the record makes an application visible, so a failure
      // in between leaves no half application (and the file is removed below).
      const savedFile = await store.set(resumeKey, buffer, { onlyIfNew: true });
      if (!savedFile.modified) throw new Error(`résumé key ${resumeKey} already exists`);
      fileWritten = true;
      const savedRecord = await store.setJSON(`${APPLICATION_PREFIX}${id}`, record, { onlyIfNew: true });
      if (!savedRecord.modified) throw new Error(`application ${id} already exists`);
    } catch (error) {
      log(`[applications] could not store an application for ${slug}:`, error);
      if (fileWritten) await store.delete(resumeKey).catch(() => {});
      if (claimed) await store.delete(dedupe).catch(() => {});
      return fail(503, STORE_FAILURE_MESSAGE);
    }

    // The application is safe: from here on nothing turns the answer into a failure.
    // It is the job page's conversion in the measurement counters (as a lead is the landing page's);
    // only the live site's applications count, as for leads.
    if (deps.countApplication && isLiveContext(deployContext)) {
      const counted = deps
        .countApplication(applicationIncrement(slug, visit), now)
        .catch((error) => log(`[stats] could not count application ${id}:`, error));
      if (context.waitUntil) context.waitUntil(counted);
      else await counted;
    }
    if (!mail.mailer) {
      const why = silencedReason(env, deployContext) ?? "SMTP_URL is not set";
      log(`[applications] ${id} stored; no e-mail sent (${why}).`);
    } else {
      await mail.mailer.ready?.().catch((error) => log("[applications] could not load the mailer:", error));
      const work = deliverApplicationMails(store, record, Buffer.from(buffer), mail, log, { now }).catch((error) =>
        log(`[applications] the e-mails of ${id} could not be recorded:`, error),
      );
      if (context.waitUntil) context.waitUntil(work);
      else await work;
    }
    return answer(200, { success: true, message: APPLY_SUCCESS_MESSAGE });
  };
}
