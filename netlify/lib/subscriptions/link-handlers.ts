/**
 * The two links of a subscription's mails:
 * - GET /api/subscriptions/confirm?t=: a valid, unused, unexpired link confirms the pending record
 *   (the nonce cleared in the same conditional write: single use) and redirects 303 to
 *   CONFIRMED_PATH (the preferences page) with a preferences token; a forged (400), expired or used (410) link answers a short page (HTML when the
 *   client accepts it, else JSON) and changes nothing;
 * - POST /api/subscriptions/unsubscribe?t= (RFC 8058 one-click): the record is replaced by its
 *   hashed suppression entry at once; a replay finds the entry and answers the same 200.
 */
import { CONFIRMED_PATH, PREFERENCES_LINK_DAYS } from "../../../src/contracts/subscription-base";
import { answer, refuse } from "../intake/answer";
import { readWithEtag } from "../shared/blobs";
import { escapeHtml } from "../shared/html";
import { deployContextOf, type DeployContextSource } from "../shared/request-context";
import { API_SECURITY_HEADERS } from "../shared/security-headers";
import type { Env } from "../intake/mail";
import { linkSecret, preferencesToken, readConfirmToken, readUnsubscribeToken } from "./links";
import type { SubscriptionRecord, SuppressionEntry } from "./record";
import { recordKey, suppressedKey, type SubscriptionStore } from "./store";

export interface LinkDeps {
  store: (deployContext: string) => SubscriptionStore;
  now?: () => Date;
  env?: Env;
  log?: (...a: unknown[]) => void;
}

/** A link's refusal: a small page for a person's browser, JSON for anything else. */
function linkRefusal(req: Request, status: number, message: string): Response {
  if (!(req.headers.get("accept") ?? "").includes("text/html")) return refuse({ status, message });
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Subscription link</title></head><body><main><h1>This link does not work</h1><p>${escapeHtml(message)}</p><p><a href="/">Go to the home page</a></p></main></body></html>`;
  return new Response(body, {
    status,
    headers: { ...API_SECURITY_HEADERS, "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

export const LINK_MESSAGES = {
  forged: "This confirmation link is not one of ours. Please use the link in the e-mail as it was sent.",
  expired: "This confirmation link has expired. Please sign up again to get a new one.",
  used: "This confirmation link has already been used or is no longer valid.",
} as const;

export function createConfirmHandler(deps: LinkDeps) {
  return async (req: Request, context: DeployContextSource = {}): Promise<Response> => {
    if (req.method !== "GET" && req.method !== "HEAD")
      return refuse({ status: 405, message: "Method not allowed: use GET.", headers: { Allow: "GET" } });
    const now = (deps.now ?? (() => new Date()))();
    const store = deps.store(deployContextOf(context));
    const secret = await linkSecret(deps.env ?? process.env, store);
    const token = readConfirmToken(secret, new URL(req.url).searchParams.get("t"), now);
    if (!token.ok) return linkRefusal(req, token.why === "forged" ? 400 : 410, LINK_MESSAGES[token.why]);
    // HEAD (a mail scanner's look) never uses the link.
    if (req.method === "HEAD") return new Response(null, { status: 204, headers: API_SECURITY_HEADERS });
    const found = await readWithEtag(store, recordKey(token.id));
    const record = found?.data as SubscriptionRecord | undefined;
    if (!record || record.status !== "pending" || record.confirmation.nonce !== token.nonce)
      return linkRefusal(req, 410, LINK_MESSAGES.used);
    const confirmed: SubscriptionRecord = {
      ...record,
      status: "confirmed",
      consent: { ...record.consent, confirmedAt: now.toISOString() },
      confirmation: { ...record.confirmation, nonce: null },
    };
    const written = await store.setJSON(recordKey(token.id), confirmed, found?.etag ? { onlyIfMatch: found.etag } : {});
    // Another click won the race: that one confirmed it.
    if (!written.modified) return linkRefusal(req, 410, LINK_MESSAGES.used);
    // The preferences page says it is confirmed, with the reader's own link to change it.
    const until = new Date(now.getTime() + PREFERENCES_LINK_DAYS * 24 * 60 * 60 * 1000);
    const location = `${CONFIRMED_PATH}&token=${preferencesToken(secret, token.id, until)}`;
    return new Response(null, {
      status: 303,
      headers: { ...API_SECURITY_HEADERS, Location: location, "Cache-Control": "no-store" },
    });
  };
}

/**
 * Unsubscribes an address: its suppression entry first, then the record deleted, so a failure in
 * between leaves the address suppressed. A replay finds the entry (kept as first written) and
 * deletes a record only if one is left.
 */
export async function suppress(store: SubscriptionStore, id: string, entry: SuppressionEntry): Promise<void> {
  const saved = await store.setJSON(suppressedKey(id), entry, { onlyIfNew: true });
  if (saved.modified || (await store.get(recordKey(id), { type: "json" }))) await store.delete(recordKey(id));
}

export const UNSUBSCRIBED_MESSAGE = "You are unsubscribed: we will send this address nothing more.";

export function createUnsubscribeHandler(deps: LinkDeps) {
  return async (req: Request, context: DeployContextSource = {}): Promise<Response> => {
    if (req.method !== "POST")
      return refuse({ status: 405, message: "Method not allowed: use POST.", headers: { Allow: "POST" } });
    const now = (deps.now ?? (() => new Date()))();
    const store = deps.store(deployContextOf(context));
    const secret = await linkSecret(deps.env ?? process.env, store);
    const id = readUnsubscribeToken(secret, new URL(req.url).searchParams.get("t"));
    if (!id) return refuse({ status: 400, message: "This unsubscribe link is not one of ours." });
    await suppress(store, id, { at: now.toISOString(), via: "one-click" });
    return answer(200, { success: true, message: UNSUBSCRIBED_MESSAGE });
  };
}
