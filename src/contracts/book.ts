/**
 * The booking form (issue 51, items 2 and 3), defined once: its fields, labels, limits, the Yup
 * schema, the endpoint and the answers the /book page and POST /api/book share. The meeting kinds
 * (content/booking.json) and the services (content/services.json) are content: the caller passes
 * them in (`bookingContract`), as this module imports no JSON (isomorphic, like ./forms.ts).
 */
import { object, string } from "yup";
import { isTimeZone } from "./availability.ts";
import { HONEYPOT_FIELD, LEAD_FIELDS, fieldSchema, type FieldOption, type FieldSpec } from "./forms.ts";

/** The function's path (netlify/functions/book.ts `config.path`; a test checks they are equal). GET: free slots; POST: a booking. */
export const BOOK_ENDPOINT = "/api/book";
/** The page of the signed cancel and reschedule links (netlify/functions/book-change.ts). */
export const BOOK_CHANGE_ENDPOINT = "/api/book/change";
/** The booking page; `/book/<kind slug>` preselects a kind. */
export const BOOK_PATH = "/book";
export const bookPath = (kind?: string) => (kind ? `${BOOK_PATH}/${kind}` : BOOK_PATH);

export const BOOK_HONEYPOT_FIELD = HONEYPOT_FIELD;

/** The qualifying question "budget", in US dollars a month, in the order the select lists them. */
export const BUDGET_OPTIONS = [
  { value: "under-1k", label: "Under $1,000 a month" },
  { value: "1k-3k", label: "$1,000 to $3,000 a month" },
  { value: "3k-10k", label: "$3,000 to $10,000 a month" },
  { value: "over-10k", label: "Over $10,000 a month" },
  { value: "not-sure", label: "Not sure yet" },
] as const satisfies readonly FieldOption[];

/** The consent line shown beside the checkbox; the booking keeps the text shown. */
export const BOOK_CONSENT_TEXT =
  "I agree that Atria Digital keeps these details to hold this call and follow up on it, as the Privacy Policy describes.";

/** The JSON body's cap: the form is a few short lines. */
export const BOOK_MAX_BODY_BYTES = 8 * 1024;

/** How many free times a 409 offers instead of the one just taken. */
export const ALTERNATIVES_OFFERED = 5;

/** What a visitor's browser sends (every field a string; `context` is the visit, src/contracts/visit.ts). */
export interface BookValues {
  kind: string;
  start: string;
  timeZone: string;
  name: string;
  email: string;
  company: string;
  phone: string;
  service: string;
  budget: string;
  consent: string;
}

// An ISO 8601 instant as freeSlots writes them (an offset or Z; seconds optional).
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

export interface BookingContract {
  fields: {
    name: FieldSpec;
    email: FieldSpec;
    company: FieldSpec;
    phone: FieldSpec;
    service: FieldSpec;
    budget: FieldSpec;
  };
  /** Field name -> label, as the 400 names them. */
  labels: Record<keyof BookValues, string>;
  schema: ReturnType<typeof buildSchema>;
  initialValues: BookValues;
}

function buildSchema(kinds: readonly string[], fields: BookingContract["fields"]) {
  return object({
    kind: string()
      .required("Choose a kind of call")
      .oneOf([...kinds], "Choose a kind of call from the list"),
    start: string()
      .required("Choose a time")
      .matches(INSTANT, "Choose a time from the list")
      .test("instant", "Choose a time from the list", (v) => v == null || !Number.isNaN(Date.parse(v))),
    timeZone: string()
      .required("Choose your time zone")
      .max(64, "Choose your time zone from the list")
      .test("zone", "Choose your time zone from the list", (v) => v == null || isTimeZone(v)),
    name: fieldSchema(fields.name).required("Full name is required"),
    email: fieldSchema(fields.email).required("Email address is required"),
    company: fieldSchema(fields.company).required("Company name is required"),
    phone: fieldSchema(fields.phone),
    service: fieldSchema(fields.service).required("Choose the service you are interested in"),
    budget: fieldSchema(fields.budget).required("Choose a budget range"),
    consent: string()
      .required("Please agree to the consent line to book")
      .oneOf(["true"], "Please agree to the consent line to book"),
  });
}

/** The form's contract for these meeting kinds (slugs) and services (content/services.json: slug, title). */
export function bookingContract(input: {
  kinds: readonly string[];
  services: readonly { slug: string; title: string }[];
}): BookingContract {
  const fields = {
    name: { ...LEAD_FIELDS.name, required: true },
    email: { ...LEAD_FIELDS.email, required: true },
    company: { ...LEAD_FIELDS.company, required: true },
    phone: { ...LEAD_FIELDS.phone, label: "Phone Number (optional)", phrase: "Phone number", required: false },
    service: {
      ...LEAD_FIELDS.service,
      required: true,
      options: input.services.map((s) => ({ value: s.slug, label: s.title })),
    },
    budget: {
      name: "budget",
      label: "Budget",
      type: "select",
      required: true,
      options: BUDGET_OPTIONS,
      emptyOption: "Select a budget range",
      invalidOption: "Choose a budget range from the list",
    },
  } satisfies BookingContract["fields"];
  return {
    fields,
    labels: {
      kind: "Kind of call",
      start: "Time",
      timeZone: "Your time zone",
      name: fields.name.label,
      email: fields.email.label,
      company: fields.company.label,
      phone: fields.phone.label,
      service: fields.service.label,
      budget: fields.budget.label,
      consent: "Consent",
    },
    schema: buildSchema(input.kinds, fields),
    initialValues: {
      kind: input.kinds[0] ?? "",
      start: "",
      timeZone: "",
      name: "",
      email: "",
      company: "",
      phone: "",
      service: "",
      budget: "",
      consent: "",
    },
  };
}

/** A free time as GET /api/book and a 409 give it: host left out (the server picks one). */
export interface OfferedSlot {
  start: string;
  end: string;
}

/** The answers of POST /api/book beside `{ success, message }`. */
export interface BookSuccess {
  success: true;
  message: string;
  booking: { id: string; kind: string; start: string; end: string; host: string };
}
export interface BookTaken {
  success: false;
  message: string;
  /** The nearest free times of the same kind, soonest first. */
  alternatives: OfferedSlot[];
}

export const SLOT_TAKEN_MESSAGE =
  "Sorry, that time was just taken. Please pick another: these are the nearest free times.";
export const SLOT_UNAVAILABLE_MESSAGE =
  "That time is not free (outside our hours, too soon, too far ahead or taken). Please pick one of the free times.";
