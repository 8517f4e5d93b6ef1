/**
 * POST /api/apply: a job application with its résumé, as multipart/form-data.
 * See docs/decisions/applications.md for the limits, the order of writes and what is left.
 */
import { createHash } from "node:crypto";
import jobs from "../../../content/jobs.json";
import pageCopy from "../../../content/page-copy.json";
import site from "../../../content/site.json";
import { validationFailure } from "../../../src/contracts";
import { parseVisitContext } from "../../../src/contracts/visit";
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
import { createIntakeHandler, checkSchema, type IntakeDeps, type IntakeKind, type Step } from "../intake/handler";
import type { BlobStore } from "../shared/blobs";
import { silencedReason } from "../shared/request-context";
import { readBodyBytes } from "../shared/http";
import { takeRate } from "../shared/rate";
import type { Increment } from "../stats/counters";
import { applicationIncrement } from "../stats/report";
import {
  applicationMailConfig,
  deliverApplicationMails,
  initialApplicationNotification,
  type ApplicationMailConfig,
} from "./notify";
import type { ApplicationRecord } from "./record";
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

export type { ApplicationNotification, ApplicationRecord, MailState } from "./record";

export interface ApplyDeps extends Omit<IntakeDeps<ApplicationStore>, "count"> {
  /** The store of the request's deploy context (`applications`, or `applications-deploy-preview`, ...). */
  store: (deployContext: string) => ApplicationStore;
  /** The openings (content/jobs.json, read at build time); injected in tests. */
  jobs?: readonly JobFacts[];
  /**
   * Where the site's own IP-hash secret is kept when LEADS_IP_SALT is not set: the `ip-salt` store,
   * as for leads (netlify/lib/intake/ip-hash.ts), so one secret serves both. Without it, the
   * applications store.
   */
  saltStore?: (deployContext: string) => BlobStore;
  /** Counts the stored application in the day's measurement counters (netlify/lib/stats). */
  countApplication?: (inc: Increment, now: Date) => Promise<void>;
}

const isMultipart = (value: string | null): boolean => {
  if (!value) return false;
  const [type, ...params] = value.split(";").map((p) => p.trim());
  return type?.toLowerCase() === "multipart/form-data" && params.some((p) => /^boundary=./i.test(p));
};

const TEXT_FIELDS = [...APPLICATION_FIELDS.map((f) => f.name), JOB_FIELD.name, CONSENT_FIELD.name];

const refused = (status: number, message: string) => ({ ok: false, status, message }) as const;

/** A valid application: its text fields, the opening and the résumé, checked by its bytes. */
interface ValidApplication {
  fields: Record<string, string>;
  slug: string;
  job: JobFacts;
  file: File;
  buffer: ArrayBuffer;
  bytes: Uint8Array;
  kind: ResumeKind;
}

