import { Form, type FormikProps } from "formik";
import { Button, Grid, Link, Text } from "theme-ui";
import { CONTACT_FORM, HONEYPOT_FIELD, type ContactValues, type FieldSpec } from "../../contracts";
import FocusFirstError from "./focus-first-error";
import FormField from "./form-field";
import FormStatus from "./form-status";
import Honeypot from "./honeypot";
import { useLeadSubmit } from "./use-lead-submit";
import AfterPaintFormik from "./validate-after-paint";

const FORM = CONTACT_FORM;
const FORM_ID = FORM.id;
const ORDER = FORM.fields.map((f) => f.name);
/** The message box spans the form under the two-column grid of the other fields. */
const isWide = (field: FieldSpec) => field.type === "textarea";

type Values = ContactValues & { [HONEYPOT_FIELD]: string };
const initialValues: Values = { ...FORM.initialValues, [HONEYPOT_FIELD]: "" };

/** The Contact page's form (POST /api/contact): self-contained, loaded lazily by the page. */
export default function ContactForm() {
  const { status, onSubmit } = useLeadSubmit<Values>(FORM.endpoint, {
    networkError: "Network error. Please try again.",
    onNetworkError: () => console.error(`Contact form: network error or unreadable answer from ${FORM.endpoint}`),
  });

  return (
    <AfterPaintFormik initialValues={initialValues} validationSchema={FORM.schema} onSubmit={onSubmit}>
      {({ isSubmitting }: FormikProps<Values>) => (
        <Form aria-label={FORM.title} sx={{ position: "relative" }}>
          <FocusFirstError formId={FORM_ID} order={ORDER} />
          <Grid columns={[1, 2]} gap={[0, 3]}>
            {FORM.fields
              .filter((field) => !isWide(field))
              .map((field) => (
                <FormField key={field.name} formId={FORM_ID} field={field} />
              ))}
          </Grid>
          {FORM.fields
            .filter((field) => isWide(field))
            .map((field) => (
              <FormField key={field.name} formId={FORM_ID} field={field} />
            ))}
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
    </AfterPaintFormik>
  );
}
