/**
 * The server side reads the form contract (src/contracts): its schemas are the very objects the
 * browser's forms validate with, the 400 message names the contract's labels, and the agency's
 * e-mail takes its row names from the contract's field list (a label changed there changes the
 * e-mail, with no second list to forget).
 */
import { CONTACT_FORM, GET_STARTED_FORM, LEAD_FIELDS, phraseOf, type FieldSpec } from "../../../src/contracts";
import getStarted, { config as getStartedConfig } from "../../functions/get-started";
import contact, { config as contactConfig } from "../../functions/contact";
import { contactForm, getStartedForm } from "./forms";
import { agencyMail, formTitle, mailRows, type NotifyConfig } from "./notify";
import type { LeadRecord } from "./record";

const config: NotifyConfig = {
  mailer: null,
  notifyTo: "desk@example.com",
  mailFrom: "site@example.com",
  webhookUrl: null,
};

function lead(form: LeadRecord["form"], fields: Record<string, string>): LeadRecord {
  return {
    version: 1,
    key: "lead/20261122T100000000Z-abc",
    form,
    fields,
    receivedAt: "2026-11-22T10:00:00.000Z",
    page: null,
    userAgent: null,
    ipHash: null,
    notification: {
      state: "pending",
      attempts: 0,
      lastAttemptAt: null,
      nextAttemptAt: null,
      lastError: null,
      channels: { agency: "pending", visitor: "pending", webhook: "skipped" },
    },
  } as LeadRecord;
}

const fullContact = {
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@example.com",
  phone: "+1 916 555 0100",
  company: "Navy",
  service: "seo",
  message: "Hello,\nthere",
};

describe("the functions use the form contract", () => {
  it("validate with the same schema objects the browser's forms use", () => {
    expect(getStartedForm.schema).toBe(GET_STARTED_FORM.schema);
    expect(contactForm.schema).toBe(CONTACT_FORM.schema);
    expect(getStartedForm.id).toBe(GET_STARTED_FORM.id);
    expect(contactForm.id).toBe(CONTACT_FORM.id);
  });

  it("name fields in the 400 message by the labels the form shows", () => {
    for (const [def, contract] of [
      [getStartedForm, GET_STARTED_FORM],
      [contactForm, CONTACT_FORM],
    ] as const) {
      expect(def.labels).toEqual(Object.fromEntries(contract.fields.map((f: FieldSpec) => [f.name, f.label])));
    }
  });

  it("serve each form at the contract's endpoint", () => {
    expect(getStartedConfig.path).toBe(GET_STARTED_FORM.endpoint);
    expect(contactConfig.path).toBe(CONTACT_FORM.endpoint);
    expect(typeof getStarted).toBe("function");
    expect(typeof contact).toBe("function");
  });
});

describe("the agency e-mail takes its labels from the contract", () => {
  it("titles the mail with the form's title", () => {
    expect(formTitle(lead("contact", fullContact))).toBe(CONTACT_FORM.title);
    expect(formTitle(lead("get-started", {}))).toBe(GET_STARTED_FORM.title);
  });

  it("labels each row with the phrase of the contract's field, in field order", () => {
    const rows = mailRows(lead("contact", fullContact));
    // The fields and their phrases are pinned to the spec in src/contracts/contracts.test.ts.
    expect(rows.map((r) => r.label)).toEqual(CONTACT_FORM.fields.map((f) => phraseOf(f)));
    expect(rows.find((r) => r.label === "Service interest")?.value).toBe("SEO (seo)");
    const mail = agencyMail(lead("contact", fullContact), config);
    for (const f of CONTACT_FORM.fields) {
      expect(mail.text).toContain(f.type === "textarea" ? `${phraseOf(f)}:\n` : `${phraseOf(f)}: `);
      expect(mail.html).toContain(`<th align="left" valign="top">${phraseOf(f)}</th>`);
    }
    expect(mail.text).toContain("Message:\nHello,\nthere\n");
  });

  it("follows a label changed in the contract (no second list of labels)", () => {
    const email = GET_STARTED_FORM.fields[1] as { label: string };
    const original = email.label;
    try {
      email.label = "Work E-mail";
      const mail = agencyMail(lead("get-started", { name: "Bob", email: "bob@example.com" }), config);
      expect(mail.text).toContain("Work e-mail: bob@example.com");
      expect(mail.text).not.toContain("Email address:");
    } finally {
      email.label = original;
    }
    expect(LEAD_FIELDS.email.label).toBe("Email Address");
  });
});
