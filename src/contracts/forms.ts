/**
 * The two lead forms, each defined once: its fields (name, label as the form shows it, type,
 * required, length limit, choices), the Yup schema built from that field list, the server's
 * validation options and the honeypot field. The same objects serve the browser (Formik and the
 * form markup), the functions (validation, the 400 message, the notification e-mail) and the
 * build-side scripts (the CSV export of `npm run leads`).
 *
 * Isomorphic on purpose: no React, no DOM, no Node built-ins, no JSON imports. Plain TypeScript
 * (no enums, explicit `.ts` imports) so `node --experimental-strip-types` runs it as it is.
 *
 * The server validates with `strict: true`: no transform runs, so the schemas carry tests only
 * (no `.trim()`, no coercion). A wrong type (`true`, `42`, `null`) fails instead of becoming text.
 */
import { object, string, type AnyObject, type ObjectSchema, type StringSchema } from "yup";

export type FieldType = "text" | "email" | "tel" | "textarea" | "select";

export interface FieldOption {
  readonly value: string;
  readonly label: string;
}

/** One field of a lead form. */
export interface FieldSpec {
  /** The JSON key the browser sends and the lead record keeps. */
  readonly name: string;
  /** The label as the form shows it (a required field gets " *" appended by the form). */
  readonly label: string;
  readonly type: FieldType;
  readonly required: boolean;
  /** Most characters accepted (the input's maxLength and the schema's max). Absent for a select. */
  readonly maxLength?: number;
  /** Visible rows of a textarea. */
  readonly rows?: number;
  /** The browser's autofill hint. */
  readonly autoComplete?: string;
  /** The choices of a select, in the order shown; "" (the empty choice) is always allowed. */
  readonly options?: readonly FieldOption[];
  /** The text of the empty choice of a select. */
  readonly emptyOption?: string;
  /** The error for a value that is not one of the options. */
  readonly invalidOption?: string;
  /**
   * The field's name inside a sentence ("Full name is required") and in the agency's e-mail.
   * Derived from the label by `phraseOf` unless given.
   */
  readonly phrase?: string;
}

/** Largest accepted lengths, in UTF-16 code units (what `maxLength` and Yup's `max` count). */
export const MAX = {
  name: 100,
  email: 254,
  phone: 30,
  company: 120,
  message: 5000,
} as const;

/** The honeypot field's name on both forms: people never see it, bots tend to fill it. */
export const HONEYPOT_FIELD = "website";
/** The honeypot's label (read only by bots and by nobody else: the field is hidden from people). */
export const HONEYPOT_LABEL = "Leave this field empty";

/** Yup's validation options on the server: exact types, every error, unknown keys dropped. */
export const SERVER_VALIDATE_OPTIONS = { strict: true, abortEarly: false, stripUnknown: true } as const;

/** Service Interest choices of the Contact form, in the spec's order ('personalized' once). */
export const SERVICE_OPTIONS = [
  { value: "website-development", label: "Website Development" },
  { value: "seo", label: "SEO" },
  { value: "software-development", label: "Software Development" },
  { value: "social-media", label: "Social Media Marketing" },
  { value: "personalized", label: "Personalized Package" },
  { value: "reputation-management", label: "Reputation Management" },
  { value: "email-marketing", label: "Email Marketing" },
  { value: "full-analytics", label: "Full Analytics" },
  { value: "ecommerce-development", label: "Ecommerce Development" },
  { value: "other", label: "Other" },
] as const satisfies readonly FieldOption[];

export type ServiceValue = (typeof SERVICE_OPTIONS)[number]["value"];

/**
 * Every field a lead can carry, in the order the lead export lists them. A form takes its fields
 * from here and says which are required (and, for a textarea, how many rows it shows).
 */
