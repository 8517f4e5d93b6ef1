import { string } from "yup";

/**
 * Rules shared by both lead forms. The same schemas run in the browser (Formik) and on the server
 * (netlify/lib/leads), so nothing here may depend on the DOM or on Node.
 *
 * The server validates with `strict: true`: no transform runs, so the schemas carry tests only
 * (no `.trim()`, no coercion). A wrong type (`true`, `42`, `null`) fails instead of becoming text.
 */

export const MAX = {
  name: 100,
  email: 254,
  phone: 30,
  company: 120,
  message: 5000,
} as const;

/** The honeypot field's name on both forms: people never see it, bots tend to fill it. */
export const HONEYPOT_FIELD = "website";

// C0 controls except tab/LF/CR, DEL and the C1 block.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/; // eslint-disable-line no-control-regex
// Bidirectional embeddings, overrides and isolates (Trojan Source style reordering).
const BIDI = /[\u202A-\u202E\u2066-\u2069]/;
// Invisible characters with no business in a name or address: zero-width space, LRM/RLM, word
// joiner and friends, BOM. ZWNJ/ZWJ (U+200C/U+200D) stay allowed: emoji sequences and several
// scripts need them.
const INVISIBLE = /[\u200B\u200E\u200F\u2060-\u2064\uFEFF]/;
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function hasForbidden(value: string, singleLine: boolean): boolean {
  return (
    CONTROL.test(value) ||
    BIDI.test(value) ||
    LONE_SURROGATE.test(value) ||
    (singleLine && (LINE_BREAK.test(value) || INVISIBLE.test(value) || value.includes("\t")))
  );
}

/** A required single-line text field (name, phone, ...): no line breaks, no hidden characters. */
export function singleLine(label: string, max: number) {
  return string()
    .max(max, `${label} must be at most ${max} characters`)
    .test("single-line", `${label} must be one line of plain text`, (v) => v == null || !hasForbidden(v, true));
}

export function requiredSingleLine(label: string, max: number) {
  return singleLine(label, max)
    .required(`${label} is required`)
    .test("not-blank", `${label} is required`, (v) => v == null || v.trim() !== "");
}

export function requiredEmail() {
  return requiredSingleLine("Email address", MAX.email).email("Enter a valid email address");
}

export function requiredMessage(max: number = MAX.message) {
  return string()
    .required("Message is required")
    .max(max, `Message must be at most ${max} characters`)
    .test("not-blank", "Message is required", (v) => v == null || v.trim() !== "")
    .test(
      "plain-text",
      "Message contains characters that are not allowed",
      (v) => v == null || !hasForbidden(v, false),
    );
}

/** Yup's validation options on the server: exact types, every error, unknown keys dropped. */
export const SERVER_VALIDATE_OPTIONS = { strict: true, abortEarly: false, stripUnknown: true } as const;
