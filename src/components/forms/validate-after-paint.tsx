import { useFormikContext } from "formik";
import { useEffect } from "react";
import { afterNextPaint } from "../../lib/after-next-paint";

/**
 * Formik's validation on change and on blur, moved to the task after the frame that shows the
 * keystroke or the focus move. Its form sets `validateOnChange={false}` and `validateOnBlur={false}`;
 * this runs `validateForm()` once a frame has been painted after the values or the touched fields
 * changed, so a key typed into a field answers with one render of that field, and the schema's
 * validation (Yup over every field) and the render of its errors come after the paint
 * (docs/decisions/interaction.md). Quick typing validates once, after the last key of the frame.
 * Nothing runs while no field has been touched (left or submitted): errors show only on touched
 * fields, and a submit validates in Formik itself.
 */
export default function ValidateAfterPaint() {
  const { values, touched, validateForm } = useFormikContext();
  const anyTouched = Object.keys(touched).length > 0;
  useEffect(() => {
    if (!anyTouched) return;
    return afterNextPaint(() => void validateForm());
  }, [values, touched, anyTouched, validateForm]);
  return null;
}
