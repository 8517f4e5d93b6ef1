import { useField } from "formik";
import type { ReactNode } from "react";
import { Box, Input, Label, Select, Text, Textarea } from "theme-ui";

export interface FormFieldProps {
  /** Prefix that makes ids unique on the page (one per form). */
  formId: string;
  name: string;
  label: string;
  as?: "input" | "textarea" | "select";
  type?: "text" | "email" | "tel";
  required?: boolean;
  rows?: number;
  maxLength?: number;
  autoComplete?: string;
  children?: ReactNode;
}

export function fieldId(formId: string, name: string): string {
  return `${formId}-${name}`;
}

/**
 * A labelled form control bound to Formik. Its error shows inline once the field was touched (or
 * a submit was tried), tied to the control with aria-invalid and aria-describedby.
 */
export default function FormField({
  formId,
  name,
  label,
  as = "input",
  type = "text",
  required = false,
  rows,
  maxLength,
  autoComplete,
  children,
}: FormFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = fieldId(formId, name);
  const errorId = `${id}-error`;
  const invalid = Boolean(meta.touched && meta.error);
  const common = {
    ...field,
    id,
    required,
    "aria-invalid": invalid ? ("true" as const) : ("false" as const),
    "aria-describedby": invalid ? errorId : undefined,
  };
  return (
    <Box sx={{ mb: 3 }}>
      <Label htmlFor={id}>{required ? `${label} *` : label}</Label>
      {as === "textarea" ? (
        <Textarea {...common} rows={rows} maxLength={maxLength} />
      ) : as === "select" ? (
        <Select {...common}>{children}</Select>
      ) : (
        <Input {...common} type={type} maxLength={maxLength} autoComplete={autoComplete} />
      )}
      {invalid && (
        <Text as="p" id={errorId} sx={{ color: "danger", fontSize: 1, mt: 1, mb: 0 }}>
          {meta.error}
        </Text>
      )}
    </Box>
  );
}
