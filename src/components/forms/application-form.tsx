import { Form, useFormikContext, type FormikErrors, type FormikHelpers, type FormikProps } from "formik";
import { useRef, useState, type RefObject } from "react";
import { Box, Button, Checkbox, Grid, Label, Link, Text } from "theme-ui";
import {
  APPLICATION_FIELDS,
  APPLICATION_INITIAL_VALUES,
  APPLICATION_SCHEMA,
  APPLY_ENDPOINT,
  APPLY_HONEYPOT_FIELD,
  CONSENT_FIELD,
  JOB_FIELD,
  RESUME,
  RESUME_KINDS,
  type ApplicationValues,
} from "../../contracts/applications";
import { refusalMessage } from "../../contracts/answers";
import { fill } from "../../lib/template";
import FocusFirstError from "./focus-first-error";
import FormField, { FieldError, fieldId } from "./form-field";
import FormStatus, { type StatusTone } from "./form-status";
import Honeypot from "./honeypot";
import { postForm, type FormAnswer } from "./post-form";
import AfterPaintFormik from "./validate-after-paint";

/** The words of the form (content/page-copy.json `job.form`, editable in the CMS). */
export interface ApplicationFormCopy {
  label: string;
  resumeHint: string;
  resumeRequired: string;
  resumeType: string;
  resumeSize: string;
  consent: string;
  privacyLink: string;
  submit: string;
  sending: string;
  success: string;
  closed: string;
  tooLarge: string;
  wrongType: string;
  tooMany: string;
  network: string;
}

export interface ApplicationFormProps {
  /** The opening's slug (content/jobs.json), sent as the hidden `job` field. */
  slug: string;
  title: string;
  copy: ApplicationFormCopy;
  /** The agency's address, for the network-error message. */
  email: string;
}

export const FORM_ID = "apply";
/** Focus goes to the first invalid field in this order (the form's order). */
const ORDER = [...APPLICATION_FIELDS.map((f) => f.name), RESUME.field, CONSENT_FIELD.name];
const isWide = (name: string) => name === "note";
/** The extensions the browser accepts as a courtesy; the function decides by the bytes. */
const EXTENSIONS = Object.values(RESUME_KINDS).map((k) => `.${k.extension}`);

type Values = ApplicationValues & { [APPLY_HONEYPOT_FIELD]: string; resume: File | null };

/** The résumé checks the browser can make before sending: one file, a known extension, the size. */
export function resumeProblem(file: File | null, copy: ApplicationFormCopy): string | undefined {
  if (!file) return copy.resumeRequired;
  const name = file.name.toLowerCase();
  if (!EXTENSIONS.some((ext) => name.endsWith(ext))) return copy.resumeType;
  if (file.size > RESUME.maxBytes) return copy.resumeSize;
  return undefined;
}

/**
 * The message for each answer of POST /api/apply (netlify/lib/applications/handler.ts): the
 * editors' words for what a candidate can act on (the opening closed, the file too large or not a
 * résumé, too many tries), the function's own for the rest (a 400 names the fields to check by
 * their labels; a 503 gives the agency's address).
 */
export function answerMessage(result: FormAnswer | null, copy: ApplicationFormCopy, email: string) {
  if (!result) return { message: `❌ ${fill(copy.network, { email })}`, tone: "danger" as const };
  const { status, answer } = result;
  if (answer.success) return { message: `✅ ${copy.success}`, tone: "success" as const };
  const own: Record<number, string> = {
    404: copy.closed,
    410: copy.closed,
    413: copy.tooLarge,
    415: copy.wrongType,
    429: copy.tooMany,
  };
  return { message: `❌ ${refusalMessage(status, answer, own)}`, tone: "danger" as const };
}

/** The multipart body: the text fields, the consent, the opening, the honeypot and the file. */
function formData(values: Values): FormData {
  const body = new FormData();
  for (const f of APPLICATION_FIELDS) body.set(f.name, values[f.name]);
  body.set(JOB_FIELD.name, values.job);
  body.set(CONSENT_FIELD.name, values.consent);
  body.set(APPLY_HONEYPOT_FIELD, values[APPLY_HONEYPOT_FIELD]);
  if (values.resume) body.set(RESUME.field, values.resume, values.resume.name);
  return body;
}

