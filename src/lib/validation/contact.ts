import { object, string, type InferType } from "yup";
import { MAX, requiredEmail, requiredMessage, requiredSingleLine, singleLine } from "./shared";

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
] as const;

export type ServiceValue = (typeof SERVICE_OPTIONS)[number]["value"];

export const SERVICE_VALUES: readonly string[] = SERVICE_OPTIONS.map((o) => o.value);

export function serviceLabel(value: string | undefined): string {
  return SERVICE_OPTIONS.find((o) => o.value === value)?.label ?? "";
}

/** The Contact form (/contact): POST /api/contact. Phone, company and service are optional. */
export const contactSchema = object({
  firstName: requiredSingleLine("First name", MAX.name),
  lastName: requiredSingleLine("Last name", MAX.name),
  email: requiredEmail(),
  phone: singleLine("Phone number", MAX.phone),
  company: singleLine("Company name", MAX.company),
  service: string().oneOf(["", ...SERVICE_VALUES], "Choose a service from the list"),
  message: requiredMessage(),
});

export type ContactFields = InferType<typeof contactSchema>;

export const contactInitialValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  company: "",
  service: "",
  message: "",
};
