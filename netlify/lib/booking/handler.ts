/**
 * /api/book: GET the free times of a kind (`?kind=`), POST a booking as a kind of intake
 * (netlify/lib/intake/README.md). The server never trusts the browser's list: at the request's
 * moment it recomputes freeSlots with what is held (./store.ts `readBusy`), then holds the time for
 * the first free host of the kind with conditional writes (./store.ts `claimAll`), trying the next
 * host before it refuses. A time just taken: 409 with the nearest free times; a time outside the
 * rules or in the past: 422, the same list. See docs/decisions/booking.md.
 */
import { Temporal } from "temporal-polyfill";
import site from "../../../content/site.json";
import {
  ALTERNATIVES_OFFERED,
  BOOK_CONSENT_TEXT,
  BOOK_HONEYPOT_FIELD,
  BOOK_MAX_BODY_BYTES,
  SLOT_TAKEN_MESSAGE,
  SLOT_UNAVAILABLE_MESSAGE,
  type BookValues,
  type OfferedSlot,
} from "../../../src/contracts/book";
import { freeSlots } from "../../../src/contracts/availability";
import type { BookingRules, Busy, Slot } from "../../../src/contracts/booking";
import { parseVisitContext } from "../../../src/contracts/visit";
import { answer, refuse } from "../intake/answer";
import {
  checkSchema,
  createIntakeHandler,
  honeypotFilled,
  type IntakeContext,
  type IntakeDeps,
  type IntakeKind,
} from "../intake/handler";
import { normaliseEmail } from "../intake/records";
import { isJsonContentType, readJsonObject } from "../shared/http";
import { deployContextOf, silencedReason } from "../shared/request-context";
import { leadIncrement } from "../stats/report";
import { linkSecret, newNonce } from "./links";
import { bookingMailConfig, deliverBookingMails, type BookingMailConfig } from "./notify";
import type { BookingRecord } from "./record";
import { CONTRACT, RULES } from "./rules";
import {
  busyKey,
  claimAll,
  dedupeKeyOf,
  holdKeys,
  newBookingId,
  readBusy,
  recordKey,
  releaseAll,
  type BookingStore,
} from "./store";

export const BOOKED_MESSAGE = "You're booked. The confirmation and the invitation are on their way to your inbox.";
export const STORE_FAILURE_MESSAGE = `Sorry, we could not book this call. Please try again, or write to us at ${site.email}.`;

export interface BookDeps extends IntakeDeps<BookingStore> {
  /** The rules (content/booking.json by default; tests pass their own). */
  rules?: BookingRules;
}

/**
 * The free times of a kind as the page offers them (one per start: the host is ours to pick): over
 * the whole horizon from `now`, or (`near`) the week around a time, falling back to the horizon.
 */
export function offered(rules: BookingRules, kind: string, now: Date, busy: Busy[], near?: string): OfferedSlot[] {
  const all = () => freeSlots(rules, { kind, now: now.getTime(), days: rules.horizonDays + 1, busy });
  let slots: Slot[];
  if (near) {
    const from = Temporal.Instant.from(near).toZonedDateTimeISO(rules.timeZone).toPlainDate().subtract({ days: 3 });
    slots = freeSlots(rules, { kind, now: now.getTime(), from: from.toString(), days: 7, busy });
    if (slots.length === 0) slots = all();
  } else slots = all();
  const seen = new Set<string>();
  const out: OfferedSlot[] = [];
  for (const s of slots) {
    const at = Date.parse(s.start);
    if (seen.has(String(at))) continue;
    seen.add(String(at));
    out.push({ start: s.start, end: s.end });
  }
  return out;
}

