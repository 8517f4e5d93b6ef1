import { Field, Form, type FormikHelpers, type FormikProps } from "formik";
import { useEffect, useMemo, useRef, useState } from "react";
import { Box, Button, Flex, Heading, Label, Link, Select, Text } from "theme-ui";
import { showSlot } from "../../contracts/availability";
import {
  BOOK_CONSENT_TEXT,
  BOOK_ENDPOINT,
  BOOK_HONEYPOT_FIELD,
  bookingContract,
  type BookValues,
  type BookingPageContext,
  type OfferedSlot,
} from "../../contracts/book";
import { currentVisit } from "../../lib/visit";
import FocusFirstError from "../forms/focus-first-error";
import FormField, { FieldError } from "../forms/form-field";
import FormStatus from "../forms/form-status";
import Honeypot from "../forms/honeypot";
import AfterPaintFormik from "../forms/validate-after-paint";
import { COMMON_ZONES, detectedZone, groupByDay } from "./slots";

const FORM_ID = "book";
type Values = BookValues & { [BOOK_HONEYPOT_FIELD]: string };

interface Booked {
  start: string;
  end: string;
  kind: string;
}

const radioRow = {
  display: "flex",
  alignItems: "center",
  gap: 2,
  border: "1px solid",
  borderColor: "border",
  borderRadius: 8,
  px: 3,
  py: 2,
  cursor: "pointer",
  minHeight: 44,
  "&:has(input:checked)": { borderColor: "primary", bg: "muted" },
  "&:has(input:focus-visible)": { outline: "3px solid", outlineColor: "primary", outlineOffset: 2 },
} as const;

export type { BookingPageContext };

