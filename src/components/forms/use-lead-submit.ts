import type { FormikHelpers } from "formik";
import { useRef, useState } from "react";
import { refusalMessage } from "../../contracts";
import type { StatusTone } from "./form-status";
import { postForm } from "./post-form";

export interface LeadStatus {
  message: string;
  tone: StatusTone;
}

/**
 * The submit handling of the two lead forms (Contact, Get Started) and the sign-up around postForm: one send at a
 * time (a double click sends once), the status line cleared while it is on its way, then "✅" and
 * the function's message with the form reset, or "❌" and its message; `networkError` when nothing
 * readable came back (after `onNetworkError`). `onSent` runs after a successful send's reset.
 */
export function useLeadSubmit<V extends Record<string, unknown>>(
  endpoint: string,
  options: { networkError: string; onNetworkError?: () => void; onSent?: () => void },
) {
  const [status, setStatus] = useState<LeadStatus>({ message: "", tone: "success" });
  const inFlight = useRef(false);

  const onSubmit = async (values: V, helpers: FormikHelpers<V>) => {
    if (inFlight.current) return; // a double click sends once
    inFlight.current = true;
    setStatus({ message: "", tone: "success" });
    const sent = await postForm(endpoint, values);
    inFlight.current = false;
    if (!sent) {
      options.onNetworkError?.();
      setStatus({ message: options.networkError, tone: "danger" });
      return;
    }
    const result = sent.answer;
    if (!result.success) {
      setStatus({ message: `❌ ${refusalMessage(sent.status, result)}`, tone: "danger" });
      return;
    }
    setStatus({ message: `✅ ${result.message}`, tone: "success" });
    helpers.resetForm();
    options.onSent?.();
  };

  return { status, setStatus, onSubmit };
}
