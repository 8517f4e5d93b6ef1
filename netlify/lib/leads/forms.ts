import site from "../../../content/site.json";
import { CONTACT_FORM, GET_STARTED_FORM, type FormContract } from "../../../src/contracts";
import type { FormDefinition } from "./handler";

/** A form's definition on the server: its contract (schema, field labels) and its success answer. */
export function leadForm(contract: FormContract, successMessage: string): FormDefinition {
  return {
    id: contract.id,
    schema: contract.schema,
    labels: Object.fromEntries(contract.fields.map((f) => [f.name, f.label])),
    successMessage,
  };
}

export const getStartedForm = leadForm(GET_STARTED_FORM, `Thank you! We'll get back to you within ${site.replyTime}.`);

export const contactForm = leadForm(
  CONTACT_FORM,
  `Thank you for your message! We'll get back to you within ${site.replyTime}.`,
);
