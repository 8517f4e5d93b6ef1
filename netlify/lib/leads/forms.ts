import site from "../../../content/site.json";
import { contactSchema } from "../../../src/lib/validation/contact";
import { getStartedSchema } from "../../../src/lib/validation/get-started";
import type { FormDefinition } from "./handler";

export const getStartedForm: FormDefinition = {
  id: "get-started",
  schema: getStartedSchema,
  labels: { name: "Full Name", email: "Email Address", phone: "Phone Number", message: "Message" },
  successMessage: `Thank you! We'll get back to you within ${site.replyTime}.`,
};

export const contactForm: FormDefinition = {
  id: "contact",
  schema: contactSchema,
  labels: {
    firstName: "First Name",
    lastName: "Last Name",
    email: "Email Address",
    phone: "Phone Number",
    company: "Company Name",
    service: "Service Interest",
    message: "Message",
  },
  successMessage: `Thank you for your message! We'll get back to you within ${site.replyTime}.`,
};
