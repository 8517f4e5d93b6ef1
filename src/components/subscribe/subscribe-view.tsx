import type { ChangeEvent, FocusEvent, FormEvent } from "react";
import { Button, Input, Label } from "theme-ui";
import {
  SUBSCRIBE_EMAIL_LABEL,
  SUBSCRIBE_ENDPOINT,
  SUBSCRIBE_HONEYPOT_FIELD,
  SUBSCRIBE_HONEYPOT_LABEL,
  SUBSCRIBE_MAX,
  TOPICS,
  type TopicId,
} from "../../contracts/subscription-base";
import type { SubscribePlace } from "./static-view";

/** The sign-up's texts (content/frame.json `subscribe`). */
export interface SubscribeTexts {
  topicsLegend: string;
  consent: string;
  submit: string;
  sending: string;
  networkError: string;
}

export type SubscribeField = "email" | "topics" | "consent";

export type SubscribeViewValues = {
  email: string;
  topics: TopicId[];
  consent: string;
};

/** What the loaded form (./subscribe-form.tsx) binds to the controls: Formik's values, errors and handlers. */
export interface SubscribeControls {
  values: SubscribeViewValues & { [SUBSCRIBE_HONEYPOT_FIELD]: string };
  errors: Partial<Record<SubscribeField, string>>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  onConsent: (event: ChangeEvent<HTMLInputElement>) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  status: { message: string; tone: "success" | "danger" };
}

export interface SubscribeViewProps {
  /** Makes the ids unique on the page (a page may show two sign-ups: its own and the footer's). */
  formId: string;
  /** The form's name for assistive tech (the block's heading). */
  label: string;
  t: SubscribeTexts;
  /** Where it is: its topics checked at first, and the footer's dark background. */
  place: SubscribePlace;
  /** Bound by the loaded form; without it the controls are the static form's own (a real form before the code loads). */
  controls?: SubscribeControls;
}

/** The topics each place checks at first. */
export const PRESET: Record<SubscribePlace, readonly TopicId[]> = {
  articles: ["articles"],
  openings: ["openings"],
  footer: [],
};

export const controlId = (formId: string, name: string) => `${formId}-${name}`;
/** The first topic's box carries the field's own id, so focus on the first error can land on it. */
export const topicId = (formId: string, topic: TopicId, index: number) =>
  index === 0 ? controlId(formId, "topics") : controlId(formId, `topics-${topic}`);

const boxSx = { width: 20, height: 20, m: 0, mt: "2px", flexShrink: 0, accentColor: "primary" } as const;
const rowSx = { display: "flex", alignItems: "flex-start", gap: 2, fontSize: 1, cursor: "pointer" } as const;

/**
 * The sign-up form's markup, drawn the same way before its code loads (a plain form that posts to
 * the function, in the built HTML only: ./static-view.ts) and after (bound to Formik by
 * ./subscribe-form.tsx, in the form's own chunk): the swap moves nothing.
 * Errors are tied to their control with aria-invalid and aria-describedby; the status line is a
 * polite live region that is always there.
 */
export default function SubscribeView({ formId, label, t, place, controls: c }: SubscribeViewProps) {
  const dark = place === "footer";
  const preset = PRESET[place];
  const errorColor = dark ? "onInk" : "danger";
  const error = (name: SubscribeField) => {
    const message = c?.errors[name];
    return message ? (
      <span id={`${controlId(formId, name)}-error`} sx={{ display: "block", color: errorColor, fontSize: 1, mt: 1 }}>
        {message}
      </span>
    ) : null;
  };
  const described = (name: SubscribeField) =>
    c?.errors[name]
      ? { "aria-invalid": "true" as const, "aria-describedby": `${controlId(formId, name)}-error` }
      : { "aria-invalid": "false" as const };
  const emailId = controlId(formId, "email");
  return (
    <form
      aria-label={label}
      method="post"
      action={SUBSCRIBE_ENDPOINT}
      noValidate={Boolean(c)}
      onSubmit={c?.onSubmit}
      sx={{ position: "relative", maxWidth: 640 }}
    >
      <Label htmlFor={emailId} sx={{ color: dark ? "onInk" : undefined }}>
        {`${SUBSCRIBE_EMAIL_LABEL} *`}
      </Label>
      <div sx={{ display: "flex", flexWrap: "wrap", gap: 2 }}>
        <Input
          id={emailId}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={SUBSCRIBE_MAX.email}
          sx={{ flex: "1 1 16rem", width: "auto" }}
          {...described("email")}
          {...(c ? { value: c.values.email, onChange: c.onChange, onBlur: c.onBlur } : {})}
        />
        <Button type="submit" variant={dark ? "accent" : "primary"} disabled={c?.submitting}>
          {c?.submitting ? t.sending : t.submit}
        </Button>
      </div>
      {error("email")}
      <fieldset
        sx={{ border: "none", p: 0, m: 0, mt: 3, minWidth: 0 }}
        {...(c?.errors.topics ? { "aria-describedby": `${controlId(formId, "topics")}-error` } : {})}
      >
        <legend sx={{ fontWeight: "bold", fontSize: 1, p: 0, mb: 1, color: dark ? "onInk" : undefined }}>
          {t.topicsLegend}
        </legend>
        <div sx={{ display: "flex", flexWrap: "wrap", columnGap: 4, rowGap: 1 }}>
          {TOPICS.map((topic, index) => (
            <label key={topic.id} sx={rowSx}>
              <input
                id={topicId(formId, topic.id, index)}
                type="checkbox"
                name="topics"
                value={topic.id}
                sx={boxSx}
                {...(c
                  ? { checked: c.values.topics.includes(topic.id), onChange: c.onChange, onBlur: c.onBlur }
                  : { defaultChecked: preset.includes(topic.id) })}
              />
              {topic.label}
            </label>
          ))}
        </div>
        {error("topics")}
      </fieldset>
      <label sx={{ ...rowSx, mt: 3 }}>
        <input
          id={controlId(formId, "consent")}
          type="checkbox"
          name="consent"
          value="true"
          required
          sx={boxSx}
          {...described("consent")}
          {...(c ? { checked: c.values.consent === "true", onChange: c.onConsent, onBlur: c.onBlur } : {})}
        />
        <span>{t.consent}</span>
      </label>
      {error("consent")}
      <div
        aria-hidden="true"
        sx={{ position: "absolute", left: "-10000px", top: "auto", width: 1, height: 1, overflow: "hidden" }}
      >
        <label htmlFor={controlId(formId, SUBSCRIBE_HONEYPOT_FIELD)}>{SUBSCRIBE_HONEYPOT_LABEL}</label>
        <input
          id={controlId(formId, SUBSCRIBE_HONEYPOT_FIELD)}
          name={SUBSCRIBE_HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...(c ? { value: c.values[SUBSCRIBE_HONEYPOT_FIELD], onChange: c.onChange } : {})}
        />
      </div>
      <p
        role="status"
        aria-live="polite"
        sx={{
          color: dark ? "onInk" : c?.status.tone,
          fontWeight: "bold",
          fontSize: 1,
          mt: 2,
          mb: 0,
          minHeight: "1.5em",
        }}
      >
        {c?.status.message}
      </p>
    </form>
  );
}
