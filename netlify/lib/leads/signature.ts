/**
 * The generic webhook's signature, in the manner of Stripe's: `X-Atria-Signature: t=<unix seconds>,v1=<hex>`
 * where v1 is HMAC-SHA256(LEADS_WEBHOOK_SECRET, "<t>.<raw body>"). The receiver recomputes it over
 * the body exactly as received and refuses a timestamp too far from its clock (replays). How to
 * verify: docs/operations.md "Webhook signature".
 */
import { createHmac } from "node:crypto";

export const SIGNATURE_HEADER = "X-Atria-Signature";

export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
  return `t=${t},v1=${v1}`;
}
