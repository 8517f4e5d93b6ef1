import { object, type InferType } from "yup";
import { MAX, requiredEmail, requiredMessage, requiredSingleLine } from "./shared";

/** The Get Started form (dialog): POST /api/get-started. */
export const getStartedSchema = object({
  name: requiredSingleLine("Full name", MAX.name),
  email: requiredEmail(),
  phone: requiredSingleLine("Phone number", MAX.phone),
  message: requiredMessage(),
});

export type GetStartedFields = InferType<typeof getStartedSchema>;

export const getStartedInitialValues: GetStartedFields = { name: "", email: "", phone: "", message: "" };
