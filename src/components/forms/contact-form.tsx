import { Form, Formik, type FormikHelpers, type FormikProps } from "formik";
import { useRef, useState } from "react";
import { Button, Grid, Link, Text } from "theme-ui";
import { SERVICE_OPTIONS, contactInitialValues, contactSchema } from "../../lib/validation/contact";
import { HONEYPOT_FIELD, MAX } from "../../lib/validation/shared";
import FocusFirstError from "./focus-first-error";
import FormField from "./form-field";
import FormStatus, { type StatusTone } from "./form-status";
import Honeypot from "./honeypot";
import { postLead } from "./post-lead";

const FORM_ID = "contact";
const ORDER = ["firstName", "lastName", "email", "phone", "company", "service", "message"] as const;

type Values = typeof contactInitialValues & { [HONEYPOT_FIELD]: string };
const initialValues: Values = { ...contactInitialValues, [HONEYPOT_FIELD]: "" };

/** The Contact page's form (POST /api/contact): self-contained, loaded lazily by the page. */
export default function ContactForm() {
  const [status, setStatus] = useState<{ message: string; tone: StatusTone }>({ message: "", tone: "success" });
  const inFlight = useRef(false);

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    if (inFlight.current) return; // a double click sends once
    inFlight.current = true;
    setStatus({ message: "", tone: "success" });
    const result = await postLead("/api/contact", values);
    inFlight.current = false;
    if (!result) {
      console.error("Contact form: network error or unreadable answer from /api/contact");
      setStatus({ message: "Network error. Please try again.", tone: "danger" });
      return;
    }
    if (!result.success) {
      setStatus({ message: `❌ ${result.message}`, tone: "danger" });
      return;
    }
    setStatus({ message: `✅ ${result.message}`, tone: "success" });
    helpers.resetForm();
  };

  return (
    <Formik initialValues={initialValues} validationSchema={contactSchema} onSubmit={onSubmit}>
      {({ isSubmitting }: FormikProps<Values>) => (
        <Form aria-label="Contact" sx={{ position: "relative" }}>
          <FocusFirstError formId={FORM_ID} order={ORDER} />
          <Grid columns={[1, 2]} gap={[0, 3]}>
            <FormField
              formId={FORM_ID}
              name="firstName"
              label="First Name"
              required
              maxLength={MAX.name}
              autoComplete="given-name"
            />
            <FormField
              formId={FORM_ID}
              name="lastName"
              label="Last Name"
              required
              maxLength={MAX.name}
              autoComplete="family-name"
            />
            <FormField
              formId={FORM_ID}
              name="email"
              label="Email Address"
              type="email"
              required
              maxLength={MAX.email}
              autoComplete="email"
            />
            <FormField
              formId={FORM_ID}
              name="phone"
              label="Phone Number"
              type="tel"
              maxLength={MAX.phone}
              autoComplete="tel"
            />
            <FormField
              formId={FORM_ID}
              name="company"
              label="Company Name"
              maxLength={MAX.company}
              autoComplete="organization"
            />
            <FormField formId={FORM_ID} name="service" label="Service Interest" as="select">
              <option value="">Select a service</option>
              {SERVICE_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </FormField>
          </Grid>
          <FormField
            formId={FORM_ID}
            name="message"
            label="Message"
            as="textarea"
            rows={6}
            required
            maxLength={MAX.message}
          />
          <Honeypot formId={FORM_ID} />
          <Text as="p" variant="small" sx={{ color: "mutedText", mt: 0, mb: 3 }}>
            By submitting this form you agree to our <Link href="/PrivacyPolicy">Privacy Policy</Link> and{" "}
            <Link href="/TermsOfService">Terms of Service</Link>.
          </Text>
          <Button type="submit" variant="primary" disabled={isSubmitting}>
            {isSubmitting ? "Sending..." : "Send Message"}
          </Button>
          <FormStatus message={status.message} tone={status.tone} />
        </Form>
      )}
    </Formik>
  );
}