function ResumeField({ copy, inputRef }: { copy: ApplicationFormCopy; inputRef: RefObject<HTMLInputElement> }) {
  const { errors, touched, setFieldValue, setFieldTouched } = useFormikContext<Values>();
  const id = fieldId(FORM_ID, RESUME.field);
  const error = touched.resume ? (errors.resume as string | undefined) : undefined;
  return (
    <Box sx={{ mb: 3 }}>
      <Label htmlFor={id}>{`${RESUME.label} *`}</Label>
      <input
        ref={inputRef}
        id={id}
        name={RESUME.field}
        type="file"
        accept={RESUME.accept}
        required
        aria-invalid={error ? "true" : "false"}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(e) => {
          void setFieldValue(RESUME.field, e.currentTarget.files?.[0] ?? null);
          void setFieldTouched(RESUME.field, true, false);
        }}
        sx={{
          display: "block",
          width: "100%",
          maxWidth: "100%",
          fontSize: 2,
          p: 2,
          border: "1px solid",
          borderColor: error ? "danger" : "border",
          borderRadius: 4,
          bg: "background",
          color: "text",
        }}
      />
      <Text as="p" id={`${id}-hint`} variant="small" sx={{ color: "mutedText", mt: 1, mb: 0 }}>
        {copy.resumeHint}
      </Text>
      <FieldError id={id} error={error} />
    </Box>
  );
}

function ConsentField({ copy }: { copy: ApplicationFormCopy }) {
  const { values, errors, touched, setFieldValue, setFieldTouched } = useFormikContext<Values>();
  const id = fieldId(FORM_ID, CONSENT_FIELD.name);
  const error = touched.consent ? errors.consent : undefined;
  return (
    <Box sx={{ mb: 3 }}>
      <Label htmlFor={id} sx={{ alignItems: "flex-start", fontWeight: "body", lineHeight: 1.5 }}>
        <Checkbox
          id={id}
          name={CONSENT_FIELD.name}
          required
          checked={values.consent === "true"}
          aria-invalid={error ? "true" : "false"}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            void setFieldValue(CONSENT_FIELD.name, e.currentTarget.checked ? "true" : "");
            void setFieldTouched(CONSENT_FIELD.name, true, false);
          }}
          sx={{ flexShrink: 0 }}
        />
        <span>{`${copy.consent} *`}</span>
      </Label>
      <Text as="p" variant="small" sx={{ mt: 1, mb: 0, pl: "32px" }}>
        <Link href="/PrivacyPolicy">{copy.privacyLink}</Link>
      </Text>
      <FieldError id={id} error={error} />
    </Box>
  );
}

/**
 * The application form of an open opening's page (POST /api/apply, multipart): the contract's
 * fields and schema (src/contracts/applications.ts, which the function validates with too), the
 * résumé checked by extension and size as a courtesy (the function decides by its bytes), the
 * consent line from content, the honeypot. Loaded lazily by ./lazy-application-form.tsx.
 */
export default function ApplicationForm({ slug, title, copy, email }: ApplicationFormProps) {
  const [status, setStatus] = useState<{ message: string; tone: StatusTone }>({ message: "", tone: "success" });
  const inFlight = useRef(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const initialValues: Values = {
    ...APPLICATION_INITIAL_VALUES,
    job: slug,
    [APPLY_HONEYPOT_FIELD]: "",
    resume: null,
  };

  const validate = (values: Values): FormikErrors<Values> => {
    const problem = resumeProblem(values.resume, copy);
    return problem ? { resume: problem } : {};
  };

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    if (inFlight.current) return; // a double click sends once
    inFlight.current = true;
    setStatus({ message: "", tone: "success" });
    const result = await postForm(APPLY_ENDPOINT, formData(values));
    inFlight.current = false;
    if (!result) console.error(`Application form: network error or unreadable answer from ${APPLY_ENDPOINT}`);
    setStatus(answerMessage(result, copy, email));
    if (result?.answer.success) {
      helpers.resetForm();
      if (fileInput.current) fileInput.current.value = "";
    }
  };

  return (
    <AfterPaintFormik
      initialValues={initialValues}
      validationSchema={APPLICATION_SCHEMA}
      validate={validate}
      onSubmit={onSubmit}
    >
      {({ isSubmitting }: FormikProps<Values>) => (
        <Form aria-label={fill(copy.label, { title })} noValidate sx={{ position: "relative" }}>
          <FocusFirstError formId={FORM_ID} order={ORDER} />
          <Grid columns={[1, 2]} gap={[0, 3]}>
            {APPLICATION_FIELDS.filter((f) => !isWide(f.name)).map((field) => (
              <FormField key={field.name} formId={FORM_ID} field={field} />
            ))}
          </Grid>
          {APPLICATION_FIELDS.filter((f) => isWide(f.name)).map((field) => (
            <FormField key={field.name} formId={FORM_ID} field={field} />
          ))}
          <ResumeField copy={copy} inputRef={fileInput} />
          <ConsentField copy={copy} />
          <Honeypot formId={FORM_ID} />
          <Button type="submit" variant="primary" disabled={isSubmitting}>
            {isSubmitting ? copy.sending : copy.submit}
          </Button>
          <FormStatus message={status.message} tone={status.tone} />
        </Form>
      )}
    </AfterPaintFormik>
  );
}
