import { FastField, type FastFieldProps } from "formik";
import { Box, Input, Label, Select, Text, Textarea } from "theme-ui";
import type { FieldSpec } from "../../contracts";

export interface FormFieldProps {
  /** Prefix that makes ids unique on the page (one per form). */
  formId: string;
  /** The field as the form's contract defines it: name, label, type, required, limits, choices. */
  field: FieldSpec;
}

export function fieldId(formId: string, name: string): string {
  return `${formId}-${name}`;
}

/**
 * A field's error message, under the control that names it in aria-describedby (`${id}-error`);
 * nothing while there is no error.
 */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <Text as="p" id={`${id}-error`} sx={{ color: "danger", fontSize: 1, mt: 1, mb: 0 }}>
      {error}
    </Text>
  );
}

/**
 * A labelled form control bound to Formik, drawn from its contract field. Its error shows inline
 * once the field was touched (or a submit was tried), tied to the control with aria-invalid and
 * aria-describedby. It is a FastField: a key typed into one field renders that field only, not
 * every field of the form (docs/decisions/interaction.md).
 */
export default function FormField({ formId, field: spec }: FormFieldProps) {
  return (
    <FastField name={spec.name}>
      {({ field, meta }: FastFieldProps<string>) => <Control formId={formId} spec={spec} field={field} meta={meta} />}
    </FastField>
  );
}

function Control({
  formId,
  spec,
  field,
  meta,
}: {
  formId: string;
  spec: FieldSpec;
  field: FastFieldProps<string>["field"];
  meta: FastFieldProps<string>["meta"];
}) {
  const { name, label, type, required, maxLength, rows, autoComplete } = spec;
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
      {type === "textarea" ? (
        <Textarea {...common} rows={rows} maxLength={maxLength} />
      ) : type === "select" ? (
        <Select {...common}>
          <option value="">{spec.emptyOption ?? ""}</option>
          {spec.options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      ) : (
        <Input {...common} type={type} maxLength={maxLength} autoComplete={autoComplete} />
      )}
      <FieldError id={id} error={invalid ? meta.error : undefined} />
    </Box>
  );
}
