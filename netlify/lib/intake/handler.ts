/**
 * The intake floor: the steps every kind of intake (leads, applications, and next subscriptions and
 * bookings) runs, in this order, written once. A kind gives its parser (JSON, or multipart with a
 * résumé), its checks and its record builder (`IntakeKind` below); the floor does the rest:
 *
 * method → the kind's parser (content type, capped body) → honeypot → the kind's checks (the
 * shared Yup schema, refusals naming the fields by their labels) → visit context → the deploy
 * context's store and notify configuration → salt and IP hash → the record → [the kind's own
 * admission] → dedupe claim → the files, then the record, each `onlyIfNew` (or the kind's merge
 * into the record its key names) → 503 with clean-up →
 * the kind's follow-ups → count if live → delivery after the answer (`context.waitUntil`).
 *
 * Every refusal is `{ success: false, message }` (./answer.ts); so is the platform's rate limit
 * (netlify/functions/rate-limited.ts). How to add a kind: ./README.md.
 */
import type { Context } from "@netlify/functions";
import { ValidationError, type AnyObject, type ObjectSchema } from "yup";
import { SERVER_VALIDATE_OPTIONS, validationFailure } from "../../../src/contracts";
import type { VisitContext } from "../../../src/contracts/visit";
import { readWithEtag, type BlobStore } from "../shared/blobs";
import { deployContextOf, isLiveContext, notifyEnvFor, type DeployContextSource } from "../shared/request-context";
import type { Increment } from "../stats/counters";
import { answer, meta, refuse, type Refusal } from "./answer";
import { claimDedupe } from "./dedupe";
import { hashIp, ipSalt } from "./ip-hash";
import type { Env, Mailer } from "./mail";
import type { IntakeStore } from "./store";

export type Log = (...a: unknown[]) => void;

/** What every kind's handler is built with (a kind's own deps, e.g. `countLead`, are mapped onto these by its create function). */
export interface IntakeDeps<S extends IntakeStore> {
  /** The deploy context's store of the kind (`leads`, `applications-deploy-preview`, ...). */
  store: (deployContext: string) => S;
  now?: () => Date;
  env?: Env;
  log?: Log;
  /** Builds the SMTP mailer from SMTP_URL (injected in tests). */
  createMailer?: (url: string) => Mailer;
  /** Where the site's own IP-hash secret is kept (./ip-hash.ts `ipSaltStore`); without it, the kind's store. */
  saltStore?: (deployContext: string) => BlobStore;
  /** Where that secret was kept before (the `leads` store), read once as a migration. */
  legacySaltStore?: (deployContext: string) => BlobStore;
  /** Counts the stored submission in the day's measurement counters (netlify/lib/stats). */
  count?: (inc: Increment, now: Date) => Promise<void>;
}

export type IntakeContext = Pick<Context, "ip"> & { waitUntil?: (p: Promise<unknown>) => void } & DeployContextSource;

/** A step's outcome: its value, or the refusal to answer with. */
/**
 * A JSON kind's honeypot (its `trapped` step): the hidden field is present and not empty. A
 * multipart kind reads its own form field.
 */
export function honeypotFilled(raw: Record<string, unknown>, field: string): boolean {
  const trap = Object.prototype.hasOwnProperty.call(raw, field) ? raw[field] : undefined;
  return trap !== undefined && trap !== null && trap !== "";
}

export type Step<T> = { ok: true; value: T } | ({ ok: false } & Refusal);

/** What a kind's builder makes of one valid submission. */
export interface Submission<R> {
  /** How the logs name it: the lead's key, the application's id. */
  id: string;
  /** The record's key; an existing key is an error, never an overwrite. */
  key: string;
  record: R;
  /** The dedupe slot (./dedupe.ts) of what makes two submissions the same. */
  dedupe: string;
  /** Blobs written before the record (a résumé) and removed again when the record cannot be. */
  files?: { key: string; value: ArrayBuffer; name: string }[];
  /** How the store-failure log names it: "a contact lead", "an application for seo-specialist". */
  what: string;
  /** The day's counters' increment (netlify/lib/stats/report.ts). */
  increment: Increment;
}

/** What the floor hands a kind once the submission is stored. */
export interface Stored<R, C, S> {
  store: S;
  submission: Submission<R>;
  /** The record's ETag from its write (undefined when the store gave none). */
  etag: string | undefined;
  config: C;
  env: Env;
  deployContext: string;
  now: () => Date;
  log: Log;
  /** Work after the answer: `context.waitUntil` when the platform gives it, else awaited (or left running). */
  later: (work: Promise<unknown>, without?: "await" | "run") => Promise<void>;
}