/** The free times nearest to `start`, soonest first. */
function nearest(list: OfferedSlot[], start: string): OfferedSlot[] {
  const at = Date.parse(start);
  return [...list]
    .sort((a, b) => Math.abs(Date.parse(a.start) - at) - Math.abs(Date.parse(b.start) - at))
    .slice(0, ALTERNATIVES_OFFERED)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

interface ValidBooking {
  values: BookValues;
}

function bookingKind(
  rules: BookingRules,
): IntakeKind<Record<string, unknown>, ValidBooking, BookingRecord, BookingMailConfig, BookingStore> {
  return {
    area: "booking",
    noun: "booking",
    successMessage: BOOKED_MESSAGE,
    storeFailureMessage: STORE_FAILURE_MESSAGE,
    async parse(req) {
      if (!isJsonContentType(req.headers.get("content-type")))
        return { ok: false, status: 415, message: "Send the booking as application/json." };
      const body = await readJsonObject(req, BOOK_MAX_BODY_BYTES);
      return body.ok ? { ok: true, value: body.value } : { ok: false, status: body.status, message: body.message };
    },
    trapped: (raw) => honeypotFilled(raw, BOOK_HONEYPOT_FIELD),
    async check(raw) {
      const checked = await checkSchema(CONTRACT.schema, CONTRACT.labels, raw);
      if (!checked.ok) return checked;
      const v = checked.value as Partial<BookValues>;
      const values: BookValues = {
        kind: v.kind ?? "",
        start: v.start ?? "",
        timeZone: v.timeZone ?? "",
        name: v.name ?? "",
        email: normaliseEmail(v.email ?? ""),
        company: v.company ?? "",
        phone: v.phone ?? "",
        service: v.service ?? "",
        budget: v.budget ?? "",
        consent: v.consent ?? "",
      };
      if (!rules.kinds.some((k) => k.slug === values.kind))
        return { ok: false, status: 404, message: "There is no such kind of call." };
      return { ok: true, value: { values } };
    },
    visit: (raw) => parseVisitContext(raw.context),
    notifyConfig: bookingMailConfig,
    build({ valid: { values }, visit, receivedAt, page, userAgent, ipHash }) {
      const id = newBookingId(receivedAt);
      const at = receivedAt.toISOString();
      return {
        id,
        key: recordKey(id),
        dedupe: dedupeKeyOf(values.email, values.kind, values.start),
        what: `a ${values.kind} booking`,
        // Counted as a lead of the form "booking": per landing page and campaign, beside the forms.
        increment: leadIncrement("booking", visit),
        record: {
          version: 1,
          id,
          form: "booking",
          kind: values.kind,
          host: "",
          start: values.start,
          end: values.start,
          visitorTimeZone: values.timeZone,
          status: "booked",
          fields: {
            name: values.name,
            email: values.email,
            company: values.company,
            phone: values.phone,
            service: values.service,
            budget: values.budget,
          },
          consent: { text: BOOK_CONSENT_TEXT, page, at },
          receivedAt: at,
          page,
          userAgent,
          ipHash,
          context: visit,
          campaign: visit?.utm?.campaign ?? null,
          holds: [],
          nonce: newNonce(),
          sequence: 0,
          cancelledAt: null,
          notification: { visitor: "pending", host: "pending", lastError: null },
        },
      };
    },
    async admit(store, { now, submission }) {
      const asked = submission.record;
      const at = Date.parse(asked.start);
      // Recomputed now, with what is held now (the browser's list may be old), on the asked time's day.
      const day = Temporal.Instant.from(asked.start).toZonedDateTimeISO(rules.timeZone).toPlainDate().toString();
      const onDay = (busy: Busy[]) =>
        freeSlots(rules, { kind: asked.kind, now: now.getTime(), from: day, days: 1, busy }).filter(
          (s) => Date.parse(s.start) === at,
        );
      const candidates = onDay(await readBusy(store));
      const alternatives = async () => ({
        alternatives: nearest(offered(rules, asked.kind, now, await readBusy(store), asked.start), asked.start),
      });
      if (candidates.length === 0) {
        // Free by the rules alone, so someone holds it: taken. Else outside the rules (or past).
        const taken = onDay([]).length > 0;
        return {
          status: taken ? 409 : 422,
          message: taken ? SLOT_TAKEN_MESSAGE : SLOT_UNAVAILABLE_MESSAGE,
          extra: await alternatives(),
        };
      }
      for (const slot of candidates) {
        const holds = [...holdKeys(rules, slot.host, slot.start, slot.end), busyKey(slot.host, slot.start, slot.end)];
        if (!(await claimAll(store, holds, { booking: submission.id }))) continue;
        const record: BookingRecord = { ...asked, host: slot.host, start: slot.start, end: slot.end, holds };
        return { submission: { ...submission, record }, release: () => releaseAll(store, holds) };
      }
      return { status: 409, message: SLOT_TAKEN_MESSAGE, extra: await alternatives() };
    },
    answered: ({ record }) => ({
      booking: { id: record.id, kind: record.kind, start: record.start, end: record.end, host: record.host },
    }),
    async deliver({ store, submission: { id, record }, config, env, deployContext, now, log, later }) {
      if (!config.mailer) {
        const why = silencedReason(env, deployContext) ?? "SMTP_URL is not set";
        log(`[booking] ${id} stored; no mails sent (${why}).`);
        return;
      }
      await config.mailer.ready?.().catch((error) => log("[booking] could not load the mailer:", error));
      const mailer = config.mailer;
      const work = linkSecret(env, store)
        .then((secret) =>
          deliverBookingMails(store, rules, record, { mailer, mailFrom: config.mailFrom, secret, now, log }),
        )
        .catch((error) => log(`[booking] the mails of ${id} could not be recorded:`, error));
      await later(work);
    },
  };
}

/** GET /api/book?kind=: the free times of a kind from now, as the page shows them. */
async function freeTimes(req: Request, context: IntakeContext, deps: BookDeps, rules: BookingRules) {
  const kind = new URL(req.url).searchParams.get("kind") ?? "";
  if (!rules.kinds.some((k) => k.slug === kind))
    return refuse({ status: 404, message: "There is no such kind of call." });
  const now = (deps.now ?? (() => new Date()))();
  const store = deps.store(deployContextOf(context));
  const slots = offered(rules, kind, now, await readBusy(store));
  return answer(200, { success: true, message: "" }, {}, { kind, slots });
}

/** Builds the Functions v2 handler of /api/book. */
export function createBookHandler(deps: BookDeps) {
  const rules = deps.rules ?? RULES;
  const book = createIntakeHandler(bookingKind(rules), deps);
  return (req: Request, context: IntakeContext): Promise<Response> =>
    req.method === "GET" ? freeTimes(req, context, deps, rules) : book(req, context);
}
