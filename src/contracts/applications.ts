/**
 * The job application form, defined once in the manner of the lead forms (./forms.ts): its fields
 * (name, label, type, required, limits), the Yup schema built from them, the résumé's limits and
 * kinds, and the endpoint. The same objects serve the browser (src/components/forms/application-form.tsx),
 * the function (POST /api/apply: validation, the 400 message), the e-mail and the export. The form's
 * other words and the consent line are content (content/page-copy.json `job.form`).
 *
 * Isomorphic: no React, no DOM, no Node built-ins, no JSON imports. Whether an opening takes
 * applications is decided by src/lib/jobs.ts (`isOpen`), re-exported here so the function reaches
 * it through the contract.
 */
import { string, type AnyObject, type ObjectSchema, type StringSchema } from "yup";
import { HONEYPOT_FIELD, LEAD_FIELDS, byName, fieldSchema, phraseOf, stringsSchema, type FieldSpec } from "./forms.ts";
import { SLUG } from "./slug.ts";

export { isOpen, isoDay, type JobFacts } from "../lib/jobs.ts";

/** The function's path (must equal netlify/functions/apply.ts's `config.path`; a test checks it). */
export const APPLY_ENDPOINT = "/api/apply";

/** The honeypot field, as on the lead forms. */
export const APPLY_HONEYPOT_FIELD = HONEYPOT_FIELD;

/** Largest lengths of the application's own fields (UTF-16 code units). */
export const APPLY_MAX = { link: 300, note: 1500, job: 80 } as const;

/** The résumé: its multipart field, the kinds accepted (recognised by their bytes) and the size limit. */
export const RESUME = {
  field: "resume",
  label: "Résumé",
  /** 4 MiB: the largest résumé accepted. */
  maxBytes: 4 * 1024 * 1024,
  /** The longest original file name kept (as text only). */
  maxNameLength: 200,
  /** What the file input's `accept` lists; the function never trusts it. */
  accept:
    ".pdf,.docx,.odt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.oasis.opendocument.text",
} as const;

/** The kinds of résumé accepted, with the extension and type the stored file gets. */
export const RESUME_KINDS = {
  pdf: { extension: "pdf", contentType: "application/pdf", label: "PDF" },
  docx: {
    extension: "docx",
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    label: "Word (DOCX)",
  },
  odt: { extension: "odt", contentType: "application/vnd.oasis.opendocument.text", label: "OpenDocument (ODT)" },
} as const;
export type ResumeKind = keyof typeof RESUME_KINDS;

/**
 * The whole multipart body's cap: the résumé plus the text fields and the multipart framing.
 * Netlify refuses requests over about 6 MB before the function runs.
 */
export const APPLY_MAX_BODY_BYTES = 5 * 1024 * 1024;

const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

function isHttpUrl(value: string): boolean {
  if (!HTTP_URL.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "" && !url.username;
  } catch {
    return false;
  }
}

/** The text fields of an application (the résumé is a file, see RESUME), in export order. */
export const APPLICATION_FIELDS = [
  { ...LEAD_FIELDS.name, required: true },
  { ...LEAD_FIELDS.email, required: true },
  { ...LEAD_FIELDS.phone, required: false },
  {
    name: "link",
    label: "LinkedIn or portfolio link",
    type: "text",
    required: false,
    maxLength: APPLY_MAX.link,
    autoComplete: "url",
  },
  { name: "note", label: "Short note", type: "textarea", required: false, maxLength: APPLY_MAX.note, rows: 4 },
] as const satisfies readonly FieldSpec[];

/** The hidden and checkbox fields: the opening applied for and the consent. */
export const JOB_FIELD = { name: "job", label: "Job opening" } as const;
export const CONSENT_FIELD = { name: "consent", label: "Consent" } as const;

export type ApplicationValues = { [K in (typeof APPLICATION_FIELDS)[number]["name"]]: string } & {
  job: string;
  consent: string;
};

/** What the schema accepts: every field a string, an optional one possibly absent. */
export type ApplicationSchemaValues = { [K in keyof ApplicationValues]: string | undefined };

function buildSchema(): ObjectSchema<ApplicationSchemaValues, AnyObject> {
  const text = byName(APPLICATION_FIELDS, (f): StringSchema<string | undefined> => {
    const rule = fieldSchema(f);
    if (f.name !== "link") return rule;
    return rule.test(
      "http-url",
      `${phraseOf(f)} must be a web address starting with http:// or https://`,
      (v) => v == null || v === "" || isHttpUrl(v),
    );
  });
  return stringsSchema({
    ...text,
    [JOB_FIELD.name]: string()
      .required("Choose the opening you apply for")
      .max(APPLY_MAX.job, "Choose the opening you apply for")
      .matches(SLUG, "Choose the opening you apply for"),
    [CONSENT_FIELD.name]: string()
      .required("Please agree to the consent line to apply")
      .oneOf(["true"], "Please agree to the consent line to apply"),
  });
}

/** Formik validates with it; the function with SERVER_VALIDATE_OPTIONS (strict, every error). */
export const APPLICATION_SCHEMA = buildSchema();

/** The label of each field by name, as the 400 message names them. */
export const APPLICATION_LABELS: Record<string, string> = Object.fromEntries([
  ...APPLICATION_FIELDS.map((f) => [f.name, f.label]),
  [JOB_FIELD.name, JOB_FIELD.label],
  [CONSENT_FIELD.name, CONSENT_FIELD.label],
]);

/** Every field empty: the form's starting values. */
export const APPLICATION_INITIAL_VALUES: ApplicationValues = {
  name: "",
  email: "",
  phone: "",
  link: "",
  note: "",
  job: "",
  consent: "",
};

/** The function's success message (API clients read it; the form shows content's `job.form.success`). */
export const APPLY_SUCCESS_MESSAGE = "Thank you! Your application has been received. We will be in touch.";