/** What `admit` took for a submission (./handler.ts `IntakeKind.admit`). */
export interface Admitted<R> {
  submission: Submission<R>;
  release(): Promise<void>;
}

export interface IntakeKind<B, V, R, C, S extends IntakeStore> {
  /** The logs' tag: `[leads]`, `[applications]`. */
  area: string;
  /** The logs' word for one submission: "lead", "application". */
  noun: string;
  successMessage: string;
  /** The 503's message, when the store refused the write (it gives the agency's address). */
  storeFailureMessage: string;
  /** Content type, capped body, the kind's format (JSON, multipart). */
  parse(req: Request): Promise<Step<B>>;
  /** The honeypot: a bot is told all went well and nothing is kept. */
  trapped(body: B): boolean;
  /** The shared schema (./handler.ts `checkSchema`) and the kind's own checks. */
  check(body: B, now: Date): Promise<Step<V>>;
  /** Where the visit came from (src/contracts/visit.ts): kept when valid, else null; never a refusal. */
  visit(body: B): VisitContext | null;
  /** The notify configuration from the deploy context's environment (notifyEnvFor). */
  notifyConfig(env: Env, createMailer?: (url: string) => Mailer): C;
  /** The record (async when it reads the store: a subscription's key is its address hashed with the store's salt). */
  build(input: {
    valid: V;
    visit: VisitContext | null;
    receivedAt: Date;
    page: string | null;
    userAgent: string | null;
    ipHash: string | null;
    config: C;
    store: S;
    env: Env;
  }): Submission<R> | Promise<Submission<R>>;
  /**
   * Before the dedupe claim, in the store step: a refusal (the applications' per-address limit),
   * "quiet" (answer the success and keep nothing: a suppressed address signing up again), null, or
   * `Admitted` (a booking's slot held for one host): the submission to store in its place, and how
   * to let go of what admitting took when the submission is not stored (a repeat, a failed write).
   */
  admit?(
    store: S,
    input: { ipHash: string | null; env: Env; now: Date; submission: Submission<R> },
  ): Promise<Refusal | "quiet" | null | Admitted<R>>;
  /** The success answer's own fields (a booking's time and host), beside `success` and `message`. */
  answered?(submission: Submission<R>): Record<string, unknown>;
  /**
   * When the record's key exists already (a kind whose key is its subject, as a subscription's is
   * its address): the record to write in its place (conditionally, on the ETag read), or null to
   * answer the success and change nothing. Without it, an existing key is an error (the 503).
   */
  merge?(existing: unknown, submission: Submission<R>): R | null;
  /** Right after the record is safe: the kind's own follow-ups (the desk's index, the retry marker). */
  stored?(s: Stored<R, C, S>): Promise<void>;
  /** The notifications, sent after the answer; never turns it into a failure. */
  deliver(s: Stored<R, C, S>): Promise<void>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySchema = ObjectSchema<any, AnyObject, any, any>;

/**
 * The shared schema on the server (`strict`, every error, unknown keys stripped): the valid values,
 * or the 400 naming each refused field once by its label ("the form" for one without).
 */
export async function checkSchema(
  schema: AnySchema,
  labels: Record<string, string>,
  raw: Record<string, unknown>,
): Promise<Step<Record<string, unknown>>> {
  try {
    return { ok: true, value: await schema.validate(raw, SERVER_VALIDATE_OPTIONS) };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const paths = [...new Set((error.inner.length ? error.inner : [error]).map((e) => e.path ?? ""))];
    // An array's item (`topics[1]`) is named by its array's label.
    const names = [...new Set(paths.map((p) => labels[p.replace(/\[\d+\]$/, "")] ?? "the form"))];
    return { ok: false, status: 400, message: validationFailure(names).message };
  }
}

/** Builds the Functions v2 handler of one kind of intake. */
export function createIntakeHandler<B, V, R, C, S extends IntakeStore>(
  kind: IntakeKind<B, V, R, C, S>,
  deps: IntakeDeps<S>,
) {
  return async (req: Request, context: IntakeContext): Promise<Response> => {
    const clock = deps.now ?? (() => new Date());
    const env = deps.env ?? process.env;
    const log = deps.log ?? console.error;
    const success = () => answer(200, { success: true, message: kind.successMessage });

    if (req.method !== "POST")
      return refuse({ status: 405, message: "Method not allowed: use POST.", headers: { Allow: "POST" } });
    const parsed = await kind.parse(req);
    if (!parsed.ok) return refuse(parsed);
    const body = parsed.value;
    if (kind.trapped(body)) return success();
    const receivedAt = clock();
    const checked = await kind.check(body, receivedAt);
    if (!checked.ok) return refuse(checked);
    const visit = kind.visit(body);

    // A deploy preview's or branch deploy's submissions are kept in a store of their own and notify
    // nobody unless LEADS_NOTIFY_CONTEXTS names the context (docs/decisions/preview-leads.md).
    const deployContext = deployContextOf(context);
    const store = deps.store(deployContext);
    const config = kind.notifyConfig(notifyEnvFor(env, deployContext), deps.createMailer);
    // Without the salt (its store unreadable) the submission is still kept, without the hash.
    const ipHash = context.ip
      ? await ipSalt(
          env,
          (deps.saltStore ?? deps.store)(deployContext),
          log,
          deps.legacySaltStore?.(deployContext),
        ).then(
          (salt) => hashIp(context.ip, salt),
          (error: unknown) => (log(`[${kind.area}] no IP hash for this ${kind.noun}:`, error), null),
        )
      : null;
    let submission: Submission<R>;
    try {
      submission = await kind.build({
        valid: checked.value,
        visit,
        receivedAt,
        page: meta(req.headers.get("referer")),
        userAgent: meta(req.headers.get("user-agent")),
        ipHash,
        config,
        store,
        env,
      });
    } catch (error) {
      log(`[${kind.area}] could not prepare this ${kind.noun}:`, error);
      return refuse({ status: 503, message: kind.storeFailureMessage });
    }

    let claimed = false;
    let etag: string | undefined;
    let admitted: Admitted<R> | null = null;
    const written: string[] = [];
    try {
      const refused = await kind.admit?.(store, { ipHash, env, now: receivedAt, submission });
      if (refused === "quiet") return success();
      if (refused && "submission" in refused) {
        admitted = refused;
        submission = refused.submission;
      } else if (refused) return refuse(refused);
      claimed = await claimDedupe(store, submission.dedupe, receivedAt);
      // The same submission arrived less than ten minutes ago and is already stored.
      if (!claimed) {
        await admitted?.release();
        return success();
      }
      // The files first, then the record: only the record makes a submission visible, so a failure
      // in between leaves no half submission (and the files are removed below).
      for (const file of submission.files ?? []) {
        if (!store.set) throw new Error(`the ${kind.area} store takes no files`);
        const saved = await store.set(file.key, file.value, { onlyIfNew: true });
        if (!saved.modified) throw new Error(`${file.name} ${file.key} already exists`);
        written.push(file.key);
      }
      const saved = await store.setJSON(submission.key, submission.record, { onlyIfNew: true });
      if (saved.modified) etag = saved.etag;
      else if (!kind.merge) throw new Error(`${kind.noun} ${submission.key} already exists`);
      else {
        // The kind's key names its subject: the record is updated in place, or left as it is.
        const found = await readWithEtag(store, submission.key);
        const merged = found ? kind.merge(found.data, submission) : null;
        if (!merged) return success();
        const updated = await store.setJSON(submission.key, merged, found?.etag ? { onlyIfMatch: found.etag } : {});
        if (!updated.modified) throw new Error(`${kind.noun} ${submission.key} changed while it was updated`);
        submission = { ...submission, record: merged };
        etag = updated.etag;
      }
    } catch (error) {
      log(`[${kind.area}] could not store ${submission.what}:`, error);
      for (const key of written) await store.delete(key).catch(() => {});
      if (claimed) await store.delete(submission.dedupe).catch(() => {});
      await admitted?.release().catch(() => {});
      return refuse({ status: 503, message: kind.storeFailureMessage });
    }

    // The submission is safe: from here on nothing turns the answer into a failure.
    const later = async (work: Promise<unknown>, without: "await" | "run" = "await") => {
      if (context.waitUntil) context.waitUntil(work);
      else if (without === "await") await work;
    };
    const stored: Stored<R, C, S> = { store, submission, etag, config, env, deployContext, now: clock, log, later };
    await kind.stored?.(stored);
    // Only the live site's submissions count in the measurement report (netlify/lib/stats).
    if (deps.count && isLiveContext(deployContext)) {
      await later(
        deps
          .count(submission.increment, receivedAt)
          .catch((error) => log(`[stats] could not count ${kind.noun} ${submission.id}:`, error)),
      );
    }
    await kind.deliver(stored);
    return answer(200, { success: true, message: kind.successMessage }, {}, kind.answered?.(submission));
  };
}
