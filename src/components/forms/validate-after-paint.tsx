import { Formik, useFormikContext, type FormikConfig, type FormikProps, type FormikValues } from "formik";
import { useEffect, type ReactNode } from "react";
import { afterNextPaint } from "../../lib/after-next-paint";

/**
 * Formik with its validation on change and on blur moved to the task after the frame that shows
 * the keystroke or the focus move: Formik's own `validateOnChange` and `validateOnBlur` are off,
 * and `validateForm()` runs once a frame has been painted after the values or the touched fields
 * changed. A key typed into a field answers with one render of that field, and the schema's
 * validation (Yup over every field) and the render of its errors come after the paint
 * (docs/decisions/interaction.md). Quick typing validates once, after the last key of the frame.
 * Nothing runs while no field has been touched (left or submitted): errors show only on touched
 * fields, and a submit validates in Formik itself. Every form of the site is one of these.
 */
export default function AfterPaintFormik<Values extends FormikValues>({
  children,
  ...config
}: Omit<FormikConfig<Values>, "children" | "component" | "render" | "validateOnChange" | "validateOnBlur"> & {
  children: (formik: FormikProps<Values>) => ReactNode;
}) {
  return (
    <Formik {...config} validateOnChange={false} validateOnBlur={false}>
      {(formik: FormikProps<Values>) => (
        <>
          <ValidateAfterPaint />
          {children(formik)}
        </>
      )}
    </Formik>
  );
}

function ValidateAfterPaint() {
  const { values, touched, validateForm } = useFormikContext();
  const anyTouched = Object.keys(touched).length > 0;
  useEffect(() => {
    if (!anyTouched) return;
    return afterNextPaint(() => void validateForm());
  }, [values, touched, anyTouched, validateForm]);
  return null;
}
