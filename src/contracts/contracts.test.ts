import {
  CONTACT_FORM,
  FORMS,
  GET_STARTED_FORM,
  HONEYPOT_FIELD,
  LEAD_FIELD_NAMES,
  LEAD_FIELDS,
  MAX,
  SERVER_VALIDATE_OPTIONS,
  SERVICE_OPTIONS,
  formById,
  optionLabel,
  phraseOf,
  readLeadAnswer,
  validationFailure,
} from ".";

const errorsOf = async (schema: { validate(v: unknown, o: object): Promise<unknown> }, value: unknown) =>
  schema.validate(value, SERVER_VALIDATE_OPTIONS).then(
    () => [],
    (e: { errors: string[] }) => e.errors,
  );

describe("the form contracts", () => {
  it("list each form's fields in form order with the spec's labels and required marks", () => {
    const shape = (f: { name: string; label: string; type: string; required: boolean }) =>
      `${f.name}:${f.label}${f.required ? " *" : ""}:${f.type}`;
    expect(GET_STARTED_FORM.fields.map(shape)).toEqual([
      "name:Full Name *:text",
      "email:Email Address *:email",
      "phone:Phone Number *:tel",
      "message:Message *:textarea",
    ]);
    expect(CONTACT_FORM.fields.map(shape)).toEqual([
      "firstName:First Name *:text",
      "lastName:Last Name *:text",
      "email:Email Address *:email",
      "phone:Phone Number:tel",
      "company:Company Name:text",
      "service:Service Interest:select",
      "message:Message *:textarea",
    ]);
    expect(GET_STARTED_FORM.field("message")?.rows).toBe(4);
    expect(CONTACT_FORM.field("message")?.rows).toBe(6);
  });

  it("build each schema from the field list: same keys, same order, every field empty at the start", () => {
    for (const form of Object.values(FORMS)) {
      const names = form.fields.map((f) => f.name);
      expect(Object.keys(form.schema.fields)).toEqual(names);
      expect(form.initialValues).toEqual(Object.fromEntries(names.map((n) => [n, ""])));
    }
  });

  it("take every field from the one catalogue, which has no field no form uses", () => {
    const used = new Set(Object.values(FORMS).flatMap((form) => form.fields.map((f) => f.name)));
    expect([...used].sort()).toEqual([...LEAD_FIELD_NAMES].sort());
    for (const form of Object.values(FORMS)) {
      for (const f of form.fields) {
        const { required: _required, rows: _rows, ...base } = f as typeof f & { rows?: number };
        expect(base).toEqual(LEAD_FIELDS[f.name as keyof typeof LEAD_FIELDS]);
      }
    }
    expect(LEAD_FIELD_NAMES).toEqual([
      "name",
      "firstName",
      "lastName",
      "email",
      "phone",
      "company",
      "service",
      "message",
    ]);
  });

  it("name fields inside sentences by their label with later words in lower case", () => {
    expect(LEAD_FIELD_NAMES.map((n) => phraseOf(LEAD_FIELDS[n]))).toEqual([
      "Full name",
      "First name",
      "Last name",
      "Email address",
      "Phone number",
      "Company name",
      "Service interest",
      "Message",
    ]);
    expect(phraseOf({ label: "LinkedIn Profile", phrase: "LinkedIn profile" })).toBe("LinkedIn profile");
  });

  it("word the schema's messages from the field's phrase and limit", async () => {
    expect(await errorsOf(GET_STARTED_FORM.schema, {})).toEqual([
      "Full name is required",
      "Email address is required",
      "Phone number is required",
      "Message is required",
    ]);
    const long = {
      firstName: "f".repeat(MAX.name + 1),
      lastName: "L\nx",
      email: "nope",
      company: "c".repeat(MAX.company + 1),
      service: "hacking",
      message: "m\u202E",
    };
    expect(await errorsOf(CONTACT_FORM.schema, long)).toEqual([
      "First name must be at most 100 characters",
      "Last name must be one line of plain text",
      "Enter a valid email address",
      "Company name must be at most 120 characters",
      "Choose a service from the list",
      "Message contains characters that are not allowed",
    ]);
  });

  it("offer the services in the spec's order, each value once, labelled for the form and the e-mail", () => {
    const service = CONTACT_FORM.field("service");
    expect(service?.options).toBe(SERVICE_OPTIONS);
    expect(service?.emptyOption).toBe("Select a service");
    expect(SERVICE_OPTIONS.map((o) => o.value)).toEqual([
      "website-development",
      "seo",
      "software-development",
      "social-media",
      "personalized",
      "reputation-management",
      "email-marketing",
      "full-analytics",
      "ecommerce-development",
      "other",
    ]);
    expect(optionLabel(service, "seo")).toBe("SEO");
    expect(optionLabel(service, "bogus")).toBe("");
  });

  it("find a form by a stored lead's id, and nothing for another id", () => {
    expect(formById("contact")).toBe(CONTACT_FORM);
    expect(formById("get-started")).toBe(GET_STARTED_FORM);
    expect(formById("toString")).toBeUndefined();
    expect(HONEYPOT_FIELD).toBe("website");
    expect(LEAD_FIELD_NAMES).not.toContain(HONEYPOT_FIELD);
  });
});

describe("the answer contract", () => {
  it("reads { success, message } and nothing else", () => {
    expect(readLeadAnswer({ success: true, message: "ok", extra: 1 })).toEqual({ success: true, message: "ok" });
    expect(readLeadAnswer({ success: false, message: "no" })).toEqual({ success: false, message: "no" });
    for (const bad of [null, "x", [], {}, { success: "true", message: "x" }, { success: true }, { message: "x" }]) {
      expect(readLeadAnswer(bad)).toBeNull();
    }
  });

  it("words a validation failure with the fields' labels", () => {
    expect(validationFailure(["Full Name", "Message"])).toEqual({
      success: false,
      message: "Please check these fields: Full Name, Message.",
    });
  });
});
