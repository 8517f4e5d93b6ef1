import { Field } from "formik";
import { HONEYPOT_FIELD, HONEYPOT_LABEL } from "../../contracts";

/**
 * A field people never see or reach (off-screen, hidden from assistive tech, out of the tab
 * order, no autofill). Bots that fill every input fill it, and the server then drops the lead.
 */
export default function Honeypot({ formId }: { formId: string }) {
  const id = `${formId}-${HONEYPOT_FIELD}`;
  return (
    <div
      aria-hidden="true"
      sx={{ position: "absolute", left: "-10000px", top: "auto", width: 1, height: 1, overflow: "hidden" }}
    >
      <label htmlFor={id}>{HONEYPOT_LABEL}</label>
      <Field id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