/** The /book page's form: a kind, a day and a time in the visitor's zone, then the visitor's details (POST /api/book). */
export default function BookingForm({ page }: { page: BookingPageContext }) {
  const contract = useMemo(
    () => bookingContract({ kinds: page.kinds.map((k) => k.slug), services: page.services }),
    [page.kinds, page.services],
  );
  const fields = [
    contract.fields.name,
    contract.fields.email,
    contract.fields.company,
    contract.fields.phone,
    contract.fields.service,
    contract.fields.budget,
  ];
  const order = ["kind", "timeZone", "start", ...fields.map((f) => f.name), "consent"];
  const [slots, setSlots] = useState(page.slots);
  const [day, setDay] = useState<string | null>(null);
  const [status, setStatus] = useState<{ message: string; tone: "success" | "danger" }>({
    message: "",
    tone: "success",
  });
  const [booked, setBooked] = useState<Booked | null>(null);
  const confirmation = useRef<HTMLHeadingElement>(null);
  const inFlight = useRef(false);
  const initialValues: Values = {
    ...contract.initialValues,
    kind: page.kind,
    timeZone: page.agencyZone,
    [BOOK_HONEYPOT_FIELD]: "",
  };

  useEffect(() => {
    if (booked) confirmation.current?.focus();
  }, [booked]);

  const refresh = (kind: string) => {
    fetch(`${BOOK_ENDPOINT}?kind=${encodeURIComponent(kind)}`, { headers: { Accept: "application/json" } })
      .then((res) => (res.ok ? res.json() : null))
      .then((data: { slots?: OfferedSlot[] } | null) => {
        if (data?.slots) setSlots((all) => ({ ...all, [kind]: data.slots! }));
      })
      .catch(() => {});
  };

  // The build's list is as old as the build: the current one replaces it (taken and past times gone).
  useEffect(() => refresh(page.kind), [page.kind]);

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setStatus({ message: "", tone: "success" });
    let res: Response;
    let data: { success?: boolean; message?: string; alternatives?: OfferedSlot[]; booking?: Booked } = {};
    try {
      res = await fetch(BOOK_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ ...values, context: currentVisit() ?? undefined }),
      });
      data = await res.json();
    } catch {
      inFlight.current = false;
      setStatus({ message: "Network error. Please try again.", tone: "danger" });
      return;
    }
    inFlight.current = false;
    if (data.success) {
      setBooked({
        start: data.booking?.start ?? values.start,
        end: data.booking?.end ?? values.start,
        kind: values.kind,
      });
      return;
    }
    if (data.alternatives) {
      // The time was taken (or no longer free): show the nearest free ones and ask again.
      const alternatives = data.alternatives;
      setSlots((all) => ({ ...all, [values.kind]: alternatives }));
      setDay(null);
      helpers.setFieldValue("start", "", false);
      refresh(values.kind);
    }
    setStatus({ message: data.message ?? "Sorry, something went wrong. Please try again.", tone: "danger" });
  };

  if (booked) {
    const kind = page.kinds.find((k) => k.slug === booked.kind);
    const zone = detectedZone(page.agencyZone);
    const both = showSlot(booked, zone, { timeZone: page.agencyZone });
    return (
      <Box role="status" sx={{ border: "1px solid", borderColor: "border", borderRadius: 12, p: [3, 4] }}>
        <Heading as="h2" ref={confirmation} tabIndex={-1} sx={{ fontSize: [4, 5], mb: 3 }}>
          You&rsquo;re booked
        </Heading>
        <Text as="p" sx={{ fontSize: 3, mb: 2 }}>
          {kind?.name ?? "Your call"}: <strong>{both.visitor.label}</strong>
        </Text>
        {zone !== page.agencyZone ? (
          <Text as="p" sx={{ mb: 2 }}>
            That is {both.agency.label} in New York.
          </Text>
        ) : null}
        <Text as="p" sx={{ mb: 0 }}>
          The confirmation and a calendar invitation are on their way to your inbox, with links to reschedule or cancel.
        </Text>
      </Box>
    );
  }

  return (
    <AfterPaintFormik initialValues={initialValues} validationSchema={contract.schema} onSubmit={onSubmit}>
      {({ values, errors, touched, submitCount, setFieldValue, isSubmitting }: FormikProps<Values>) => {
        const kindSlots = slots[values.kind] ?? [];
        const days = groupByDay(kindSlots, values.timeZone, page.agencyZone);
        const shownDay = days.find((d) => d.date === day) ?? days[0];
        const zones = [...new Set([values.timeZone, ...COMMON_ZONES])];
        const startError = (touched.start || submitCount > 0) && errors.start ? errors.start : undefined;
        const consentError = (touched.consent || submitCount > 0) && errors.consent ? errors.consent : undefined;
        return (
          <Form aria-label="Book a call" sx={{ position: "relative" }} noValidate>
            <ZoneDetector agencyZone={page.agencyZone} onZone={(z) => void setFieldValue("timeZone", z, false)} />
            <FocusFirstError formId={FORM_ID} order={order} />
            <Box as="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 4 }}>
              <Text as="legend" sx={{ fontWeight: "bold", fontSize: 3, mb: 2 }}>
                Kind of call
              </Text>
              <Flex sx={{ flexDirection: "column", gap: 2 }}>
                {page.kinds.map((k) => (
                  <Label key={k.slug} sx={{ ...radioRow, alignItems: "flex-start" }}>
                    <input
                      type="radio"
                      name="kind"
                      id={k.slug === page.kinds[0]?.slug ? `${FORM_ID}-kind` : undefined}
                      value={k.slug}
                      checked={values.kind === k.slug}
                      onChange={() => {
                        void setFieldValue("kind", k.slug);
                        void setFieldValue("start", "", false);
                        setDay(null);
                        refresh(k.slug);
                      }}
                      sx={{ mt: 1 }}
                    />
                    <span>
                      <strong>
                        {k.name}, {k.minutes} minutes
                      </strong>
                      <Text as="span" sx={{ display: "block", fontWeight: "normal", color: "mutedText" }}>
                        {k.description}
                      </Text>
                    </span>
                  </Label>
                ))}
              </Flex>
            </Box>

            <Box sx={{ mb: 4 }}>
              <Label htmlFor={`${FORM_ID}-timeZone`}>Your time zone</Label>
              <Select
                id={`${FORM_ID}-timeZone`}
                name="timeZone"
                value={values.timeZone}
                onChange={(e) => {
                  void setFieldValue("timeZone", e.target.value);
                  setDay(null);
                }}
              >
                {zones.map((z) => (
                  <option key={z} value={z}>
                    {z.replace(/_/g, " ")}
                  </option>
                ))}
              </Select>
              <Text as="p" variant="small" sx={{ color: "mutedText", mt: 1, mb: 0 }}>
                Times are shown in your time zone, with ours (New York) beside them.
              </Text>
            </Box>

            {days.length === 0 ? (
              <Text as="p" sx={{ mb: 4 }}>
                No free times right now. Please write to us and we will find one.
              </Text>
            ) : (
              <>
                <Box as="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 3 }}>
                  <Text as="legend" sx={{ fontWeight: "bold", fontSize: 3, mb: 2 }}>
                    Day
                  </Text>
                  <Flex as="div" sx={{ flexWrap: "wrap", gap: 2 }}>
                    {days.map((d) => (
                      <Label key={d.date} sx={{ ...radioRow, width: "auto" }}>
                        <input
                          type="radio"
                          name="day"
                          value={d.date}
                          checked={shownDay?.date === d.date}
                          onChange={() => {
                            setDay(d.date);
                            void setFieldValue("start", "", false);
                          }}
                        />
                        {d.label}
                      </Label>
                    ))}
                  </Flex>
                </Box>
                {shownDay ? (
                  <Box
                    as="fieldset"
                    sx={{ border: 0, p: 0, m: 0, mb: 4 }}
                    aria-describedby={startError ? `${FORM_ID}-start-error` : undefined}
                  >
                    <Text as="legend" sx={{ fontWeight: "bold", fontSize: 3, mb: 2 }}>
                      Time on {shownDay.label}
                    </Text>
                    <Box
                      sx={{
                        display: "grid",
                        gridTemplateColumns: ["1fr 1fr", "repeat(3, 1fr)", "repeat(4, 1fr)"],
                        gap: 2,
                      }}
                    >
                      {shownDay.slots.map((s, i) => (
                        <Label key={s.start} sx={{ ...radioRow, width: "auto", flexDirection: "row" }}>
                          <input
                            type="radio"
                            name="start"
                            id={i === 0 ? `${FORM_ID}-start` : undefined}
                            value={s.start}
                            aria-label={s.label}
                            checked={values.start === s.start}
                            onChange={() => void setFieldValue("start", s.start)}
                          />
                          <span aria-hidden="true">
                            {s.time}
                            {values.timeZone !== page.agencyZone ? (
                              <Text as="span" sx={{ display: "block", fontSize: 0, color: "mutedText" }}>
                                {s.agencyTime} New York
                              </Text>
                            ) : null}
                          </span>
                        </Label>
                      ))}
                    </Box>
                    <FieldError id={`${FORM_ID}-start`} error={startError} />
                  </Box>
                ) : null}
              </>
            )}

            {fields.map((field) => (
              <FormField key={field.name} formId={FORM_ID} field={field} />
            ))}
            <Box sx={{ mb: 3 }}>
              <Label sx={{ alignItems: "flex-start", gap: 2, fontWeight: "normal" }}>
                <Field
                  type="checkbox"
                  id={`${FORM_ID}-consent`}
                  name="consent"
                  checked={values.consent === "true"}
                  onChange={(e: React.ChangeEvent<HTMLInputElement>) =>
                    void setFieldValue("consent", e.target.checked ? "true" : "")
                  }
                  aria-invalid={consentError ? "true" : "false"}
                  aria-describedby={consentError ? `${FORM_ID}-consent-error` : undefined}
                  sx={{ mt: 1 }}
                />
                <span>
                  {BOOK_CONSENT_TEXT.split("Privacy Policy")[0]}
                  <Link href="/PrivacyPolicy">Privacy Policy</Link>
                  {BOOK_CONSENT_TEXT.split("Privacy Policy")[1]}
                </span>
              </Label>
              <FieldError id={`${FORM_ID}-consent`} error={consentError} />
            </Box>
            <Honeypot formId={FORM_ID} />
            <Button type="submit" variant="primary" disabled={isSubmitting}>
              {isSubmitting ? "Booking..." : "Book this time"}
            </Button>
            <FormStatus message={status.message} tone={status.tone} />
          </Form>
        );
      }}
    </AfterPaintFormik>
  );
}

/** Sets the visitor's zone once, after hydration (the HTML shows New York's times). */
function ZoneDetector({ agencyZone, onZone }: { agencyZone: string; onZone: (zone: string) => void }) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const zone = detectedZone(agencyZone);
    if (zone !== agencyZone) onZone(zone);
  }, [agencyZone, onZone]);
  return null;
}
