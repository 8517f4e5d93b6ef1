/**
 * /api/book/change?t=: the signed links of a booking's confirmation (./links.ts).
 * - GET (a person following the link; a mail scanner's look changes nothing): a small page naming
 *   the booking, with a button that POSTs the same link. A forged link: 400; a used one (its nonce
 *   replaced), a cancelled booking or a call already past: 410. HEAD: 204 when the link is valid.
 * - POST of a cancel link: the booking cancelled in one conditional write (status, a new nonce so
 *   every mailed link stops working, the invitation's SEQUENCE one higher), then its holds released,
 *   then both mails with a `METHOD:CANCEL` invitation.
 * - A reschedule link's page leads to the booking page for the same kind and offers the cancel
 *   button; moving a booking in one step (the new time held before the old one is let go) is next.
 */
import site from "../../../content/site.json";
import { bookPath } from "../../../src/contracts/book";
import type { BookingRules } from "../../../src/contracts/booking";
import { refuse } from "../intake/answer";
import type { Env, Mailer } from "../intake/mail";
import { readWithEtag } from "../shared/blobs";
import { escapeHtml } from "../shared/html";
import { deployContextOf, notifyEnvFor, type DeployContextSource } from "../shared/request-context";
import { API_SECURITY_HEADERS } from "../shared/security-headers";
import { linkSecret, newNonce, readChangeToken, type Purpose } from "./links";
import { bookingMailConfig, cancellationMails, whenLine } from "./notify";
import type { BookingRecord } from "./record";
import { RULES } from "./rules";
import { recordKey, releaseAll, type BookingStore } from "./store";

export interface ChangeDeps {
  store: (deployContext: string) => BookingStore;
  now?: () => Date;
  env?: Env;
  log?: (...a: unknown[]) => void;
  createMailer?: (url: string) => Mailer;
  rules?: BookingRules;
}

export const CHANGE_MESSAGES = {
  forged: "This link is not one of ours. Please use the link in the e-mail as it was sent.",
  used: "This link no longer works: the booking was changed or cancelled, or the call is over.",
  cancelled: "Your call is cancelled. We sent you a confirmation.",
} as const;

function page(status: number, title: string, body: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} | ${escapeHtml(site.brand)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="/">Go to the home page</a></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: { ...API_SECURITY_HEADERS, "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** The answer of a refusal: a page for a person's browser, JSON for anything else. */
function refusal(req: Request, status: number, message: string): Response {
  if (!(req.headers.get("accept") ?? "").includes("text/html")) return refuse({ status, message });
  return page(status, "This link does not work", `<p>${escapeHtml(message)}</p>`);
}

export function createChangeHandler(deps: ChangeDeps) {
  const rules = deps.rules ?? RULES;
  return async (req: Request, context: DeployContextSource = {}): Promise<Response> => {
    if (!["GET", "HEAD", "POST"].includes(req.method))
      return refuse({ status: 405, message: "Method not allowed.", headers: { Allow: "GET, POST" } });
    const now = (deps.now ?? (() => new Date()))();
    const env = deps.env ?? process.env;
    const log = deps.log ?? console.error;
    const deployContext = deployContextOf(context);
    const store = deps.store(deployContext);
    const secret = await linkSecret(env, store);
    const raw = new URL(req.url).searchParams.get("t");
    let purpose: Purpose = "cancel";
    let token = readChangeToken(secret, "cancel", raw);
    if (!token) {
      purpose = "reschedule";
      token = readChangeToken(secret, "reschedule", raw);
    }
    if (!token) return refusal(req, 400, CHANGE_MESSAGES.forged);
    const found = await readWithEtag(store, recordKey(token.id));
    const record = found?.data as BookingRecord | undefined;
    if (
      !record ||
      record.status !== "booked" ||
      record.nonce !== token.nonce ||
      Date.parse(record.start) <= now.getTime()
    )
      return refusal(req, 410, CHANGE_MESSAGES.used);
    if (req.method === "HEAD") return new Response(null, { status: 204, headers: API_SECURITY_HEADERS });
    const when = escapeHtml(whenLine(rules, record));
    const action = escapeHtml(new URL(req.url).pathname + new URL(req.url).search);
    if (req.method === "GET") {
      const cancelForm = (label: string) =>
        purpose === "cancel"
          ? `<form method="post" action="${action}"><button type="submit">${label}</button></form>`
          : `<p>To cancel it, use the cancel link in the same e-mail.</p>`;
      if (purpose === "reschedule")
        return page(
          200,
          "Move your call",
          `<p>Your call is booked for ${when}.</p><p><a href="${escapeHtml(bookPath(record.kind))}">Pick a new time</a>, then cancel this one.</p>${cancelForm("")}`,
        );
      return page(200, "Cancel your call?", `<p>Your call is booked for ${when}.</p>${cancelForm("Cancel this call")}`);
    }
    if (purpose !== "cancel") return refusal(req, 400, CHANGE_MESSAGES.forged);
    const cancelled: BookingRecord = {
      ...record,
      status: "cancelled",
      cancelledAt: now.toISOString(),
      nonce: newNonce(),
      sequence: record.sequence + 1,
    };
    const written = await store.setJSON(
      recordKey(record.id),
      cancelled,
      found?.etag ? { onlyIfMatch: found.etag } : {},
    );
    if (!written.modified) return refusal(req, 410, CHANGE_MESSAGES.used);
    await releaseAll(store, record.holds);
    const config = bookingMailConfig(notifyEnvFor(env, deployContext), deps.createMailer);
    if (config.mailer)
      await cancellationMails(rules, cancelled, config.mailFrom, now)
        .then((mails) => Promise.all(mails.map((m) => config.mailer!.send(m))))
        .catch((error) => log(`[booking] the cancellation mails of ${record.id} could not be sent:`, error));
    if ((req.headers.get("accept") ?? "").includes("text/html"))
      return page(200, "Your call is cancelled", `<p>${when} is free again. We sent you a confirmation.</p>`);
    return new Response(JSON.stringify({ success: true, message: CHANGE_MESSAGES.cancelled }), {
      status: 200,
      headers: {
        ...API_SECURITY_HEADERS,
        "Content-Type": "application/json; charset=utf-8",
        "Cache-Control": "no-store",
      },
    });
  };
}
