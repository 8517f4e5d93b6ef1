import { useFormikContext, type FormikProps } from "formik";
import { useEffect, useState, type ChangeEvent } from "react";
import { SUBSCRIBE_ENDPOINT, SUBSCRIBE_HONEYPOT_FIELD, SUBSCRIBE_SCHEMA } from "../../contracts/subscription";
import FocusFirstError from "../forms/focus-first-error";
import { useLeadSubmit } from "../forms/use-lead-submit";
import AfterPaintFormik from "../forms/validate-after-paint";
import SubscribeView, {
  PRESET,
  type SubscribeField,
  type SubscribeViewProps,
  type SubscribeViewValues,
} from "./subscribe-view";

/** What the static form holds when this code arrives: typed before, kept after. */
export interface StaticState {
  values: SubscribeViewValues;
  /** The id of the control that had focus, to give it back. */
  focusId: string | null;
  /** A submit was asked for before the code arrived (./subscribe-block.tsx marks it): it is sent. */
  submit: boolean;
}

/** Reads the static form (while it is still in the page: the focus is read from the document). */
export function readStatic(form: HTMLFormElement | null): StaticState | null {
  if (!form) return null;
  const data = new FormData(form);
  const active = document.activeElement;
  return {
    values: {
      email: String(data.get("email") ?? ""),
      topics: data.getAll("topics").map(String) as SubscribeViewValues["topics"],
      consent: data.get("consent") === "true" ? "true" : "",
    },
    focusId: active instanceof HTMLElement && form.contains(active) ? active.id : null,
    submit: form.dataset.sent === "1",
  };
}

export interface SubscribeFormProps extends Omit<SubscribeViewProps, "controls"> {
  /** The static form this one replaces (./subscribe-block.tsx), or null. */
  from: HTMLFormElement | null;
}

type Values = SubscribeViewValues & { [SUBSCRIBE_HONEYPOT_FIELD]: string };
const ORDER: SubscribeField[] = ["email", "topics", "consent"];

/**
 * The sign-up form bound to Formik and the shared contract (src/contracts/subscription.ts): the
 * schema validates in the browser as the function does; the function's JSON answers (its
 * refusals and the platform's 429 included) show in the status line.
 */
export default function SubscribeForm({ from, ...view }: SubscribeFormProps) {
  // Read once, in the render that replaces it (before the static form leaves the page).
  const [initial] = useState(() => readStatic(from));
  const { status, onSubmit } = useLeadSubmit<Values>(SUBSCRIBE_ENDPOINT, {
    networkError: view.t.networkError,
    onNetworkError: () => console.error(`Sign-up form: network error or unreadable answer from ${SUBSCRIBE_ENDPOINT}`),
  });
  const initialValues: Values = {
    email: "",
    topics: [...PRESET[view.place]],
    consent: "",
    [SUBSCRIBE_HONEYPOT_FIELD]: "",
  };
  return (
    <AfterPaintFormik initialValues={initialValues} validationSchema={SUBSCRIBE_SCHEMA} onSubmit={onSubmit}>
      {(formik: FormikProps<Values>) => <Bound formik={formik} initial={initial} view={view} status={status} />}
    </AfterPaintFormik>
  );
}

function Bound({
  formik,
  initial,
  view,
  status,
}: {
  formik: FormikProps<Values>;
  initial: StaticState | null;
  view: Omit<SubscribeFormProps, "from">;
  status: { message: string; tone: "success" | "danger" };
}) {
  const { setValues, submitForm } = useFormikContext<Values>();
  // Once: what was typed before the code arrived, the focus given back, a submit asked for sent.
  useEffect(() => {
    if (!initial) return;
    void setValues({ ...formik.initialValues, ...initial.values }, false).then(() => {
      if (initial.submit) void submitForm();
    });
    if (initial.focusId) document.getElementById(initial.focusId)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const errors: Partial<Record<SubscribeField, string>> = {};
  for (const name of ORDER) {
    const message = formik.errors[name];
    if (formik.touched[name] && message) errors[name] = String(message);
  }
  return (
    <>
      <FocusFirstError formId={view.formId} order={ORDER} />
      <SubscribeView
        {...view}
        controls={{
          values: formik.values,
          errors,
          onChange: formik.handleChange,
          onBlur: formik.handleBlur,
          onConsent: (event: ChangeEvent<HTMLInputElement>) =>
            void formik.setFieldValue("consent", event.target.checked ? "true" : ""),
          onSubmit: formik.handleSubmit,
          submitting: formik.isSubmitting,
          status,
        }}
      />
    </>
  );
}