/** A job application as a kind of intake: multipart with a résumé in, an ApplicationRecord and its file stored. */
function applicationKind(
  openings: readonly JobFacts[],
): IntakeKind<FormData, ValidApplication, ApplicationRecord, ApplicationMailConfig, ApplicationStore> {
  return {
    area: "applications",
    noun: "application",
    successMessage: APPLY_SUCCESS_MESSAGE,
    storeFailureMessage: STORE_FAILURE_MESSAGE,
    async parse(req) {
      const contentType = req.headers.get("content-type");
      if (!isMultipart(contentType)) return refused(415, "Send the application as multipart/form-data.");
      // The size guard: a declared length over the cap is refused unread, and the bytes actually read
      // are counted too (a chunked or lying body is dropped as soon as it passes the cap).
      const read = await readBodyBytes(req, APPLY_MAX_BODY_BYTES);
      if (!read.ok) return refused(413, "The application is too large: the résumé may be at most 4 MB.");
      try {
        return {
          ok: true,
          value: await new Response(read.bytes, { headers: { "content-type": contentType! } }).formData(),
        };
      } catch {
        return refused(400, "The application arrived incomplete or malformed. Please send it again.");
      }
    },
    trapped(form) {
      const trap = form.get(APPLY_HONEYPOT_FIELD);
      return trap !== null && trap !== "";
    },
    async check(form, now): Promise<Step<ValidApplication>> {
      // Each text field at most once and as text (a file in a text field is refused, as is a repeat).
      const raw: Record<string, unknown> = {};
      for (const name of TEXT_FIELDS) {
        const values = form.getAll(name);
        if (values.length > 1 || values.some((v) => typeof v !== "string")) {
          return refused(400, validationFailure([APPLICATION_LABELS[name] ?? name]).message);
        }
        if (values.length === 1) raw[name] = values[0];
      }
      const checked = await checkSchema(APPLICATION_SCHEMA, APPLICATION_LABELS, raw);
      if (!checked.ok) return checked;
      const valid = checked.value;

      const slug = String(valid[JOB_FIELD.name]);
      const job = openings.find((j) => j.slug === slug);
      // An opening posted after today has no page yet (scheduled, docs/decisions/scheduled-publishing.md).
      if (!job || job.datePosted > isoDay(now))
        return refused(404, "We have no opening by that name. Please apply from the job's page.");
      if (!isOpen(job, isoDay(now))) return refused(410, `The ${job.title} position is no longer open.`);

      // The résumé: exactly one file, a clean name, not empty, within the limit, and by its bytes a
      // PDF, DOCX or ODT.
      const files = form.getAll(RESUME.field);
      const file = files[0];
      if (files.length !== 1 || typeof file === "string" || !file)
        return refused(400, "Please attach your résumé (one file).");
      const nameProblem = fileNameProblem(file.name, RESUME.maxNameLength);
      if (nameProblem) return refused(400, nameProblem);
      if (file.size === 0) return refused(400, "The résumé file is empty.");
      if (file.size > RESUME.maxBytes) return refused(413, "The résumé is too large: it may be at most 4 MB.");
      // One copy of the file for checking, storing and attaching (the views below share it).
      const buffer = await file.arrayBuffer();
      const bytes = new Uint8Array(buffer);
      const kind = resumeKind(bytes);
      if (!kind) return refused(415, "The résumé must be a PDF, Word (DOCX) or OpenDocument (ODT) file.");

      const fields: Record<string, string> = {};
      for (const f of APPLICATION_FIELDS) {
        const value = valid[f.name];
        fields[f.name] = typeof value === "string" ? value : "";
      }
      return { ok: true, value: { fields, slug, job, file, buffer, bytes, kind } };
    },
    visit(form) {
      // Sent by the form as JSON in a text field; kept when it follows every rule, else dropped.
      const contextField = form.get("context");
      if (typeof contextField !== "string" || contextField.length > 4096) return null;
      try {
        return parseVisitContext(JSON.parse(contextField));
      } catch {
        return null;
      }
    },
    notifyConfig: applicationMailConfig,
    build({
      valid: { fields, slug, job, file, buffer, bytes, kind },
      visit,
      receivedAt,
      page,
      userAgent,
      ipHash,
      config,
    }) {
      const fileHash = createHash("sha256").update(bytes).digest("hex");
      const id = newApplicationId(receivedAt);
      const { extension, contentType: storedType } = RESUME_KINDS[kind];
      const resumeKey = `${RESUME_PREFIX}${id}.${extension}`;
      return {
        id,
        key: `${APPLICATION_PREFIX}${id}`,
        dedupe: dedupeKeyOf(slug, fields.email!, fileHash),
        files: [{ key: resumeKey, value: buffer, name: "résumé key" }],
        what: `an application for ${slug}`,
        increment: applicationIncrement(slug, visit),
        record: {
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
          receivedAt: receivedAt.toISOString(),
          page,
          userAgent,
          ipHash,
          context: visit,
          status: "new",
          notification: initialApplicationNotification(config),
        },
      };
    },
    async admit(store, { ipHash, env, now }) {
      const allowed = await takeRate(
        store,
        `apply\u0000${ipHash ?? "unknown"}`,
        rateLimitFromEnv(env),
        now,
        RATE_WINDOW_MS,
      );
      if (allowed) return null;
      return {
        status: 429,
        message: "Too many applications from your address. Please try again in an hour.",
        headers: { "Retry-After": String(RATE_WINDOW_MS / 1000) },
      };
    },
    async deliver({ store, submission: { id, record, files }, config: mail, env, deployContext, log, later }) {
      if (!mail.mailer) {
        const why = silencedReason(env, deployContext) ?? "SMTP_URL is not set";
        log(`[applications] ${id} stored; no e-mail sent (${why}).`);
        return;
      }
      await mail.mailer.ready?.().catch((error) => log("[applications] could not load the mailer:", error));
      const resume = Buffer.from(files![0]!.value);
      const work = deliverApplicationMails(store, record, resume, mail, log, {
        now: new Date(record.receivedAt),
      }).catch((error) => log(`[applications] the e-mails of ${id} could not be recorded:`, error));
      await later(work);
    },
  };
}

/** Builds the Functions v2 handler. */
export function createApplyHandler(deps: ApplyDeps) {
  return createIntakeHandler(applicationKind(deps.jobs ?? jobs), { ...deps, count: deps.countApplication });
}
