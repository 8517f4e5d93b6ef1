import { Form, type FormikProps } from "formik";
import { useEffect, useRef } from "react";
import { Button } from "theme-ui";
import { GET_STARTED_FORM, HONEYPOT_FIELD, type GetStartedValues } from "../../contracts";
import FocusFirstError from "./focus-first-error";
import FormField from "./form-field";
import FormStatus from "./form-status";
import Honeypot from "./honeypot";
import { useLeadSubmit } from "./use-lead-submit";
import AfterPaintFormik from "./validate-after-paint";

const FORM = GET_STARTED_FORM;
const FORM_ID = FORM.id;
const ORDER = FORM.fields.map((f) => f.name);
/** The dialog closes itself this long after a successful send. */
export const AUTO_CLOSE_MS = 2000;

type Values = GetStartedValues & { [HONEYPOT_FIELD]: string };
const initialValues: Values = { ...FORM.initialValues, [HONEYPOT_FIELD]: "" };

/** The Get Started form of the dialog (POST /api/get-started). Loaded only when the dialog opens. */
export default function GetStartedForm({ onDone }: { onDone: () => void }) {
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const { status, setStatus, onSubmit } = useLeadSubmit<Values>(FORM.endpoint, {
    networkError: "❌ Network error. Please try again.",
    onSent: () => {
      timer.current = setTimeout(() => {
        setStatus({ message: "", tone: "success" });
        onDone();
      }, AUTO_CLOSE_MS);
    },
  });

  return (
    <AfterPaintFormik initialValues={initialValues} validationSchema={FORM.schema} onSubmit={onSubmit}>
      {({ isSubmitting }: FormikProps<Values>) => (
        <Form aria-label={FORM.title} sx={{ position: "relative" }}>
          <FocusFirstError formId={FORM_ID} order={ORDER} />
          {FORM.fields.map((field) => (
            <FormField key={field.name} formId={FORM_ID} field={field} />
          ))}
          <Honeypot formId={FORM_ID} />
          <Button type="submit" variant="primary" disabled={isSubmitting} sx={{ width: "100%" }}>
            {isSubmitting ? "Sending..." : "Send Request"}
          </Button>
          <FormStatus message={status.message} tone={status.tone} />
        </Form>
      )}
    </AfterPaintFormik>
  );
}