export const LEAD_FIELDS = {
  name: { name: "name", label: "Full Name", type: "text", maxLength: MAX.name, autoComplete: "name" },
  firstName: {
    name: "firstName",
    label: "First Name",
    type: "text",
    maxLength: MAX.name,
    autoComplete: "given-name",
  },
  lastName: {
    name: "lastName",
    label: "Last Name",
    type: "text",
    maxLength: MAX.name,
    autoComplete: "family-name",
  },
  email: { name: "email", label: "Email Address", type: "email", maxLength: MAX.email, autoComplete: "email" },
  phone: { name: "phone", label: "Phone Number", type: "tel", maxLength: MAX.phone, autoComplete: "tel" },
  company: {
    name: "company",
    label: "Company Name",
    type: "text",
    maxLength: MAX.company,
    autoComplete: "organization",
  },
  service: {
    name: "service",
    label: "Service Interest",
    type: "select",
    options: SERVICE_OPTIONS,
    emptyOption: "Select a service",
    invalidOption: "Choose a service from the list",
  },
  message: { name: "message", label: "Message", type: "textarea", maxLength: MAX.message },
} as const satisfies Record<string, Omit<FieldSpec, "required">>;

export type LeadFieldName = keyof typeof LEAD_FIELDS;

/** The field names of every lead, in export order (name, firstName, ..., message). */
export const LEAD_FIELD_NAMES = Object.keys(LEAD_FIELDS) as LeadFieldName[];

/** "Full Name" -> "Full name": the label as a noun phrase inside a sentence or a table row. */
export function phraseOf(field: Pick<FieldSpec, "label" | "phrase">): string {
  if (field.phrase) return field.phrase;
  const [first = "", ...rest] = field.label.split(" ");
  return [first, ...rest.map((word) => word.toLowerCase())].join(" ");
}

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

const notBlank = (v: string | undefined) => v == null || v.trim() !== "";

/** The Yup rule of one field, from its spec. */
export function fieldSchema(field: FieldSpec): StringSchema<string | undefined> {
  const phrase = phraseOf(field);
  if (field.type === "select") {
    const values = (field.options ?? []).map((o) => o.value);
    let rule = string().oneOf(["", ...values], field.invalidOption ?? `${phrase} must be one of the listed choices`);
    if (field.required)
      rule = rule.required(`${phrase} is required`).test("not-blank", `${phrase} is required`, notBlank);
    return rule as StringSchema<string | undefined>;
  }
  if (field.type === "textarea") {
    let rule = string();
    if (field.required) rule = rule.required(`${phrase} is required`);
    if (field.maxLength !== undefined)
      rule = rule.max(field.maxLength, `${phrase} must be at most ${field.maxLength} characters`);
    if (field.required) rule = rule.test("not-blank", `${phrase} is required`, notBlank);
    return rule.test(
      "plain-text",
      `${phrase} contains characters that are not allowed`,
      (v) => v == null || !hasForbidden(v, false),
    );
  }
  // One line of text: no line breaks, no hidden characters.
  let rule = string();
  if (field.maxLength !== undefined)
    rule = rule.max(field.maxLength, `${phrase} must be at most ${field.maxLength} characters`);
  rule = rule.test(
    "single-line",
    `${phrase} must be one line of plain text`,
    (v) => v == null || !hasForbidden(v, true),
  );
  if (field.required)
    rule = rule.required(`${phrase} is required`).test("not-blank", `${phrase} is required`, notBlank);
  if (field.type === "email") rule = rule.email("Enter a valid email address");
  return rule;
}

export type FormId = "get-started" | "contact";

/** Form values as Formik holds them and as the JSON body carries them: every field a string. */
export type FormValues<F extends readonly FieldSpec[]> = { [K in F[number]["name"]]: string };

/** What a form's schema accepts: every field a string, an optional one possibly absent. */
export type SchemaValues<F extends readonly FieldSpec[]> = Record<F[number]["name"], string | undefined>;

/**
 * One entry per field, keyed by its name, as a record typed by those names (a form's initial
 * values, its schema's shape). `Object.fromEntries` can only say `Record<string, V>`; every
 * field's name is a key.
 */
