import { lazy, Suspense, useEffect, useState } from "react";
import { Box, Text } from "theme-ui";
import type { ApplicationFormProps } from "./application-form";

const ApplicationForm = lazy(() => import("./application-form"));

/**
 * The height kept for the application form at each breakpoint (one column under 40em, two above),
 * while its code loads and after: the form, drawn in that space, moves nothing below it. Measured
 * with the form empty (tests/e2e/apply.spec.ts checks the form fits).
 */
export const APPLICATION_FORM_SPACE = [900, 680] as const;

/**
 * Mounts the application form in the browser only, from its own chunk (Formik, Yup and the form
 * are in no page's first-load JavaScript, and only job pages fetch them), in a space reserved for it.
 */
export default function LazyApplicationForm({ loading, ...props }: ApplicationFormProps & { loading: string }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const placeholder = (
    <Text as="p" variant="muted">
      {loading}
    </Text>
  );
  return (
    <Box sx={{ minHeight: [...APPLICATION_FORM_SPACE], mt: 4 }} data-testid="application-form-space">
      {mounted ? (
        <Suspense fallback={placeholder}>
          <ApplicationForm {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
    </Box>
  );
}
