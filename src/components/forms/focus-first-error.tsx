import { useFormikContext } from "formik";
import { useEffect, useRef } from "react";
import { fieldId } from "./form-field";

/** After a submit that failed validation, moves focus to the first invalid field (in form order). */
export default function FocusFirstError({ formId, order }: { formId: string; order: readonly string[] }) {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext<Record<string, string>>();
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValidating) return;
    handled.current = submitCount;
    const first = order.find((name) => errors[name]);
    if (first) document.getElementById(fieldId(formId, first))?.focus();
  }, [submitCount, isSubmitting, isValidating, errors, formId, order]);
  return null;
}