export function byName<T extends { readonly name: string }, V>(
  fields: readonly T[],
  value: (field: T) => V,
): Record<T["name"], V> {
  return Object.fromEntries(fields.map((f) => [f.name, value(f)])) as Record<T["name"], V>;
}

/**
 * The Yup object schema of one string rule per field name, typed by those names. Yup's `Shape<T>`
 * cannot be related to a record over a generic set of names, so the schema is built over string
 * keys (which type-checks as it is) and narrowed to the names with one checked `as`.
 */
export function stringsSchema<N extends string>(
  shape: Record<N, StringSchema<string | undefined>>,
): ObjectSchema<Record<N, string | undefined>, AnyObject> {
  const fields: Record<string, StringSchema<string | undefined>> = shape;
  return object(fields) as ObjectSchema<Record<N, string | undefined>, AnyObject>;
}

export interface FormContract<Id extends FormId = FormId, F extends readonly FieldSpec[] = readonly FieldSpec[]> {
  id: Id;
  /** The form's accessible name and the e-mail's subject ("New Contact request from ..."). */
  title: string;
  /** The function's path (must equal the function's `config.path`; a test checks it). */
  endpoint: string;
  fields: F;
  /** The Yup schema, built from `fields`: Formik validates with it, the function with SERVER_VALIDATE_OPTIONS. */
  schema: ObjectSchema<SchemaValues<F>, AnyObject>;
  /** Every field empty: the form's starting (and reset) values. */
  initialValues: FormValues<F>;
  /** The field of a name, if the form has it. */
  field(name: string): FieldSpec | undefined;
}

function defineForm<const Id extends FormId, const F extends readonly FieldSpec[]>(def: {
  id: Id;
  title: string;
  endpoint: string;
  fields: F;
}): FormContract<Id, F> {
  return {
    ...def,
    schema: stringsSchema(byName<F[number], StringSchema<string | undefined>>(def.fields, fieldSchema)),
    initialValues: byName<F[number], string>(def.fields, () => ""),
    field: (name) => def.fields.find((f) => f.name === name),
  };
}

/** The Get Started form (dialog): POST /api/get-started. Every field required. */
export const GET_STARTED_FORM = defineForm({
  id: "get-started",
  title: "Get Started",
  endpoint: "/api/get-started",
  fields: [
    { ...LEAD_FIELDS.name, required: true },
    { ...LEAD_FIELDS.email, required: true },
    { ...LEAD_FIELDS.phone, required: true },
    { ...LEAD_FIELDS.message, required: true, rows: 4 },
  ],
});

/** The Contact form (/contact): POST /api/contact. Phone, company and service are optional. */
export const CONTACT_FORM = defineForm({
  id: "contact",
  title: "Contact",
  endpoint: "/api/contact",
  fields: [
    { ...LEAD_FIELDS.firstName, required: true },
    { ...LEAD_FIELDS.lastName, required: true },
    { ...LEAD_FIELDS.email, required: true },
    { ...LEAD_FIELDS.phone, required: false },
    { ...LEAD_FIELDS.company, required: false },
    { ...LEAD_FIELDS.service, required: false },
    { ...LEAD_FIELDS.message, required: true, rows: 6 },
  ],
});

export type GetStartedValues = FormValues<typeof GET_STARTED_FORM.fields>;
export type ContactValues = FormValues<typeof CONTACT_FORM.fields>;

export const FORMS = { "get-started": GET_STARTED_FORM, contact: CONTACT_FORM } as const;

/** The contract of a form id (a stored lead names its form by id). */
export function formById(id: string): FormContract | undefined {
  return Object.prototype.hasOwnProperty.call(FORMS, id) ? FORMS[id as FormId] : undefined;
}

/** The label of a choice of a select field ("seo" -> "SEO"); "" when it is not one of the options. */
export function optionLabel(field: FieldSpec | undefined, value: string): string {
  return field?.options?.find((o) => o.value === value)?.label ?? "";
}
