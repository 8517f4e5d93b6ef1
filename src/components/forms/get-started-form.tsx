import { Form, Formik, type FormikHelpers, type FormikProps } from "formik";
import { useEffect, useRef, useState } from "react";
import { Button } from "theme-ui";
import { getStartedInitialValues, getStartedSchema, type GetStartedFields } from "../../lib/validation/get-started";
import { HONEYPOT_FIELD, MAX } from "../../lib/validation/shared";
import FocusFirstError from "./focus-first-error";
import FormField from "./form-field";
import FormStatus, { type StatusTone } from "./form-status";
import Honeypot from "./honeypot";
import { postLead } from "./post-lead";

const FORM_ID = "get-started";
const ORDER = ["name", "email", "phone", "message"] as const;
/** The dialog closes itself this long after a successful send. */
export const AUTO_CLOSE_MS = 2000;

type Values = GetStartedFields & { [HONEYPOT_FIELD]: string };
const initialValues: Values = { ...getStartedInitialValues, [HONEYPOT_FIELD]: "" };

/** The Get Started form of the dialog (POST /api/get-started). Loaded only when the dialog opens. */
export default function GetStartedForm({ onDone }: { onDone: () => void }) {
  const [status, setStatus] = useState<{ message: string; tone: StatusTone }>({ message: "", tone: "success" });
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    if (inFlight.current) return; // a double click sends once
    inFlight.current = true;
    setStatus({ message: "", tone: "success" });
    const result = await postLead("/api/get-started", values);
    inFlight.current = false;
    if (!result) {
      setStatus({ message: "❌ Network error. Please try again.", tone: "danger" });
      return;
    }
    if (!result.success) {
      setStatus({ message: `❌ ${result.message}`, tone: "danger" });
      return;
    }
    setStatus({ message: `✅ ${result.message}`, tone: "success" });
    helpers.resetForm();
    timer.current = setTimeout(() => {
      setStatus({ message: "", tone: "success" });
      onDone();
    }, AUTO_CLOSE_MS);
  };

  return (
    <Formik initialValues={initialValues} validationSchema={getStartedSchema} onSubmit={onSubmit}>
      {({ isSubmitting }: FormikProps<Values>) => (
        <Form aria-label="Get Started" sx={{ position: "relative" }}>
          <FocusFirstError formId={FORM_ID} order={ORDER} />
          <FormField formId={FORM_ID} name="name" label="Full Name" required maxLength={MAX.name} autoComplete="name" />
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
            required
            maxLength={MAX.phone}
            autoComplete="tel"
          />
          <FormField
            formId={FORM_ID}
            name="message"
            label="Message"
            as="textarea"
            rows={4}
            required
            maxLength={MAX.message}
          />
          <Honeypot formId={FORM_ID} />
          <Button type="submit" variant="primary" disabled={isSubmitting} sx={{ width: "100%" }}>
            {isSubmitting ? "Sending..." : "Send Request"}
          </Button>
          <FormStatus message={status.message} tone={status.tone} />
        </Form>
      )}
    </Formik>
  );
}
